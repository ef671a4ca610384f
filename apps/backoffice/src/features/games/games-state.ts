import { gameCategories, gameStatusFilters } from '@wl/contracts';

export type GameCategoryCode = (typeof gameCategories)[number];
export type GameStatusFilter = (typeof gameStatusFilters)[number];
export type GamesView = { keyword: string; category: GameCategoryCode | ''; vendor: string; status: GameStatusFilter; page: number };

/** Games per page in the table. */
export const GAMES_PAGE_SIZE = 20;

/** Query keys of the games feature: everything of one merchant's catalogue under one prefix. */
export const gamesKeys = {
  all: (merchant: string) => ['games', merchant] as const,
  list: (merchant: string, v: GamesView) => ['games', merchant, 'list', v] as const,
  facets: (merchant: string) => ['games', merchant, 'facets'] as const,
  hot: (merchant: string) => ['games', merchant, 'hot'] as const,
  vendors: (merchant: string) => ['games', merchant, 'vendors'] as const,
  health: (merchant: string, vendor: string) => ['games', merchant, 'health', vendor] as const,
};

/** The table's filter and page from the address (`?q=…&category=RNG&vendor=HOUSE&status=HOT&page=2`); unknown values drop. */
export const gamesFromParams = (p: URLSearchParams): GamesView => {
  const page = Number(p.get('page'));
  const category = p.get('category') ?? '';
  const status = p.get('status') ?? '';
  const vendor = (p.get('vendor') ?? '').toUpperCase();
  return {
    keyword: (p.get('q') ?? '').trim().slice(0, 64),
    category: (gameCategories as readonly string[]).includes(category) ? (category as GameCategoryCode) : '',
    vendor: /^[A-Z0-9_]{1,32}$/.test(vendor) ? vendor : '',
    status: (gameStatusFilters as readonly string[]).includes(status) ? (status as GameStatusFilter) : 'ALL',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

/** The address of a view: only what differs from the defaults. */
export const paramsOfGames = (v: GamesView): Record<string, string> => ({
  ...(v.keyword ? { q: v.keyword } : {}),
  ...(v.category ? { category: v.category } : {}),
  ...(v.vendor ? { vendor: v.vendor } : {}),
  ...(v.status !== 'ALL' ? { status: v.status } : {}),
  ...(v.page > 1 ? { page: String(v.page) } : {}),
});

/** Icons the server takes: PNG, JPEG or WebP of at most `max` bytes (the server checks the bytes again). */
export const iconProblem = (file: { type: string; size: number }, max: number): 'type' | 'size' | null => {
  if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type)) return 'type';
  if (file.size > max) return 'size';
  return null;
};
