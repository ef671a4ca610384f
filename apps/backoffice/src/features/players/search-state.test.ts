import { describe, expect, it } from 'vitest';
import { defaultSearch, hasNextPage, paramsFromSearch, queryOfSearch, searchFromParams, sortBy, totalOf } from './search-state';

describe('player search in the address', () => {
  it('reads the default search from an empty address and writes it back as nothing', () => {
    expect(searchFromParams(new URLSearchParams())).toEqual(defaultSearch);
    expect(paramsFromSearch(defaultSearch).toString()).toBe('');
  });

  it('round-trips a full search', () => {
    const s = { by: 'account', q: 'demo01', status: 'LOCKED', sort: 'lastLogin', dir: 'asc', page: 3 } as const;
    const text = paramsFromSearch(s).toString();
    expect(text).toBe('by=account&q=demo01&status=LOCKED&sort=lastLogin&dir=asc&page=3');
    expect(searchFromParams(new URLSearchParams(text))).toEqual(s);
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    const s = searchFromParams(new URLSearchParams('by=shoe&status=GONE&sort=x&dir=up&page=-2&q=%20%20ab%20'));
    expect(s).toEqual({ ...defaultSearch, q: 'ab' });
    expect(searchFromParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('asks the server for twenty rows and leaves an empty query and status out', () => {
    expect(queryOfSearch(defaultSearch)).toEqual({
      by: 'any',
      q: undefined,
      status: undefined,
      sort: 'created',
      dir: 'desc',
      page: 1,
      size: 20,
    });
  });
});

describe('sorting and paging', () => {
  it('turns the direction round on the same column and starts a new column in its natural order', () => {
    const s = { ...defaultSearch, page: 4 };
    expect(sortBy(s, 'created')).toMatchObject({ sort: 'created', dir: 'asc', page: 1 });
    expect(sortBy(s, 'account')).toMatchObject({ sort: 'account', dir: 'asc', page: 1 });
    expect(sortBy(s, 'lastLogin')).toMatchObject({ sort: 'lastLogin', dir: 'desc', page: 1 });
  });

  it('counts exactly up to 1,000 and says 1,000+ past it', () => {
    expect(totalOf(1000)).toEqual({ key: 'players.search.total', count: 1000 });
    expect(totalOf(1001)).toEqual({ key: 'players.search.totalMore', count: 1000 });
  });

  it('offers a next page while rows remain', () => {
    expect(hasNextPage(1, 20, 20)).toBe(false);
    expect(hasNextPage(1, 20, 21)).toBe(true);
    expect(hasNextPage(50, 20, 1001)).toBe(true);
  });
});
