import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { GAP_CAP } from './agents.repo';
import { addDays, type Grain, periodBounds } from './periods';

const CAP = sql.raw(String(GAP_CAP));
/** A payload amount as the consumer reads it: an integer string or number, else 0. */
const amount = (field: string) =>
  sql.raw(
    `(CASE WHEN e.payload->>'${field}' ~ '^-?[0-9]{1,19}(\\.[0-9]+)?$' THEN trunc((e.payload->>'${field}')::numeric)::bigint ELSE 0 END)`,
  );
/**
 * Rebuilds the agents read model of a merchant for whole days `from` … `to` (its time zone) from the events of those
 * days in the outbox, set-based (decision 016): member rows, team rows, level rows and first-day rows, in one
 * transaction, and marks the events seen so the consumer never counts them again. Play is put in the period it
 * happened in (a rebuild knows no late adjustment); paid bills are not touched. For backfills and repairs.
 */
export const createRebuild = (deps: { db: Db }) => ({
  rebuild: async (
    merchantId: number,
    from: string,
    to: string,
    grains: Grain[] = ['D', 'H', 'R'],
    /** Told each step's time (the benchmark prints them). */
    onStep?: (step: string, ms: number) => void,
  ) =>
    deps.db.transaction(async (inner) => {
      let step = 0;
      const tx = {
        execute: async (q: ReturnType<typeof sql>) => {
          const t0 = performance.now();
          const r = await inner.execute(q);
          onStep?.(`step ${++step}`, performance.now() - t0);
          return r;
        },
      };
      const tz =
        rowsOf<{ time_zone: string }>(await tx.execute(sql`SELECT time_zone FROM merchants WHERE id = ${merchantId}`))[0]?.time_zone ??
        'UTC';
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
      // Each member's sums per slot of the finest grain asked (5 minutes, an hour or a day), one pass over the events
      // (the consumer's rules); then every grain asked from the slots.
      await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
      const fine = grains.includes('R') ? 'R' : grains.includes('H') ? 'H' : 'D';
      const slot =
        fine === 'R'
          ? sql`date_trunc('hour', e.local) + (extract(minute FROM e.local)::int / 5) * interval '5 minutes'`
          : sql`date_trunc(${fine === 'H' ? 'hour' : 'day'}, e.local)`;
      await tx.execute(sql`CREATE TEMP TABLE agent_rebuild_slots ON COMMIT DROP AS
        SELECT e.mem, ${slot} AS slot,
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
        GROUP BY 1, 2`);
      const sums = sql`sum(vb) AS vb, sum(st) AS st, sum(po) AS po, sum(bo) AS bo, sum(re) AS re, sum(de) AS de, sum(wi) AS wi,
        sum(bets)::int AS bets, max(reg) AS reg`;
      const parts = [];
      if (grains.includes('R'))
        parts.push(sql`SELECT mem, 'R' AS grain, to_char(slot, 'YYYY-MM-DD"T"HH24:MI') AS period, vb, st, po, bo, re, de, wi, bets, reg
          FROM agent_rebuild_slots`);
      if (grains.includes('H'))
        parts.push(sql`SELECT mem, 'H' AS grain, to_char(date_trunc('hour', slot), 'YYYY-MM-DD"T"HH24') AS period, ${sums} FROM agent_rebuild_slots
          GROUP BY mem, date_trunc('hour', slot)`);
      if (grains.includes('D'))
        parts.push(sql`SELECT mem, 'D' AS grain, to_char(date_trunc('day', slot), 'YYYY-MM-DD') AS period, ${sums} FROM agent_rebuild_slots
          GROUP BY mem, date_trunc('day', slot)`);
      await tx.execute(sql`CREATE TEMP TABLE agent_rebuild ON COMMIT DROP AS ${sql.join(parts, sql` UNION ALL `)}`);
      await tx.execute(sql`ANALYZE agent_rebuild`);
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
