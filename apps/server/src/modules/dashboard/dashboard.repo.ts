import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

/** The dashboard's two reads: a merchant day's sums from the per-member day stats, and the pending counts. */
export const createDashboardRepo = (db: Db) => ({
  merchant: async (merchantId: number) =>
    rowsOf<{ time_zone: string; currency_code: string }>(
      await db.execute(sql`SELECT time_zone, currency_code FROM merchants WHERE id = ${merchantId}`),
    )[0] ?? null,

  day: async (merchantId: number, day: string) =>
    rowsOf<{ deposits: string; withdrawals: string; stake: string; payout: string; active: string; bets: string }>(
      await db.execute(sql`SELECT coalesce(sum(deposit), 0) AS deposits, coalesce(sum(withdrawal), 0) AS withdrawals,
          coalesce(sum(stake), 0) AS stake, coalesce(sum(payout), 0) AS payout,
          count(*) FILTER (WHERE bets > 0) AS active, coalesce(sum(bets), 0) AS bets
        FROM agent_member_stats WHERE merchant_id = ${merchantId} AND grain = 'D' AND period = ${day}`),
    )[0],

  pending: async (merchantId: number) =>
    rowsOf<{ deposits: string; withdrawals: string; approvals: string }>(
      await db.execute(sql`SELECT
          (SELECT count(*) FROM deposits WHERE merchant_id = ${merchantId} AND status = 'PENDING') AS deposits,
          (SELECT count(*) FROM withdrawals WHERE merchant_id = ${merchantId} AND status = 'PENDING') AS withdrawals,
          (SELECT count(*) FROM approval_requests WHERE merchant_id = ${merchantId} AND state = 'PENDING') AS approvals`),
    )[0],
});
