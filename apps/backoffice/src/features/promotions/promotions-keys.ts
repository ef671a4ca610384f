/** The cached reads of the promotions page. */
export const promotionsKeys = {
  all: (merchant: string) => ['promotions', merchant] as const,
  list: (merchant: string, window?: string) => ['promotions', merchant, 'list', ...(window ? [window] : [])] as const,
  definition: (merchant: string, id: number) => ['promotions', merchant, 'definition', id] as const,
  uptake: (merchant: string, id: number) => ['promotions', merchant, 'uptake', id] as const,
  categories: (merchant: string) => ['promotions', merchant, 'categories'] as const,
  entries: (merchant: string, status: string) => ['promotions', merchant, 'entries', status] as const,
};
