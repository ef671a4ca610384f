import { describe, expect, it } from 'vitest';
import { dayStartInZone, windowBounds, windowDays } from './day-windows';

describe('day windows: the next and previous 7 and 30 days (spec section 9)', () => {
  it('have today in them at one end', () => {
    expect(windowDays('previous7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(windowDays('next30', '2026-12-20')).toEqual({ from: '2026-12-20', to: '2027-01-18' });
  });

  it("are read over [start, end): a past one up to now, a future one from now, at the merchant's day boundaries", () => {
    const now = new Date(Date.UTC(2026, 10, 28, 20, 0)); // 29 Nov 01:00 in Karachi (UTC+5)
    expect(windowBounds('next7', now, 'Asia/Karachi')).toEqual({ start: now, end: new Date(Date.UTC(2026, 11, 5, 19, 0)) });
    expect(windowBounds('previous7', now, 'Asia/Karachi')).toEqual({ start: new Date(Date.UTC(2026, 10, 22, 19, 0)), end: now });
    expect(windowBounds('previous30', now, 'Bad/Zone').start).toEqual(new Date(Date.UTC(2026, 9, 30)));
  });

  it('start a day on a clock change at its first instant', () => {
    // Europe/Berlin moves to summer time on 29 Mar 2026 at 02:00; that day starts at 00:00 CET = 23:00 UTC the day before.
    expect(dayStartInZone('2026-03-29', 'Europe/Berlin')).toEqual(new Date(Date.UTC(2026, 2, 28, 23, 0)));
    expect(dayStartInZone('2026-03-30', 'Europe/Berlin')).toEqual(new Date(Date.UTC(2026, 2, 29, 22, 0)));
  });
});
