import { describe, expect, it } from 'vitest';
import { ageOf, formatAge } from './queue-age';

const at = Date.parse('2026-11-29T12:00:00Z');
const before = (ms: number) => new Date(at - ms).toISOString();
const MIN = 60_000;

describe('queue item age', () => {
  it('counts minutes under an hour, hours under two days, then days', () => {
    expect(ageOf(before(30_000), at)).toEqual({ value: 0, unit: 'minute' });
    expect(ageOf(before(59 * MIN), at)).toEqual({ value: 59, unit: 'minute' });
    expect(ageOf(before(60 * MIN), at)).toEqual({ value: 1, unit: 'hour' });
    expect(ageOf(before(47 * 60 * MIN + 59 * MIN), at)).toEqual({ value: 47, unit: 'hour' });
    expect(ageOf(before(48 * 60 * MIN), at)).toEqual({ value: 2, unit: 'day' });
    expect(ageOf(before(9 * 24 * 60 * MIN + 5 * MIN), at)).toEqual({ value: 9, unit: 'day' });
  });

  it('reads a request a little in the future (clock skew) as no time at all', () => {
    expect(ageOf(new Date(at + 90_000).toISOString(), at)).toEqual({ value: 0, unit: 'minute' });
  });

  it('words the age through Intl in the interface language', () => {
    expect(formatAge({ value: 5, unit: 'minute' }, 'en')).toBe('5 min');
    expect(formatAge({ value: 3, unit: 'hour' }, 'en')).toBe('3 hr');
    expect(formatAge({ value: 2, unit: 'day' }, 'en')).toBe('2 days');
    expect(formatAge({ value: 2, unit: 'day' }, 'ur')).toMatch(/[\u0600-\u06FF]/);
  });
});
