import { dayInZone, shiftDay } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { WINDOWS_LOCK } from './reports-write.repo';

/** The rolling windows kept (report_member_periods.kind → days): the last 7 and the last 30 days, up to today. */
const windowKinds = { 4: 7, 5: 30 } as const;
type WindowKind = keyof typeof windowKinds;
const kinds = Object.keys(windowKinds).map(Number) as WindowKind[];

const SUMS = ['bets', 'stake', 'payout', 'deposits', 'withdrawals', 'bonus'] as const;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The players' ranking over the last 7 and the last 30 days of each merchant, kept as periods of their own (decision
 * 028, "Rolling windows"): a range of a merchant's days that is one of these, ending today, reads one page of its index
 * as a standard period does, instead of adding up a few hundred thousand members' rows of six days and a week.
 *
 * Each merchant day (the `report-windows` job) a window moves to the new day under the exclusive lock the consumer
 * takes shared (WINDOWS_LOCK), so the move sees every batch committed before it and every batch after it adds to the
 * moved window (reports-write.repo.ts `memberPeriods`, by first_day..last_day). It slides: the day rows of the days
 * that leave it are taken off and those of the days that enter it added, member by member, and members left with
 * nothing are dropped; only those members' rows change (the window's rows keep the key they were built under,
 * `period_start`). A window that is missing, or further behind than its own length, is built from its day rows.
 */
export const createMemberWindows = (db: Db) => {
  /** Builds the merchant's window `kind` over `from`..`to` from the day rows, replacing the one it kept. */
  const build = (merchantId: number, kind: WindowKind, from: string, to: string) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${WINDOWS_LOCK}), set_config('work_mem', '64MB', true)`);
      await tx.execute(sql`DELETE FROM report_member_windows WHERE merchant_id = ${merchantId} AND kind = ${kind}`);
      await tx.execute(sql`DELETE FROM report_member_periods WHERE merchant_id = ${merchantId} AND kind = ${kind}`);
      await tx.execute(sql`DELETE FROM report_member_period_totals WHERE merchant_id = ${merchantId} AND kind = ${kind}`);
      await tx.execute(sql`INSERT INTO report_member_periods (merchant_id, kind, period_start, member_id, bets, stake, payout, deposits,
          withdrawals, bonus)
        SELECT merchant_id, ${kind}, ${from}::date, member_id, sum(bets), sum(stake), sum(payout), sum(deposits), sum(withdrawals), sum(bonus)
        FROM report_member_periods WHERE merchant_id = ${merchantId} AND kind = 1 AND period_start BETWEEN ${from}::date AND ${to}::date
        GROUP BY merchant_id, member_id`);
      await recount(tx, merchantId, kind, from);
      await tx.execute(sql`INSERT INTO report_member_windows (merchant_id, kind, period_start, first_day, last_day)
        VALUES (${merchantId}, ${kind}, ${from}::date, ${from}::date, ${to}::date)`);
    });

  /** The window's totals row (members and sums) counted from its rows. */
  const recount = async (tx: Db, merchantId: number, kind: number, key: string) => {
    await tx.execute(sql`INSERT INTO report_member_period_totals (merchant_id, kind, period_start, members, bets, stake, payout, deposits,
        withdrawals, bonus)
      SELECT ${merchantId}, ${kind}, ${key}::date, count(*), coalesce(sum(bets), 0), coalesce(sum(stake), 0), coalesce(sum(payout), 0),
        coalesce(sum(deposits), 0), coalesce(sum(withdrawals), 0), coalesce(sum(bonus), 0)
      FROM report_member_periods WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period_start = ${key}::date`);
  };

  /**
   * Moves the window (rows under `key`, days `first`..`last`) to `from`..`to`: the day rows of `first`..`from`-1 taken
   * off, those of `last`+1..`to` added, the members left with nothing dropped, the totals moved by as much.
   */
  const slide = (merchantId: number, kind: WindowKind, w: { key: string; first: string; last: string }, from: string, to: string) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${WINDOWS_LOCK}), set_config('work_mem', '64MB', true)`);
      const cols = sql.raw(SUMS.join(', '));
      const signed = sql.join(
        SUMS.map((c) => sql`sum(CASE WHEN period_start < ${from}::date THEN -${sql.raw(c)} ELSE ${sql.raw(c)} END) AS ${sql.raw(c)}`),
        sql`, `,
      );
      // The moves of the members of the days leaving (taken off) and entering (added), added to their window rows and to
      // the totals row, whose member count gains the members new to the window; it answers the members left with none.
      const zero = sql.raw(SUMS.map((c) => `p.${c} = 0`).join(' AND '));
      const totals = sql`t.merchant_id = ${merchantId} AND t.kind = ${kind} AND t.period_start = ${w.key}::date`;
      const emptied = rowsOf<{ member_id: string }>(
        await tx.execute(sql`WITH delta AS (
          SELECT member_id, ${signed}
          FROM report_member_periods WHERE merchant_id = ${merchantId} AND kind = 1
            AND (period_start BETWEEN ${w.first}::date AND ${from}::date - 1 OR period_start BETWEEN ${w.last}::date + 1 AND ${to}::date)
          GROUP BY member_id),
        up AS (
          INSERT INTO report_member_periods AS p (merchant_id, kind, period_start, member_id, ${cols})
          SELECT ${merchantId}, ${kind}, ${w.key}::date, member_id, ${cols} FROM delta
          ON CONFLICT (merchant_id, kind, period_start, member_id) DO UPDATE SET
            ${sql.raw(SUMS.map((c) => `${c} = p.${c} + EXCLUDED.${c}`).join(', '))}
          RETURNING p.member_id, (p.xmax::text = '0') AS fresh, ${zero} AS empty),
        moved AS (
          UPDATE report_member_period_totals t SET members = t.members + (SELECT count(*) FROM up WHERE fresh),
            ${sql.raw(SUMS.map((c) => `${c} = t.${c} + (SELECT coalesce(sum(${c}), 0) FROM delta)`).join(', '))}
          WHERE ${totals} RETURNING 1)
        SELECT member_id::text FROM up WHERE empty`),
      ).map((r) => r.member_id);
      // Members left with nothing in the window (they played only on the days that left) are dropped from it.
      if (emptied.length > 0)
        await tx.execute(sql`WITH gone AS (
            DELETE FROM report_member_periods p WHERE p.merchant_id = ${merchantId} AND p.kind = ${kind} AND p.period_start = ${w.key}::date
              AND p.member_id = ANY(${`{${emptied.join(',')}}`}::bigint[]) AND ${zero}
            RETURNING 1)
          UPDATE report_member_period_totals t SET members = t.members - (SELECT count(*) FROM gone) WHERE ${totals}`);
      await tx.execute(sql`UPDATE report_member_windows SET first_day = ${from}::date, last_day = ${to}::date, built_at = now()
        WHERE merchant_id = ${merchantId} AND kind = ${kind}`);
    });

  return {
    build,
    /**
     * Every merchant's windows up to its today at `now`, moved or built where they are not there yet (the job, once a
     * minute: a window moves once per merchant day). Answers how many were built and how many slid.
     */
    keep: async (now: Date) => {
      const have = rowsOf<{ id: number; time_zone: string; kind: number | null; key: string; first_day: string; last_day: string | null }>(
        await db.execute(sql`SELECT m.id, m.time_zone, w.kind, w.period_start::text AS key, w.first_day::text AS first_day,
            w.last_day::text AS last_day
          FROM merchants m LEFT JOIN report_member_windows w ON w.merchant_id = m.id`),
      );
      let built = 0;
      let slid = 0;
      const merchants = new Map(have.map((r) => [Number(r.id), r.time_zone]));
      for (const [id, tz] of merchants) {
        const today = dayInZone(tz, now);
        for (const kind of kinds) {
          const from = shiftDay(today, -(windowKinds[kind] - 1));
          const w = have.find((r) => Number(r.id) === id && r.kind === kind);
          if (w?.last_day === today) continue;
          // Sliding touches the days that leave and enter; past the window's own length, building is as cheap.
          if (w?.last_day && w.last_day < today && days(w.first_day, from) + days(w.last_day, today) <= windowKinds[kind]) {
            await slide(id, kind, { key: w.key, first: w.first_day, last: w.last_day }, from, today);
            slid++;
          } else {
            await build(id, kind, from, today);
            built++;
          }
        }
      }
      return { built, slid };
    },
    /** The kept window that is exactly the merchant's days `from`..`to` (a range ending today), or null. */
    windowOf: async (merchantId: number, from: string, to: string) => {
      const kind = kinds.find((k) => shiftDay(to, -(windowKinds[k] - 1)) === from);
      if (kind === undefined) return null;
      const [w] = rowsOf<{ start: string }>(
        await db.execute(sql`SELECT period_start::text AS start FROM report_member_windows
          WHERE merchant_id = ${merchantId} AND kind = ${kind} AND first_day = ${from}::date AND last_day = ${to}::date`),
      );
      return w ? { kind, start: w.start } : null;
    },
  };
};
export type MemberWindows = ReturnType<typeof createMemberWindows>;
