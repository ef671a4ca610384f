import type { ReportGrouping } from '@wl/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { NO_CATEGORY, NO_GAME } from './report-defs';

/**
 * The plain queries the aggregates are checked against (tests) and timed beside (bench:reports): a GROUP BY over the
 * raw rows — bets, deposits, withdrawals, bonuses, members — for the same merchant, window and zone. Never called by
 * a report; each answers rows of `key` and the report's values as text.
 */
export type PlainWindow = { merchantId: number; start: Date; end: Date; tz: string };
export type PlainRow = { key: string } & Record<string, string>;

/**
 * Every bet the aggregates count: the seamless wallet's rows, and each round a transfer-wallet vendor reported
 * (vendor_rounds), which is a settled bet at the time of its report (its `bet.settled` is written with the report).
 */
const betRows = sql`(SELECT merchant_id, member_id, vendor, game_code, kind, state, amount, payout, settled_at, created_at
  FROM vendor_transactions
  UNION ALL
  SELECT vr.merchant_id, vr.member_id, vr.vendor, vr.game_code, 'BET', 'SETTLED', vr.stake, vr.payout, vr.created_at, vr.created_at
  FROM vendor_rounds vr WHERE vr.transfer)`;
const inWindow = (col: SQL, w: PlainWindow) => sql`${col} >= ${w.start.toISOString()} AND ${col} < ${w.end.toISOString()}`;
const dayOf = (col: SQL, w: PlainWindow) => sql`((${col} AT TIME ZONE ${w.tz})::date)::text`;
const run = async (db: Db, q: SQL) => rowsOf<PlainRow>(await db.execute(q));

export const createReportsPlain = (db: Db) => ({
  /**
   * Settled bets (stake, payout on the bet row) and rolled-back bets, by the time they were settled or rolled back; and
   * credits with no bet (a promotion, free-round winnings, a jackpot: CREDIT rows), a payout with no bet and no stake,
   * by the time they were paid — as the aggregates count their `bet.settled`.
   */
  ggr: (w: PlainWindow, by: ReportGrouping) => {
    const key = (at: SQL) =>
      by === 'day'
        ? dayOf(at, w)
        : by === 'vendor'
          ? sql`t.vendor`
          : by === 'category'
            ? sql`coalesce(nullif(g.category, ''), ${NO_CATEGORY})`
            : sql`coalesce(nullif(t.game_code, ''), ${NO_GAME})`;
    const games =
      by === 'category'
        ? sql`LEFT JOIN games g ON g.merchant_id = t.merchant_id AND g.vassalage = t.vendor AND g.game_code = t.game_code`
        : sql``;
    return run(
      db,
      sql`SELECT key, sum(bets)::text AS bets, sum(rollbacks)::text AS rollbacks, sum(stake)::text AS stake,
          sum(payout)::text AS payout, sum(ggr)::text AS ggr FROM (
          SELECT ${key(sql`t.settled_at`)} AS key, count(*) FILTER (WHERE t.state = 'SETTLED') AS bets,
            count(*) FILTER (WHERE t.state = 'ROLLED_BACK') AS rollbacks,
            coalesce(sum(t.amount) FILTER (WHERE t.state = 'SETTLED'), 0) AS stake,
            coalesce(sum(t.payout) FILTER (WHERE t.state = 'SETTLED'), 0) AS payout,
            coalesce(sum(t.amount - coalesce(t.payout, 0)) FILTER (WHERE t.state = 'SETTLED'), 0) AS ggr
          FROM ${betRows} t ${games}
          WHERE t.merchant_id = ${w.merchantId} AND t.kind = 'BET' AND t.state IN ('SETTLED', 'ROLLED_BACK') AND ${inWindow(sql`t.settled_at`, w)}
          GROUP BY 1
          UNION ALL
          SELECT ${key(sql`t.created_at`)}, 0, 0, 0, sum(t.amount), -sum(t.amount)
          FROM ${betRows} t ${games}
          WHERE t.merchant_id = ${w.merchantId} AND t.kind = 'CREDIT' AND ${inWindow(sql`t.created_at`, w)}
          GROUP BY 1
        ) s GROUP BY 1 ORDER BY 1`,
    );
  },

  /** Credited deposits (by when they were credited) and paid withdrawals, by day or method. */
  payments: (w: PlainWindow, by: ReportGrouping) =>
    run(
      db,
      sql`SELECT key, sum(dn)::text AS deposits, sum(da)::text AS "depositAmount", sum(wn)::text AS withdrawals,
          sum(wa)::text AS "withdrawalAmount", (sum(da) - sum(wa))::text AS net FROM (
          SELECT ${by === 'day' ? dayOf(sql`d.updated_at`, w) : sql`c.code`} AS key, 1 AS dn, d.amount AS da, 0 AS wn, 0 AS wa
            FROM deposits d JOIN payment_channels c ON c.id = d.channel_id
            WHERE d.merchant_id = ${w.merchantId} AND d.status = 'CREDITED' AND ${inWindow(sql`d.updated_at`, w)}
          UNION ALL
          SELECT ${by === 'day' ? dayOf(sql`x.paid_at`, w) : sql`p.bank_name`}, 0, 0, 1, x.amount
            FROM withdrawals x JOIN payee_accounts p ON p.id = x.payee_id
            WHERE x.merchant_id = ${w.merchantId} AND x.paid_at IS NOT NULL AND ${inWindow(sql`x.paid_at`, w)}
        ) s GROUP BY 1 ORDER BY 1`,
    ),

  /** Registrations and each member's first credited deposit, by day. */
  ftd: (w: PlainWindow) =>
    run(
      db,
      sql`SELECT key, sum(r)::text AS registrations, sum(f)::text AS ftd, sum(a)::text AS "ftdAmount" FROM (
          SELECT ${dayOf(sql`m.created_at`, w)} AS key, 1 AS r, 0 AS f, 0 AS a FROM members m
            WHERE m.merchant_id = ${w.merchantId} AND ${inWindow(sql`m.created_at`, w)}
          UNION ALL
          SELECT ${dayOf(sql`f.at`, w)}, 0, 1, f.amount FROM (
            SELECT DISTINCT ON (d.member_id) d.updated_at AS at, d.amount FROM deposits d
            WHERE d.merchant_id = ${w.merchantId} AND d.status = 'CREDITED' ORDER BY d.member_id, d.updated_at, d.id) f
            WHERE ${inWindow(sql`f.at`, w)}
        ) s GROUP BY 1 ORDER BY 1`,
    ),

  /** Members registered on each day (in `w.tz`) and how many of them settled a bet (or were credited) 1, 7, 14 and 30 days later. */
  retention: (w: PlainWindow) =>
    run(
      db,
      sql`WITH cohort AS (
          SELECT m.id, (m.created_at AT TIME ZONE ${w.tz})::date AS day FROM members m
          WHERE m.merchant_id = ${w.merchantId} AND ${inWindow(sql`m.created_at`, w)}),
        active AS (
          SELECT DISTINCT t.member_id, (t.settled_at AT TIME ZONE ${w.tz})::date AS day FROM ${betRows} t
          WHERE t.merchant_id = ${w.merchantId} AND t.kind = 'BET' AND t.state = 'SETTLED' AND t.member_id IN (SELECT id FROM cohort)
          UNION
          SELECT t.member_id, (t.created_at AT TIME ZONE ${w.tz})::date FROM ${betRows} t
          WHERE t.merchant_id = ${w.merchantId} AND t.kind = 'CREDIT' AND t.member_id IN (SELECT id FROM cohort))
        SELECT c.day::text AS key, count(DISTINCT c.id)::text AS cohort,
          count(DISTINCT c.id) FILTER (WHERE a.day = c.day + 1)::text AS d1,
          count(DISTINCT c.id) FILTER (WHERE a.day = c.day + 7)::text AS d7,
          count(DISTINCT c.id) FILTER (WHERE a.day = c.day + 14)::text AS d14,
          count(DISTINCT c.id) FILTER (WHERE a.day = c.day + 30)::text AS d30
        FROM cohort c LEFT JOIN active a ON a.member_id = c.id GROUP BY c.day ORDER BY 1`,
    ),

  /** Each member's (or, `byAgent`, each agent's direct players') play (credits with no bet paid out too), money and bonuses in the window. */
  players: (w: PlainWindow, byAgent = false) =>
    run(
      db,
      sql`SELECT ${byAgent ? sql`m.parent_id::text` : sql`s.member_id::text`} AS key, sum(bets)::text AS bets, sum(stake)::text AS stake,
          sum(payout)::text AS payout, (sum(stake) - sum(payout))::text AS ggr, sum(dep)::text AS deposits,
          sum(wd)::text AS withdrawals, sum(bonus)::text AS bonus FROM (
          SELECT t.member_id, count(*) AS bets, sum(t.amount) AS stake, sum(coalesce(t.payout, 0)) AS payout, 0 AS dep, 0 AS wd, 0 AS bonus
            FROM ${betRows} t WHERE t.merchant_id = ${w.merchantId} AND t.kind = 'BET' AND t.state = 'SETTLED'
              AND ${inWindow(sql`t.settled_at`, w)} GROUP BY 1
          UNION ALL
          SELECT t.member_id, 0, 0, t.amount, 0, 0, 0 FROM ${betRows} t
            WHERE t.merchant_id = ${w.merchantId} AND t.kind = 'CREDIT' AND ${inWindow(sql`t.created_at`, w)}
          UNION ALL
          SELECT d.member_id, 0, 0, 0, d.amount, 0, 0 FROM deposits d
            WHERE d.merchant_id = ${w.merchantId} AND d.status = 'CREDITED' AND ${inWindow(sql`d.updated_at`, w)}
          UNION ALL
          SELECT x.member_id, 0, 0, 0, 0, x.amount, 0 FROM withdrawals x
            WHERE x.merchant_id = ${w.merchantId} AND x.paid_at IS NOT NULL AND ${inWindow(sql`x.paid_at`, w)}
          UNION ALL
          SELECT r.member_id, 0, 0, 0, 0, 0, r.amount FROM reward_items r
            WHERE r.merchant_id = ${w.merchantId} AND r.status = 'CLAIMED' AND ${inWindow(sql`r.claimed_at`, w)}
          UNION ALL
          SELECT b.member_id, 0, 0, 0, 0, 0, -b.forfeited FROM bonuses b
            WHERE b.merchant_id = ${w.merchantId} AND b.status = 'FORFEITED' AND ${inWindow(sql`b.closed_at`, w)}
        ) s ${byAgent ? sql`JOIN members m ON m.id = s.member_id WHERE m.parent_id IS NOT NULL` : sql``}
        GROUP BY 1 ORDER BY 1`,
    ),

  /** New direct players per agent in the window. */
  agentSignups: (w: PlainWindow) =>
    run(
      db,
      sql`SELECT m.parent_id::text AS key, count(*)::text AS players FROM members m
        WHERE m.merchant_id = ${w.merchantId} AND m.parent_id IS NOT NULL AND ${inWindow(sql`m.created_at`, w)} GROUP BY 1 ORDER BY 1`,
    ),

  /**
   * Rewards claimed (the bonus paid) by source and promotion, what was forfeited of them, and the rebates paid (source
   * REBATE, no promotion), in the window.
   */
  promotions: (w: PlainWindow) =>
    run(
      db,
      sql`SELECT key, sum(n)::text AS grants, sum(g)::text AS granted, sum(f)::text AS forfeited, sum(rb)::text AS rebate,
          (sum(g) - sum(f) + sum(rb))::text AS cost FROM (
          SELECT r.source || ':' || coalesce(r.promotion_id, 0) AS key, 1 AS n, r.amount AS g, 0 AS f, 0 AS rb
            FROM reward_items r WHERE r.merchant_id = ${w.merchantId} AND r.status = 'CLAIMED' AND ${inWindow(sql`r.claimed_at`, w)}
          UNION ALL
          SELECT b.source || ':' || coalesce(r.promotion_id, 0), 0, 0, b.forfeited, 0
            FROM bonuses b JOIN reward_items r ON r.id = b.reward_id
            WHERE b.merchant_id = ${w.merchantId} AND b.status = 'FORFEITED' AND ${inWindow(sql`b.closed_at`, w)}
          UNION ALL
          SELECT 'REBATE:0', 0, 0, 0, p.amount
            FROM rebate_payments p WHERE p.merchant_id = ${w.merchantId} AND ${inWindow(sql`p.paid_at`, w)}
        ) s GROUP BY 1 ORDER BY 1`,
    ),
});
