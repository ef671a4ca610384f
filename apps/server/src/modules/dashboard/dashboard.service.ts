import { type Dashboard, dayInZone } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { type Clock, systemClock } from '../../core/clock';
import type { Db } from '../../db/client';
import { createDashboardRepo } from './dashboard.repo';

/** The merchant's calendar day of an instant, YYYY-MM-DD in its zone (the grain D period of the day stats). */

/**
 * The dashboard (issue 29): the merchant's day so far from the play and money read model the events keep (so a bet
 * shows once its event is consumed), and the queues' sizes now.
 */
export const createDashboardService = (d: { db: Db; now?: Clock }) => {
  const repo = createDashboardRepo(d.db);
  const now = d.now ?? systemClock;
  return {
    today: async (merchantId: number): Promise<Dashboard> => {
      const m = await repo.merchant(merchantId);
      if (!m) throw new AppError('resource.not_found');
      const day = dayInZone(m.time_zone, now());
      const [sums, pending] = await Promise.all([repo.day(merchantId, day), repo.pending(merchantId)]);
      const stake = BigInt(sums?.stake ?? 0);
      return {
        day,
        zone: m.time_zone,
        currency: m.currency_code,
        deposits: String(sums?.deposits ?? 0),
        withdrawals: String(sums?.withdrawals ?? 0),
        stake: stake.toString(),
        ggr: (stake - BigInt(sums?.payout ?? 0)).toString(),
        activePlayers: Number(sums?.active ?? 0),
        bets: Number(sums?.bets ?? 0),
        pending: {
          deposits: Number(pending?.deposits ?? 0),
          withdrawals: Number(pending?.withdrawals ?? 0),
          approvals: Number(pending?.approvals ?? 0),
        },
      };
    },
  };
};
export type DashboardService = ReturnType<typeof createDashboardService>;
