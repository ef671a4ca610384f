import { describe, expect, it } from 'vitest';
import { heatLevel, heatRow } from './retention-heat';

describe('the retention heat map', () => {
  it('shades a cell by its share of the cohort', () => {
    expect(heatLevel(null)).toBe(0);
    expect(heatLevel(0)).toBe(0);
    expect(heatLevel(0.01)).toBe(1);
    expect(heatLevel(0.1)).toBe(2);
    expect(heatLevel(0.35)).toBe(4);
    expect(heatLevel(0.49)).toBe(4);
    expect(heatLevel(0.5)).toBe(5);
    expect(heatLevel(1)).toBe(5);
  });

  it("turns a cohort's counts into shares, none for an empty cohort", () => {
    const full = heatRow({ key: '2026-03-01', label: '2026-03-01', values: { cohort: '20', d1: '10', d7: '4', d14: '1', d30: '0' } });
    expect(full.cohort).toBe(20);
    expect(full.cells.map((c) => [c.day, c.count, c.share, c.level])).toEqual([
      ['d1', 10, 0.5, 5],
      ['d7', 4, 0.2, 3],
      ['d14', 1, 0.05, 1],
      ['d30', 0, 0, 0],
    ]);
    const empty = heatRow({ key: '2026-03-02', label: '2026-03-02', values: { cohort: '0', d1: '0', d7: '0', d14: '0', d30: '0' } });
    expect(empty.cells.every((c) => c.share === null && c.level === 0)).toBe(true);
  });
});
