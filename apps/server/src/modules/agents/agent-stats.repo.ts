import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { addedOnConflict, arr } from './agent-sql.repo';
import type { Grain } from './periods';

export type MemberDelta = {
  merchantId: number;
  memberId: number;
  grain: Grain;
  period: string;
  validBet: bigint;
  stake: bigint;
  payout: bigint;
  bonus: bigint;
  rebate: bigint;
  deposit: bigint;
  withdrawal: bigint;
  bets: number;
  late: bigint;
  /** 1 when this batch gave the member its first valid bet of the period. */
  activated: number;
  /** 1 when the member registered in this period (counted for its ancestors). */
  registered: number;
  /** 1 when this batch wrote the member's first row of the period (grain D: it counts in `members` per level). */
  touched: number;
};

/** Gaps in days are kept up to this (decision 016): a range is at most MAX_RANGE_DAYS long, so a larger gap is "before it". */
export const GAP_CAP = 93;
const CAP = sql.raw(String(GAP_CAP));

/** The consumer's statements: events seen once, and play added to the member, team, level and first-day rows. */
export const createAgentStatsRepo = () => ({
  markSeen: async (tx: Db, ids: number[]) =>
    ids.length === 0
      ? new Set<number>()
      : new Set(
          rowsOf<{ event_id: string | number }>(
            await tx.execute(sql`INSERT INTO agent_seen (event_id) SELECT unnest(${arr(ids)}::bigint[])
              ON CONFLICT (event_id) DO NOTHING RETURNING event_id`),
          ).map((r) => Number(r.event_id)),
        ),
  timeZones: async (tx: Db, merchantIds: number[]) =>
    rowsOf<{ id: number; time_zone: string }>(
      await tx.execute(sql`SELECT id, time_zone FROM merchants WHERE id = ANY(${arr(merchantIds)}::int[])`),
    ),
  closed: async (tx: Db, merchantIds: number[], periods: string[]) =>
    periods.length === 0
      ? []
      : rowsOf<{ merchant_id: number; grain: Grain; period: string }>(
          await tx.execute(sql`SELECT merchant_id, grain, period FROM agent_closed_periods
            WHERE merchant_id = ANY(${arr(merchantIds)}::int[]) AND period = ANY(${arr(periods)}::text[])`),
        ),
  /** Valid bet so far of the (member, grain, period) rows a batch touches (present = the row exists): which members become active. */
  priorValid: async (tx: Db, keys: { memberId: number; grain: Grain; period: string }[]) =>
    keys.length === 0
      ? []
      : rowsOf<{ member_id: number; grain: Grain; period: string; valid_bet: string }>(
          await tx.execute(sql`SELECT s.member_id::int AS member_id, s.grain, s.period, s.valid_bet::text AS valid_bet
            FROM unnest(${arr(keys.map((k) => k.memberId))}::bigint[], ${arr(keys.map((k) => k.grain))}::text[], ${arr(keys.map((k) => k.period))}::text[]) AS k(m, g, p)
            JOIN agent_member_stats s ON s.member_id = k.m AND s.grain = k.g AND s.period = k.p`),
        ),
  /** Adds a batch to the member rows and to the team rows of every ancestor (itself included), two statements. */
  addDeltas: async (tx: Db, rows: MemberDelta[]) => {
    if (rows.length === 0) return;
    const cols = sql`${arr(rows.map((r) => r.merchantId))}::int[], ${arr(rows.map((r) => r.memberId))}::bigint[], ${arr(rows.map((r) => r.grain))}::text[],
      ${arr(rows.map((r) => r.period))}::text[], ${arr(rows.map((r) => r.validBet))}::bigint[], ${arr(rows.map((r) => r.stake))}::bigint[],
      ${arr(rows.map((r) => r.payout))}::bigint[], ${arr(rows.map((r) => r.bonus))}::bigint[], ${arr(rows.map((r) => r.rebate))}::bigint[],
      ${arr(rows.map((r) => r.deposit))}::bigint[], ${arr(rows.map((r) => r.withdrawal))}::bigint[], ${arr(rows.map((r) => r.bets))}::int[],
      ${arr(rows.map((r) => r.late))}::bigint[], ${arr(rows.map((r) => r.activated))}::int[], ${arr(rows.map((r) => r.registered))}::int[]`;
    await tx.execute(sql`INSERT INTO agent_member_stats (merchant_id, member_id, grain, period, valid_bet, stake, payout, bonus, rebate, deposit, withdrawal, bets)
      SELECT d.mer, d.mem, d.g, d.p, d.vb, d.st, d.po, d.bo, d.re, d.de, d.wi, d.bets
      FROM unnest(${cols}) AS d(mer, mem, g, p, vb, st, po, bo, re, de, wi, bets, late, act, reg)
      ON CONFLICT (member_id, grain, period) DO UPDATE SET ${addedOnConflict('agent_member_stats')}`);
    await tx.execute(sql`INSERT INTO agent_team_stats (merchant_id, agent_id, grain, period, valid_bet, stake, payout, bonus, rebate, deposit,
        withdrawal, bets, active, new_members, late_valid_bet)
      SELECT min(d.mer), t.ancestor_id, d.g, d.p, sum(d.vb), sum(d.st), sum(d.po), sum(d.bo), sum(d.re), sum(d.de), sum(d.wi), sum(d.bets),
        sum(d.act), sum(CASE WHEN t.depth > 0 THEN d.reg ELSE 0 END), sum(d.late)
      FROM unnest(${cols}) AS d(mer, mem, g, p, vb, st, po, bo, re, de, wi, bets, late, act, reg)
      JOIN agent_tree t ON t.descendant_id = d.mem
      GROUP BY t.ancestor_id, d.g, d.p
      ORDER BY t.ancestor_id, d.g, d.p
      ON CONFLICT (agent_id, grain, period) DO UPDATE SET ${addedOnConflict('agent_team_stats', ['active', 'new_members', 'late_valid_bet'])}`);
    const days = rows.filter((r) => r.grain === 'D');
    if (days.length === 0) return;
    const dayCols = sql`${arr(days.map((r) => r.merchantId))}::int[], ${arr(days.map((r) => r.memberId))}::bigint[], ${arr(days.map((r) => r.period))}::text[],
      ${arr(days.map((r) => r.validBet))}::bigint[], ${arr(days.map((r) => r.stake))}::bigint[], ${arr(days.map((r) => r.payout))}::bigint[],
      ${arr(days.map((r) => r.bonus))}::bigint[], ${arr(days.map((r) => r.rebate))}::bigint[], ${arr(days.map((r) => r.deposit))}::bigint[],
      ${arr(days.map((r) => r.withdrawal))}::bigint[], ${arr(days.map((r) => r.bets))}::int[], ${arr(days.map((r) => r.touched))}::int[]`;
    await tx.execute(sql`INSERT INTO agent_level_stats (merchant_id, agent_id, depth, period, valid_bet, stake, payout, bonus, rebate, deposit,
        withdrawal, bets, members)
      SELECT min(d.mer), t.ancestor_id, t.depth, d.p, sum(d.vb), sum(d.st), sum(d.po), sum(d.bo), sum(d.re), sum(d.de), sum(d.wi), sum(d.bets), sum(d.tch)
      FROM unnest(${dayCols}) AS d(mer, mem, p, vb, st, po, bo, re, de, wi, bets, tch)
      JOIN agent_tree t ON t.descendant_id = d.mem
      GROUP BY t.ancestor_id, t.depth, d.p
      ORDER BY t.ancestor_id, t.depth, d.p
      ON CONFLICT (agent_id, depth, period) DO UPDATE SET ${addedOnConflict('agent_level_stats', ['members'])}`);
    // Days that count a member for the first time (T: its first row of the day, A: its first valid bet of the day).
    const firsts = [
      ...days.filter((r) => r.touched).map((r) => ({ m: r.memberId, k: 'T', d: r.period })),
      ...days.filter((r) => r.activated).map((r) => ({ m: r.memberId, k: 'A', d: r.period })),
    ];
    if (firsts.length === 0) return;
    // The gaps of these members' days near the new ones, before (without the new days) and after: the difference is
    // added to the first-day rows of every ancestor. Days further than GAP_CAP from a new one keep their gap.
    await tx.execute(sql`WITH nw(m, k, d) AS (SELECT * FROM unnest(${arr(firsts.map((f) => f.m))}::bigint[], ${arr(firsts.map((f) => f.k))}::text[],
          ${arr(firsts.map((f) => f.d))}::text[])),
        span AS (SELECT m, k, to_char(min(d)::date - ${CAP}, 'YYYY-MM-DD') AS lo, to_char(max(d)::date + ${CAP}, 'YYYY-MM-DD') AS hi
          FROM nw GROUP BY m, k),
        cur AS (SELECT s.member_id AS m, sp.k, s.period AS d FROM span sp JOIN agent_member_stats s ON s.member_id = sp.m AND s.grain = 'D'
          AND s.period >= sp.lo AND s.period <= sp.hi AND (sp.k = 'T' OR s.valid_bet > 0)),
        old AS (SELECT * FROM cur WHERE NOT EXISTS (SELECT 1 FROM nw WHERE nw.m = cur.m AND nw.k = cur.k AND nw.d = cur.d)),
        diff AS (
          SELECT m, k, d, LEAST(${CAP}, COALESCE(d::date - (lag(d) OVER (PARTITION BY m, k ORDER BY d))::date, ${CAP})) AS gap, 1 AS n FROM cur
          UNION ALL
          SELECT m, k, d, LEAST(${CAP}, COALESCE(d::date - (lag(d) OVER (PARTITION BY m, k ORDER BY d))::date, ${CAP})), -1 FROM old),
        net AS (SELECT m, k, d, gap, sum(n) AS n FROM diff GROUP BY m, k, d, gap HAVING sum(n) <> 0)
      INSERT INTO agent_level_firsts (agent_id, depth, kind, period, gap, n)
      SELECT t.ancestor_id, t.depth, net.k, net.d, net.gap, sum(net.n) FROM net JOIN agent_tree t ON t.descendant_id = net.m
      GROUP BY t.ancestor_id, t.depth, net.k, net.d, net.gap
      ORDER BY t.ancestor_id, net.k, net.d, t.depth, net.gap
      ON CONFLICT (agent_id, kind, period, depth, gap) DO UPDATE SET n = agent_level_firsts.n + excluded.n`);
  },
});
