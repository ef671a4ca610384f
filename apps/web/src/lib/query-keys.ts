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
