import { z } from 'zod';
import { billStatuses, contractKinds, contractStatuses } from './agent-contracts';
import { day, minor, page, paging, play, rangePage } from './agent-fields';
import { betRecord, betRecordsQuery, betRecordsValue } from './records';
import { wholeNumber } from './whole-number';

/** The agent centre's reports: over a range of days, the team, its play, bills and income. */

export const agentRanges = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
export type AgentRange = (typeof agentRanges)[number];
/** A chosen range is at most 93 days (a quarter), dates as YYYY-MM-DD in the merchant's time zone. */
export const MAX_RANGE_DAYS = 93;
export const rangeQuery = z.object({
  range: z.enum(agentRanges).default('today'),
  from: day.optional(),
  to: day.optional(),
});

export const teamFigures = z.object({
  teamSize: z.number().int(),
  directCount: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposit: minor,
  withdrawal: minor,
  ...play,
});
export const teamOverviewValue = z.object({ from: day, to: day, timeZone: z.string(), figures: teamFigures });

export const teamDownlineQuery = z.object({
  ...rangeQuery.shape,
  scope: z.enum(['direct', 'all']).default('direct'),
  /** Drill down: the downline whose own downlines are listed (must be in the caller's team). */
  parent: z.string().max(64).optional(),
  search: z.string().max(64).optional(),
  kind: z.enum(['all', 'agent', 'member']).default('all'),
  ...paging,
});
export const teamDownlineRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  isAgent: z.boolean(),
  level: z.number().int(),
  status: z.string(),
  balance: minor,
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  teamSize: z.number().int(),
  validBet: minor,
  profitLoss: minor,
  deposit: minor,
  withdrawal: minor,
  contracts: z.array(z.object({ kind: z.enum(contractKinds), status: z.enum(contractStatuses), topRateBp: z.number().int() })),
});
export const teamDownlineValue = rangePage(
  teamDownlineRow,
  z.object({ validBet: minor, profitLoss: minor, deposit: minor, withdrawal: minor }),
);

export const pnlQuery = z.object({
  ...rangeQuery.shape,
  by: z.enum(['member', 'level']).default('member'),
  search: z.string().max(64).optional(),
  ...paging,
});
export const pnlRow = z.object({
  key: z.string(),
  level: z.number().int(),
  ...play,
  members: z.number().int(),
});
export const pnlValue = rangePage(pnlRow, pnlRow.omit({ key: true, level: true }));

export const billsQuery = z.object({
  kind: z.enum(contractKinds).optional(),
  status: z.enum(billStatuses).optional(),
  /** mine: what I was paid; downline: what I pay my downlines. */
  side: z.enum(['mine', 'downline']).default('mine'),
  ...paging,
});
export const billView = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  period: z.string(),
  agentAccount: z.string(),
  payerAccount: z.string().nullable(),
  base: minor,
  active: z.number().int(),
  rateBp: z.number().int(),
  carryIn: minor,
  carryOut: minor,
  amount: minor,
  paid: minor,
  status: z.enum(billStatuses),
  createdAt: z.string(),
});
export const billsValue = z.object({
  list: z.array(billView),
  totals: z.object({ amount: minor, paid: minor }),
  /** The open period of the kind asked: its base and rate so far (records pages: current period progress). */
  current: z
    .object({
      kind: z.enum(contractKinds),
      period: z.string(),
      base: minor,
      active: z.number().int(),
      rateBp: z.number().int(),
      estimate: minor,
      endsAt: z.string(),
    })
    .nullable(),
  ...page,
});

export const revenueQuery = z.object({ ...rangeQuery.shape });
export const revenueValue = z.object({
  from: day,
  to: day,
  list: z.array(z.object({ day, salary: minor, dividend: minor, rebate: minor, total: minor })),
  totals: z.object({ salary: minor, dividend: minor, rebate: minor, total: minor }),
});

/** Team betting (personalHistoryCopy for agents): the member's betting-record filters, plus a downline's account. */
export const teamBetsQuery = betRecordsQuery.omit({ pageSize: true }).extend({
  /** A downline at any level (empty: the whole team); an account outside the team is refused (agent.not_in_team). */
  account: z.string().trim().max(64).optional(),
  pageSize: wholeNumber(z.number().int().min(1).max(100)).default(20),
});
export const teamBetsValue = betRecordsValue.extend({
  list: z.array(betRecord.extend({ account: z.string(), level: z.number().int() })),
});

export const teamMoneyTypes = ['all', 'deposit', 'withdrawal', 'transfer'] as const;
/** Downline transactions (agentDownlineTransactionDetailsCopy): deposits, withdrawals and transfers of the team. */
export const teamMoneyQuery = z.object({
  ...rangeQuery.shape,
  type: z.enum(teamMoneyTypes).default('all'),
  account: z.string().trim().max(64).optional(),
  /** 1 = direct downlines; empty = every level. */
  level: wholeNumber(z.number().int().min(1).max(64)).optional(),
  ...paging,
});
export const teamMoneyRow = z.object({
  id: z.string(),
  account: z.string(),
  level: z.number().int(),
  type: z.enum(['deposit', 'withdrawal', 'transfer']),
  /** Signed for a transfer: + received by the downline, − sent by it. */
  amount: minor,
  /** The deposit's or withdrawal's status; for a transfer its direction (TRANSFER_UPLINE, TRANSFER_DOWNLINE). */
  status: z.string(),
  /** For a transfer: the other side's account. */
  counterparty: z.string().nullable(),
  time: z.string(),
});
/** Totals of completed money only: credited deposits, withdrawals not rejected/refunded/failed, transfers in and out. */
export const teamMoneyValue = rangePage(
  teamMoneyRow,
  z.object({ deposit: minor, withdrawal: minor, transferIn: minor, transferOut: minor }),
);
