import { z } from 'zod';
import { minorString } from './wallet';

/**
 * Player protection (issue 30, decision 026): limits, time-outs, self-exclusion, reality checks and markers of harm.
 * Money limits are integers in the merchant's minor units (strings, like every amount); a session limit is minutes.
 * The rules come from the merchant's jurisdiction profile (UK-like, Malta-like), which every answer carries.
 */
export const limitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['day', 'week', 'month', 'session'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
/** Which periods each kind takes: money limits per day, week and month; the session limit per login. */
export const periodsOf = (kind: LimitKind): LimitPeriod[] => (kind === 'session' ? ['session'] : ['day', 'week', 'month']);

export const blockKinds = ['TIMEOUT', 'EXCLUSION', 'NATIONAL'] as const;
export type BlockKind = (typeof blockKinds)[number];

export const protectionProfileValue = z.object({
  code: z.string(),
  /** Hours an increase or removal waits before the player may confirm it. */
  coolingOffHours: z.number().int(),
  /** The reality-check interval offered by default (minutes); mandatory ones cannot be switched off. */
  realityMinutes: z.number().int(),
  realityMandatory: z.boolean(),
  timeoutHours: z.object({ min: z.number().int(), max: z.number().int() }),
  exclusionMonths: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Where deposit limits are offered to a new player. */
  offerLimitsAt: z.enum(['REGISTRATION', 'FIRST_DEPOSIT', 'NONE']),
});
export type ProtectionProfile = z.infer<typeof protectionProfileValue>;

export const limitView = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** The limit in force (minor units, or minutes for a session limit); null when none is. */
  amount: z.string().nullable(),
  /** Used in the current period (minor units; a loss limit's net loss may be negative). Null for a session limit. */
  used: minorString.nullable(),
  /** When the current period ends (the counter starts again), in ISO time; null for a session limit. */
  resetsAt: z.string().nullable(),
  /** An increase or removal waiting for its cooling-off: the new amount (null = removal), when it may be confirmed. */
  pending: z.object({ amount: z.string().nullable(), effectiveAt: z.string(), confirmable: z.boolean() }).nullable(),
});
export type LimitView = z.infer<typeof limitView>;

export const protectionBlockView = z.object({ kind: z.enum(blockKinds), until: z.string(), since: z.string() });

export const protectionStateValue = z.object({
  profile: protectionProfileValue,
  limits: z.array(limitView),
  block: protectionBlockView.nullable(),
  /** The player's reality-check interval (minutes), null when off. */
  realityMinutes: z.number().int().nullable(),
  /** Whether the limits offer should be shown now (registration or first deposit, per profile, none set yet). */
  offerLimits: z.boolean(),
});
export type ProtectionState = z.infer<typeof protectionStateValue>;

/** A money amount in minor units as digits; a session limit in whole minutes (1 to 1,440). */
const limitAmount = z.string().regex(/^\d{1,15}$/);
export const setLimitBody = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** The new limit; null removes it (a removal waits like an increase). */
  amount: limitAmount.nullable(),
});
export type SetLimitBody = z.infer<typeof setLimitBody>;
export const limitRefBody = z.object({ kind: z.enum(limitKinds), period: z.enum(limitPeriods) });

export const timeoutBody = z.object({
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366),
});
export const exclusionBody = z.object({
  months: z.number().int().min(1).max(120),
  /** The player typed the confirmation word shown (EXCLUDE): a self-exclusion cannot be undone early. */
  confirm: z.literal('EXCLUDE'),
});
export const realityBody = z.object({ minutes: z.number().int().min(5).max(240).nullable() });
export const realityAckBody = z.object({ checkId: z.string().regex(/^\d{1,18}$/), choice: z.enum(['continue', 'stop']) });

/** What a reality check tells the player: time since login and the net position (won minus staked) since then. */
export const realityCheckValue = z.object({
  checkId: z.string(),
  minutes: z.number().int(),
  staked: minorString,
  won: minorString,
  net: minorString,
  since: z.string(),
});
export type RealityCheck = z.infer<typeof realityCheckValue>;

export const playSummaryQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const playSummaryValue = z.object({
  days: z.number().int(),
  deposits: minorString,
  withdrawals: minorString,
  staked: minorString,
  won: minorString,
  /** Won minus staked. */
  net: minorString,
  /** Minutes signed in over the period (sessions' first to last activity). */
  minutes: z.number().int(),
  sessions: z.number().int(),
  /** One row per day with play or money, newest first, in the merchant's zone. */
  byDay: z.array(z.object({ day: z.string(), deposits: minorString, staked: minorString, won: minorString, net: minorString })),
});
export type PlaySummary = z.infer<typeof playSummaryValue>;

// ---- back office ----

export const protectionHistoryRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  actor: z.string(),
  at: z.string(),
});
export const harmIndicators = [
  'nightPlay',
  'depositVelocity',
  'failedDeposits',
  'cancelledWithdrawals',
  'limitIncreases',
  'depositAfterLoss',
  'longSessions',
  'chatKeywords',
] as const;
export type HarmIndicator = (typeof harmIndicators)[number];
export const markersView = z.object({
  score: z.number().int(),
  indicators: z.record(z.string(), z.number()),
  restricted: z.boolean(),
  updatedAt: z.string().nullable(),
});
export const rgCaseStatuses = ['OPEN', 'CLOSED'] as const;
export const rgOutcomes = ['NO_ACTION', 'LIMITS_AGREED', 'TIMEOUT_APPLIED', 'RESTRICTION_KEPT', 'REFERRED'] as const;
export const rgCaseRow = z.object({
  id: z.number().int(),
  account: z.string(),
  status: z.enum(rgCaseStatuses),
  score: z.number().int(),
  /** The indicators that triggered the case, with their values. */
  triggers: z.record(z.string(), z.number()),
  owner: z.string().nullable(),
  outcome: z.enum(rgOutcomes).nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type RgCaseRow = z.infer<typeof rgCaseRow>;
export const rgInteraction = z.object({
  id: z.number().int(),
  author: z.string(),
  channel: z.enum(['CALL', 'EMAIL', 'CHAT', 'NOTE']),
  text: z.string(),
  at: z.string(),
});
export const rgCaseValue = rgCaseRow.extend({ interactions: z.array(rgInteraction) });
export const rgCasesQuery = z.object({
  status: z.enum(rgCaseStatuses).default('OPEN'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const rgCasesValue = z.object({ rows: z.array(rgCaseRow), total: z.number().int() });
export const rgInteractionBody = z.object({
  channel: z.enum(['CALL', 'EMAIL', 'CHAT', 'NOTE']),
  text: z.string().trim().min(3).max(2000),
});
export const rgCloseBody = z.object({
  outcome: z.enum(rgOutcomes),
  /** Lift the automatic restriction (no bonuses, no marketing) the case placed. */
  liftRestriction: z.boolean(),
  reason: z.string().trim().min(3).max(300),
});
export const staffLimitBody = setLimitBody.extend({ reason: z.string().trim().min(3).max(300) });
export const staffTimeoutBody = timeoutBody.extend({ reason: z.string().trim().min(3).max(300) });

export const playerProtectionValue = z.object({
  state: protectionStateValue,
  history: z.array(protectionHistoryRow),
  markers: markersView,
  cases: z.array(rgCaseRow),
  summary: playSummaryValue,
});
export type PlayerProtection = z.infer<typeof playerProtectionValue>;
