import type { NewReward } from '../rewards';
import type { PromotionRow } from './promotions.repo';

const DAY_MS = 86_400_000;

/**
 * The terms a reward issued by promotion `p` at `at` carries, whatever issued it (a trigger, a raffle draw): the
 * promotion, its title and wagering, and the end of its claim window.
 */
export const promotionRewardTerms = (
  p: PromotionRow,
  at: Date,
): Pick<NewReward, 'promotionId' | 'title' | 'turnoverX100' | 'earlyWithdrawal' | 'expiresAt'> => ({
  promotionId: p.id,
  title: p.title,
  turnoverX100: p.turnover_x100,
  earlyWithdrawal: p.early_withdrawal,
  expiresAt: new Date(at.getTime() + p.claim_days * DAY_MS),
});
