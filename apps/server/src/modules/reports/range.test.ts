import { describe, expect, it } from 'vitest';
import { nextOf, periodKinds, periodOf, periodsOf, previousOf, reportRange } from './range';

const K = 'Asia/Karachi';
const of = (from: string, to: string, tz = K, today = '2026-11-29') => periodOf(reportRange(from, to, tz), K, today);

describe('periodOf: the standard periods rankings are kept for', () => {
  it('a day, a Monday-to-Sunday week and a month, whole or up to today', () => {
    expect(of('2026-11-03', '2026-11-03')).toEqual({ kind: periodKinds.day, start: '2026-11-03' });
    expect(of('2026-11-16', '2026-11-22')).toEqual({ kind: periodKinds.week, start: '2026-11-16' });
    expect(of('2026-11-23', '2026-11-29')).toEqual({ kind: periodKinds.week, start: '2026-11-23' });
    expect(of('2026-11-23', '2026-11-25', K, '2026-11-25')).toEqual({ kind: periodKinds.week, start: '2026-11-23' });
    expect(of('2026-10-01', '2026-10-31')).toEqual({ kind: periodKinds.month, start: '2026-10-01' });
    expect(of('2026-02-01', '2026-02-28')).toEqual({ kind: periodKinds.month, start: '2026-02-01' });
    expect(of('2026-11-01', '2026-11-29')).toEqual({ kind: periodKinds.month, start: '2026-11-01' });
  });

  it('any other range, or another zone than the merchant’s, is none', () => {
    expect(of('2026-11-23', '2026-11-28')).toBeNull(); // a week cut short before today
    expect(of('2026-11-17', '2026-11-23')).toBeNull(); // seven days from a Tuesday
    expect(of('2026-11-01', '2026-11-27')).toBeNull(); // a month cut short before today
    expect(of('2026-10-01', '2026-10-30')).toBeNull();
    expect(of('2026-10-02', '2026-10-31')).toBeNull();
    expect(of('2026-11-03', '2026-11-03', 'UTC')).toBeNull();
  });
});

describe('rolling and custom ranges: any two days, up to 366, the periods beside them of the same length', () => {
  it('previous and next move by the range’s own length, across month ends', () => {
    // The last 30 days up to 2026-11-29; ten days from a Wednesday.
    const r = reportRange('2026-10-31', '2026-11-29', K);
    expect(r.days.length).toBe(30);
    expect(previousOf(r)).toMatchObject({ from: '2026-10-01', to: '2026-10-30' });
    expect(nextOf(r, '2026-11-29')).toBeNull();
    const c = reportRange('2026-02-25', '2026-03-06', K);
    expect(c.days.length).toBe(10);
    expect(previousOf(c)).toMatchObject({ from: '2026-02-15', to: '2026-02-24' });
    expect(nextOf(c, '2026-11-29')).toEqual({ from: '2026-03-07', to: '2026-03-16' });
    // Its hours: midnight of the first day to midnight after the last, in the zone (Karachi is UTC+5).
    expect([c.start.toISOString(), c.end.toISOString()]).toEqual(['2026-02-24T19:00:00.000Z', '2026-03-06T19:00:00.000Z']);
    expect(reportRange('2025-11-29', '2026-11-29', K).days.length).toBe(366);
  });

  it('a reversed, unreal or too long range is refused with a code', () => {
    const code = (from: string, to: string, tz = K) => {
      try {
        reportRange(from, to, tz);
        return null;
      } catch (e) {
        return (e as { code: string }).code;
      }
    };
    expect(code('2026-11-10', '2026-11-09')).toBe('reports.range_invalid');
    expect(code('2026-02-30', '2026-03-02')).toBe('reports.range_invalid');
    expect(code('2025-11-28', '2026-11-29')).toBe('reports.range_invalid'); // 367 days
    expect(code('2026-11-01', '2026-11-07', 'Mars/Base')).toBe('reports.range_invalid');
    expect(code('2026-11-01', '2026-11-07', 'Asia/Kolkata')).toBe('reports.zone_unsupported');
  });
});

describe('periodsOf: a range of the merchant’s days as the standard periods the players’ sums are kept for', () => {
  const parts = (from: string, to: string, tz = K, today = '2026-11-29') =>
    periodsOf(reportRange(from, to, tz), K, today)?.map((p) => `${p.kind}:${p.start}`) ?? null;
  it('the last 30 days up to today: the last day of October and November so far', () => {
    expect(parts('2026-10-31', '2026-11-29')).toEqual(['1:2026-10-31', '3:2026-11-01']);
  });
  it('whole weeks and months inside the range, days at its edges', () => {
    // 2026-09-26 is a Saturday: two days, then the weeks from Monday 09-28 (one crossing into October), then three days
    // of a week that does not end in the range.
    expect(parts('2026-09-26', '2026-11-11')).toEqual([
      '1:2026-09-26',
      '1:2026-09-27',
      '2:2026-09-28',
      '2:2026-10-05',
      '2:2026-10-12',
      '2:2026-10-19',
      '2:2026-10-26',
      '2:2026-11-02',
      '1:2026-11-09',
      '1:2026-11-10',
      '1:2026-11-11',
    ]);
    // A whole month from its first day; this week up to today.
    expect(parts('2026-08-01', '2026-09-02')).toEqual(['3:2026-08-01', '1:2026-09-01', '1:2026-09-02']);
    expect(parts('2026-11-21', '2026-11-25', K, '2026-11-25')).toEqual(['1:2026-11-21', '1:2026-11-22', '2:2026-11-23']);
  });
  it('none in another zone than the merchant’s', () => {
    expect(parts('2026-11-01', '2026-11-07', 'UTC')).toBeNull();
  });
});
