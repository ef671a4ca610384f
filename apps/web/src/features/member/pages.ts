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
  'responsibleGaming',
  'verification',
] as const;

export type MemberPage = (typeof memberPages)[number];

/**
 * The whitelabel module a page belongs to (facts.md): the page, and every menu entry opening it, shows only while
 * the merchant reports that module on (the server reports a module on only once its calls answer).
 */
export const memberPageModule: Partial<Record<MemberPage, string>> = {
  transferFund: 'FUNDTRANS3',
  rewardCenter: 'REWCEN3',
  bonusDetails: 'REWCEN3',
  manualRebate: 'REWCEN3',
  missionLeaderboard: 'REWCEN3',
  referral: 'REFERRAL3',
  messageV2: 'INBOX3',
};

/**
 * Whether a member page (or a link to it) is shown for these module switches. Invite friends also needs the
 * referral promotion enabled (member info's availablePromo); while it is not known (logged out) the entry shows.
 */
export const memberPageOn = (page: MemberPage, modules: Record<string, boolean>, availablePromo?: boolean) => {
  const mod = memberPageModule[page];
  if (mod && modules[mod] !== true) return false;
  return page !== 'referral' || availablePromo !== false;
};

export const visibleMemberPages = (modules: Record<string, boolean>, availablePromo?: boolean) =>
  memberPages.filter((p) => memberPageOn(p, modules, availablePromo));
export const defaultMemberPage: MemberPage = 'securityCenter';

export const isMemberPage = (id: string): id is MemberPage => (memberPages as readonly string[]).includes(id);
