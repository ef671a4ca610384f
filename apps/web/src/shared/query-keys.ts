/** Query-key factory: one place that names every cached resource (architecture: TanStack Query). */
export const qk = {
  system: {
    all: ['system'] as const,
    status: () => ['system', 'status'] as const,
    helpCenter: (language: string) => ['system', 'helpCenter', language] as const,
    countries: () => ['system', 'country'] as const,
    whitelabel: () => ['system', 'whitelabel'] as const,
  },
  member: {
    all: ['member'] as const,
    info: (token: string | null) => ['member', 'info', token] as const,
    icon: () => ['member', 'icon'] as const,
    security: () => ['member', 'security'] as const,
  },
};

/** Query keys of the wallet's resources (one factory, so a money move refreshes everything it touches). */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => ['wallet', 'balance'] as const,
  funds: () => ['wallet', 'funds'] as const,
  merchantWallet: () => ['wallet', 'merchantWallet'] as const,
  history: (q: object) => ['wallet', 'history', q] as const,
  channels: () => ['wallet', 'channels'] as const,
  deposits: () => ['wallet', 'deposits'] as const,
  payees: () => ['wallet', 'payees'] as const,
  paymentPassword: () => ['wallet', 'paymentPassword'] as const,
  withdrawals: () => ['wallet', 'withdrawals'] as const,
  notices: () => ['wallet', 'notices'] as const,
  downline: () => ['wallet', 'downline'] as const,
};

/** Query keys of the platform messages (the unread count drives every badge; a change refreshes the inbox). */
export const messageKeys = {
  all: ['messages'] as const,
  unread: () => ['messages', 'unread'] as const,
  inbox: (q: object) => ['messages', 'inbox', q] as const,
  inboxAll: () => ['messages', 'inbox'] as const,
};

/** Query keys of promotions, the reward centre and bonuses (a claim refreshes them, the wallet and member info). */
/** Rebates, VIP, missions and the points mall (features/loyalty). */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  rebate: () => ['loyalty', 'rebate'] as const,
  rebateHistory: (pageNo: number, category: string | null) => ['loyalty', 'rebate-history', pageNo, category] as const,
  vip: () => ['loyalty', 'vip'] as const,
  missions: () => ['loyalty', 'missions'] as const,
  leaderboard: (period: string) => ['loyalty', 'leaderboard', period] as const,
  points: (part: string, ...rest: unknown[]) => ['loyalty', 'points', part, ...rest] as const,
};

export const promoKeys = {
  all: ['promotions'] as const,
  categories: () => ['promotions', 'categories'] as const,
  list: (category: string | null, token: string | null) => ['promotions', 'list', category, token] as const,
  detail: (id: number, token: string | null) => ['promotions', 'detail', id, token] as const,
  rewards: () => ['promotions', 'rewards'] as const,
  bonuses: () => ['promotions', 'bonuses'] as const,
};
