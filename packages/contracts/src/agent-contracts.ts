import { z } from 'zod';
import { wholeNumber } from './whole-number';

/** Salary and dividend contracts: kinds, rate tables, offers and the agent's answers. */

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

export const offerBody = z.object({ account: z.string().min(1).max(64), ...contractTerms.shape });
export const contractActionBody = z.object({ contractId: wholeNumber(z.number().int().min(1)) });
