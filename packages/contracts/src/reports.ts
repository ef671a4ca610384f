import { z } from 'zod';

/**
 * The back office's reports (issue 32, decision 028). Every report reads aggregate tables kept by event consumers,
 * over an explicit range of days (`from`..`to`, both inclusive, YYYY-MM-DD) in an explicit IANA time zone (the
 * merchant's unless `tz` names another). Amounts are integer minor units as text, counts are integers as text, so
 * every cell of a row is a string and a row maps straight onto a CSV line.
 *
 * - `ggr`: gross gaming revenue of settled bets (stake − payout; rolled-back and voided bets excluded), grouped by
 *   `day`, `vendor`, `category` or `game`; NGR = GGR − bonus cost − rebates, with bonus cost and rebates attributed by
 *   day (so `ngr`, `bonus` and `rebate` are filled by day and in the totals, and are "0" in the other groupings).
 * - `payments`: credited deposits and paid withdrawals, grouped by `day` or `method`.
 * - `ftd`: registrations, first-time depositors and their first deposits, by day.
 * - `retention`: cohorts of registrations by day; how many of each cohort placed a bet 1, 7, 14 and 30 days later
 *   (cohort days are the merchant's own days, fixed when the activity is counted).
 * - `players`: each player's profit and loss over the range (the house's view: `ggr` = stake − payout), the largest
 *   house wins first, paged.
 * - `agents`: each agent's direct players' stake, payout, GGR, deposits, withdrawals, bonus and rebates, and `players`:
 *   the direct players who registered in the range; the largest GGR first, paged.
 * - `promotions`: per source and promotion (key `SOURCE:promotionId`, 0 for none; `REBATE:0` for rebates): bonuses
 *   paid (rewards claimed), amount granted, amount forfeited back and rebates paid; cost = granted − forfeited + rebate.
 */
export const reportKinds = ['ggr', 'payments', 'ftd', 'retention', 'players', 'agents', 'promotions'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportGroupings = ['day', 'vendor', 'category', 'game', 'method'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];
/** The groupings each report offers; the first is its default. Reports not listed have one grouping of their own. */
export const reportGroupingsOf: Record<ReportKind, readonly ReportGrouping[]> = {
  ggr: ['day', 'vendor', 'category', 'game'],
  payments: ['day', 'method'],
  ftd: ['day'],
  retention: ['day'],
  players: [],
  agents: [],
  promotions: [],
};
/** A report's column: a count, or an amount in minor units. */
export const reportColumnKinds = ['count', 'money'] as const;
export type ReportColumnKind = (typeof reportColumnKinds)[number];
/** The value columns of each report, in order (every row's and the totals' `values` carry exactly these keys). */
export const reportColumnsOf = {
  ggr: { bets: 'count', rollbacks: 'count', stake: 'money', payout: 'money', ggr: 'money', bonus: 'money', rebate: 'money', ngr: 'money' },
  payments: {
    deposits: 'count',
    depositAmount: 'money',
    withdrawals: 'count',
    withdrawalAmount: 'money',
    net: 'money',
  },
  ftd: { registrations: 'count', ftd: 'count', ftdAmount: 'money' },
  retention: { cohort: 'count', d1: 'count', d7: 'count', d14: 'count', d30: 'count' },
  players: { bets: 'count', stake: 'money', payout: 'money', ggr: 'money', deposits: 'money', withdrawals: 'money', bonus: 'money' },
  agents: {
    players: 'count',
    stake: 'money',
    payout: 'money',
    ggr: 'money',
    deposits: 'money',
    withdrawals: 'money',
    bonus: 'money',
    rebate: 'money',
  },
  promotions: { grants: 'count', granted: 'money', forfeited: 'money', rebate: 'money', cost: 'money' },
} as const satisfies Record<ReportKind, Record<string, ReportColumnKind>>;

/** A day as YYYY-MM-DD. */
const reportDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The longest range a report covers: a year and a day. */
export const reportMaxDays = 366;

export const reportParams = z.object({ report: z.enum(reportKinds) });
export const reportQuery = z.object({
  /** First and last day of the range (inclusive), in `tz`. */
  from: reportDay,
  to: reportDay,
  /** IANA time zone, e.g. Asia/Karachi; the merchant's when left out. Zones must be a whole number of hours from UTC. */
  tz: z.string().min(1).max(64).optional(),
  /** One of `reportGroupingsOf[report]`; its first when left out. */
  groupBy: z.enum(reportGroupings).optional(),
  /** Paging (players, agents, promotions, and ggr by game; the others answer every row on page 1). */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ReportQuery = z.input<typeof reportQuery>;

/** One row of a report: its key (a day, vendor code, category, game code, method, account, agent or promotion id). */
export const reportRow = z.object({
  key: z.string(),
  /** What to show for the key (a vendor's or game's name, an account, a promotion's title); the key when none. */
  label: z.string(),
  values: z.record(z.string(), z.string()),
});
export type ReportRow = z.infer<typeof reportRow>;
export const reportColumn = z.object({ key: z.string(), kind: z.enum(reportColumnKinds) });
export type ReportColumn = z.infer<typeof reportColumn>;
export const reportPeriod = z.object({ from: reportDay, to: reportDay });
export const reportValue = z.object({
  report: z.enum(reportKinds),
  groupBy: z.enum(reportGroupings).nullable(),
  tz: z.string(),
  currency: z.string(),
  from: reportDay,
  to: reportDay,
  columns: z.array(reportColumn),
  rows: z.array(reportRow),
  /** Rows in all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The sums over the whole range (all pages). For retention: the cohorts' sums. */
  totals: z.record(z.string(), z.string()),
  /** The same-length period just before, and its totals (for the comparison and the "previous" button). */
  previous: reportPeriod.extend({ totals: z.record(z.string(), z.string()) }),
  /** The same-length period just after (the "next" button); null when it would start after today in `tz`. */
  next: reportPeriod.nullable(),
});
export type ReportValue = z.infer<typeof reportValue>;

/**
 * Drill-down: the underlying rows of one key of a report (`key` as the report row gave it, with the same range, zone
 * and grouping): ggr → the settled bets; payments → the deposits or withdrawals; ftd → the first deposits; retention →
 * the cohort's players; players → the player's bets; agents → the agent's players; promotions → the grants.
 */
export const reportRowsQuery = reportQuery.extend({ key: z.string().min(1).max(100) });
export type ReportRowsQuery = z.input<typeof reportRowsQuery>;
/** One underlying row: its id, when it happened (ISO), the account and the row's own fields (amounts as text). */
export const reportDetailRow = z.object({
  id: z.string(),
  at: z.string(),
  account: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
});
export type ReportDetailRow = z.infer<typeof reportDetailRow>;
export const reportRowsValue = z.object({
  report: z.enum(reportKinds),
  key: z.string(),
  tz: z.string(),
  /** The field names of `fields`, in order, each a count, an amount, or plain text. */
  columns: z.array(z.object({ key: z.string(), kind: z.enum(['count', 'money', 'text']) })),
  rows: z.array(reportDetailRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportRowsValue = z.infer<typeof reportRowsValue>;

/** CSV export of a report's rows (every page, at most 100,000 rows) with the totals as its last line; audited. */
export const reportExportQuery = reportQuery.omit({ page: true, pageSize: true }).extend({
  reason: z.string().trim().min(3).max(300),
});
export type ReportExportQuery = z.input<typeof reportExportQuery>;
