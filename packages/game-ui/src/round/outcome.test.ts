import { describe, expect, it } from 'vitest';
import { bigWinMs, classifyReturn } from './outcome';

describe('a return is a win only above the stake', () => {
  it('classifies returns', () => {
    expect(classifyReturn(1000n, 0n)).toMatchObject({ kind: 'loss', celebrate: false, tier: 0 });
    // a 25-line spin paying 9.20 of a 10.00 stake is a loss, told plainly, never celebrated
    expect(classifyReturn(1000n, 920n)).toMatchObject({ kind: 'returned', celebrate: false, tier: 0, multiplier: 0.92 });
    expect(classifyReturn(1000n, 1000n)).toMatchObject({ kind: 'push', celebrate: false });
    expect(classifyReturn(1000n, 1001n)).toMatchObject({ kind: 'win', celebrate: true, tier: 0 });
  });

  it('scales the big-win moment with the multiplier', () => {
    expect(classifyReturn(100n, 999n).tier).toBe(0);
    expect(classifyReturn(100n, 1000n).tier).toBe(1);
    expect(classifyReturn(100n, 3000n).tier).toBe(2);
    expect(classifyReturn(100n, 7500n).tier).toBe(3);
    expect(bigWinMs(1, 10)).toBeLessThan(bigWinMs(2, 30));
    expect(bigWinMs(2, 30)).toBeLessThan(bigWinMs(3, 500));
    expect(bigWinMs(3, 1e9)).toBeLessThanOrEqual(6000);
    expect(bigWinMs(0, 5)).toBe(0);
  });
});
