/** The referral module's face: what app.ts may use. */
export { referralRoutes } from './referral.routes';
export { createReferralService, type ReferralService } from './referral.service';
/** The domain events the referral rewards consumer follows. */
export const referralRewardEvents = ['deposit.credited'] as const;
