/** The rewards module's face: the reward centre, claims, bonus wagering and the withdrawal gate (decision 013). */
export { type ClaimGuard, rewardsRoutes } from './rewards.routes';
export { BONUS_KIND, createRewardsService, FORFEIT_KIND, type RewardsService, turnoverOf } from './rewards.service';
export { applyTurnover, createWageringGate, type ValidBet, type WageringGate } from './wagering';
export type { NewReward } from './rewards.repo';
