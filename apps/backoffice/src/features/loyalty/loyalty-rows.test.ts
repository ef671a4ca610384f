import type { OpsVipLevels } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { nextVipRow, rateGridOf, ratesOf, vipInputOf, vipRowsOf } from './loyalty-rows';

const levels: OpsVipLevels = {
  levels: [
    {
      level: 1,
      names: { EN: 'Bronze', UR: 'کانسی' },
      minDeposit: '100000',
      minValidBet: '500000',
      upgradeBonus: '5000',
      monthlyBonus: '0',
      turnoverX100: 100,
    },
    {
      level: 2,
      names: { EN: 'Silver' },
      minDeposit: '500000',
      minValidBet: '2000000',
      upgradeBonus: '20000',
      monthlyBonus: '10000',
      turnoverX100: 150,
    },
  ],
};

describe('VIP levels as a table', () => {
  it('reads the levels into rows and back unchanged', () => {
    const rows = vipRowsOf(levels);
    expect(rows[1]).toMatchObject({ level: '2', nameEn: 'Silver', nameUr: '', minDeposit: '5000.00', turnover: '1.50' });
    const back = vipInputOf(rows);
    expect(back).toEqual({ ok: true, value: levels });
  });
  it('adds the next level after the last', () => {
    expect(nextVipRow(vipRowsOf(levels))).toMatchObject({ level: '3', minDeposit: '5000.00', nameEn: 'VIP 3' });
    expect(nextVipRow([])).toMatchObject({ level: '1' });
  });
  it('refuses falling thresholds, repeated levels, a missing name and bad amounts, cell by cell', () => {
    const rows = vipRowsOf(levels);
    rows[1] = { ...rows[1]!, level: '1', minDeposit: '10.00', nameEn: ' ', monthlyBonus: '1.234' };
    const r = vipInputOf(rows);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => `${p.row}:${p.field}`).sort()).toEqual(['1:level', '1:minDeposit', '1:monthlyBonus', '1:nameEn']);
  });
});

describe('rebate rates as a grid', () => {
  it('places each rate in its cell and reads the grid back, empty cells left out', () => {
    const grid = rateGridOf(
      {
        mode: 'DAILY',
        rates: [
          { category: 'RNG', vipLevel: 0, rateBp: 50 },
          { category: 'LIVE', vipLevel: 2, rateBp: 125 },
        ],
      },
      ['RNG', 'LIVE'],
      [0, 1, 2],
    );
    expect(grid).toEqual({ RNG: { 0: '0.50', 1: '', 2: '' }, LIVE: { 0: '', 1: '', 2: '1.25' } });
    expect(rateGridOf({ mode: 'DAILY', rates: [{ category: 'RNG', vipLevel: 0, rateBp: 100 }] }, ['RNG'], [0])).toEqual({
      RNG: { 0: '1.00' },
    });
    expect(ratesOf(grid)).toEqual({
      ok: true,
      rates: [
        { category: 'RNG', vipLevel: 0, rateBp: 50 },
        { category: 'LIVE', vipLevel: 2, rateBp: 125 },
      ],
    });
  });
  it('refuses a rate above 5 % or not a number', () => {
    expect(ratesOf({ RNG: { 0: '5.01', 1: 'x', 2: '5' } })).toEqual({ ok: false, cells: ['RNG:0', 'RNG:1'] });
  });
});
