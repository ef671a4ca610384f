import { z } from 'zod';

/**
 * A vendor's reconciliation (issue 34): per day of a range, what a finance team compares with the vendor's statement,
 * read from the seamless wallet's journal of the vendor's calls. Days are the merchant's (its time zone) unless `tz`
 * names another (a vendor's statement is often in UTC). Every cell is text: amounts in minor units, counts whole.
 *
 * - `rounds`: the rounds with a bet that day; `bets`/`stake`: the bets that day (rolled back later or not);
 * - `wins`/`payout`: the wins paid that day (a zero win, which records a loss, is not counted);
 * - `rollbacks`: the rollbacks answered that day (of an unknown bet too), `refunded`: the stakes they gave back;
 * - `credits`/`credited`: credits without a bet (promotions, free rounds, jackpots);
 * - `net`: the house's result, stake − payout − refunded − credited;
 * - `openRounds`/`openStake`: at the day's end, the rounds with a bet neither settled nor rolled back (a round is open
 *   from its first bet until its last bet is settled or rolled back) and the stake of those open bets.
 */
export const reconciliationColumns = {
  rounds: 'count',
  bets: 'count',
  stake: 'money',
  wins: 'count',
  payout: 'money',
  rollbacks: 'count',
  refunded: 'money',
  credits: 'count',
  credited: 'money',
  net: 'money',
  openRounds: 'count',
  openStake: 'money',
} as const satisfies Record<string, 'count' | 'money'>;
export type ReconciliationColumn = keyof typeof reconciliationColumns;
export const reconciliationColumnKeys = Object.keys(reconciliationColumns) as ReconciliationColumn[];

/** The longest range reconciled at once (a year and a day) and the most days on one page. */
export const reconciliationMaxDays = 366;
export const reconciliationMaxPageSize = 92;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const whole = z.string().regex(/^-?\d+$/);

/** The range (both days included; the last 7 days up to today when both are left out), zone and page of days. */
export const reconciliationQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  /** IANA time zone the days are counted in; the merchant's when left out. */
  tz: z.string().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(reconciliationMaxDays).default(1),
  pageSize: z.coerce.number().int().min(1).max(reconciliationMaxPageSize).default(31),
});
export type ReconciliationQuery = z.input<typeof reconciliationQuery>;

const cells = Object.fromEntries(reconciliationColumnKeys.map((k) => [k, whole])) as Record<ReconciliationColumn, typeof whole>;
export const reconciliationDay = z.object({ day, ...cells });
export type ReconciliationDay = z.infer<typeof reconciliationDay>;

const period = z.object({ from: day, to: day });
export const reconciliationValue = z.object({
  vendor: z.string(),
  currency: z.string(),
  tz: z.string(),
  /** Today in `tz` (nothing after it can be asked for). */
  today: day,
  from: day,
  to: day,
  /** The days of the range, oldest first; `days` holds this page's. */
  totalDays: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  days: z.array(reconciliationDay),
  /** The same-length ranges just before and after (next is null when it would start after today). */
  previous: period,
  next: period.nullable(),
});
export type ReconciliationValue = z.infer<typeof reconciliationValue>;

/** CSV of the whole range (every day, then a total line without the open columns), with the reason for the audit. */
export const reconciliationExportQuery = reconciliationQuery.omit({ page: true, pageSize: true, from: true, to: true }).extend({
  from: day,
  to: day,
  reason: z.string().trim().min(3).max(300),
});
export type ReconciliationExportQuery = z.input<typeof reconciliationExportQuery>;
