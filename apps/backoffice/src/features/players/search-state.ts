import { type PlayerSearchQuery, playerSearchFields, playerSorts, playerStatuses } from '@wl/contracts';

/** The player search as the address keeps it (`?by=account&q=demo01&sort=account&dir=asc&page=2`). */
export type SearchState = {
  by: PlayerSearchQuery['by'];
  q: string;
  status: PlayerSearchQuery['status'] | '';
  sort: PlayerSearchQuery['sort'];
  dir: PlayerSearchQuery['dir'];
  page: number;
};

/** One page of results: twenty rows. */
export const PAGE_SIZE = 20;
/** The server counts matches up to 1,001: anything past this many reads "1,000+". */
export const COUNT_LIMIT = 1000;

export const defaultSearch: SearchState = { by: 'any', q: '', status: '', sort: 'created', dir: 'desc', page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The search an address asks for; anything unknown or malformed falls back to the default (a typed address never breaks the page). */
export const searchFromParams = (params: URLSearchParams): SearchState => {
  const page = Number(params.get('page'));
  const status = params.get('status') ?? '';
  return {
    by: oneOf(playerSearchFields, params.get('by'), defaultSearch.by),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: (playerStatuses as readonly string[]).includes(status) ? (status as SearchState['status']) : '',
    sort: oneOf(playerSorts, params.get('sort'), defaultSearch.sort),
    dir: oneOf(['asc', 'desc'] as const, params.get('dir'), defaultSearch.dir),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
};

/** The address of a search: only what differs from the default, in a fixed order (equal searches, equal addresses). */
export const paramsFromSearch = (s: SearchState): URLSearchParams => {
  const out = new URLSearchParams();
  if (s.by !== defaultSearch.by) out.set('by', s.by);
  if (s.q.trim()) out.set('q', s.q.trim());
  if (s.status) out.set('status', s.status);
  if (s.sort !== defaultSearch.sort) out.set('sort', s.sort);
  if (s.dir !== defaultSearch.dir) out.set('dir', s.dir);
  if (s.page !== 1) out.set('page', String(s.page));
  return out;
};

/** The server call's query for a search. */
export const queryOfSearch = (s: SearchState) => ({
  by: s.by,
  q: s.q.trim() || undefined,
  status: s.status || undefined,
  sort: s.sort,
  dir: s.dir,
  page: s.page,
  size: PAGE_SIZE,
});

/** Sorting by another column starts at its natural order (newest first for dates, A→Z for accounts) on page 1. */
export const sortBy = (s: SearchState, sort: SearchState['sort']): SearchState =>
  s.sort === sort
    ? { ...s, dir: s.dir === 'asc' ? 'desc' : 'asc', page: 1 }
    : { ...s, sort, dir: sort === 'account' ? 'asc' : 'desc', page: 1 };

/** How many matched, as the count line shows it: exact up to 1,000, "1,000+" past it. */
export const totalOf = (total: number) =>
  total > COUNT_LIMIT ? { key: 'players.search.totalMore', count: COUNT_LIMIT } : { key: 'players.search.total', count: total };

/** Whether a page follows: the rows so far fall short of the total (past 1,000 there is always one more). */
export const hasNextPage = (page: number, size: number, total: number) => page * size < total;
