/** Query keys of the protection feature: everything about one merchant's player protection under one prefix. */
export const protectionKeys = {
  all: (merchant: string) => ['protection', merchant] as const,
  player: (merchant: string, account: string) => ['protection', merchant, 'player', account] as const,
  casesAll: (merchant: string) => ['protection', merchant, 'cases'] as const,
  cases: (merchant: string, status: string, page: number) => ['protection', merchant, 'cases', status, page] as const,
  case: (merchant: string, id: number) => ['protection', merchant, 'case', id] as const,
};
