/**
 * Member-centre sub-pages (spec section 2). Routing: /member opens the default page (securityCenter);
 * /member/<id> opens a sub-page, e.g. /member/withdraw. An unknown id shows the not-found state.
 */
export const memberPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

export type MemberPage = (typeof memberPages)[number];
export const defaultMemberPage: MemberPage = 'securityCenter';

export const isMemberPage = (id: string): id is MemberPage => (memberPages as readonly string[]).includes(id);
