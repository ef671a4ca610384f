import type { OddsEntry } from '@wl/contracts';
import { keno } from '@wl/house-games';
import { describe, expect, it } from 'vitest';
import { kenoPayTable, kenoTypeOf, quickPick, togglePick } from './keno-pick';
import { linesOfPick } from './slip';

/** The odds lines the server answers for keno: one per bet type and hit count. */
const entries: OddsEntry[] = keno.kenoBetTypes.flatMap((betType) =>
  keno.kenoPayTables[betType].map((oddsMilli, hits) => ({ betType, rank: null, hits, oddsMilli })),
);

describe('keno pick', () => {
  it('the count of numbers picked makes the bet type, and the pick makes one slip line in ascending order', () => {
    expect(kenoTypeOf([])).toBe('KENO1');
    expect(kenoTypeOf(['05', '17', '80'])).toBe('KENO3');
    let picked: string[] = [];
    for (const n of ['42', '07', '80']) picked = togglePick(picked, n);
    expect(picked).toEqual(['07', '42', '80']);
    expect(linesOfPick(kenoTypeOf(picked), picked)).toEqual([['07', '42', '80']]);
    expect(togglePick(picked, '42')).toEqual(['07', '80']);
  });

  it('takes at most ten numbers', () => {
    const ten = Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0'));
    expect(togglePick(ten, '50')).toEqual(ten);
    expect(kenoTypeOf(ten)).toBe('KENO10');
  });

  it('a quick pick is that many distinct numbers of 01–80', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (const count of [1, 5, 10]) {
      const p = quickPick(count, random);
      expect(p).toHaveLength(count);
      expect(new Set(p).size).toBe(count);
      expect(p.every((n) => /^\d{2}$/.test(n) && Number(n) >= 1 && Number(n) <= 80)).toBe(true);
      expect([...p].sort()).toEqual(p);
    }
  });

  it('shows the pay table of the picked count from the server’s odds, with its return to player', () => {
    const five = kenoPayTable(entries, 5);
    expect(five.lines).toEqual([
      { hits: 3, oddsMilli: 3_000 },
      { hits: 4, oddsMilli: 25_000 },
      { hits: 5, oddsMilli: 615_000 },
    ]);
    expect(five.rtp).toBeCloseTo(0.950742, 5);
    // Ten numbers pays when none comes, too.
    expect(kenoPayTable(entries, 10).lines[0]).toEqual({ hits: 0, oddsMilli: 2_000 });
  });
});
