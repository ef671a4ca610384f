import { describe, expect, it } from 'vitest';
import { createServerSeed } from '../fair/fair-rng';
import { toPercent } from '../fair/rational';
import { isKenoNumber, kenoBetTypes, kenoPayTables, kenoPicks, kenoRtp, kenoWays, spotsOf } from './keno';
import { checkNumbers, drawResult, isValidResult, payoutOf, verifyDraw } from './lottery-rules';
import { hashServerSeed } from '../fair/fair-rng';

/** A result with these numbers drawn (the rest filled from the top of 1–80). */
const resultOf = (drawn: number[]) => {
  const set = new Set(drawn);
  for (let n = 80; set.size < 20; n--) set.add(n);
  return [{ rank: 'KENO' as const, numbers: [...set].sort((a, b) => a - b).map((n) => String(n).padStart(2, '0')) }];
};

describe('keno pay tables', () => {
  it('the chances of 0…spots hits add up to one for every spot count', () => {
    for (let spots = 1; spots <= 10; spots++) {
      let ways = 0n;
      for (let h = 0; h <= spots; h++) ways += kenoWays(spots, h);
      expect(ways).toBe(kenoPicks(spots));
    }
    // One spot: 20 of the 80 numbers are drawn.
    expect([kenoWays(1, 1), kenoPicks(1)]).toEqual([20n, 80n]);
  });

  it('returns exactly the stated RTP for every spot count, each between 94.9% and 95.2%', () => {
    const stated = ['95.0000', '95.0949', '95.0463', '95.0733', '95.0742', '95.0581', '94.9896', '95.0443', '95.1426', '95.0269'];
    const got = kenoBetTypes.map((t) => toPercent(kenoRtp(spotsOf(t), kenoPayTables[t])));
    expect(got).toEqual(stated.map((s) => `${s}%`));
    for (const t of kenoBetTypes) {
      const r = kenoRtp(spotsOf(t), kenoPayTables[t]);
      // 0.949 < r < 0.952, in integers.
      expect(r.numerator * 1000n > r.denominator * 949n && r.numerator * 1000n < r.denominator * 952n, t).toBe(true);
      expect(kenoPayTables[t]).toHaveLength(spotsOf(t) + 1);
    }
  });

  it('pays the line of the hit count: a table read by the settlement rule, hit by hit', () => {
    const picks = ['03', '17', '42', '55', '80'];
    for (let hits = 0; hits <= 5; hits++) {
      // `hits` of the picks drawn, the others not.
      const drawn = [3, 17, 42, 55, 80].slice(0, hits);
      const others = Array.from({ length: 79 }, (_, i) => i + 1).filter((n) => ![3, 17, 42, 55, 80].includes(n));
      const result = [
        {
          rank: 'KENO' as const,
          numbers: [...drawn, ...others.slice(0, 20 - hits)].sort((a, b) => a - b).map((n) => String(n).padStart(2, '0')),
        },
      ];
      expect(isValidResult('KENO', result)).toBe(true);
      const payout = payoutOf({ betType: 'KENO5', numbers: picks, stake: 10_000n, odds: kenoPayTables.KENO5 }, result);
      expect([hits, payout]).toEqual([hits, (10_000n * BigInt(kenoPayTables.KENO5[hits]!)) / 1000n]);
    }
    // Ten spots with none drawn pays its consolation line.
    const none = resultOf([]);
    const ten = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];
    expect(payoutOf({ betType: 'KENO10', numbers: ten, stake: 1_000n, odds: kenoPayTables.KENO10 }, none)).toBe(2_000n);
  });

  it('takes 1–10 distinct numbers of 01–80, as many as its spot count', () => {
    expect(checkNumbers('KENO3', ['01', '40', '80'])).toBeNull();
    expect(checkNumbers('KENO3', ['01', '40'])).toBe('lottery.numbers_invalid');
    expect(checkNumbers('KENO2', ['00', '40'])).toBe('lottery.numbers_invalid');
    expect(checkNumbers('KENO2', ['81', '40'])).toBe('lottery.numbers_invalid');
    expect(checkNumbers('KENO2', ['7', '40'])).toBe('lottery.numbers_invalid');
    expect(checkNumbers('KENO2', ['40', '40'])).toBe('lottery.numbers_duplicate');
    expect(isKenoNumber('80')).toBe(true);
  });

  it('draws 20 distinct numbers of 01–80 in order, replayable from the revealed seed', () => {
    const { serverSeed } = createServerSeed();
    const result = drawResult('KENO', serverSeed, 'QQKENO_LO0001', '20261201-0001');
    const nums = result[0]!.numbers;
    expect(nums).toHaveLength(20);
    expect(new Set(nums).size).toBe(20);
    expect(nums.every(isKenoNumber)).toBe(true);
    expect([...nums].sort()).toEqual(nums);
    expect(isValidResult('KENO', result)).toBe(true);
    const check = { format: 'KENO' as const, gameCode: 'QQKENO_LO0001', numero: '20261201-0001', seedHash: hashServerSeed(serverSeed) };
    expect(verifyDraw({ ...check, serverSeed, result }).verified).toBe(true);
    expect(isValidResult('KENO', [{ rank: 'KENO', numbers: [...nums.slice(1), nums[1]!] }])).toBe(false);
  });
});
