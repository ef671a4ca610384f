import { z } from 'zod';
import { wholeNumber } from './whole-number';

/** Parts the agent centre's schemas share (not exported by the package): amounts, days, paging and play figures. */

/** An amount in minor units, signed (a loss, a transfer out). */
export const minor = z.string().regex(/^-?\d{1,18}$/);
/** A day as YYYY-MM-DD in the merchant's time zone. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The page a paged query asks for. */
export const paging = {
  pageNo: wholeNumber(z.number().int().min(1).max(100000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(100)).default(20),
};
/** The page a paged answer holds and the size of the whole list. */
export const page = {
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
};
/** A report over a range of days: the range, a page of its rows, and the totals over every row (all pages). */
export const rangePage = <R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) =>
  z.object({ from: day, to: day, list: z.array(row), totals, ...page });

/** Play figures summed over a period; `profitLoss` as the players see it: payouts + bonuses + rebates − stakes. */
export const play = {
  validBet: minor,
  stake: minor,
  payout: minor,
  bonus: minor,
  rebate: minor,
  profitLoss: minor,
};
