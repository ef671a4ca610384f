/** Query keys of the verification feature: everything about one merchant's document review under one prefix. */
export const kycKeys = {
  all: (merchant: string) => ['kyc', merchant] as const,
  queueAll: (merchant: string) => ['kyc', merchant, 'queue'] as const,
  queue: (merchant: string, status: string, page: number) => ['kyc', merchant, 'queue', status, page] as const,
  review: (merchant: string, id: number) => ['kyc', merchant, 'review', id] as const,
  file: (merchant: string, id: number) => ['kyc', merchant, 'file', id] as const,
  player: (merchant: string, account: string) => ['kyc', merchant, 'player', account] as const,
};
