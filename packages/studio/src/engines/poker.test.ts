import { toNumber } from '@wl/house-games';
import { describe, expect, it } from 'vitest';
import {
  FairRng,
  POKER_HANDS,
  POKER_TABLES,
  SIMULATED_COUNTS,
  SIMULATION,
  dealer,
  drawHand,
  hashServerSeed,
  pokerHand,
  pokerTableOf,
  settlePoker,
  shuffleDeck,
  simpleHold,
  simulatePoker,
  simulatedRtp,
  simulationRng,
  validateHold,
} from './index';

const seeds = (n: number) => ({ serverSeed: 'cd'.repeat(32), clientSeed: 'player-seed', nonce: n });
// rank = card % 13 (0 ace .. 12 king), suit = floor(card / 13)
const card = (rank: number, suit: number) => suit * 13 + rank;

describe('video poker with hold and draw', () => {
  it('the deck is all 52 cards, fixed by the seeds before the deal: replaying the proof gives the same deal and draw', () => {
    const deck = shuffleDeck(new FairRng(seeds(7)));
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    // what a player checks from the betting record: seed hash, then the deal and the draw from seed, client seed, nonce
    const proof = { serverSeedHash: hashServerSeed(seeds(7).serverSeed), ...seeds(7) };
    expect(hashServerSeed(proof.serverSeed)).toBe(proof.serverSeedHash);
    const replay = shuffleDeck(new FairRng(proof));
    const hold = [true, false, true, false, false];
    expect(drawHand(replay, hold)).toEqual(drawHand(deck, hold));
    expect(drawHand(deck, hold)).toEqual([deck[0], deck[5], deck[2], deck[6], deck[7]]);
    expect(drawHand(deck, [true, true, true, true, true])).toEqual(deck.slice(0, 5));
    expect(shuffleDeck(new FairRng(seeds(8)))).not.toEqual(deck);
  });

  it('settles by the game’s paytable, "for one": the stake times the pay, nothing for less than jacks', () => {
    const t96 = POKER_TABLES.find((t) => t.name === '9/6')!;
    const t65 = POKER_TABLES.find((t) => t.name === '6/5')!;
    const fullHouse = [card(10, 0), card(10, 1), card(10, 2), card(3, 0), card(3, 3)];
    expect(settlePoker(t96, 100, fullHouse)).toEqual({ hand: 'fullHouse', multiplier: 9, payout: 900 });
    expect(settlePoker(t65, 100, fullHouse)).toEqual({ hand: 'fullHouse', multiplier: 6, payout: 600 });
    const royal = [card(0, 2), card(12, 2), card(11, 2), card(10, 2), card(9, 2)];
    expect(settlePoker(t96, 20, royal)).toEqual({ hand: 'royalFlush', multiplier: 800, payout: 16000 });
    expect(settlePoker(t96, 100, [card(10, 0), card(10, 1), card(2, 0), card(4, 1), card(6, 2)]).payout).toBe(100);
    expect(settlePoker(t96, 100, [card(9, 0), card(9, 1), card(2, 0), card(4, 1), card(6, 2)]).payout).toBe(0);
    // each catalogue game deals its own table, always the same one
    expect(pokerTableOf('JILI_0007')).toBe(pokerTableOf('JILI_0007'));
    expect(new Set(Array.from({ length: 40 }, (_, i) => pokerTableOf(`G_${i}`).name)).size).toBeGreaterThan(2);
  });

  it('a hold is exactly five booleans; anything else is refused', () => {
    for (const bad of [null, [true], [1, 0, 1, 0, 1], 'TTTTT', [true, true, true, true, true, true]])
      expect(() => validateHold(bad)).toThrow(RangeError);
    expect(validateHold([false, false, true, false, false])).toEqual([false, false, true, false, false]);
  });

  it('the simple strategy keeps what a player keeps', () => {
    expect(simpleHold([card(10, 0), card(10, 1), card(2, 0), card(4, 1), card(6, 2)])).toEqual([true, true, false, false, false]);
    expect(simpleHold([card(0, 1), card(12, 1), card(11, 1), card(10, 1), card(3, 0)])).toEqual([true, true, true, true, false]);
    expect(simpleHold([card(1, 0), card(3, 1), card(5, 2), card(7, 3), card(8, 0)])).toEqual([false, false, false, false, false]);
  });

  it(`the published simulated return: ${SIMULATION.hands} hands of the simple strategy from seed ${SIMULATION.seed}`, () => {
    const counts = simulatePoker(simulationRng(SIMULATION.seed), SIMULATION.hands);
    expect(counts).toEqual(SIMULATED_COUNTS);
    expect(Object.keys(counts)).toEqual([...POKER_HANDS]);
    // 9/6 with this strategy: about 99% (the optimal strategy's known 99.54% is higher; the short tables pay less)
    const figures = POKER_TABLES.map((t) => toNumber(simulatedRtp(t)) * 100);
    expect(figures[0]).toBeGreaterThan(98);
    expect(figures[0]).toBeLessThan(99.6);
    for (let i = 1; i < figures.length; i++) expect(figures[i]).toBeLessThan(figures[i - 1]!);
    // the counts are of real final hands: a sample re-evaluated one by one agrees with the counter
    const rng = simulationRng(1);
    const small = simulatePoker(simulationRng(1), 2000);
    let jacks = 0;
    for (let n = 0; n < 2000; n++) {
      const draw = dealer(rng);
      const deck = Array.from({ length: 10 }, () => draw());
      if (pokerHand(drawHand(deck, simpleHold(deck.slice(0, 5)))) === 'jacksOrBetter') jacks++;
    }
    expect(small.jacksOrBetter).toBe(jacks);
  }, 60_000);
});
