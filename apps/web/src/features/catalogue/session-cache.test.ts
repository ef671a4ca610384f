import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_KEYS, closePopups, closedPopups, flagHotRefresh, readCache, writeCache } from './session-cache';

const memoryStorage = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
  };
};

describe('session-storage caches (spec section 4)', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the vendor list per language, so a language change reloads it', () => {
    writeCache(CACHE_KEYS.gameVendor, 'EN', ['PG Soft']);
    expect(sessionStorage.getItem('gameVendor')).toContain('PG Soft');
    expect(readCache(CACHE_KEYS.gameVendor, 'EN')).toEqual(['PG Soft']);
    expect(readCache(CACHE_KEYS.gameVendor, 'UR')).toBeUndefined();
  });

  it('reloads HOT_GAMES once the refresh flag is set, and clears the flag on the next write', () => {
    writeCache(CACHE_KEYS.hotGames, 'EN', [1, 2]);
    expect(readCache(CACHE_KEYS.hotGames, 'EN')).toEqual([1, 2]);
    flagHotRefresh();
    expect(readCache(CACHE_KEYS.hotGames, 'EN')).toBeUndefined();
    writeCache(CACHE_KEYS.hotGames, 'EN', [3]);
    expect(readCache(CACHE_KEYS.hotGames, 'EN')).toEqual([3]);
  });

  it('remembers dismissed pop-ups separately for logged-in and anonymous visitors', () => {
    closePopups(false, [9]);
    expect(closedPopups(false)).toEqual([9]);
    expect(closedPopups(true)).toEqual([]);
    closePopups(true, [9, 10]);
    expect(closedPopups(true)).toEqual([9, 10]);
  });

  it('ignores a corrupted entry instead of failing', () => {
    sessionStorage.setItem('gameVendor', '{not json');
    expect(readCache(CACHE_KEYS.gameVendor, 'EN')).toBeUndefined();
  });
});
