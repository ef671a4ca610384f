import { z } from 'zod';
import { minorString } from './wallet';

/**
 * The back office's dashboard (issue 29): the merchant's day so far (in its time zone) from the play and money
 * read model, and what waits for staff now.
 */
export const dashboardValue = z.object({
  /** The merchant's day (YYYY-MM-DD, its time zone). */
  day: z.string(),
  zone: z.string(),
  currency: z.string(),
  deposits: minorString,
  withdrawals: minorString,
  stake: minorString,
  /** Gross gaming revenue: stakes less payouts. */
  ggr: minorString,
  activePlayers: z.number().int(),
  bets: z.number().int(),
  pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int(), approvals: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardValue>;
