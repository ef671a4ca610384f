import { z } from 'zod';
import { minorString } from './wallet';

export const rewardSources = ['PROMOTION', 'RAFFLE', 'MISSION', 'VIP_UPGRADE', 'VIP_MONTHLY', 'MANUAL'] as const;
export type RewardSourceName = (typeof rewardSources)[number];

/** One claimable (or claimed, or expired) reward of the reward centre. */
export const rewardItem = z.object({
  id: z.number().int(),
  source: z.enum(rewardSources),
  title: z.string(),
  amount: minorString,
  /** Wagering asked once claimed, as a multiple of the amount in hundredths (0: withdrawable at once). */
  turnoverX100: z.number().int(),
  earlyWithdrawal: z.enum(['REFUSE', 'FORFEIT']),
  status: z.enum(['AVAILABLE', 'CLAIMED', 'EXPIRED']),
  expiresAt: z.string(),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
});
export type RewardItem = z.infer<typeof rewardItem>;

/**
 * MCSFE_getAvailablePromotions: the reward centre. `items` are the rewards waiting (and the last 30 days of claimed
 * or expired ones); `rebate` is the rebate a manual-rebate merchant lets the member claim now (claimed on its own
 * page); `count` is what the badges show (availablePromoCount).
 */
export const rewardCentreValue = z.object({
  items: z.array(rewardItem),
  rebate: z.object({ amount: minorString }).nullable(),
  count: z.number().int(),
});
export type RewardCentreValue = z.infer<typeof rewardCentreValue>;

export const bonusStatuses = ['ACTIVE', 'COMPLETED', 'FORFEITED'] as const;
export const bonusView = z.object({
  id: z.number().int(),
  source: z.string(),
  title: z.string(),
  amount: minorString,
  turnoverRequired: minorString,
  turnoverDone: minorString,
  turnoverLeft: minorString,
  earlyWithdrawal: z.enum(['REFUSE', 'FORFEIT']),
  status: z.enum(bonusStatuses),
  forfeited: minorString,
  grantedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type BonusView = z.infer<typeof bonusView>;

/**
 * bonusDetails (MCS2_getPromotionClaimList): the member's bonuses and their wagering, and what a withdrawal may
 * take now: nothing while a bonus that refuses early withdrawal is wagering; otherwise the main balance less what
 * forfeiting bonuses would take back.
 */
export const bonusDetailsValue = z.object({
  list: z.array(bonusView),
  summary: z.object({
    balance: minorString,
    withdrawable: minorString,
    locked: z.boolean(),
    forfeitOnWithdrawal: minorString,
    turnoverLeft: minorString,
  }),
});
export type BonusDetailsValue = z.infer<typeof bonusDetailsValue>;

export const rewardClaimValue = z.object({
  reward: rewardItem,
  bonus: bonusView.nullable(),
  balance: minorString,
});
export type RewardClaimValue = z.infer<typeof rewardClaimValue>;
