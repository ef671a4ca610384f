/** The cached reads of the loyalty page. */
export const loyaltyKeys = {
  vip: (merchant: string) => ['loyalty', merchant, 'vip'] as const,
  rebates: (merchant: string) => ['loyalty', merchant, 'rebates'] as const,
  missions: (merchant: string) => ['loyalty', merchant, 'missions'] as const,
  points: (merchant: string) => ['loyalty', merchant, 'points'] as const,
  items: (merchant: string) => ['loyalty', merchant, 'items'] as const,
  raffles: (merchant: string) => ['loyalty', merchant, 'raffles'] as const,
  raffle: (merchant: string, id: number) => ['loyalty', merchant, 'raffle', id] as const,
};
