import { describe, expect, it } from 'vitest';
import { periodKinds, periodOf, reportRange } from './range';

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
