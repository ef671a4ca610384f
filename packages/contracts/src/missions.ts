import { z } from 'zod';
import { gameCategories } from './catalogue';
import { rewardItem } from './rewards';
import { minorString } from './wallet';

// ─── Missions and the leaderboard (missionLeaderboard) ───────────────────────────────────────────────────────────

export const missionPeriods = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];
/** What a mission counts over its period: rounds played, valid bet, deposits, days signed in. */
export const missionConditions = ['ROUNDS', 'VALID_BET', 'DEPOSIT', 'LOGIN_DAYS'] as const;
export type MissionConditionCode = (typeof missionConditions)[number];
export const leaderboardMetrics = ['VALID_BET', 'WINS'] as const;
export type LeaderboardMetric = (typeof leaderboardMetrics)[number];

/** A period of the merchant's calendar: the day, or the week from Monday; `start` is its first day (YYYY-MM-DD). */
export const missionPeriodView = z.object({ period: z.enum(missionPeriods), start: z.string(), endsAt: z.string() });

/** One mission as the member sees it this period: what it counts, how far they are, and whether it can be claimed. */
export const missionView = z.object({
  id: z.number().int(),
  code: z.string(),
  period: z.enum(missionPeriods),
  periodStart: z.string(),
  endsAt: z.string(),
  title: z.string(),
  condition: z.enum(missionConditions),
  category: z.string().nullable(),
  target: minorString,
  progress: minorString,
  reward: minorString,
  turnoverX100: z.number().int(),
  /** IN_PROGRESS until the target is met, then CLAIMABLE until claimed (CLAIMED) or its reward expired (EXPIRED). */
  status: z.enum(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED', 'EXPIRED']),
  rewardId: z.number().int().nullable(),
});
export type MissionView = z.infer<typeof missionView>;

export const missionSummaryValue = z.object({
  periods: z.array(missionPeriodView),
  list: z.array(missionView),
  /** Missions done and not yet claimed (the missions badge). */
  claimable: z.number().int(),
});
export type MissionSummaryValue = z.infer<typeof missionSummaryValue>;

export const missionClaimBody = z
  .object({
    missionId: z.number().int().min(1).max(2_147_483_647),
    /** The period's first day; the current period when left out. */
    periodStart: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .strict();
export const missionClaimValue = z.object({ mission: missionView, reward: rewardItem, balance: minorString });

export const leaderboardQuery = z.object({ period: z.enum(missionPeriods).default('DAILY') });
export const leaderboardEntry = z.object({ rank: z.number().int(), account: z.string(), value: minorString, me: z.boolean() });
export const leaderboardValue = z.object({
  period: z.enum(missionPeriods),
  start: z.string(),
  metric: z.enum(leaderboardMetrics),
  list: z.array(leaderboardEntry),
  /** The member's own place (also when outside the list); null before they played this period. */
  mine: z.object({ rank: z.number().int(), value: minorString }).nullable(),
});
export type LeaderboardValue = z.infer<typeof leaderboardValue>;

/** The operator's mission definition. */
export const opsMission = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    period: z.enum(missionPeriods),
    title: z
      .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(120))
      .refine((t) => typeof t.EN === 'string', { message: 'EN is required' }),
    condition: z.enum(missionConditions),
    /** ROUNDS and VALID_BET: count this game category only (null: all). */
    category: z.enum(gameCategories).nullable().default(null),
    /** Rounds or days for ROUNDS and LOGIN_DAYS; minor units for VALID_BET and DEPOSIT. */
    target: z.string().regex(/^[1-9]\d{0,14}$/),
    reward: z.string().regex(/^[1-9]\d{0,12}$/),
    turnoverX100: z.number().int().min(0).max(100_000).default(100),
    status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export type OpsMission = z.infer<typeof opsMission>;
export const opsMissionsValue = z.object({
  list: z.array(opsMission.extend({ id: z.number().int(), title: z.record(z.string(), z.string()) })),
  leaderboardMetric: z.enum(leaderboardMetrics),
});
export const opsLeaderboardBody = z.object({ metric: z.enum(leaderboardMetrics) }).strict();
