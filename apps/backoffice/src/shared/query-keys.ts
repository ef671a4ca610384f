/** Query-key factory: one place that names every cached resource of the back office. */
export const boKeys = {
  meAll: ['me'] as const,
  me: (token: string | null) => ['me', token] as const,
  sessions: () => ['sessions'] as const,
  staff: (merchant: string) => ['staff', merchant] as const,
  roles: (merchant: string) => ['roles', merchant] as const,
  approvalsAll: (merchant: string) => ['approvals', merchant] as const,
  approvals: (merchant: string, state: string) => ['approvals', merchant, state] as const,
  merchantFacts: (merchant: string) => ['merchantFacts', merchant] as const,
};
