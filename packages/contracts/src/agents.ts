import { z } from 'zod';
import { wholeNumber } from './whole-number';
import { betRecord, betRecordsQuery, betRecordsValue } from './records';

/** Agent centre (spec sections 2, 3, 4, 9): team, reports and salary / dividend contracts. */

const minor = z.string().regex(/^-?\d{1,18}$/);
const positiveMinor = z.string().regex(/^\d{1,15}$/);

export const contractKinds = ['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND'] as const;
export type ContractKindName = (typeof contractKinds)[number];
export const dividendCycles = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export const contractStatuses = ['OFFERED', 'ACTIVE', 'REFUSED', 'EXPIRED', 'TERMINATED'] as const;
export const billStatuses = ['PENDING', 'PAID', 'PART_PAID', 'INSUFFICIENT', 'EXPIRED', 'VOID'] as const;
/** The whitelabel module each contract kind answers under (facts.md). */
export const contractModules: Record<ContractKindName, string> = {
  DAILY: 'DAYSAL',
  HOURLY: 'HOURSAL3',
  REALTIME: 'RTSALARY3',
  DIVIDEND: 'DIVIDEND',
};
/** Rates are in basis points of the base: 100 = 1 %. No tier pays more than 50 %. */
export const MAX_RATE_BP = 5000;
export const MAX_TIERS = 12;

/** One step of a rate table: from `min` of the base (valid bet, or net loss for a dividend) and `active` members. */
export const contractTier = z.object({
  min: positiveMinor,
  active: wholeNumber(z.number().int().min(0).max(1_000_000)),
  rateBp: wholeNumber(z.number().int().min(0).max(MAX_RATE_BP)),
});
export type ContractTierInput = z.infer<typeof contractTier>;
export const contractTiers = z.array(contractTier).min(1).max(MAX_TIERS);

export const contractTerms = z.object({
  kind: z.enum(contractKinds),
  /** Dividends only: the settlement period (daily, weekly, semimonthly, monthly). */
  cycle: z.enum(dividendCycles).nullable().optional(),
  tiers: contractTiers,
});

export const contractView = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  cycle: z.enum(dividendCycles).nullable(),
  status: z.enum(contractStatuses),
  agentId: z.number().int(),
  agentAccount: z.string(),
  /** null: the merchant pays this contract. */
  uplineAccount: z.string().nullable(),
  tiers: z.array(z.object({ min: z.string(), active: z.number().int(), rateBp: z.number().int() })),
  pendingTermination: z.boolean(),
  offeredAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
});
export type ContractView = z.infer<typeof contractView>;

/** Consolidated flags (spec section 3): 0 nothing asked, 1 a new contract offered, 2 a termination asked. */
export const contractFlagsValue = z.object({
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
  /** Derived: the kind's module is on and the agent holds (or held) such a contract. */
  dailySalary: z.boolean(),
  hourSalary: z.boolean(),
  salary: z.boolean(),
  dividend: z.boolean(),
  /** Derived: something waits for the agent's answer (opens the contract modal). */
  enableCt: z.boolean(),
  /** The waiting requests, for the modal. */
  pending: z.array(contractView),
  /** The agent's active contracts. */
  active: z.array(contractView),
});
export type ContractFlags = z.infer<typeof contractFlagsValue>;

/** The relays of the call registry: read the kind's contract, or answer a request. */
export const contractRelayBody = z.object({
  action: z.enum(['GET', 'ACCEPT', 'REFUSE', 'TERMINATE']).default('GET'),
  contractId: wholeNumber(z.number().int().min(1)).optional(),
});
export const contractRelayValue = z.object({ contract: contractView.nullable(), pending: contractView.nullable() });

export const agentRanges = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
export type AgentRange = (typeof agentRanges)[number];
/** A chosen range is at most 93 days (a quarter), dates as YYYY-MM-DD in the merchant's time zone. */
export const MAX_RANGE_DAYS = 93;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const rangeQuery = z.object({
  range: z.enum(agentRanges).default('today'),
  from: day.optional(),
  to: day.optional(),
});

const paging = {
  pageNo: wholeNumber(z.number().int().min(1).max(100000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(100)).default(20),
};
/** The page a paged answer holds and the size of the whole list. */
const page = {
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
};
/** A report over a range of days: the range, a page of its rows, and the totals over every row (all pages). */
const rangePage = <R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) =>
  z.object({ from: day, to: day, list: z.array(row), totals, ...page });

/** Play figures summed over a period; `profitLoss` as the players see it: payouts + bonuses + rebates − stakes. */
const play = {
  validBet: minor,
  stake: minor,
  payout: minor,
  bonus: minor,
  rebate: minor,
  profitLoss: minor,
};
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

export const offerBody = z.object({ account: z.string().min(1).max(64), ...contractTerms.shape });
export const contractActionBody = z.object({ contractId: wholeNumber(z.number().int().min(1)) });

export const inviteBody = z.object({
  accountType: z.enum(['member', 'agent']),
  offers: z.array(contractTerms).max(4).default([]),
});
export const inviteView = z.object({
  id: z.number().int(),
  code: z.string(),
  accountType: z.enum(['member', 'agent']),
  offers: z.array(z.object({ kind: z.enum(contractKinds), cycle: z.enum(dividendCycles).nullable(), tiers: contractTiers })),
  uses: z.number().int(),
  createdAt: z.string(),
});
export const invitesValue = z.object({ list: z.array(inviteView) });
export const createDownlineBody = z.object({
  username: z.string().regex(/^[a-z][a-z0-9]{3,15}$/),
  password: z.string().min(6).max(32),
  accountType: z.enum(['member', 'agent']),
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

// Operator side
export const opsTemplateBody = z.object({
  name: z.string().min(1).max(64),
  ...contractTerms.shape,
  enabled: z.boolean().default(true),
});
export const opsTemplateView = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(contractKinds),
  cycle: z.enum(dividendCycles).nullable(),
  tiers: contractTiers,
  enabled: z.boolean(),
});
export const opsTemplatesValue = z.object({ list: z.array(opsTemplateView) });
export const opsOfferBody = z.object({ account: z.string().min(1).max(64), templateId: wholeNumber(z.number().int().min(1)) });
export const opsMoveBody = z.object({ account: z.string().min(1).max(64), upline: z.string().min(1).max(64).nullable() });
export const opsPeriodBody = z.object({ kind: z.enum(contractKinds), period: z.string().min(4).max(24) });
/** A backfill of the agents read model from the outbox: whole merchant days, at most MAX_RANGE_DAYS. */
export const opsRebuildBody = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const opsRebuildValue = z.object({ from: z.string(), to: z.string(), events: z.number().int(), memberPeriods: z.number().int() });
export const opsSettleValue = z.object({
  kind: z.enum(contractKinds),
  period: z.string(),
  bills: z.number().int(),
  amount: minor,
  paid: minor,
});
export const opsBillsQuery = z.object({ kind: z.enum(contractKinds), period: z.string().min(4).max(24) });
export const opsBillsValue = z.object({
  list: z.array(billView),
  totals: z.object({ amount: minor, paid: minor }),
  status: z.string().nullable(),
});
