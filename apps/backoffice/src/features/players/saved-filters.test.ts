import { describe, expect, it } from 'vitest';
import { currentFilterId, savedQueryOf, searchOfSaved, takenName } from './saved-filters';
import { defaultSearch } from './search-state';

const locked = { ...defaultSearch, status: 'LOCKED', sort: 'account', dir: 'asc' } as const;

describe('saved filters of the player search', () => {
  it('saves the address of the search without its page', () => {
    expect(savedQueryOf({ ...locked, page: 3 })).toBe('status=LOCKED&sort=account&dir=asc');
    expect(savedQueryOf(defaultSearch)).toBe('');
  });

  it('opens a stored query as the page would read it, unknown parts dropped', () => {
    expect(searchOfSaved('by=account&q=demo01&page=5')).toBe('?by=account&q=demo01');
    expect(searchOfSaved('shoe=1&status=GONE')).toBe('');
  });

  it('knows which saved filter the page shows, whatever the page number', () => {
    const filters = [
      { id: 1, name: 'All', query: '' },
      { id: 2, name: 'Locked', query: 'status=LOCKED&sort=account&dir=asc' },
    ];
    expect(currentFilterId(filters, { ...locked, page: 2 })).toBe(2);
    expect(currentFilterId(filters, defaultSearch)).toBe(1);
    expect(currentFilterId(filters, { ...defaultSearch, q: 'x' })).toBeNull();
  });

  it('tells when a name replaces a saved filter', () => {
    const filters = [{ id: 1, name: 'Locked', query: '' }];
    expect(takenName(filters, ' Locked ')).toBe(true);
    expect(takenName(filters, 'locked')).toBe(false);
    expect(takenName(filters, '  ')).toBe(false);
  });
});
