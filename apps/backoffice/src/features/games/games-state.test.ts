import { describe, expect, it } from 'vitest';
import { moveInList } from '../../shared/move-in-list';
import { gamesFromParams, iconProblem, paramsOfGames } from './games-state';
import { fromZonedInput, toZonedInput } from '../../shared/zoned-time';

describe('the games table’s address', () => {
  it('reads known filters and drops the rest', () => {
    expect(gamesFromParams(new URLSearchParams('q= slot &category=RNG&vendor=house&status=HOT&page=3'))).toEqual({
      keyword: 'slot',
      category: 'RNG',
      vendor: 'HOUSE',
      status: 'HOT',
      page: 3,
    });
    expect(gamesFromParams(new URLSearchParams('category=NOPE&vendor=a b&status=x&page=-1'))).toEqual({
      keyword: '',
      category: '',
      vendor: '',
      status: 'ALL',
      page: 1,
    });
  });
  it('writes only what differs from the defaults, and reads back the same', () => {
    const v = { keyword: 'x', category: 'LIVE' as const, vendor: '', status: 'ALL' as const, page: 1 };
    expect(paramsOfGames(v)).toEqual({ q: 'x', category: 'LIVE' });
    expect(gamesFromParams(new URLSearchParams(paramsOfGames(v)))).toEqual(v);
  });
});

describe('the hot order', () => {
  it('moves one game up or down, and nothing past the ends', () => {
    expect(moveInList([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveInList([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveInList([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveInList([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('icons', () => {
  it('takes png, jpg and webp up to the limit', () => {
    expect(iconProblem({ type: 'image/webp', size: 100 }, 200)).toBeNull();
    expect(iconProblem({ type: 'image/svg+xml', size: 100 }, 200)).toBe('type');
    expect(iconProblem({ type: 'image/png', size: 201 }, 200)).toBe('size');
  });
});

describe('times in the merchant’s zone', () => {
  it('reads and writes wall-clock times of the zone, whatever the browser’s', () => {
    expect(fromZonedInput('2026-11-29T14:30', 'Asia/Karachi')).toBe('2026-11-29T09:30:00.000Z');
    expect(toZonedInput('2026-11-29T09:30:00.000Z', 'Asia/Karachi')).toBe('2026-11-29T14:30');
    // Across a daylight-saving change (London, summer time).
    expect(fromZonedInput('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z');
    expect(toZonedInput(null, 'UTC')).toBe('');
    expect(fromZonedInput('tomorrow', 'UTC')).toBeNull();
  });
});
