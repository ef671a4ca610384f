import { describe, expect, it } from 'vitest';
import { dayStartsAt } from './missions.periods';

/** The growth consumer asks a day's start for every completed mission: remembered per (day, zone), never stale. */
describe('remembered day starts', () => {
  it("a day's start is remembered, and a caller changing the answer does not change it", () => {
    const first = dayStartsAt('2026-03-02', 'Asia/Karachi');
    expect(first.toISOString()).toBe('2026-03-01T19:00:00.000Z');
    first.setUTCFullYear(2000);
    expect(dayStartsAt('2026-03-02', 'Asia/Karachi').toISOString()).toBe('2026-03-01T19:00:00.000Z');
    expect(dayStartsAt('2026-03-02', 'UTC').toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});
