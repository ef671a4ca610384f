import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-time';

describe('schedule times in the merchant zone', () => {
  it('reads and writes wall time in Karachi (UTC+5) and UTC', () => {
    expect(fromZonedInput('2026-12-01T09:30', 'Asia/Karachi')).toBe('2026-12-01T04:30:00.000Z');
    expect(toZonedInput('2026-12-01T04:30:00.000Z', 'Asia/Karachi')).toBe('2026-12-01T09:30');
    expect(fromZonedInput('2026-12-01T09:30', 'UTC')).toBe('2026-12-01T09:30:00.000Z');
  });
  it('follows daylight saving (New York, summer and winter)', () => {
    expect(fromZonedInput('2026-07-01T12:00', 'America/New_York')).toBe('2026-07-01T16:00:00.000Z');
    expect(fromZonedInput('2026-01-15T12:00', 'America/New_York')).toBe('2026-01-15T17:00:00.000Z');
    expect(toZonedInput('2026-07-01T16:00:00.000Z', 'America/New_York')).toBe('2026-07-01T12:00');
  });
  it('an empty or malformed value is no time', () => {
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('2026-13', 'UTC')).toBeNull();
    expect(toZonedInput(null, 'UTC')).toBe('');
  });
});
