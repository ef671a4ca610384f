import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair/fair-rng';
import { toPercent } from '../fair/rational';
import { LINE_PAYS, PAYLINES, REEL_STRIPS, SCATTER, SLOT_SYMBOLS, WILD } from './slot-paytable';
import { slotRtp } from './slot-rtp';
import { evaluateWindow, spin, windowAt } from './slot-spin';

const LETTERS = 'WSCDBAKQJ';
const C = 2;
const A = 5;
const J = 8;
/** Builds a window from one string per reel, rows top to bottom: ['CAJ', ...]. */
function w(...reels: string[]): number[][] {
  return reels.map((reel) => [...reel].map((letter) => LETTERS.indexOf(letter)));
}

describe('slot definition', () => {
  it('has 25 distinct paylines over 5 reels and 3 rows', () => {
    expect(PAYLINES).toHaveLength(25);
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(25);
    for (const line of PAYLINES) expect(line.every((row) => row >= 0 && row <= 2) && line.length === 5).toBe(true);
  });

  it('keeps wilds off reel 1 and shows at most one scatter per reel', () => {
    expect(REEL_STRIPS[0]!.includes(WILD)).toBe(false);
    for (const reel of REEL_STRIPS) {
      for (let stop = 0; stop < reel.length; stop++) {
        const visible = [0, 1, 2].filter((row) => reel[(stop + row) % reel.length] === SCATTER).length;
        expect(visible).toBeLessThanOrEqual(1);
      }
    }
    expect(SLOT_SYMBOLS[WILD]).toBe('wild');
    expect(SLOT_SYMBOLS[SCATTER]).toBe('scatter');
  });
});

describe('line and scatter evaluation', () => {
  // stake 250 on 25 lines: line bet 10. A case: its name, the window, the lines played, the line wins
  // ([line, symbol, count, payout]) and the scatters shown.
  const cases: [string, number[][], number, [number, number, number, number][], number][] = [
    ['nothing', w('JQK', 'ABD', 'KAJ', 'AJQ', 'JQK'), 25, [], 0],
    ['five crowns on the middle row', w('JCK', 'QCA', 'KCJ', 'ACQ', 'JCK'), 1, [[1, C, 5, 1000 * 10]], 0],
    ['wild substitutes on reels 2-5 (top row)', w('AJQ', 'WKQ', 'AKQ', 'WJQ', 'KJQ'), 2, [[2, A, 4, 40 * 10]], 0],
    ['two pairs do not pay; three jacks on the bottom row do', w('QKJ', 'QAJ', 'KAJ', 'AKQ', 'JQK'), 3, [[3, J, 3, 6 * 10]], 0],
    ['V line 4 (top, middle, bottom, middle, top) with a wild', w('AQJ', 'QAK', 'QKW', 'KAQ', 'AQK'), 4, [[4, A, 5, 125 * 10]], 0],
    ['a scatter on reel 1 does not start a line, wilds do not stand in for scatters', w('SJQ', 'SKQ', 'SAQ', 'WKQ', 'JKQ'), 1, [], 3],
    ['scatters pay anywhere on the total stake', w('SJQ', 'KSQ', 'AKS', 'JSQ', 'SKQ'), 25, [], 5],
  ];

  it.each(cases)('%s', (_name, window, lines, wins, scatter) => {
    const stake = 10 * lines;
    const result = evaluateWindow(window, stake, lines);
    expect(result.lineWins.map((win) => [win.line, win.symbol, win.count, win.payout])).toEqual(wins);
    const scatterPay = scatter === 3 ? 2 * stake : scatter === 4 ? 10 * stake : scatter >= 5 ? 50 * stake : 0;
    expect(result.scatterWin?.payout ?? 0).toBe(scatterPay);
    expect(result.payout).toBe(wins.reduce((sum, win) => sum + win[3], 0) + scatterPay);
  });

  it('pays a line on every active payline it lies on, and only those', () => {
    const allCrowns = w('CCC', 'CCC', 'CCC', 'CCC', 'CCC');
    expect(evaluateWindow(allCrowns, 25, 25).payout).toBe(25 * LINE_PAYS[C]![2]!);
    expect(evaluateWindow(allCrowns, 5, 5).lineWins.map((win) => win.line)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('spin', () => {
  const seeds = { serverSeed: '11'.repeat(32), clientSeed: 'c', nonce: 0 };

  it('stops each reel from the RNG and pays what the window shows', () => {
    const result = spin(250, 25, new FairRng(seeds));
    expect(result).toEqual(spin(250, 25, new FairRng(seeds)));
    expect(result.window).toEqual(windowAt(result.stops));
    expect(result.payout).toBe(evaluateWindow(result.window, 250, 25).payout);
  });

  it('refuses stakes that do not split evenly over the lines', () => {
    expect(() => spin(25, 0, new FairRng(seeds))).toThrow(RangeError);
    expect(() => spin(25, 26, new FairRng(seeds))).toThrow(RangeError);
    expect(() => spin(26, 25, new FairRng(seeds))).toThrow(RangeError);
    expect(() => spin(2.5, 1, new FairRng(seeds))).toThrow(RangeError);
    expect(() => spin(25_000_000_000_000, 25, new FairRng(seeds))).toThrow(RangeError);
  });
});

describe('exact RTP', () => {
  it('is 32199049 / 33554432 = 95.9606% over all 33,554,432 stop combinations', () => {
    const rtp = slotRtp();
    expect(rtp.combinations).toBe(32n ** 5n);
    expect(rtp.total).toEqual({ numerator: 32199049n, denominator: 33554432n });
    expect(toPercent(rtp.total)).toBe('95.9606%');
    expect(toPercent(rtp.lines)).toBe('81.0776%');
    expect(toPercent(rtp.scatter)).toBe('14.8830%');
  });
});
