import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair/fair-rng';
import { toPercent } from '../fair/rational';
import { type DiceBet, diceMultiplier, dicePayout, diceRtp, rollDice, settleDice, winningRolls } from './dice';

describe('dice', () => {
  it.each([
    // roll, bet, win, payout
    [4999, { stake: 100, target: 5000, direction: 'under' }, true, 198],
    [5000, { stake: 100, target: 5000, direction: 'under' }, false, 0],
    [5001, { stake: 100, target: 5000, direction: 'over' }, true, 198],
    [5000, { stake: 100, target: 5000, direction: 'over' }, false, 0],
    [0, { stake: 100, target: 100, direction: 'under' }, true, 9900],
    [9999, { stake: 1000, target: 199, direction: 'over' }, true, 1010],
  ] as [number, DiceBet, boolean, number][])('roll %i against %j', (roll, bet, win, payout) => {
    const result = settleDice(bet, roll);
    expect(result.win).toBe(win);
    expect(result.payout).toBe(payout);
  });

  it('prices the multiplier as 99 / win chance and rounds payouts down to the minor unit', () => {
    expect(diceMultiplier(5000, 'under')).toEqual({ numerator: 99n, denominator: 50n }); // x1.98
    expect(winningRolls(3333, 'under')).toBe(3333);
    expect(winningRolls(3333, 'over')).toBe(6666);
    expect(dicePayout({ stake: 100, target: 3333, direction: 'under' })).toBe(297); // 297.0297...
  });

  it('has an exact RTP of 99% when the payout divides evenly, a hair less when it is rounded', () => {
    expect(diceRtp({ stake: 100, target: 5000, direction: 'under' })).toEqual({ numerator: 99n, denominator: 100n });
    expect(diceRtp({ stake: 100, target: 8999, direction: 'over' })).toEqual({ numerator: 99n, denominator: 100n });
    const rounded = diceRtp({ stake: 100, target: 3333, direction: 'under' });
    expect(rounded).toEqual({ numerator: 989901n, denominator: 1000000n });
    expect(toPercent(rounded)).toBe('98.9901%');
  });

  it('refuses targets outside 1%..98% win chance and fractional stakes', () => {
    const rng = new FairRng({ serverSeed: '00'.repeat(32), clientSeed: 'x', nonce: 0 });
    expect(() => rollDice({ stake: 100, target: 99, direction: 'under' }, rng)).toThrow(RangeError);
    expect(() => rollDice({ stake: 100, target: 9801, direction: 'under' }, rng)).toThrow(RangeError);
    expect(() => rollDice({ stake: 100, target: 9900, direction: 'over' }, rng)).toThrow(RangeError);
    expect(() => rollDice({ stake: 1.5, target: 5000, direction: 'under' }, rng)).toThrow(RangeError);
    expect(() => rollDice({ stake: 100, target: 5000, direction: 'sideways' as 'under' }, rng)).toThrow(RangeError);
  });

  it('rolls 0.00..99.99 from the RNG', () => {
    const rng = new FairRng({ serverSeed: '00'.repeat(32), clientSeed: 'x', nonce: 0 });
    const rolls = Array.from({ length: 200 }, () => rollDice({ stake: 1, target: 5000, direction: 'under' }, rng).roll);
    expect(Math.min(...rolls)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...rolls)).toBeLessThanOrEqual(9999);
    expect(new Set(rolls).size).toBeGreaterThan(150);
  });
});
