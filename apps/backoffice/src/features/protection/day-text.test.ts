import { describe, expect, it } from 'vitest';
import { formatDay } from './day-text';

describe('a play-summary day', () => {
  it('is written in the interface language, on the day the server named', () => {
    expect(formatDay('2026-11-29', 'en')).toBe('Nov 29, 2026');
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDay('2026-11-29', 'ur')).toMatch(/29/);
  });

  it('leaves anything that is not a day as it came', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
