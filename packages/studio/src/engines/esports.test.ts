import { describe, expect, it } from 'vitest';
import { MAP_MINUTES, createBook, seriesChance, settleSlip, validateSlip } from './index';

const book = createBook({ secret: 'esports-test-secret', vendor: 'IMES', sport: 'ESPORTS', slotSeconds: 30, matchSeconds: 90 });
const fixtures = Array.from({ length: 400 }, (_, i) => book.fixture('arena', 1000 + i));
const at = (f: (typeof fixtures)[number], minute: number) => f.kickoffMs + ((f.endMs - f.kickoffMs) * minute) / 90 + 1;

describe('esports: best-of-three maps, its own markets', () => {
  it('the series chance from a map score', () => {
    expect(seriesChance(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    expect(seriesChance(0.6, 0, 0)).toBeCloseTo(0.6 * 0.6 + 2 * 0.6 * 0.6 * 0.4, 12);
    expect(seriesChance(0.6, 1, 1)).toBeCloseTo(0.6, 12);
    expect(seriesChance(0.3, 2, 0)).toBe(1);
    expect(seriesChance(0.9, 0, 2)).toBe(0);
  });

  it('maps are decided at the end of each third; a 2-0 ends the series at minute 60; odds move with each map', () => {
    let sweeps = 0;
    let threes = 0;
    let abandoned = 0;
    for (const f of fixtures) {
      const tl = book.mapTimeline(f);
      const pre = book.stateAt(f, f.kickoffMs - 1);
      expect(pre).toEqual({ minute: 0, status: 'PRE', home: 0, away: 0 });
      const odds0 = book.oddsAt(f, book.stateAt(f, at(f, 10)));
      expect(Object.keys(odds0).sort()).toEqual(['MAPS', 'MAP_HCAP', 'WINNER']);
      if (tl.abandonedAt !== null) {
        abandoned++;
        const s = book.stateAt(f, f.endMs + 1);
        expect(s.status).toBe('ABANDONED');
        expect(book.outcomeOf('WINNER', 'home', s)).toBe('VOID');
        continue;
      }
      const afterOne = book.stateAt(f, at(f, MAP_MINUTES));
      expect(afterOne.home + afterOne.away).toBe(1);
      expect(afterOne[tl.maps[0]!]).toBe(1);
      // the map went to one side: that side's winner price shortens
      const odds1 = book.oddsAt(f, afterOne);
      expect(odds1.WINNER![tl.maps[0]!]!).toBeLessThan(odds0.WINNER![tl.maps[0]!]!);
      const end = book.stateAt(f, f.endMs + 1);
      expect(end.status).toBe('ENDED');
      expect(end.home + end.away).toBe(tl.maps.length);
      expect(Math.max(end.home, end.away)).toBe(2);
      if (tl.maps.length === 2) {
        sweeps++;
        expect(book.stateAt(f, at(f, 60)).status).toBe('ENDED');
        expect(book.outcomeOf('MAPS', 'under', end)).toBe('WON');
        expect(book.outcomeOf('MAP_HCAP', 'home', end)).toBe(end.home === 2 ? 'WON' : 'LOST');
        expect(book.outcomeOf('MAP_HCAP', 'away', end)).toBe(end.home === 2 ? 'LOST' : 'WON');
      } else {
        threes++;
        expect(book.stateAt(f, at(f, 75)).status).toBe('LIVE');
        expect(book.outcomeOf('MAPS', 'over', end)).toBe('WON');
        // a 2-1 either way: home −1.5 loses, away +1.5 wins
        expect(book.outcomeOf('MAP_HCAP', 'home', end)).toBe('LOST');
        expect(book.outcomeOf('MAP_HCAP', 'away', end)).toBe('WON');
      }
      expect(book.outcomeOf('WINNER', 'home', end)).toBe(end.home === 2 ? 'WON' : 'LOST');
      // football markets do not exist here
      expect(book.oddsAt(f, afterOne)['1X2']).toBeUndefined();
    }
    expect(sweeps).toBeGreaterThan(50);
    expect(threes).toBeGreaterThan(50);
    expect(abandoned).toBeLessThan(30);
  });

  it('prices carry the margin: the implied chances of each market add up to about 106%', () => {
    for (const f of fixtures.slice(0, 50)) {
      const o = book.oddsAt(f, book.stateAt(f, f.kickoffMs - 1));
      for (const m of ['WINNER', 'MAP_HCAP', 'MAPS'] as const) {
        const sum = Object.values(o[m]!).reduce((s, x) => s + 100 / x, 0);
        if (Object.values(o[m]!).every((x) => x > 101 && x < 50_000)) expect(sum).toBeGreaterThan(1.05);
      }
    }
  });

  it('esports slips: the same parlay rules (a void leg at 1.00)', () => {
    validateSlip([
      { fixtureId: 'arena-1', market: 'WINNER', pick: 'home', odds: 180 },
      { fixtureId: 'arena-2', market: 'MAPS', pick: 'over', odds: 210 },
    ]);
    expect(() => validateSlip([{ fixtureId: 'arena-1', market: 'MAPS', pick: 'draw', odds: 300 }])).toThrow(RangeError);
    expect(
      settleSlip(1000, [
        { odds: 180, result: 'WON' },
        { odds: 210, result: 'VOID' },
      ]),
    ).toBe(1800);
  });
});
