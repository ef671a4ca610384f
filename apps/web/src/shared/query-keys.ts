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
