import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair/fair-rng';
import { toPercent } from '../fair/rational';
import { Xoshiro128 } from '../sim/xoshiro';
import {
  type BaccaratWinner,
  bankerDraws,
  dealCoup,
  playBaccarat,
  SHOE_SIZE,
  ShoeDealer,
  settleBaccarat,
  shuffleShoe,
} from './baccarat-rules';
import { baccaratOdds, baccaratRtp } from './baccarat-rtp';

/** A card (suit 0) of baccarat value v: ace..nine for 1..9, ten for 0. */
const card = (v: number) => (v === 0 ? 9 : v - 1);
const script = (values: number[]) => {
  const cards = values.map(card);
  return () => cards.shift()!;
};

describe('third-card rules', () => {
  it('follow the standard banker table', () => {
    // rows: banker total 0..7; columns: player third card 0..9 (D draw, S stand)
    const table = ['DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDSD', 'SSDDDDDDSS', 'SSSSDDDDSS', 'SSSSSSDDSS', 'SSSSSSSSSS'];
    table.forEach((row, bankerTotal) => {
      [...row].forEach((mark, third) => {
        expect(bankerDraws(bankerTotal, third)).toBe(mark === 'D');
      });
    });
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => bankerDraws(b, null))).toEqual([true, true, true, true, true, true, false, false]);
  });

  // dealt values in order P, B, P, B, then third cards; expected totals and winner
  it.each([
    ['player natural 8 stops both hands', [8, 3, 0, 3], [2, 2], 8, 6, 'player'],
    ['both stand on 7 and 6', [3, 2, 4, 4], [2, 2], 7, 6, 'player'],
    ['player stands on 6, banker draws on 5', [6, 5, 0, 0, 4], [2, 3], 6, 9, 'banker'],
    ['banker 3 stands on a player third 8', [2, 1, 3, 2, 8], [3, 2], 3, 3, 'tie'],
    ['banker 6 draws on a player third 6', [0, 3, 1, 3, 6, 2], [3, 3], 7, 8, 'banker'],
    ['banker 6 stands on a player third 5', [0, 6, 0, 0, 5], [3, 2], 5, 6, 'banker'],
    ['banker 4 stands on a player third 1', [1, 2, 1, 2, 1], [3, 2], 3, 4, 'banker'],
    ['banker natural 9 against player 7', [3, 4, 4, 5], [2, 2], 7, 9, 'banker'],
  ] as [string, number[], [number, number], number, number, BaccaratWinner][])(
    '%s',
    (_name, values, [playerCards, bankerCards], playerTotal, bankerTotal, winner) => {
      const coup = dealCoup(script(values));
      expect([coup.player.length, coup.banker.length]).toEqual([playerCards, bankerCards]);
      expect([coup.playerTotal, coup.bankerTotal, coup.winner]).toEqual([playerTotal, bankerTotal, winner]);
    },
  );
});

describe('payouts', () => {
  const bets = { player: 100, banker: 100, tie: 100, playerPair: 100, bankerPair: 100 };

  it('pays player 1:1, banker 0.95:1, pushes both on a tie, tie 8:1, pairs 11:1', () => {
    const bankerWin = settleBaccarat(bets, dealCoup(script([3, 4, 4, 5])));
    expect(bankerWin.returns).toEqual({ player: 0, banker: 195, tie: 0, playerPair: 0, bankerPair: 0 });
    const playerWin = settleBaccarat(bets, dealCoup(script([3, 2, 4, 4])));
    expect(playerWin.returns).toEqual({ player: 200, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 });
    // four fours: both hands are a natural 8 and a pair of the same rank
    const tieWithPairs = settleBaccarat(bets, dealCoup(script([4, 4, 4, 4])));
    expect(tieWithPairs.winner).toBe('tie');
    expect(tieWithPairs.returns).toEqual({ player: 100, banker: 100, tie: 900, playerPair: 1200, bankerPair: 1200 });
    expect(tieWithPairs.stake).toBe(500);
    expect(tieWithPairs.payout).toBe(3500);
  });

  it('needs the same rank for a pair, not just the same value (king and queen are both 0)', () => {
    // player: king and queen of suit 0; banker: kings of two suits
    const coup = { player: [12, 11], banker: [25, 12], playerTotal: 0, bankerTotal: 0, winner: 'tie' as const };
    expect(settleBaccarat({ playerPair: 10, bankerPair: 10 }, coup).returns).toEqual({ playerPair: 0, bankerPair: 120 });
  });

  it('rounds the banker commission down to the minor unit', () => {
    expect(settleBaccarat({ banker: 30 }, dealCoup(script([3, 4, 4, 5]))).payout).toBe(58); // 30 + 28.5
  });

  it('refuses an empty or malformed bet', () => {
    const rng = new Xoshiro128(1);
    expect(() => playBaccarat({}, rng)).toThrow(RangeError);
    expect(() => playBaccarat({ player: -5 }, rng)).toThrow(RangeError);
    expect(() => playBaccarat({ player: 1.5 }, rng)).toThrow(RangeError);
  });
});

describe('shoe', () => {
  it('is a Fisher-Yates shuffle of eight full decks, dealt from the front', () => {
    const seeds = { serverSeed: '42'.repeat(32), clientSeed: 'table', nonce: 3 };
    const shoe = shuffleShoe(new FairRng(seeds));
    expect(shoe).toHaveLength(SHOE_SIZE);
    const perCard = new Array(52).fill(0);
    for (const c of shoe) perCard[c]++;
    expect(perCard.every((n) => n === 8)).toBe(true);
    const round = playBaccarat({ player: 10 }, new FairRng(seeds));
    const dealt = [round.player[0], round.banker[0], round.player[1], round.banker[1]];
    if (round.player[2] !== undefined) dealt.push(round.player[2]);
    if (round.banker[2] !== undefined) dealt.push(round.banker[2]);
    expect(dealt).toEqual(shoe.slice(0, dealt.length));
  });

  it('restores the unshuffled shoe on reset, so a reused dealer deals like a fresh one', () => {
    const reused = new ShoeDealer(new Xoshiro128(9));
    for (let i = 0; i < 6; i++) reused.draw();
    reused.reset();
    const fresh = new ShoeDealer(new Xoshiro128(9));
    const a = Array.from({ length: 6 }, () => reused.draw());
    const b = Array.from({ length: 6 }, () => fresh.draw());
    expect(a).not.toEqual(b); // the reused one continues its RNG stream
    const again = new ShoeDealer(new Xoshiro128(9));
    again.reset();
    expect(Array.from({ length: 6 }, () => again.draw())).toEqual(b);
  });
});

describe('exact RTP by enumeration over the 8-deck shoe', () => {
  it('counts every ordered deal (the published 8-deck combinatorial totals)', () => {
    expect(baccaratOdds()).toEqual({
      total: 4998398275503360n,
      player: 2230518282592256n,
      banker: 2292252566437888n,
      tie: 475627426473216n,
    });
  });

  it('returns banker 98.9421%, player 98.7649%, tie 85.6404%, pairs 89.6386%', () => {
    const rtp = baccaratRtp();
    expect(toPercent(rtp.banker)).toBe('98.9421%');
    expect(toPercent(rtp.player)).toBe('98.7649%');
    expect(toPercent(rtp.tie)).toBe('85.6404%');
    expect(toPercent(rtp.playerPair)).toBe('89.6386%');
    expect(rtp.bankerPair).toEqual({ numerator: 372n, denominator: 415n });
  });
});
