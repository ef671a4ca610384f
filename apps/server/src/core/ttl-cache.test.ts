import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  const setup = () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, max: 2, staleMs: 500, now: () => clock });
    const load = () => Promise.resolve(++loads);
    return { cache, load, tick: (ms: number) => (clock += ms), loads: () => loads };
  };

  it('answers from the cache within the TTL', async () => {
    const s = setup();
    expect(await s.cache.get('a', s.load)).toBe(1);
    s.tick(50);
    expect(await s.cache.get('a', s.load)).toBe(1);
    expect(s.loads()).toBe(1);
  });

  it('answers the stale value while one refresh runs, then the fresh one', async () => {
    const s = setup();
    await s.cache.get('a', s.load);
    s.tick(150);
    let release: (v: number) => void = () => {};
    let refreshes = 0;
    const slow = () => {
      refreshes++;
      return new Promise<number>((r) => {
        release = r;
      });
    };
    expect(await s.cache.get('a', slow)).toBe(1);
    expect(await s.cache.get('a', slow)).toBe(1);
    expect(refreshes).toBe(1);
    release(7);
    await new Promise((r) => setTimeout(r, 0));
    expect(await s.cache.get('a', slow)).toBe(7);
  });

  it('waits for the database when the entry is older than the stale limit', async () => {
    const s = setup();
    await s.cache.get('a', s.load);
    s.tick(600);
    expect(await s.cache.get('a', s.load)).toBe(2);
  });

  it('forgets failures, drops the oldest entry over the cap, and clears by prefix', async () => {
    const s = setup();
    await expect(s.cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await s.cache.get('x', s.load)).toBe(1);
    await s.cache.get('1|a', s.load);
    await s.cache.get('1|b', s.load);
    expect(s.cache.size()).toBe(2);
    s.cache.clear('1|');
    expect(s.cache.size()).toBe(0);
  });
});
