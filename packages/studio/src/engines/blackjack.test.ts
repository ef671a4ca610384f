import { describe, expect, it } from 'vitest';
import {
  BJ_SIMULATION,
  FairRng,
  basicAction,
  bjAct,
  bjDeal,
  bjReplay,
  bjSettle,
  bjTotal,
  bjView,
  engineOf,
  shuffleDeck,
  simulateBlackjack,
  simulationRng,
} from './index';

// rank = card % 13 (0 ace .. 12 king), suit = floor(card / 13)
const c = (rank: number, suit = 0) => suit * 13 + rank;
/** A deck that deals the player p1, p2, the dealer d1 (up), d2 (hole), then `rest` in order. */
const deckOf = (p1: number, d1: number, p2: number, d2: number, ...rest: number[]) => {
  const head = [p1, d1, p2, d2, ...rest];
  return [...head, ...Array.from({ length: 52 }, (_, i) => i).filter((x) => !head.includes(x))];
};

describe('blackjack', () => {
  it('totals: aces count 11 while they can', () => {
    expect(bjTotal([c(0), c(12)])).toEqual({ total: 21, soft: true });
    expect(bjTotal([c(0), c(0, 1), c(8)])).toEqual({ total: 21, soft: true });
    expect(bjTotal([c(0), c(5), c(9)])).toEqual({ total: 17, soft: false });
  });

  it('the dealer stands on soft 17, draws below; a bust loses, a win pays 1:1, a tie returns the stake', () => {
    // player 10+8 = 18 stands; dealer A+6 = soft 17 stands: the player wins 1:1
    let s = bjAct(bjDeal(deckOf(c(9), c(0), c(7), c(5)), 100), 'stand');
    expect(s.dealer).toHaveLength(2);
    expect(bjSettle(s)).toEqual({ result: 'win', wager: 100, payout: 200 });
    // dealer 10+6 = 16 draws a 2 → 18: a tie with 18
    s = bjAct(bjDeal(deckOf(c(9), c(9, 1), c(7), c(5), c(1)), 100), 'stand');
    expect(bjTotal(s.dealer).total).toBe(18);
    expect(bjSettle(s)).toEqual({ result: 'push', wager: 100, payout: 100 });
    // the player hits 10+6 with a king: bust, the dealer does not draw
    s = bjAct(bjDeal(deckOf(c(9), c(9, 1), c(5), c(5, 1), c(12)), 100), 'hit');
    expect(s.phase).toBe('DONE');
    expect(s.dealer).toHaveLength(2);
    expect(bjSettle(s)).toEqual({ result: 'bust', wager: 100, payout: 0 });
  });

  it('blackjack pays 3:2 at the deal; a dealer blackjack ends the round at once; both is a push', () => {
    expect(bjSettle(bjDeal(deckOf(c(0), c(9), c(12), c(7)), 100))).toEqual({ result: 'blackjack', wager: 100, payout: 250 });
    const d = bjDeal(deckOf(c(9), c(0), c(7), c(12)), 100);
    expect(d.phase).toBe('DONE');
    expect(bjSettle(d)).toEqual({ result: 'lose', wager: 100, payout: 0 });
    expect(bjSettle(bjDeal(deckOf(c(0), c(0, 1), c(12), c(11)), 100)).result).toBe('push');
  });

  it('double: one card, twice the wager; only on the first two cards; nothing after the hand is over', () => {
    const s = bjAct(bjDeal(deckOf(c(5), c(5, 1), c(4), c(9), c(9, 2), c(8)), 100), 'double'); // 6+5 +10 = 21; dealer 6+10 +9 = 25
    expect(s.player).toHaveLength(3);
    expect(bjSettle(s)).toEqual({ result: 'win', wager: 200, payout: 400 });
    const hit = bjAct(bjDeal(deckOf(c(1), c(5, 1), c(2), c(9), c(1, 2)), 100), 'hit');
    expect(() => bjAct(hit, 'double')).toThrow(RangeError);
    const stood = bjAct(hit, 'stand');
    expect(() => bjAct(stood, 'hit')).toThrow(RangeError);
    expect(() => bjAct(stood, 'stand')).toThrow(RangeError);
  });

  it('the hole card is not shown while the player acts; the record replays from the deck and the actions', () => {
    const deck = shuffleDeck(new FairRng({ serverSeed: 'ef'.repeat(32), clientSeed: 'x', nonce: 3 }));
    const s = bjDeal(deck, 100);
    if (s.phase === 'PLAYER') expect(bjView(s).dealer).toEqual([deck[1]]);
    let live = s;
    const actions: ('hit' | 'stand' | 'double')[] = [];
    while (live.phase === 'PLAYER') {
      const a = basicAction(live);
      actions.push(a);
      live = bjAct(live, a);
    }
    expect(bjReplay(deck, 100, actions)).toEqual(live);
  });

  it(`the published simulated return: ${BJ_SIMULATION.rounds} rounds of basic strategy from seed ${BJ_SIMULATION.seed}`, () => {
    const r = simulateBlackjack(simulationRng(BJ_SIMULATION.seed), BJ_SIMULATION.rounds);
    expect(r).toEqual({ wagered: BJ_SIMULATION.wagered, paid: BJ_SIMULATION.paid });
    // about 99.5% for one deck, dealer standing on 17, no split
    expect(r.paid / r.wagered).toBeGreaterThan(0.98);
    expect(r.paid / r.wagered).toBeLessThan(1.01);
  }, 60_000);

  it('card games: Blackjack plays blackjack, Andar Bahar is a shared table, the others against the house', () => {
    expect(engineOf({ code: 'KY_1', name: 'Blackjack II', category: 'PVP', sub: null })).toEqual({ kind: 'blackjack' });
    expect(engineOf({ code: 'KY_2', name: 'Andar Bahar', category: 'PVP', sub: null })).toEqual({
      kind: 'table',
      table: 'andarBahar',
      shared: true,
    });
    expect(engineOf({ code: 'KY_3', name: 'Teen Patti', category: 'PVP', sub: null })).toEqual({
      kind: 'table',
      table: 'teenPatti',
      shared: false,
    });
  });
});
