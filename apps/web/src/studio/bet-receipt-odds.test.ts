import type { Leg } from '@wl/studio/api';
import { settleSlip } from '@wl/studio/slips';
import { describe, expect, it } from 'vitest';
import { potentialReturn, slipOdds } from './BetReceipt';

const leg = (odds: number): Leg => ({ fixtureId: `f${odds}`, market: '1X2', pick: 'home', odds });

describe("a receipt's return is what the studio will pay", () => {
  it('multiplies prices exactly, where floating point would lose a unit', () => {
    // 100 × 1.15 is 114.99999999999999 in floating point: rounded down, a receipt would promise 114.
    expect(potentialReturn(100, [leg(115)])).toBe(115);
    expect(potentialReturn(1000, [leg(115), leg(290), leg(133)])).toBe(
      settleSlip(
        1000,
        [115, 290, 133].map((odds) => ({ odds, result: 'WON' })),
      ),
    );
  });
  it('shows the total odds to the hundredth, rounded down', () => {
    expect(slipOdds([leg(185), leg(210)])).toBe(3.88);
    expect(slipOdds([leg(115)])).toBe(1.15);
  });
});
