import { dealer, rankOf, suitOf } from './cards';
import { type Rational, type Rng, hashOf, rational } from './fair';

/**
 * Video poker, jacks or better, with a real hold and draw. The whole deck is shuffled from the round's seeds before
 * the deal (so the seed hash shown before the round commits every card the draw can bring); the deal is the deck's
 * first five cards, the draw replaces the cards not held, in order, from the sixth card on. One stake, settled at the
 * draw; a hand left undrawn is settled as dealt (every card held).
 */
export const POKER_HANDS = [
  'royalFlush',
  'straightFlush',
  'fourKind',
  'fullHouse',
  'flush',
  'straight',
  'threeKind',
  'twoPair',
  'jacksOrBetter',
] as const;
export type PokerHand = (typeof POKER_HANDS)[number];

/** Pays "for one" (the stake included), in the order of POKER_HANDS: the classic full-pay to short-pay tables. */
export const POKER_TABLES: { name: string; pays: number[] }[] = [
  { name: '9/6', pays: [800, 50, 25, 9, 6, 4, 3, 2, 1] },
  { name: '8/6', pays: [800, 50, 25, 8, 6, 4, 3, 2, 1] },
  { name: '8/5', pays: [800, 50, 25, 8, 5, 4, 3, 2, 1] },
  { name: '7/5', pays: [800, 50, 25, 7, 5, 4, 3, 2, 1] },
  { name: '6/5', pays: [800, 50, 25, 6, 5, 4, 3, 2, 1] },
];
export type PokerTable = (typeof POKER_TABLES)[number];
/** Each catalogue game deals one of the tables, by its code. */
export const pokerTableOf = (code: string): PokerTable => POKER_TABLES[hashOf(`${code}|poker`) % POKER_TABLES.length]!;

/** How many of the 2,598,960 five-card deals are each hand: the exact return of standing on the deal. */
export const DEAL_COUNTS: Record<PokerHand, bigint> = {
  royalFlush: 4n,
  straightFlush: 36n,
  fourKind: 624n,
  fullHouse: 3744n,
  flush: 5108n,
  straight: 10200n,
  threeKind: 54912n,
  twoPair: 123552n,
  jacksOrBetter: 337920n,
};
export const DEALS = 2598960n;
export const dealtRtp = (t: PokerTable): Rational =>
  rational(
    POKER_HANDS.reduce((s, h, i) => s + BigInt(t.pays[i]!) * DEAL_COUNTS[h], 0n),
    DEALS,
  );

export const pokerHand = (cards: readonly number[]): PokerHand | null => {
  const ranks = cards.map(rankOf);
  const counts = new Map<number, number>();
  for (const x of ranks) counts.set(x, (counts.get(x) ?? 0) + 1);
  const shape = [...counts.values()].sort((a, b) => b - a).join('');
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0]!));
  const hi = ranks.map((x) => (x === 0 ? 13 : x)).sort((a, b) => a - b);
  const lo = [...ranks].sort((a, b) => a - b);
  const run = (xs: number[]) => xs.every((x, i) => i === 0 || x === xs[i - 1]! + 1);
  const straight = counts.size === 5 && (run(hi) || run(lo));
  if (straight && flush) return hi[0] === 9 && hi[4] === 13 ? 'royalFlush' : 'straightFlush';
  if (shape === '41') return 'fourKind';
  if (shape === '32') return 'fullHouse';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (shape === '311') return 'threeKind';
  if (shape === '221') return 'twoPair';
  if (shape === '2111') {
    const pair = [...counts.entries()].find(([, n]) => n === 2)![0];
    return pair === 0 || pair >= 10 ? 'jacksOrBetter' : null;
  }
  return null;
};

export const pokerPay = (t: PokerTable, hand: PokerHand | null) => (hand ? t.pays[POKER_HANDS.indexOf(hand)]! : 0);

/** The round's deck: all 52 cards, shuffled from the round's generator before anything is shown. */
export const shuffleDeck = (rng: Rng): number[] => {
  const draw = dealer(rng);
  return Array.from({ length: 52 }, () => draw());
};

/** A hold is five booleans, one per dealt card; anything else is refused. */
export const validateHold = (hold: unknown): boolean[] => {
  if (!Array.isArray(hold) || hold.length !== 5 || !hold.every((h) => typeof h === 'boolean'))
    throw new RangeError('hold must be five booleans');
  return hold as boolean[];
};

/** The hand after the draw: held cards stay in place, the others are replaced from deck[5] on, in order. */
export const drawHand = (deck: readonly number[], hold: readonly boolean[]): number[] => {
  let next = 5;
  return deck.slice(0, 5).map((c, i) => (hold[i] ? c : deck[next++]!));
};

export const settlePoker = (t: PokerTable, stake: number, cards: readonly number[]) => {
  const hand = pokerHand(cards);
  const multiplier = pokerPay(t, hand);
  return { hand, multiplier, payout: stake * multiplier };
};

/**
 * A simple, paytable-independent strategy (not the optimal one): pat hands, four to a royal, trips, two pair, a high
 * pair, four to a flush, a low pair, four in a row, three to a royal, then the high cards (at most two). Used for the
 * published simulated return and as the page's hint.
 */
export const simpleHold = (cards: readonly number[]): boolean[] => {
  const ranks = cards.map(rankOf);
  const suits = cards.map(suitOf);
  const hand = pokerHand(cards);
  const all = [true, true, true, true, true];
  const none = [false, false, false, false, false];
  const where = (f: (i: number) => boolean) => cards.map((_, i) => f(i));
  const count = (r: number) => ranks.filter((x) => x === r).length;
  const royal = (r: number) => r === 0 || r >= 9;
  const high = (r: number) => r === 0 || r >= 10;
  if (hand === 'royalFlush' || hand === 'straightFlush' || hand === 'fourKind' || hand === 'fullHouse') return all;
  for (let s = 0; s < 4; s++) {
    const rf = where((i) => suits[i] === s && royal(ranks[i]!));
    if (rf.filter(Boolean).length === 4) return rf;
  }
  if (hand === 'flush' || hand === 'straight') return all;
  if (hand === 'threeKind') return where((i) => count(ranks[i]!) === 3);
  if (hand === 'twoPair') return where((i) => count(ranks[i]!) === 2);
  if (hand === 'jacksOrBetter') return where((i) => count(ranks[i]!) === 2);
  for (let s = 0; s < 4; s++) {
    const fl = where((i) => suits[i] === s);
    if (fl.filter(Boolean).length === 4) return fl;
  }
  if (ranks.some((r) => count(r) === 2)) return where((i) => count(ranks[i]!) === 2);
  // four in a row (ace low or high), not counting a gap
  for (const aceHigh of [false, true]) {
    const v = ranks.map((r) => (aceHigh && r === 0 ? 13 : r));
    for (let lowest = 0; lowest <= 10; lowest++) {
      const inRun = (x: number) => x >= lowest && x < lowest + 4;
      if (new Set(v.filter(inRun)).size === 4) return where((i) => inRun(v[i]!));
    }
  }
  for (let s = 0; s < 4; s++) {
    const rf = where((i) => suits[i] === s && royal(ranks[i]!));
    if (rf.filter(Boolean).length === 3) return rf;
  }
  const highs = cards
    .map((_, i) => i)
    .filter((i) => high(ranks[i]!))
    .sort((a, b) => (ranks[a] === 0 ? 13 : ranks[a]!) - (ranks[b] === 0 ? 13 : ranks[b]!))
    .slice(0, 2);
  if (highs.length > 0) return where((i) => highs.includes(i));
  return none;
};

/**
 * Plays `hands` rounds with the simple strategy and counts the final hands: with a fixed generator this is the
 * figure the game publishes as "simulated" (the optimal strategy's exact return needs every hold of every deal and
 * is not computed here).
 */
export const simulatePoker = (rng: Rng, hands: number): Record<PokerHand, number> => {
  const counts = Object.fromEntries(POKER_HANDS.map((h) => [h, 0])) as Record<PokerHand, number>;
  for (let n = 0; n < hands; n++) {
    const draw = dealer(rng);
    const deck = Array.from({ length: 10 }, () => draw());
    const hand = pokerHand(drawHand(deck, simpleHold(deck.slice(0, 5))));
    if (hand) counts[hand]++;
  }
  return counts;
};

/** The simulation behind the published figure: 500,000 hands, the generator below, seed 20261125 (checked by a test). */
export const SIMULATION = { hands: 500_000, seed: 20261125 };
export const SIMULATED_COUNTS: Record<PokerHand, number> = {
  royalFlush: 10,
  straightFlush: 23,
  fourKind: 1175,
  fullHouse: 5896,
  flush: 5128,
  straight: 5298,
  threeKind: 37358,
  twoPair: 65029,
  jacksOrBetter: 109454,
};
/** A fast seeded generator for the simulation only (outcomes of real rounds come from FairRng). */
export const simulationRng = (seed: number): Rng => {
  let s = seed | 0;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  return { nextInt: (n: number) => Math.floor((next() / 4294967296) * n) };
};
export const simulatedRtp = (t: PokerTable): Rational =>
  rational(
    POKER_HANDS.reduce((s, h, i) => s + BigInt(t.pays[i]!) * BigInt(SIMULATED_COUNTS[h]), 0n),
    BigInt(SIMULATION.hands),
  );
