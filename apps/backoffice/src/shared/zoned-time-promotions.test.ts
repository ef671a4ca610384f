import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-time';

describe('schedule times in the merchant zone', () => {
  it('shows an instant as the wall time of the zone', () => {
    expect(toZonedInput('2026-12-01T13:00:00.000Z', 'Asia/Karachi')).toBe('2026-12-01T18:00');
    expect(toZonedInput('2026-12-01T13:00:00.000Z', 'UTC')).toBe('2026-12-01T13:00');
    expect(toZonedInput(null, 'Asia/Karachi')).toBe('');
  });
  it('reads a wall time of the zone back as the instant', () => {
    expect(fromZonedInput('2026-12-01T18:00', 'Asia/Karachi')).toBe('2026-12-01T13:00:00.000Z');
    expect(fromZonedInput('2026-12-01T00:30', 'Asia/Kolkata')).toBe('2026-11-30T19:00:00.000Z');
    // Daylight saving: London is UTC+1 in July, UTC+0 in January.
    expect(fromZonedInput('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z');
    expect(fromZonedInput('2026-01-01T12:00', 'Europe/London')).toBe('2026-01-01T12:00:00.000Z');
  });
  it('round-trips, and refuses text that is not a datetime-local value', () => {
    for (const iso of ['2026-03-29T00:30:00.000Z', '2026-10-25T02:15:00.000Z', '2027-02-28T23:59:00.000Z'])
      expect(fromZonedInput(toZonedInput(iso, 'Europe/London'), 'Europe/London')).toBe(iso);
    expect(fromZonedInput('tomorrow', 'UTC')).toBeNull();
    expect(fromZonedInput('2026-12-01', 'UTC')).toBeNull();
  });
});
