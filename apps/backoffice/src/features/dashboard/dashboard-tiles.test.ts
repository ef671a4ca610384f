import type { Dashboard } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { countTiles, formatDay, formatTime, moneyTiles, pendingTiles } from './dashboard-tiles';

const day: Dashboard = {
  day: '2026-11-29',
  zone: 'Asia/Karachi',
  currency: 'PKR',
  deposits: '1250000',
  withdrawals: '300000',
  stake: '990000',
  ggr: '-45000',
  activePlayers: 12,
  bets: 340,
  pending: { deposits: 3, withdrawals: 1, approvals: 2 },
};

describe('dashboard tiles', () => {
  it("lists today's money in order and marks a negative GGR", () => {
    expect(moneyTiles(day)).toEqual([
      { id: 'deposits', minor: '1250000', negative: false },
      { id: 'withdrawals', minor: '300000', negative: false },
      { id: 'stake', minor: '990000', negative: false },
      { id: 'ggr', minor: '-45000', negative: true },
    ]);
    expect(countTiles(day)).toEqual([
      { id: 'activePlayers', count: 12 },
      { id: 'bets', count: 340 },
    ]);
  });

  it('links each waiting count only for a role that may open its page', () => {
    expect(pendingTiles(day, ['players.view', 'money.view'])).toEqual([
      { id: 'deposits', count: 3, to: '/deposits' },
      { id: 'withdrawals', count: 1, to: '/withdrawals' },
      { id: 'approvals', count: 2, to: '/approvals' },
    ]);
    expect(pendingTiles(day, ['players.view']).map((p) => p.to)).toEqual([null, null, null]);
    expect(pendingTiles(day, ['players.view', 'approvals.decide']).map((p) => p.to)).toEqual([null, null, '/approvals']);
  });

  it('words the merchant day as a calendar date, whatever the browser zone', () => {
    expect(formatDay('2026-11-29', 'en')).toBe('Sunday, November 29, 2026');
    expect(formatDay('2026-11-29', 'ur')).toMatch(/2026/);
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
});

describe('dashboard refresh time', () => {
  it("says the time in the merchant's zone, and in the browser's when the zone is unknown", () => {
    const at = Date.parse('2026-11-29T05:15:00Z');
    expect(formatTime(at, 'Asia/Karachi', 'en')).toBe('10:15 AM');
    expect(formatTime(at, 'Not/AZone', 'en')).toMatch(/\d{1,2}:15/);
    expect(formatTime(at, 'Asia/Karachi', 'ur')).toBe('10:15 صبح');
  });
});
