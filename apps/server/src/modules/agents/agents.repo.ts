import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { BillStatus, ContractKind, ContractStatus, ContractTier, DividendCycle } from '../../db/schema';
import { writeEvent } from '../outbox';
import type { Grain } from './periods';

const arr = (xs: (string | number | bigint)[]) => `{${xs.map((x) => `"${String(x).replace(/["\\]/g, '')}"`).join(',')}}`;
const one = <T>(res: unknown) => rowsOf<T>(res)[0];

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

export type TeamSums = {
  valid_bet: string;
  stake: string;
  payout: string;
  bonus: string;
  rebate: string;
  deposit: string;
  withdrawal: string;
  bets: string;
  active: string;
  new_members: string;
};

export type ContractRow = {
  id: number;
  merchant_id: number;
  kind: ContractKind;
  agent_id: number;
  upline_id: number | null;
  status: ContractStatus;
  cycle: DividendCycle | null;
  tiers: ContractTier[];
  template_id: number | null;
  pending_termination: boolean;
  offered_at: string;
  expires_at: string;
  decided_at: string | null;
  ended_at: string | null;
  end_reason: string | null;
  agent_account: string;
  upline_account: string | null;
};

export type BillRow = {
  id: number;
  merchant_id: number;
  contract_id: number;
  kind: ContractKind;
  period: string;
  agent_id: number;
  payer_id: number | null;
  level: number;
  base: string;
  active: number;
  rate_bp: number;
  carry_in: string;
  carry_out: string;
  amount: string;
  paid: string;
  status: BillStatus;
  created_at: string;
  agent_account?: string;
  payer_account?: string | null;
};

const contractSelect = sql`SELECT c.id::int AS id, c.merchant_id, c.kind, c.agent_id::int AS agent_id, c.upline_id::int AS upline_id, c.status,
  c.cycle, c.tiers, c.template_id, c.pending_termination, c.offered_at, c.expires_at, c.decided_at, c.ended_at, c.end_reason,
  a.account AS agent_account, u.account AS upline_account
  FROM agent_contracts c JOIN members a ON a.id = c.agent_id LEFT JOIN members u ON u.id = c.upline_id`;

/** The team figures every report sums, and the select list that sums them (written once, from this list). */
const summed = ['valid_bet', 'stake', 'payout', 'bonus', 'rebate', 'deposit', 'withdrawal', 'bets'] as const;
const teamCols = sql.raw(summed.map((c) => `COALESCE(sum(${c}), 0)::text AS ${c}`).join(', '));

/**
 * First-day rows (decision 016) that count a member once in the days `from` … `to`: those in the range whose gap
 * since the member's previous day reaches back before `from`.
 */
const firstIn = (from: string, to: string) => sql`period >= ${from} AND period <= ${to} AND gap > period::date - ${from}::date`;

/** Every statement of the agents module. */
export const createAgentsRepo = (db: Db) => ({
  // ---- the tree ----------------------------------------------------------------------------------------------
  member: async (merchantId: number, account: string) =>
    one<{ id: number; account: string; type: number; parent_id: number | null; status: string }>(
      await db.execute(sql`SELECT id::int AS id, account, type, parent_id::int AS parent_id, status FROM members
        WHERE merchant_id = ${merchantId} AND account = ${account}`),
    ),
  memberById: async (merchantId: number, id: number) =>
    one<{ id: number; account: string; type: number; parent_id: number | null; status: string }>(
      await db.execute(sql`SELECT id::int AS id, account, type, parent_id::int AS parent_id, status FROM members
        WHERE merchant_id = ${merchantId} AND id = ${id}`),
    ),
  /** The depth of `memberId` under `agentId` (0 itself), or undefined when outside the team. */
  depthUnder: async (agentId: number, memberId: number) =>
    one<{ depth: number }>(
      await db.execute(sql`SELECT depth FROM agent_tree WHERE ancestor_id = ${agentId} AND descendant_id = ${memberId}`),
    )?.depth,
  /** The path from a member to the top: its ancestors nearest first. */
  path: async (memberId: number) =>
    rowsOf<{ id: number; account: string; type: number; depth: number }>(
      await db.execute(sql`SELECT m.id::int AS id, m.account, m.type, t.depth FROM agent_tree t JOIN members m ON m.id = t.ancestor_id
        WHERE t.descendant_id = ${memberId} AND t.depth > 0 ORDER BY t.depth`),
    ),
  teamCounts: async (agentId: number) =>
    one<{ team: number; direct: number }>(
      await db.execute(sql`SELECT count(*) FILTER (WHERE depth > 0)::int AS team, count(*) FILTER (WHERE depth = 1)::int AS direct
        FROM agent_tree WHERE ancestor_id = ${agentId}`),
    ) ?? { team: 0, direct: 0 },
  /** Moves a member (and its subtree, by the tree trigger) under another upline; answers the accounts moved. */
  move: async (merchantId: number, memberId: number, uplineId: number | null) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE members SET parent_id = ${uplineId} WHERE merchant_id = ${merchantId} AND id = ${memberId}`);
      return one<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM agent_tree WHERE ancestor_id = ${memberId}`))?.n ?? 0;
    }),

  /**
   * Downlines of an agent (direct: depth 1; all: every level) with each one's own play over a range of days; the
   * totals are the same figures summed over every matching account (all pages).
   */
  downline: async (q: {
    agentId: number;
    under: number;
    scope: 'direct' | 'all';
    search?: string;
    agentTypes: number[];
    kind: 'all' | 'agent' | 'member';
    from: string;
    to: string;
    limit: number;
    offset: number;
  }) => {
    const where = sql`t.ancestor_id = ${q.under} AND ${q.scope === 'direct' ? sql`t.depth = 1` : sql`t.depth > 0`}
      ${q.search ? sql`AND m.account ILIKE ${`%${q.search.replace(/[%_\\]/g, '')}%`}` : sql``}
      ${q.kind === 'agent' ? sql`AND m.type = ANY(${arr(q.agentTypes)}::int[])` : q.kind === 'member' ? sql`AND NOT (m.type = ANY(${arr(q.agentTypes)}::int[]))` : sql``}`;
    const total =
      one<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM agent_tree t JOIN members m ON m.id = t.descendant_id WHERE ${where}`),
      )?.n ?? 0;
    const rows = rowsOf<{
      id: number;
      account: string;
      nickname: string | null;
      type: number;
      status: string;
      last_login_at: string | null;
      created_at: string;
      level: number;
      balance: string | null;
      team_size: number;
      valid_bet: string;
      stake: string;
      payout: string;
      bonus: string;
      rebate: string;
      deposit: string;
      withdrawal: string;
    }>(
      await db.execute(sql`SELECT m.id::int AS id, m.account, m.nickname, m.type, m.status, m.last_login_at, m.created_at,
          (SELECT depth FROM agent_tree x WHERE x.ancestor_id = ${q.agentId} AND x.descendant_id = m.id) AS level,
          (SELECT a.balance::text FROM ledger_accounts a WHERE a.merchant_id = m.merchant_id AND a.member_id = m.id AND a.code = 'MAIN') AS balance,
          (SELECT count(*)::int FROM agent_tree y WHERE y.ancestor_id = m.id AND y.depth > 0) AS team_size,
          s.*
        FROM agent_tree t JOIN members m ON m.id = t.descendant_id
        CROSS JOIN LATERAL (SELECT ${teamCols} FROM agent_member_stats ms
          WHERE ms.member_id = m.id AND ms.grain = 'D' AND ms.period >= ${q.from} AND ms.period <= ${q.to}) s
        WHERE ${where} ORDER BY t.depth, m.id LIMIT ${q.limit} OFFSET ${q.offset}`),
    );
    // Without a search or a kind filter the totals are the level rows of `under` (decision 016).
    const totals = (await db
      .execute(
        !q.search && q.kind === 'all'
          ? sql`SELECT ${teamCols} FROM agent_level_stats WHERE agent_id = ${q.under}
              AND ${q.scope === 'direct' ? sql`depth = 1` : sql`depth > 0`} AND period >= ${q.from} AND period <= ${q.to}`
          : sql`SELECT ${teamCols} FROM agent_tree t JOIN members m ON m.id = t.descendant_id
        JOIN agent_member_stats s ON s.member_id = t.descendant_id AND s.grain = 'D' AND s.period >= ${q.from} AND s.period <= ${q.to}
        WHERE ${where}`,
      )
      .then((r) => one<TeamSums>(r))) as TeamSums;
    return { total, rows, totals };
  },

  /**
   * Deposits, withdrawals and main-wallet transfers of an agent's team (every level, or one level, or one account)
   * between two instants, newest first; totals count completed money over every matching row (all pages).
   */
  teamMoney: async (q: {
    merchantId: number;
    agentId: number;
    memberId?: number;
    level?: number;
    type: 'all' | 'deposit' | 'withdrawal' | 'transfer';
    start: Date;
    end: Date;
    limit: number;
    offset: number;
  }) => {
    const team = sql`SELECT descendant_id AS id, depth FROM agent_tree WHERE ancestor_id = ${q.agentId} AND depth > 0
      ${q.level !== undefined ? sql`AND depth = ${q.level}` : sql``} ${q.memberId !== undefined ? sql`AND descendant_id = ${q.memberId}` : sql``}`;
    const span = (col: ReturnType<typeof sql>) =>
      sql`${col} >= ${q.start.toISOString()}::timestamptz AND ${col} < ${q.end.toISOString()}::timestamptz`;
    const parts = [];
    if (q.type === 'all' || q.type === 'deposit')
      parts.push(sql`SELECT 'D' || d.id AS id, d.member_id, tm.depth, 'deposit' AS type, d.amount, d.status, NULL::text AS counterparty,
          d.created_at AS at, CASE WHEN d.status = 'CREDITED' THEN d.amount ELSE 0 END AS counted
        FROM deposits d JOIN (${team}) tm ON tm.id = d.member_id WHERE d.merchant_id = ${q.merchantId} AND ${span(sql`d.created_at`)}`);
    if (q.type === 'all' || q.type === 'withdrawal')
      parts.push(sql`SELECT 'W' || w.id, w.member_id, tm.depth, 'withdrawal', w.amount, w.status, NULL::text, w.created_at,
          CASE WHEN w.status IN ('REJECTED', 'REFUNDED', 'FAILED') THEN 0 ELSE w.amount END
        FROM withdrawals w JOIN (${team}) tm ON tm.id = w.member_id WHERE w.merchant_id = ${q.merchantId} AND ${span(sql`w.created_at`)}`);
    if (q.type === 'all' || q.type === 'transfer')
      parts.push(sql`SELECT 'T' || p.id, a.member_id, tm.depth, 'transfer', p.amount, lt.kind,
          (SELECT string_agg(om.account, ',') FROM ledger_postings op JOIN ledger_accounts oa ON oa.id = op.account_id
            JOIN members om ON om.id = oa.member_id WHERE op.transfer_id = p.transfer_id AND op.account_id <> p.account_id
              AND sign(op.amount) <> sign(p.amount)),
          p.created_at, p.amount
        FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id AND a.code = 'MAIN'
        JOIN (${team}) tm ON tm.id = a.member_id JOIN ledger_transfers lt ON lt.id = p.transfer_id
        WHERE p.merchant_id = ${q.merchantId} AND lt.kind IN ('TRANSFER_UPLINE', 'TRANSFER_DOWNLINE') AND ${span(sql`p.created_at`)}`);
    const all = sql`(${sql.join(parts, sql` UNION ALL `)})`;
    const [totals, rows] = await Promise.all([
      db.execute(sql`SELECT count(*)::int AS n,
          coalesce(sum(x.counted) FILTER (WHERE x.type = 'deposit'), 0)::text AS deposit,
          coalesce(sum(x.counted) FILTER (WHERE x.type = 'withdrawal'), 0)::text AS withdrawal,
          coalesce(sum(x.counted) FILTER (WHERE x.type = 'transfer' AND x.counted > 0), 0)::text AS transfer_in,
          coalesce(-sum(x.counted) FILTER (WHERE x.type = 'transfer' AND x.counted < 0), 0)::text AS transfer_out
        FROM ${all} x(id, member_id, depth, type, amount, status, counterparty, at, counted)`),
      db.execute(sql`SELECT x.id, m.account, x.depth::int AS level, x.type, x.amount::text AS amount, x.status, x.counterparty, x.at
        FROM ${all} x(id, member_id, depth, type, amount, status, counterparty, at, counted) JOIN members m ON m.id = x.member_id
        ORDER BY x.at DESC, x.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`),
    ]);
    const t = one<{ n: number; deposit: string; withdrawal: string; transfer_in: string; transfer_out: string }>(totals);
    return {
      total: Number(t?.n ?? 0),
      totals: t ?? { n: 0, deposit: '0', withdrawal: '0', transfer_in: '0', transfer_out: '0' },
      rows: rowsOf<{
        id: string;
        account: string;
        level: number;
        type: 'deposit' | 'withdrawal' | 'transfer';
        amount: string;
        status: string;
        counterparty: string | null;
        at: string | Date;
      }>(rows),
    };
  },

  contractsOfMembers: async (ids: number[]) =>
    ids.length === 0
      ? []
      : rowsOf<{ agent_id: number; kind: ContractKind; status: ContractStatus; tiers: ContractTier[] }>(
          await db.execute(sql`SELECT agent_id::int AS agent_id, kind, status, tiers FROM agent_contracts
            WHERE agent_id = ANY(${arr(ids)}::bigint[]) AND status IN ('ACTIVE', 'OFFERED')`),
        ),

  // ---- the read model ----------------------------------------------------------------------------------------
  /** Sums of a team's rows over periods of a grain (a range of days: from ≤ period ≤ to). */
  teamSums: async (agentId: number, grain: Grain, from: string, to: string) =>
    one<TeamSums>(
      await db.execute(sql`SELECT ${teamCols}, COALESCE(sum(active), 0)::text AS active, COALESCE(sum(new_members), 0)::text AS new_members
        FROM agent_team_stats WHERE agent_id = ${agentId} AND grain = ${grain} AND period >= ${from} AND period <= ${to}`),
    ) as TeamSums,
  /** Distinct team members with a valid bet over a range of days (a day's figure is the team row's own count). */
  activeOver: async (agentId: number, from: string, to: string) =>
    one<{ n: number }>(
      await db.execute(sql`SELECT COALESCE(sum(n), 0)::int AS n FROM agent_level_firsts WHERE agent_id = ${agentId} AND kind = 'A'
        AND ${firstIn(from, to)}`),
    )?.n ?? 0,
  /** Profit and loss of each team member (own play) or of each level, over a range of days. */
  pnl: async (q: { agentId: number; by: 'member' | 'level'; search?: string; from: string; to: string; limit: number; offset: number }) => {
    const base = sql`FROM agent_tree t JOIN members m ON m.id = t.descendant_id
      JOIN agent_member_stats s ON s.member_id = t.descendant_id AND s.grain = 'D' AND s.period >= ${q.from} AND s.period <= ${q.to}
      WHERE t.ancestor_id = ${q.agentId} ${q.search ? sql`AND m.account ILIKE ${`%${q.search.replace(/[%_\\]/g, '')}%`}` : sql``}`;
    if (q.by === 'level' && !q.search) {
      // Per level from the level rows; members counted once over the range from the first-day rows (decision 016).
      const levels = rowsOf<TeamSums & { level: number; members: number }>(
        await db.execute(sql`SELECT s.depth AS level, COALESCE(f.n, 0)::int AS members, s.* FROM (SELECT depth, ${teamCols} FROM agent_level_stats
            WHERE agent_id = ${q.agentId} AND period >= ${q.from} AND period <= ${q.to} GROUP BY depth) s
          LEFT JOIN (SELECT depth, sum(n) AS n FROM agent_level_firsts WHERE agent_id = ${q.agentId} AND kind = 'T'
            AND ${firstIn(q.from, q.to)} GROUP BY depth) f ON f.depth = s.depth
          ORDER BY s.depth`),
      ).map((r) => ({ ...r, level: Number(r.level), key: String(r.level) }));
      const sum = (k: keyof TeamSums) => levels.reduce((x, r) => x + BigInt(r[k]), 0n).toString();
      const totals = {
        ...(Object.fromEntries(summed.map((k) => [k, sum(k)])) as Record<(typeof summed)[number], string>),
        members: levels.reduce((x, r) => x + r.members, 0),
        active: '0',
        new_members: '0',
      };
      return { total: levels.length, rows: levels.slice(q.offset, q.offset + q.limit), totals };
    }
    const key = q.by === 'member' ? sql`m.account` : sql`t.depth::text`;
    const total = one<{ n: number }>(await db.execute(sql`SELECT count(DISTINCT ${key})::int AS n ${base}`))?.n ?? 0;
    const rows = rowsOf<TeamSums & { key: string; level: number; members: number }>(
      await db.execute(sql`SELECT ${key} AS key, min(t.depth)::int AS level, count(DISTINCT m.id)::int AS members, ${teamCols} ${base}
        GROUP BY ${key} ORDER BY ${q.by === 'member' ? sql`sum(s.payout + s.bonus + s.rebate - s.stake)` : sql`min(t.depth)`} ${q.by === 'member' ? sql`ASC` : sql``}, 1
        LIMIT ${q.limit} OFFSET ${q.offset}`),
    );
    const totals = one<TeamSums & { members: number }>(
      await db.execute(sql`SELECT count(DISTINCT m.id)::int AS members, ${teamCols} ${base}`),
    );
    return { total, rows, totals };
  },

  // ---- the consumer ------------------------------------------------------------------------------------------
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
      ON CONFLICT (member_id, grain, period) DO UPDATE SET valid_bet = agent_member_stats.valid_bet + excluded.valid_bet,
        stake = agent_member_stats.stake + excluded.stake, payout = agent_member_stats.payout + excluded.payout,
        bonus = agent_member_stats.bonus + excluded.bonus, rebate = agent_member_stats.rebate + excluded.rebate,
        deposit = agent_member_stats.deposit + excluded.deposit, withdrawal = agent_member_stats.withdrawal + excluded.withdrawal,
        bets = agent_member_stats.bets + excluded.bets`);
    await tx.execute(sql`INSERT INTO agent_team_stats (merchant_id, agent_id, grain, period, valid_bet, stake, payout, bonus, rebate, deposit,
        withdrawal, bets, active, new_members, late_valid_bet)
      SELECT min(d.mer), t.ancestor_id, d.g, d.p, sum(d.vb), sum(d.st), sum(d.po), sum(d.bo), sum(d.re), sum(d.de), sum(d.wi), sum(d.bets),
        sum(d.act), sum(CASE WHEN t.depth > 0 THEN d.reg ELSE 0 END), sum(d.late)
      FROM unnest(${cols}) AS d(mer, mem, g, p, vb, st, po, bo, re, de, wi, bets, late, act, reg)
      JOIN agent_tree t ON t.descendant_id = d.mem
      GROUP BY t.ancestor_id, d.g, d.p
      ORDER BY t.ancestor_id, d.g, d.p
      ON CONFLICT (agent_id, grain, period) DO UPDATE SET valid_bet = agent_team_stats.valid_bet + excluded.valid_bet,
        stake = agent_team_stats.stake + excluded.stake, payout = agent_team_stats.payout + excluded.payout,
        bonus = agent_team_stats.bonus + excluded.bonus, rebate = agent_team_stats.rebate + excluded.rebate,
        deposit = agent_team_stats.deposit + excluded.deposit, withdrawal = agent_team_stats.withdrawal + excluded.withdrawal,
        bets = agent_team_stats.bets + excluded.bets, active = agent_team_stats.active + excluded.active,
        new_members = agent_team_stats.new_members + excluded.new_members,
        late_valid_bet = agent_team_stats.late_valid_bet + excluded.late_valid_bet`);
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
      ON CONFLICT (agent_id, depth, period) DO UPDATE SET valid_bet = agent_level_stats.valid_bet + excluded.valid_bet,
        stake = agent_level_stats.stake + excluded.stake, payout = agent_level_stats.payout + excluded.payout,
        bonus = agent_level_stats.bonus + excluded.bonus, rebate = agent_level_stats.rebate + excluded.rebate,
        deposit = agent_level_stats.deposit + excluded.deposit, withdrawal = agent_level_stats.withdrawal + excluded.withdrawal,
        bets = agent_level_stats.bets + excluded.bets, members = agent_level_stats.members + excluded.members`);
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

  // ---- contracts ---------------------------------------------------------------------------------------------
  contract: async (merchantId: number, id: number, tx: Db = db) =>
    one<ContractRow>(await tx.execute(sql`${contractSelect} WHERE c.merchant_id = ${merchantId} AND c.id = ${id}`)),
  contractsOf: async (agentId: number, statuses: ContractStatus[]) =>
    rowsOf<ContractRow>(
      await db.execute(
        sql`${contractSelect} WHERE c.agent_id = ${agentId} AND c.status = ANY(${arr(statuses)}::text[]) ORDER BY c.kind, c.id DESC`,
      ),
    ),
  everHeld: async (agentId: number) =>
    rowsOf<{ kind: ContractKind }>(
      await db.execute(sql`SELECT DISTINCT kind FROM agent_contracts WHERE agent_id = ${agentId} AND status IN ('ACTIVE', 'TERMINATED')`),
    ).map((r) => r.kind),
  /** Serialises contract changes of these members (their rows, in id order): offers, answers and the cap checks. */
  lockMembers: async (tx: Db, ids: number[]) => {
    await tx.execute(sql`SELECT id FROM members WHERE id = ANY(${arr(ids)}::bigint[]) ORDER BY id FOR UPDATE`);
  },
  /** Locks an agent's contracts of a kind (and its direct downlines' of that kind) for a change. */
  lockKind: async (tx: Db, agentId: number, kind: ContractKind) =>
    rowsOf<ContractRow>(
      await tx.execute(sql`${contractSelect} WHERE (c.agent_id = ${agentId} OR c.upline_id = ${agentId}) AND c.kind = ${kind}
        AND c.status IN ('ACTIVE', 'OFFERED') ORDER BY c.id FOR UPDATE OF c`),
    ),
  activeOf: async (agentId: number, kind: ContractKind, tx: Db = db) =>
    one<ContractRow>(await tx.execute(sql`${contractSelect} WHERE c.agent_id = ${agentId} AND c.kind = ${kind} AND c.status = 'ACTIVE'`)),
  insertOffer: async (
    tx: Db,
    v: {
      merchantId: number;
      kind: ContractKind;
      agentId: number;
      uplineId: number | null;
      cycle: DividendCycle | null;
      tiers: ContractTier[];
      templateId: number | null;
      expiresAt: Date;
    },
  ) =>
    one<{ id: number }>(
      await tx.execute(sql`INSERT INTO agent_contracts (merchant_id, kind, agent_id, upline_id, status, cycle, tiers, template_id, expires_at)
        VALUES (${v.merchantId}, ${v.kind}, ${v.agentId}, ${v.uplineId}, 'OFFERED', ${v.cycle}, ${JSON.stringify(v.tiers)}::jsonb, ${v.templateId},
        ${v.expiresAt.toISOString()}) RETURNING id::int AS id`),
    )?.id as number,
  setStatus: async (tx: Db, ids: number[], from: ContractStatus[], to: ContractStatus, reason: string | null, at: Date) =>
    ids.length === 0
      ? 0
      : rowsOf(
          await tx.execute(sql`UPDATE agent_contracts SET status = ${to}, pending_termination = false,
            decided_at = CASE WHEN ${to} IN ('ACTIVE', 'REFUSED') THEN ${at.toISOString()}::timestamptz ELSE decided_at END,
            ended_at = CASE WHEN ${to} IN ('TERMINATED', 'EXPIRED') THEN ${at.toISOString()}::timestamptz ELSE ended_at END,
            end_reason = COALESCE(${reason}, end_reason)
            WHERE id = ANY(${arr(ids)}::bigint[]) AND status = ANY(${arr(from)}::text[]) RETURNING id`),
        ).length,
  setPendingTermination: async (tx: Db, id: number, pending: boolean) =>
    rowsOf(
      await tx.execute(
        sql`UPDATE agent_contracts SET pending_termination = ${pending} WHERE id = ${id} AND status = 'ACTIVE' RETURNING id`,
      ),
    ).length,
  /** Offers nobody answered in time: EXPIRED. */
  expireOffers: async (at: Date) =>
    rowsOf(
      await db.execute(sql`UPDATE agent_contracts SET status = 'EXPIRED', ended_at = ${at.toISOString()}::timestamptz, end_reason = 'NOT_ANSWERED'
        WHERE status = 'OFFERED' AND expires_at <= ${at.toISOString()}::timestamptz RETURNING id`),
    ).length,

  templates: async (merchantId: number) =>
    rowsOf<{ id: number; name: string; kind: ContractKind; cycle: DividendCycle | null; tiers: ContractTier[]; enabled: boolean }>(
      await db.execute(
        sql`SELECT id, name, kind, cycle, tiers, enabled FROM agent_contract_templates WHERE merchant_id = ${merchantId} ORDER BY id`,
      ),
    ),
  addTemplate: async (
    merchantId: number,
    v: { name: string; kind: ContractKind; cycle: DividendCycle | null; tiers: ContractTier[]; enabled: boolean },
  ) =>
    one<{ id: number }>(
      await db.execute(sql`INSERT INTO agent_contract_templates (merchant_id, kind, name, cycle, tiers, enabled)
        VALUES (${merchantId}, ${v.kind}, ${v.name}, ${v.cycle}, ${JSON.stringify(v.tiers)}::jsonb, ${v.enabled}) RETURNING id`),
    )?.id as number,

  // ---- settlement --------------------------------------------------------------------------------------------
  /** Merchants with active contracts, and each kind / cycle they hold. */
  settlingMerchants: async () =>
    rowsOf<{ merchant_id: number; time_zone: string; kind: ContractKind; cycle: DividendCycle | null }>(
      await db.execute(sql`SELECT DISTINCT c.merchant_id, m.time_zone, c.kind, c.cycle FROM agent_contracts c JOIN merchants m ON m.id = c.merchant_id
        WHERE c.status = 'ACTIVE'`),
    ),
  settings: async (merchantId: number) =>
    one<{ settings: { agentTypes: number[]; trialTypes: number[] } }>(
      await db.execute(sql`SELECT settings FROM merchants WHERE id = ${merchantId}`),
    )?.settings ?? { agentTypes: [1, 2, 41, 42], trialTypes: [4] },
  timeZone: async (merchantId: number) =>
    one<{ time_zone: string }>(await db.execute(sql`SELECT time_zone FROM merchants WHERE id = ${merchantId}`))?.time_zone ?? 'UTC',
  periodRow: async (merchantId: number, kind: ContractKind, period: string) =>
    one<{ status: 'SETTLED' | 'VOID' }>(
      await db.execute(sql`SELECT status FROM agent_periods WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period = ${period}`),
    ),
  /** Contracts active during a period (active now, or ended after it started), each with its agent's level. */
  contractsFor: async (merchantId: number, kind: ContractKind, cycle: DividendCycle | null, periodStart: Date, periodEnd: Date) =>
    rowsOf<{ id: number; agent_id: number; upline_id: number | null; tiers: ContractTier[]; level: number }>(
      await db.execute(sql`SELECT * FROM (SELECT DISTINCT ON (c.agent_id) c.id::int AS id, c.agent_id::int AS agent_id,
          c.upline_id::int AS upline_id, c.tiers,
          (SELECT COALESCE(max(depth), 0) FROM agent_tree t WHERE t.descendant_id = c.agent_id)::int AS level
        FROM agent_contracts c
        WHERE c.merchant_id = ${merchantId} AND c.kind = ${kind} AND c.cycle IS NOT DISTINCT FROM ${cycle}
          AND c.decided_at < ${periodEnd.toISOString()}::timestamptz
          AND (c.status = 'ACTIVE' OR (c.status = 'TERMINATED' AND c.ended_at > ${periodStart.toISOString()}::timestamptz))
        ORDER BY c.agent_id, c.decided_at DESC) x ORDER BY level, id`),
    ),
  /** Team figures of a period for many agents at once. */
  teamPeriod: async (agentIds: number[], grain: Grain, keys: string[]) =>
    agentIds.length === 0
      ? []
      : rowsOf<{ agent_id: number; valid_bet: string; net_loss: string; active: number }>(
          await db.execute(sql`SELECT agent_id::int AS agent_id, COALESCE(sum(valid_bet), 0)::text AS valid_bet,
              COALESCE(sum(stake - payout - bonus - rebate), 0)::text AS net_loss, COALESCE(sum(active), 0)::int AS active
            FROM agent_team_stats WHERE agent_id = ANY(${arr(agentIds)}::bigint[]) AND grain = ${grain} AND period = ANY(${arr(keys)}::text[])
            GROUP BY agent_id`),
        ),
  /** Distinct active team members over consecutive days (a dividend's week or month), for many agents (first-day rows). */
  activeOverMany: async (agentIds: number[], keys: string[]) => {
    const days = [...keys].sort();
    const from = days[0];
    const to = days.at(-1);
    if (agentIds.length === 0 || !from || !to) return [];
    return rowsOf<{ agent_id: number; n: number }>(
      await db.execute(sql`SELECT agent_id::int AS agent_id, COALESCE(sum(n), 0)::int AS n FROM agent_level_firsts
        WHERE agent_id = ANY(${arr(agentIds)}::bigint[]) AND kind = 'A' AND ${firstIn(from, to)}
        GROUP BY agent_id`),
    );
  },
  lastCarry: async (contractIds: number[]) =>
    contractIds.length === 0
      ? []
      : rowsOf<{ contract_id: number; carry_out: string }>(
          await db.execute(sql`SELECT DISTINCT ON (contract_id) contract_id::int AS contract_id, carry_out::text AS carry_out FROM agent_bills
            WHERE contract_id = ANY(${arr(contractIds)}::bigint[]) AND status <> 'VOID' ORDER BY contract_id, id DESC`),
        ),
  closePeriods: async (merchantId: number, grain: Grain, keys: string[]) => {
    if (keys.length === 0) return;
    await db.execute(sql`INSERT INTO agent_closed_periods (merchant_id, grain, period) SELECT ${merchantId}, ${grain}, unnest(${arr(keys)}::text[])
      ON CONFLICT DO NOTHING`);
  },
  /** A period's bills, written once (a second settlement copy inserts nothing), and the period's row. */
  insertBills: async (
    merchantId: number,
    kind: ContractKind,
    period: string,
    bills: {
      contractId: number;
      agentId: number;
      payerId: number | null;
      level: number;
      base: bigint;
      active: number;
      rateBp: number;
      carryIn: bigint;
      carryOut: bigint;
      amount: bigint;
    }[],
  ) =>
    db.transaction(async (tx) => {
      if (bills.length > 0)
        await tx.execute(sql`INSERT INTO agent_bills (merchant_id, contract_id, kind, period, agent_id, payer_id, level, base, active, rate_bp,
            carry_in, carry_out, amount, status)
          SELECT ${merchantId}, b.c, ${kind}, ${period}, b.a, NULLIF(b.p, 0), b.l, b.base, b.act, b.r, b.ci, b.co, b.amt,
            CASE WHEN b.amt = 0 THEN 'PAID' ELSE 'PENDING' END
          FROM unnest(${arr(bills.map((b) => b.contractId))}::bigint[], ${arr(bills.map((b) => b.agentId))}::bigint[],
            ${arr(bills.map((b) => b.payerId ?? 0))}::bigint[], ${arr(bills.map((b) => b.level))}::int[], ${arr(bills.map((b) => b.base))}::bigint[],
            ${arr(bills.map((b) => b.active))}::int[], ${arr(bills.map((b) => b.rateBp))}::int[], ${arr(bills.map((b) => b.carryIn))}::bigint[],
            ${arr(bills.map((b) => b.carryOut))}::bigint[], ${arr(bills.map((b) => b.amount))}::bigint[]) AS b(c, a, p, l, base, act, r, ci, co, amt)
          ORDER BY b.c
          ON CONFLICT (contract_id, period) DO NOTHING`);
      await tx.execute(sql`INSERT INTO agent_periods (merchant_id, kind, period, status, bills, total)
        VALUES (${merchantId}, ${kind}, ${period}, 'SETTLED', ${bills.length}, ${bills.reduce((x, b) => x + b.amount, 0n).toString()})
        ON CONFLICT DO NOTHING`);
    }),
  /** Bills still to pay, top-down (a period's, or every open one). */
  openBills: async (merchantId: number | null, kind: ContractKind | null, period: string | null) =>
    rowsOf<BillRow>(
      await db.execute(sql`SELECT id::int AS id, merchant_id, contract_id::int AS contract_id, kind, period, agent_id::int AS agent_id,
          payer_id::int AS payer_id, level, base::text AS base, active, rate_bp, carry_in::text AS carry_in, carry_out::text AS carry_out,
          amount::text AS amount, paid::text AS paid, status, created_at
        FROM agent_bills WHERE status IN ('PENDING', 'PART_PAID', 'INSUFFICIENT')
          ${merchantId != null ? sql`AND merchant_id = ${merchantId}` : sql``} ${kind ? sql`AND kind = ${kind}` : sql``}
          ${period ? sql`AND period = ${period}` : sql``}
        ORDER BY merchant_id, kind, period, level, id LIMIT 5000`),
    ),
  /** Records a payment on a bill, only if nobody paid it since it was read (paid still `before`). */
  recordPayment: async (tx: Db, billId: number, before: bigint, add: bigint) =>
    rowsOf(
      await tx.execute(sql`UPDATE agent_bills SET paid = paid + ${add.toString()}::bigint, updated_at = now(),
          status = CASE WHEN paid + ${add.toString()}::bigint >= amount THEN 'PAID' ELSE 'PART_PAID' END
        WHERE id = ${billId} AND paid = ${before.toString()}::bigint AND status IN ('PENDING', 'PART_PAID', 'INSUFFICIENT') RETURNING id`),
    ).length === 1,
  markInsufficient: async (billId: number) => {
    await db.execute(sql`UPDATE agent_bills SET status = CASE WHEN paid > 0 THEN 'PART_PAID' ELSE 'INSUFFICIENT' END, updated_at = now()
      WHERE id = ${billId} AND status IN ('PENDING', 'PART_PAID', 'INSUFFICIENT')`);
  },
  /** Unpaid bills of earlier periods of a kind expire when a later period of it closes. */
  expireBefore: async (merchantId: number, kind: ContractKind, period: string) =>
    rowsOf(
      await db.execute(sql`UPDATE agent_bills SET status = 'EXPIRED', updated_at = now()
        WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period <> ${period} AND status IN ('PENDING', 'PART_PAID', 'INSUFFICIENT')
          AND created_at < (SELECT min(created_at) FROM agent_bills WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period = ${period})
        RETURNING id`),
    ).length,
  voidPeriod: async (merchantId: number, kind: ContractKind, period: string) =>
    db.transaction(async (tx) => {
      const paid = one<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM agent_bills WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period = ${period}
          AND paid > 0 FOR UPDATE`),
      )?.n;
      if (paid) return false;
      await tx.execute(
        sql`UPDATE agent_bills SET status = 'VOID', updated_at = now() WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period = ${period}`,
      );
      await tx.execute(sql`INSERT INTO agent_periods (merchant_id, kind, period, status) VALUES (${merchantId}, ${kind}, ${period}, 'VOID')
        ON CONFLICT (merchant_id, kind, period) DO UPDATE SET status = 'VOID', at = now()`);
      return true;
    }),
  periodBills: async (merchantId: number, kind: ContractKind, period: string) =>
    rowsOf<BillRow>(
      await db.execute(sql`SELECT b.id::int AS id, b.kind, b.period, b.base::text AS base, b.active, b.rate_bp, b.carry_in::text AS carry_in,
          b.carry_out::text AS carry_out, b.amount::text AS amount, b.paid::text AS paid, b.status, b.created_at, a.account AS agent_account,
          p.account AS payer_account, b.level, b.agent_id::int AS agent_id, b.payer_id::int AS payer_id, b.contract_id::int AS contract_id
        FROM agent_bills b JOIN members a ON a.id = b.agent_id LEFT JOIN members p ON p.id = b.payer_id
        WHERE b.merchant_id = ${merchantId} AND b.kind = ${kind} AND b.period = ${period} ORDER BY b.level, b.id`),
    ),
  /** An agent's bills (paid to it, or paid by it to its downlines), newest first. */
  billsOf: async (q: {
    agentId: number;
    side: 'mine' | 'downline';
    kind?: ContractKind;
    status?: BillStatus;
    limit: number;
    offset: number;
  }) => {
    const where = sql`${q.side === 'mine' ? sql`b.agent_id = ${q.agentId}` : sql`b.payer_id = ${q.agentId}`}
      ${q.kind ? sql`AND b.kind = ${q.kind}` : sql``} ${q.status ? sql`AND b.status = ${q.status}` : sql``}`;
    const totals = one<{ n: number; amount: string; paid: string }>(
      await db.execute(sql`SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::text AS amount, COALESCE(sum(paid), 0)::text AS paid
        FROM agent_bills b WHERE ${where}`),
    ) ?? { n: 0, amount: '0', paid: '0' };
    const rows = rowsOf<BillRow>(
      await db.execute(sql`SELECT b.id::int AS id, b.kind, b.period, b.base::text AS base, b.active, b.rate_bp, b.carry_in::text AS carry_in,
          b.carry_out::text AS carry_out, b.amount::text AS amount, b.paid::text AS paid, b.status, b.created_at, a.account AS agent_account,
          p.account AS payer_account
        FROM agent_bills b JOIN members a ON a.id = b.agent_id LEFT JOIN members p ON p.id = b.payer_id
        WHERE ${where} ORDER BY b.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`),
    );
    return { totals, rows };
  },
  /** What an agent was paid (bills) per kind and period, for its income report. */
  paidTo: async (agentId: number, since: Date) =>
    rowsOf<{ kind: ContractKind; period: string; paid: string }>(
      await db.execute(sql`SELECT kind, period, paid::text AS paid FROM agent_bills WHERE agent_id = ${agentId} AND paid > 0
        AND created_at >= ${since.toISOString()}::timestamptz`),
    ),
  /** The agent's own rebates per day (its member rows). */
  ownDays: async (agentId: number, from: string, to: string) =>
    rowsOf<{ period: string; rebate: string }>(
      await db.execute(sql`SELECT period, rebate::text AS rebate FROM agent_member_stats WHERE member_id = ${agentId} AND grain = 'D'
        AND period >= ${from} AND period <= ${to}`),
    ),

  // ---- invitations and accounts made by agents ------------------------------------------------------------
  /** An enabled invitation of an active agent of the merchant: who invites and the account type it gives. */
  resolveInvite: async (merchantId: number, code: string, agentTypes: number[]) =>
    one<{ agent_id: number; account_type: number }>(
      await db.execute(sql`SELECT i.agent_id::int AS agent_id, i.account_type FROM agent_invites i JOIN members a ON a.id = i.agent_id
        WHERE i.merchant_id = ${merchantId} AND i.code = ${code} AND i.enabled AND a.status = 'ACTIVE' AND a.type = ANY(${arr(agentTypes)}::int[])`),
    ),
  inviteByCode: async (tx: Db, merchantId: number, code: string) =>
    one<{ id: number; agent_id: number; offers: { kind: ContractKind; cycle: DividendCycle | null; tiers: ContractTier[] }[] }>(
      await tx.execute(
        sql`SELECT id::int AS id, agent_id::int AS agent_id, offers FROM agent_invites WHERE merchant_id = ${merchantId} AND code = ${code}`,
      ),
    ),
  inviteUsed: async (tx: Db, id: number) => {
    await tx.execute(sql`UPDATE agent_invites SET uses = uses + 1 WHERE id = ${id}`);
  },
  invites: async (agentId: number) =>
    rowsOf<{
      id: number;
      code: string;
      account_type: number;
      offers: { kind: ContractKind; cycle: DividendCycle | null; tiers: ContractTier[] }[];
      uses: number;
      created_at: string;
    }>(
      await db.execute(sql`SELECT id::int AS id, code, account_type, offers, uses, created_at FROM agent_invites WHERE agent_id = ${agentId} AND enabled
        ORDER BY id DESC LIMIT 50`),
    ),
  addInvite: async (v: { merchantId: number; agentId: number; code: string; accountType: number; offers: unknown[] }) =>
    one<{ id: number }>(
      await db.execute(sql`INSERT INTO agent_invites (merchant_id, agent_id, code, account_type, offers)
        VALUES (${v.merchantId}, ${v.agentId}, ${v.code}, ${v.accountType}, ${JSON.stringify(v.offers)}::jsonb) RETURNING id::int AS id`),
    )?.id as number,
  disableInvite: async (agentId: number, id: number) =>
    rowsOf(
      await db.execute(sql`UPDATE agent_invites SET enabled = false WHERE id = ${id} AND agent_id = ${agentId} AND enabled RETURNING id`),
    ).length,
  /** A member or sub-agent made by its agent, and its `member.registered` event, in one transaction. */
  createMember: async (v: {
    merchantId: number;
    account: string;
    type: number;
    parentId: number;
    passwordHash: string;
    inviteCode: string;
    at: Date;
  }) =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const row = one<{ id: number }>(
        await tx.execute(sql`INSERT INTO members (merchant_id, account, nickname, type, password_hash, parent_id, invite_code, password_changed_at, register_method)
          VALUES (${v.merchantId}, ${v.account}, ${v.account}, ${v.type}, ${v.passwordHash}, ${v.parentId}, ${v.inviteCode}, ${v.at.toISOString()}::timestamptz, 'AGENT')
          ON CONFLICT (merchant_id, account) DO NOTHING RETURNING id::int AS id`),
      );
      if (!row) return null;
      await writeEvent(tx, {
        merchantId: v.merchantId,
        type: 'member.registered',
        subjectId: row.id,
        aggregateId: `member:${row.id}`,
        payload: { account: v.account, parentId: v.parentId, method: 'AGENT', kind: 'agent' },
      });
      return row.id;
    }),
});
export type AgentsRepo = ReturnType<typeof createAgentsRepo>;
