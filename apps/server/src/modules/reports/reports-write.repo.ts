import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

/**
 * The aggregates' writes (decision 028). Each takes a source: a SELECT giving the table's columns in order, from the
 * consumer's batch (`jsonSource`) or, in the benchmark, from the raw tables in bulk; every write adds to what is there.
 */
/**
 * The rolling windows' advisory lock: the consumer's member writes take it shared, a window's build exclusive (decision
 * 028, "Rolling windows"). A fixed key of this module's own.
 */
export const WINDOWS_LOCK = 28_004;

export const jsonSource = (rows: object[], columns: string) =>
  sql`SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(${sql.raw(columns)})`;

export const gameColumns =
  'merchant_id int, hour timestamptz, vendor text, category text, game text, bets bigint, rollbacks bigint, stake bigint, payout bigint';
export const moneyColumns =
  'merchant_id int, hour timestamptz, method text, deposits bigint, deposit_amount bigint, withdrawals bigint, withdrawal_amount bigint';
export const memberColumns =
  'merchant_id int, hour timestamptz, member_id bigint, bets bigint, stake bigint, payout bigint, deposits bigint, withdrawals bigint, bonus bigint';
export const agentColumns =
  'merchant_id int, hour timestamptz, agent_id bigint, players bigint, stake bigint, payout bigint, deposits bigint, withdrawals bigint, bonus bigint, rebate bigint';
export const costColumns =
  'merchant_id int, hour timestamptz, source text, promotion_id bigint, grants bigint, granted bigint, forfeited bigint, rebate bigint';
export const signupColumns = 'merchant_id int, hour timestamptz, registrations bigint, ftd bigint, ftd_amount bigint';

const adding = (table: string, cols: string[]) => sql.raw(cols.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));

export const reportsWrite = {
  /** Event ids not applied before (and marks them applied). */
  fresh: async (tx: Db, ids: number[]) =>
    new Set(
      rowsOf<{ event_id: string | number }>(
        await tx.execute(sql`INSERT INTO report_seen (event_id) SELECT unnest(${`{${ids.join(',')}}`}::bigint[])
          ON CONFLICT (event_id) DO NOTHING RETURNING event_id`),
      ).map((r) => Number(r.event_id)),
    ),

  /** Marks older than the events' retention are no longer needed: their events are gone from the outbox. */
  pruneSeen: async (db: Db, before: Date) =>
    rowsOf(await db.execute(sql`DELETE FROM report_seen WHERE at < ${before.toISOString()}::timestamptz RETURNING event_id`)).length,

  games: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_game_hours (merchant_id, hour, vendor, category, game, bets, rollbacks, stake, payout) ${source}
      ON CONFLICT (merchant_id, hour, vendor, category, game) DO UPDATE SET ${adding('report_game_hours', ['bets', 'rollbacks', 'stake', 'payout'])}`),

  /** The same game rows added to the merchant's day they fall on, without the game (report_ggr_days). */
  ggrDays: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_ggr_days AS d (merchant_id, day, vendor, category, bets, rollbacks, stake, payout)
      SELECT s.merchant_id, (s.hour AT TIME ZONE m.time_zone)::date, s.vendor, s.category, sum(s.bets), sum(s.rollbacks),
        sum(s.stake), sum(s.payout)
      FROM (${source}) s JOIN merchants m ON m.id = s.merchant_id
      GROUP BY 1, 2, 3, 4
      ON CONFLICT (merchant_id, day, vendor, category) DO UPDATE SET ${adding('d', ['bets', 'rollbacks', 'stake', 'payout'])}`),

  /** The same game rows added to their day, week and month in the merchant's zone (report_game_periods). */
  gamePeriods: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_game_periods AS p (merchant_id, kind, period_start, vendor, category, game, bets, rollbacks, stake, payout)
      SELECT s.merchant_id, k.kind, k.start, s.vendor, s.category, s.game, sum(s.bets), sum(s.rollbacks), sum(s.stake), sum(s.payout)
      FROM (SELECT x.*, (x.hour AT TIME ZONE m.time_zone) AS lt FROM (${source}) x JOIN merchants m ON m.id = x.merchant_id) s
      CROSS JOIN LATERAL (VALUES (1, s.lt::date), (2, date_trunc('week', s.lt)::date), (3, date_trunc('month', s.lt)::date)) k(kind, start)
      GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (merchant_id, kind, period_start, vendor, category, game) DO UPDATE SET ${adding('p', ['bets', 'rollbacks', 'stake', 'payout'])}`),

  money: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_money_hours (merchant_id, hour, method, deposits, deposit_amount, withdrawals, withdrawal_amount) ${source}
      ON CONFLICT (merchant_id, hour, method) DO UPDATE SET ${adding('report_money_hours', ['deposits', 'deposit_amount', 'withdrawals', 'withdrawal_amount'])}`),

  members: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_member_hours (merchant_id, hour, member_id, bets, stake, payout, deposits, withdrawals, bonus) ${source}
      ON CONFLICT (merchant_id, hour, member_id) DO UPDATE SET ${adding('report_member_hours', ['bets', 'stake', 'payout', 'deposits', 'withdrawals', 'bonus'])}`),

  /**
   * The same member rows added to their day, week and month in the merchant's zone (report_member_periods), and to each
   * rolling window kept (report_member_windows) whose days they fall on, and each period's totals with its count of
   * members (a member new to the period counts once: the upsert inserted its row). Under the windows' shared lock, so a
   * window being built sees every batch committed before it, and every batch after it sees the window.
   */
  memberPeriods: async (tx: Db, source: SQL) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${WINDOWS_LOCK})`);
    return tx.execute(sql`WITH src AS (${source}),
      per AS (
        SELECT s.merchant_id, k.kind, k.start AS period_start, s.member_id, sum(s.bets) AS bets, sum(s.stake) AS stake,
          sum(s.payout) AS payout, sum(s.deposits) AS deposits, sum(s.withdrawals) AS withdrawals, sum(s.bonus) AS bonus
        FROM (SELECT x.*, (x.hour AT TIME ZONE m.time_zone) AS lt FROM src x JOIN merchants m ON m.id = x.merchant_id) s
        CROSS JOIN LATERAL (
          SELECT * FROM (VALUES (1, s.lt::date), (2, date_trunc('week', s.lt)::date), (3, date_trunc('month', s.lt)::date)) v
          UNION ALL SELECT w.kind, w.period_start FROM report_member_windows w
            WHERE w.merchant_id = s.merchant_id AND s.lt::date BETWEEN w.first_day AND w.last_day) k(kind, start)
        GROUP BY 1, 2, 3, 4),
      up AS (
        INSERT INTO report_member_periods AS p (merchant_id, kind, period_start, member_id, bets, stake, payout, deposits, withdrawals, bonus)
        SELECT * FROM per
        ON CONFLICT (merchant_id, kind, period_start, member_id) DO UPDATE SET ${adding('p', ['bets', 'stake', 'payout', 'deposits', 'withdrawals', 'bonus'])}
        RETURNING p.merchant_id, p.kind, p.period_start, (p.xmax::text = '0') AS fresh)
      INSERT INTO report_member_period_totals AS t (merchant_id, kind, period_start, members, bets, stake, payout, deposits, withdrawals, bonus)
      SELECT merchant_id, kind, period_start, sum(n), sum(bets), sum(stake), sum(payout), sum(deposits), sum(withdrawals), sum(bonus) FROM (
        SELECT merchant_id, kind, period_start, 0 AS n, bets, stake, payout, deposits, withdrawals, bonus FROM per
        UNION ALL SELECT merchant_id, kind, period_start, 1, 0, 0, 0, 0, 0, 0 FROM up WHERE fresh) z
      GROUP BY 1, 2, 3
      ON CONFLICT (merchant_id, kind, period_start) DO UPDATE SET ${adding('t', ['members', 'bets', 'stake', 'payout', 'deposits', 'withdrawals', 'bonus'])}`);
  },

  agents: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_agent_hours (merchant_id, hour, agent_id, players, stake, payout, deposits, withdrawals, bonus, rebate) ${source}
      ON CONFLICT (merchant_id, hour, agent_id) DO UPDATE SET ${adding('report_agent_hours', ['players', 'stake', 'payout', 'deposits', 'withdrawals', 'bonus', 'rebate'])}`),

  /** The same agent rows added to the merchant's day they fall on (report_agent_days). */
  agentDays: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_agent_days AS d (merchant_id, day, agent_id, players, stake, payout, deposits, withdrawals, bonus, rebate)
      SELECT s.merchant_id, (s.hour AT TIME ZONE m.time_zone)::date, s.agent_id, sum(s.players), sum(s.stake), sum(s.payout),
        sum(s.deposits), sum(s.withdrawals), sum(s.bonus), sum(s.rebate)
      FROM (${source}) s JOIN merchants m ON m.id = s.merchant_id
      GROUP BY 1, 2, 3
      ON CONFLICT (merchant_id, day, agent_id) DO UPDATE SET ${adding('d', ['players', 'stake', 'payout', 'deposits', 'withdrawals', 'bonus', 'rebate'])}`),

  costs: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_cost_hours (merchant_id, hour, source, promotion_id, grants, granted, forfeited, rebate) ${source}
      ON CONFLICT (merchant_id, hour, source, promotion_id) DO UPDATE SET ${adding('report_cost_hours', ['grants', 'granted', 'forfeited', 'rebate'])}`),

  /** The same cost rows added to the merchant's day they fall on (report_cost_days). */
  costDays: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_cost_days AS d (merchant_id, day, source, promotion_id, grants, granted, forfeited, rebate)
      SELECT s.merchant_id, (s.hour AT TIME ZONE m.time_zone)::date, s.source, s.promotion_id, sum(s.grants), sum(s.granted),
        sum(s.forfeited), sum(s.rebate)
      FROM (${source}) s JOIN merchants m ON m.id = s.merchant_id
      GROUP BY 1, 2, 3, 4
      ON CONFLICT (merchant_id, day, source, promotion_id) DO UPDATE SET ${adding('d', ['grants', 'granted', 'forfeited', 'rebate'])}`),

  signups: (tx: Db, source: SQL) =>
    tx.execute(sql`INSERT INTO report_signup_hours (merchant_id, hour, registrations, ftd, ftd_amount) ${source}
      ON CONFLICT (merchant_id, hour) DO UPDATE SET ${adding('report_signup_hours', ['registrations', 'ftd', 'ftd_amount'])}`),

  /**
   * Registrations (source: merchant_id, member_id, registered_day): the member's cohort day, counted once in its
   * cohort's size (offset 0).
   */
  registered: (tx: Db, source: SQL) =>
    tx.execute(sql`WITH src AS (${source}),
      fresh AS (
        INSERT INTO report_members (member_id, merchant_id, registered_day)
        SELECT member_id, merchant_id, registered_day FROM src
        ON CONFLICT (member_id) DO UPDATE SET registered_day = excluded.registered_day WHERE report_members.registered_day IS NULL
        RETURNING merchant_id, registered_day)
      INSERT INTO report_retention (merchant_id, cohort_day, "offset", players)
      SELECT merchant_id, registered_day, 0, count(*) FROM fresh GROUP BY 1, 2
      ON CONFLICT (merchant_id, cohort_day, "offset") DO UPDATE SET players = report_retention.players + excluded.players`),

  /**
   * First deposits (source: merchant_id, member_id, at, amount, one row per member, its earliest): kept on the member
   * once, and counted by hour as first-time depositors.
   */
  firstDeposits: (tx: Db, source: SQL) =>
    tx.execute(sql`WITH src AS (${source}),
      fresh AS (
        INSERT INTO report_members (member_id, merchant_id, first_deposit_at, first_deposit_amount)
        SELECT member_id, merchant_id, at, amount FROM src
        ON CONFLICT (member_id) DO UPDATE SET first_deposit_at = excluded.first_deposit_at, first_deposit_amount = excluded.first_deposit_amount
          WHERE report_members.first_deposit_at IS NULL
        RETURNING merchant_id, first_deposit_at, first_deposit_amount)
      INSERT INTO report_signup_hours (merchant_id, hour, registrations, ftd, ftd_amount)
      SELECT merchant_id, date_trunc('hour', first_deposit_at), 0, count(*), sum(first_deposit_amount) FROM fresh GROUP BY 1, 2
      ON CONFLICT (merchant_id, hour) DO UPDATE SET ftd = report_signup_hours.ftd + excluded.ftd,
        ftd_amount = report_signup_hours.ftd_amount + excluded.ftd_amount`),

  /**
   * Days members bet on (source: member_id, day, distinct): a member's first bet of a day counts it once in its
   * cohort's retention at that many days after registering (1 to 90).
   */
  activeDays: (tx: Db, source: SQL) =>
    tx.execute(sql`WITH src AS (${source}),
      fresh AS (
        INSERT INTO report_member_days (member_id, day) SELECT member_id, day FROM src
        ON CONFLICT (member_id, day) DO NOTHING RETURNING member_id, day)
      INSERT INTO report_retention (merchant_id, cohort_day, "offset", players)
      SELECT m.merchant_id, m.registered_day, f.day - m.registered_day, count(*)
        FROM fresh f JOIN report_members m ON m.member_id = f.member_id
        WHERE m.registered_day IS NOT NULL AND f.day - m.registered_day BETWEEN 1 AND 90
        GROUP BY 1, 2, 3
      ON CONFLICT (merchant_id, cohort_day, "offset") DO UPDATE SET players = report_retention.players + excluded.players`),
};
