/** Query keys of the regulator feature: one merchant's export kinds, key and recent exports. */
export const regulatorKeys = {
  overview: (merchant: string) => ['regulator', merchant, 'overview'] as const,
};
