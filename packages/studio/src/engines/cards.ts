import type { Rng } from './fair';

/** Cards are 0..51: rank = card % 13 (0 ace .. 12 king), suit = floor(card / 13), as in @wl/house-games and @wl/game-ui. */
export const rankOf = (c: number) => c % 13;
export const suitOf = (c: number) => Math.floor(c / 13);

/** Draws cards without replacement from `decks` decks, by a lazy Fisher-Yates from the front. */
export const dealer = (rng: Rng, decks = 1) => {
  const shoe = Array.from({ length: 52 * decks }, (_, i) => i % 52);
  let pos = 0;
  return () => {
    const j = pos + rng.nextInt(shoe.length - pos);
    const c = shoe[j]!;
    shoe[j] = shoe[pos]!;
    shoe[pos] = c;
    pos++;
    return c;
  };
};

/**
 * A three-card (teen patti) hand as one comparable number: category (trail 5, pure sequence 4, sequence 3, colour 2,
 * pair 1, high card 0) then the ranks that break ties. Ace is high, and A-2-3 is the second-best sequence.
 */
export const teenPattiRank = (cards: readonly number[]): number => {
  const hi = (c: number) => (rankOf(c) === 0 ? 14 : rankOf(c) + 1);
  const r = cards.map(hi).sort((a, b) => b - a) as [number, number, number];
  const flush = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!);
  const wheel = r[0] === 14 && r[1] === 3 && r[2] === 2;
  const run = (r[0] - r[1] === 1 && r[1] - r[2] === 1) || wheel;
  const runHigh = wheel ? 14.5 : r[0]; // A-2-3 ranks just below A-K-Q
  const key = (cat: number, a: number, b = 0, c = 0) => cat * 1e6 + a * 1e4 + b * 1e2 + c;
  if (r[0] === r[2]) return key(5, r[0]);
  if (run && flush) return key(4, runHigh === 14.5 ? 14 : r[0] === 14 ? 15 : r[0]);
  if (run) return key(3, runHigh === 14.5 ? 14 : r[0] === 14 ? 15 : r[0]);
  if (flush) return key(2, r[0], r[1], r[2]);
  if (r[0] === r[1]) return key(1, r[0], r[2]);
  if (r[1] === r[2]) return key(1, r[1], r[0]);
  return key(0, r[0], r[1], r[2]);
};
