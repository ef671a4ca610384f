import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { GAP_CAP } from './agents.repo';
import { addDays, type Grain, periodBounds } from './periods';

const CAP = sql.raw(String(GAP_CAP));
/** A payload amount as the consumer reads it: an integer string or number, else 0. */
const amount = (field: string) =>
  sql.raw(`(CASE WHEN e.payload->>'${field}' ~ '^-?[0-9]{1,19}(\\.[0-9]+)?$' THEN trunc((e.payload->>'${field}')::numeric)::bigint ELSE 0 END)`);
/** The period key of a grain in the merchant's zone, as `grainKey` writes it. */
const keyOf = (grain: Grain) =>
  grain === 'D'
    ? sql`to_char(e.local, 'YYYY-MM-DD')`
    : grain === 'H'
      ? sql`to_char(e.local, 'YYYY-MM-DD"T"HH24')`
      : sql`to_char(e.local, 'YYYY-MM-DD"T"HH24:') || lpad(((extract(minute FROM e.local)::int / 5) * 5)::text, 2, '0')`;

/**
 * Rebuilds the agents read model of a merchant for whole days `from` … `to` (its time zone) from the events of those
 * days in the outbox, set-based (decision 016): member rows, team rows, level rows and first-day rows, in one
 * transaction, and marks the events seen so the consumer never counts them again. Play is put in the period it
 * happened in (a rebuild knows no late adjustment); paid bills are not touched. For backfills and repairs.
 */
export const createRebuild = (deps: { db: Db }) => ({
  rebuild: async (merchantId: number, from: string, to: string, grains: Grain[] = ['D', 'H', 'R']) =>
    deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const tz =
        rowsOf<{ time_zone: string }>(await tx.execute(sql`SELECT time_zone FROM merchants WHERE id = ${merchantId}`))[0]?.time_zone ?? 'UTC';
      const start = periodBounds(from, tz).start.toISOString();
      const end = periodBounds(to, tz).end.toISOString();
      const upTo = addDays(to, 1);
      const g = sql.raw(`ARRAY[${grains.map((x) => `'${x}'`).join(',')}]::text[]`);
      const inRange = sql`period >= ${from} AND period < ${upTo} AND grain = ANY(${g})`;
      await tx.execute(sql`DELETE FROM agent_member_stats WHERE merchant_id = ${merchantId} AND ${inRange}`);
      await tx.execute(sql`DELETE FROM agent_team_stats WHERE merchant_id = ${merchantId} AND ${inRange}`);
      if (grains.includes('D'))
        await tx.execute(sql`DELETE FROM agent_level_stats WHERE merchant_id = ${merchantId} AND period >= ${from} AND period < ${upTo}`);
      const events = sql`domain_events e
        WHERE e.merchant_id = ${merchantId} AND e.subject_id IS NOT NULL AND e.occurred_at >= ${start}::timestamptz AND e.occurred_at < ${end}::timestamptz
          AND e.type IN ('bet.settled', 'deposit.credited', 'withdrawal.paid', 'bonus.granted', 'bonus.forfeited', 'rebate.paid', 'member.registered')`;
      // Each member's sums per period of every grain, from its events (the consumer's rules).
      await tx.execute(sql`CREATE TEMP TABLE agent_rebuild ON COMMIT DROP AS
        SELECT e.mem, x.grain, x.period,
          sum(CASE WHEN e.type = 'bet.settled' AND e.vb > 0 THEN e.vb ELSE 0 END) AS vb,
          sum(CASE WHEN e.type = 'bet.settled' AND e.vb > 0 THEN e.st ELSE 0 END) AS st,
          sum(CASE WHEN e.type = 'bet.settled' THEN e.po ELSE 0 END) AS po,
          sum(CASE e.type WHEN 'bonus.granted' THEN e.amt WHEN 'bonus.forfeited' THEN -e.amt ELSE 0 END) AS bo,
          sum(CASE WHEN e.type = 'rebate.paid' THEN e.amt ELSE 0 END) AS re,
          sum(CASE WHEN e.type = 'deposit.credited' THEN e.amt ELSE 0 END) AS de,
          sum(CASE WHEN e.type = 'withdrawal.paid' THEN e.amt ELSE 0 END) AS wi,
          count(*) FILTER (WHERE e.type = 'bet.settled' AND e.vb > 0)::int AS bets,
          max(CASE WHEN e.type = 'member.registered' THEN 1 ELSE 0 END) AS reg
        FROM (SELECT e.subject_id AS mem, e.type, e.occurred_at AT TIME ZONE ${tz}::text AS local,
            CASE WHEN e.type = 'bet.settled' THEN ${amount('validBet')} ELSE 0 END AS vb,
            CASE WHEN e.type = 'bet.settled' THEN ${amount('stake')} ELSE 0 END AS st,
            CASE WHEN e.type = 'bet.settled' THEN ${amount('payout')} ELSE 0 END AS po,
            CASE WHEN e.type = 'bet.settled' OR e.type = 'member.registered' THEN 0 ELSE ${amount('amount')} END AS amt
          FROM ${events}) e
        CROSS JOIN LATERAL (SELECT 'D' AS grain, ${keyOf('D')} AS period WHERE 'D' = ANY(${g})
          UNION ALL SELECT 'H', ${keyOf('H')} WHERE 'H' = ANY(${g}) UNION ALL SELECT 'R', ${keyOf('R')} WHERE 'R' = ANY(${g})) x
        GROUP BY e.mem, x.grain, x.period`);
      const seen =
        rowsOf<{ n: number }>(
          await tx.execute(sql`WITH marked AS (INSERT INTO agent_seen (event_id) SELECT e.id FROM ${events} ON CONFLICT DO NOTHING RETURNING 1)
            SELECT count(*)::int AS n FROM marked`),
        )[0]?.n ?? 0;
      await tx.execute(sql`INSERT INTO agent_member_stats (merchant_id, member_id, grain, period, valid_bet, stake, payout, bonus, rebate, deposit, withdrawal, bets)
        SELECT ${merchantId}, mem, grain, period, vb, st, po, bo, re, de, wi, bets FROM agent_rebuild ORDER BY mem, grain, period`);
      await tx.execute(sql`INSERT INTO agent_team_stats (merchant_id, agent_id, grain, period, valid_bet, stake, payout, bonus, rebate, deposit,
          withdrawal, bets, active, new_members, late_valid_bet)
        SELECT ${merchantId}, t.ancestor_id, r.grain, r.period, sum(r.vb), sum(r.st), sum(r.po), sum(r.bo), sum(r.re), sum(r.de), sum(r.wi), sum(r.bets),
          count(*) FILTER (WHERE r.vb > 0), sum(CASE WHEN t.depth > 0 THEN r.reg ELSE 0 END), 0
        FROM agent_rebuild r JOIN agent_tree t ON t.descendant_id = r.mem
        GROUP BY t.ancestor_id, r.grain, r.period`);
      if (grains.includes('D')) {
        await tx.execute(sql`INSERT INTO agent_level_stats (merchant_id, agent_id, depth, period, valid_bet, stake, payout, bonus, rebate, deposit,
            withdrawal, bets, members)
          SELECT ${merchantId}, t.ancestor_id, t.depth, r.period, sum(r.vb), sum(r.st), sum(r.po), sum(r.bo), sum(r.re), sum(r.de), sum(r.wi),
            sum(r.bets), count(*)
          FROM agent_rebuild r JOIN agent_tree t ON t.descendant_id = r.mem WHERE r.grain = 'D'
          GROUP BY t.ancestor_id, t.depth, r.period`);
        // First-day rows of the days rebuilt and of the days after them whose gap may reach back into them.
        const lo = addDays(from, -GAP_CAP);
        const hi = addDays(to, GAP_CAP);
        await tx.execute(sql`DELETE FROM agent_level_firsts f USING members m
          WHERE m.id = f.agent_id AND m.merchant_id = ${merchantId} AND f.period >= ${from} AND f.period <= ${hi}`);
        await tx.execute(sql`INSERT INTO agent_level_firsts (agent_id, depth, kind, period, gap, n)
          SELECT t.ancestor_id, t.depth, x.k, x.d, x.gap, count(*) FROM (
            SELECT m, k, d, LEAST(${CAP}, COALESCE(d::date - (lag(d) OVER (PARTITION BY m, k ORDER BY d))::date, ${CAP})) AS gap
            FROM (SELECT s.member_id AS m, k.k, s.period AS d FROM agent_member_stats s
              JOIN (VALUES ('T'), ('A')) k(k) ON k.k = 'T' OR s.valid_bet > 0
              WHERE s.merchant_id = ${merchantId} AND s.grain = 'D' AND s.period >= ${lo} AND s.period <= ${hi}) days) x
          JOIN agent_tree t ON t.descendant_id = x.m
          WHERE x.d >= ${from} AND x.d <= ${hi}
          GROUP BY t.ancestor_id, t.depth, x.k, x.d, x.gap`);
      }
      const members = rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM agent_rebuild WHERE grain = ${grains[0] ?? 'D'}`),
      )[0]?.n;
      return { from, to, events: seen, memberPeriods: members ?? 0 };
    }),
});
export type Rebuild = ReturnType<typeof createRebuild>;
