import { dayInZone, shiftDay } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { WINDOWS_LOCK } from './reports-write.repo';

/** The rolling windows kept (report_member_periods.kind → days): the last 7 and the last 30 days, up to today. */
const windowKinds = { 4: 7, 5: 30 } as const;
type WindowKind = keyof typeof windowKinds;
const kinds = Object.keys(windowKinds).map(Number) as WindowKind[];

/**
 * The players' ranking over the last 7 and the last 30 days of each merchant, kept as periods of their own (decision
 * 028, "Rolling windows"): a range of a merchant's days that is one of these, ending today, reads one page of its index
 * as a standard period does, instead of adding up a few hundred thousand members' rows of six days and a week.
 *
 * Each merchant day (the `report-windows` job) a window is built again from the day rows of its days, today's so far
 * included, under the exclusive lock the consumer takes shared (WINDOWS_LOCK): the build sees every batch committed
 * before it, and every batch after it adds to the new window (reports-write.repo.ts `memberPeriods`). The window of the
 * day before is dropped with it.
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
      await tx.execute(sql`INSERT INTO report_member_period_totals (merchant_id, kind, period_start, members, bets, stake, payout, deposits,
          withdrawals, bonus)
        SELECT ${merchantId}, ${kind}, ${from}::date, count(*), coalesce(sum(bets), 0), coalesce(sum(stake), 0), coalesce(sum(payout), 0),
          coalesce(sum(deposits), 0), coalesce(sum(withdrawals), 0), coalesce(sum(bonus), 0)
        FROM report_member_periods WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period_start = ${from}::date`);
      await tx.execute(sql`INSERT INTO report_member_windows (merchant_id, kind, period_start, last_day)
        VALUES (${merchantId}, ${kind}, ${from}::date, ${to}::date)`);
    });

  return {
    build,
    /**
     * Every merchant's windows up to its today at `now`, built where they are not yet (the job, once a minute: a window
     * is built once per merchant day). Answers how many were built.
     */
    keep: async (now: Date) => {
      const have = rowsOf<{ id: number; time_zone: string; kind: number | null; last_day: string | null }>(
        await db.execute(sql`SELECT m.id, m.time_zone, w.kind, w.last_day::text AS last_day
          FROM merchants m LEFT JOIN report_member_windows w ON w.merchant_id = m.id`),
      );
      let built = 0;
      const merchants = new Map(have.map((r) => [Number(r.id), r.time_zone]));
      for (const [id, tz] of merchants) {
        const today = dayInZone(tz, now);
        for (const kind of kinds) {
          if (have.some((r) => Number(r.id) === id && r.kind === kind && r.last_day === today)) continue;
          await build(id, kind, shiftDay(today, -(windowKinds[kind] - 1)), today);
          built++;
        }
      }
      return { built };
    },
    /** The kept window that is exactly the merchant's days `from`..`to` (a range ending today), or null. */
    windowOf: async (merchantId: number, from: string, to: string) => {
      const kind = kinds.find((k) => shiftDay(to, -(windowKinds[k] - 1)) === from);
      if (kind === undefined) return null;
      const [w] = rowsOf<{ kind: number }>(
        await db.execute(sql`SELECT kind FROM report_member_windows
          WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period_start = ${from}::date AND last_day = ${to}::date`),
      );
      return w ? { kind, start: from } : null;
    },
  };
};
export type MemberWindows = ReturnType<typeof createMemberWindows>;
