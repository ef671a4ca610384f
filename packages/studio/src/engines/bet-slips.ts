import { type Market, PICKS } from './sportsbook-markets';

export type Leg = { fixtureId: string; market: Market; pick: string; odds: number };

export const MAX_LEGS = 8;
/** A slip's legs: known markets and picks, at most one leg per match, 1 to 8 legs. */
export const validateSlip = (legs: Leg[]) => {
  if (!Array.isArray(legs) || legs.length < 1 || legs.length > MAX_LEGS) throw new RangeError('a slip has 1 to 8 legs');
  const seen = new Set<string>();
  for (const l of legs) {
    if (!PICKS[l.market]?.includes(l.pick)) throw new RangeError('unknown market or pick');
    if (seen.has(l.fixtureId)) throw new RangeError('one leg per match');
    seen.add(l.fixtureId);
  }
};

/**
 * Settles a single or a parlay: any lost leg loses the slip; void legs count at odds 1.00 (a slip whose legs are all
 * void returns the stake); otherwise the stake times the product of the winning legs' odds, rounded down.
 */
export const settleSlip = (stake: number, legs: { odds: number; result: 'WON' | 'LOST' | 'VOID' }[]) => {
  if (legs.some((l) => l.result === 'LOST')) return 0;
  let num = BigInt(stake);
  let den = 1n;
  for (const l of legs)
    if (l.result === 'WON') {
      num *= BigInt(l.odds);
      den *= 100n;
    }
  return Number(num / den);
};
