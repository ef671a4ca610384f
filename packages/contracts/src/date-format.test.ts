import { describe, expect, it } from 'vitest';
import { dateFormatters, gmtOffset, momentOptions, zoneOrLocal } from './date-format';

// 20:04:18 in Karachi (UTC+5), 15:04:18 UTC, 10:04:18 in New York (UTC−5 in November).
const evening = '2026-11-28T15:04:18Z';
const morning = '2026-11-28T03:04:18Z';

describe('dates in the merchant zone and the interface language', () => {
  it('Urdu keeps no Latin AM/PM: its own day period reads after the time', () => {
    const ur = dateFormatters('ur', 'Asia/Karachi');
    for (const at of [evening, morning]) {
      for (const text of [ur.dateTime(at), ur.dateTimeShort(at), ur.time(at)]) {
        expect(text).not.toMatch(/\b[AP]M\b/);
        expect(text).not.toMatch(/[A-Za-z]/);
      }
    }
    expect(ur.dateTime(evening)).toBe('28 نومبر، 2026، 8:04:18 رات');
    expect(ur.dateTime(morning)).toBe('28 نومبر، 2026، 8:04:18 صبح');
    expect(ur.time(evening)).toBe('8:04 رات');
  });

  it('English keeps its medium date and time', () => {
    const en = dateFormatters('en', 'Asia/Karachi');
    expect(en.dateTime(evening)).toBe('Nov 28, 2026, 8:04:18 PM');
    expect(en.dateTimeShort(evening)).toBe('Nov 28, 2026, 8:04 PM');
    expect(en.time(evening)).toBe('8:04 PM');
    expect(en.date(evening)).toBe('Nov 28, 2026');
    expect(momentOptions('en')).toEqual({ dateStyle: 'medium', timeStyle: 'medium' });
  });

  it('a moment reads in the merchant zone, not the runtime one, and the day follows the zone', () => {
    expect(dateFormatters('en', 'Asia/Karachi').time(evening)).toBe('8:04 PM');
    expect(dateFormatters('en', 'America/New_York').time(evening)).toBe('10:04 AM');
    expect(dateFormatters('en', 'UTC').time(evening)).toBe('3:04 PM');
    // 21:30 UTC on the 28th is already the 29th in Karachi.
    expect(dateFormatters('en', 'Asia/Karachi').date('2026-11-28T21:30:00Z')).toBe('Nov 29, 2026');
    expect(dateFormatters('ur', 'Asia/Karachi').clock(evening)).toBe('20:04:18');
  });

  it('an unknown zone falls back to the runtime zone instead of throwing', () => {
    expect(zoneOrLocal('Mars/Olympus')).toBeUndefined();
    expect(zoneOrLocal(undefined)).toBeUndefined();
    expect(zoneOrLocal('Asia/Karachi')).toBe('Asia/Karachi');
    expect(() => dateFormatters('ur', 'Mars/Olympus').dateTime(evening)).not.toThrow();
  });

  it("the clock's offset is the zone's, not the browser's", () => {
    const at = new Date(evening);
    expect(gmtOffset(at, 'Asia/Karachi')).toBe('GMT+05:00');
    expect(gmtOffset(at, 'UTC')).toBe('GMT+00:00');
    expect(gmtOffset(at, 'America/New_York')).toBe('GMT-05:00');
    expect(gmtOffset(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('GMT-04:00');
    expect(gmtOffset(at, 'Asia/Kathmandu')).toBe('GMT+05:45');
  });
});
