import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from '../../i18n/flat-packs.test-helpers';
import { clipToToday, datesOf, dayNumber, presetOf, presetRange, rangeDays, rangePresets, todayIn, validRange } from './report-range';

describe('report ranges', () => {
  it("take today from the merchant's zone, not the browser's", () => {
    // 2026-11-29 20:30 UTC is already the 30th in Karachi (UTC+5) and still the 29th in New York.
    const now = Date.UTC(2026, 10, 29, 20, 30);
    expect(todayIn('Asia/Karachi', now)).toBe('2026-11-30');
    expect(todayIn('America/New_York', now)).toBe('2026-11-29');
    expect(todayIn('UTC', now)).toBe('2026-11-29');
    expect(todayIn('Not/AZone', now)).toBe('2026-11-29');
  });

  it('make the presets from that day', () => {
    const today = '2026-03-02';
    expect(presetRange('today', today)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    // 2026-03-02 is a Monday: this week is that day alone, last week the Monday-to-Sunday before it.
    expect(presetRange('thisWeek', today)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(presetRange('lastWeek', today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('thisWeek', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    // On a Sunday the last 7 days are this week: the default preset, last 7, is the one marked.
    expect(presetOf({ from: '2026-03-02', to: '2026-03-08' }, '2026-03-08')).toBe('last7');
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('recognise a preset, and a range of its own as none', () => {
    expect(presetOf({ from: '2026-02-24', to: '2026-03-02' }, '2026-03-02')).toBe('last7');
    expect(presetOf({ from: '2026-03-01', to: '2026-03-01' }, '2026-03-02')).toBe('yesterday');
    expect(presetOf({ from: '2026-02-20', to: '2026-03-02' }, '2026-03-02')).toBeNull();
  });

  it('stop a period at today', () => {
    expect(clipToToday({ from: '2026-03-01', to: '2026-03-31' }, '2026-03-02')).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(clipToToday({ from: '2026-02-01', to: '2026-02-28' }, '2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('refuse ranges that are not real, reversed, in the future or too long', () => {
    const today = '2026-03-02';
    expect(validRange({ from: '2026-02-01', to: '2026-02-28' }, today)).toBe(true);
    expect(validRange({ from: '2026-02-30', to: '2026-03-01' }, today)).toBe(false);
    expect(validRange({ from: '2026-03-01', to: '2026-02-01' }, today)).toBe(false);
    expect(validRange({ from: '2026-03-01', to: '2026-03-03' }, today)).toBe(false);
    expect(validRange({ from: '2024-01-01', to: '2026-03-01' }, today)).toBe(false);
    expect(validRange({ from: 'yesterday', to: '2026-03-01' }, today)).toBe(false);
    expect(dayNumber('2026-13-01')).toBeNaN();
  });

  it('list every day of a range, across a month end', () => {
    expect(rangeDays({ from: '2026-02-27', to: '2026-03-02' })).toBe(4);
    expect(datesOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('offer rolling ranges of the last 30 and 90 days, and any two dates as a custom range', () => {
    const today = '2026-03-02';
    expect(presetRange('last30', today)).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(presetRange('last90', today)).toEqual({ from: '2025-12-03', to: '2026-03-02' });
    expect(rangeDays(presetRange('last30', today))).toBe(30);
    expect(rangeDays(presetRange('last90', today))).toBe(90);
    expect(presetOf({ from: '2026-02-01', to: '2026-03-02' }, today)).toBe('last30');
    expect(presetOf({ from: '2025-12-03', to: '2026-03-02' }, today)).toBe('last90');
    // Ten days ending on a Wednesday: no preset, a custom range the picker marks with its length.
    const custom = { from: '2026-02-16', to: '2026-02-25' };
    expect(validRange(custom, today)).toBe(true);
    expect(presetOf(custom, today)).toBeNull();
    expect(rangeDays(custom)).toBe(10);
  });

  it('have every preset and the custom range named in English and Urdu', () => {
    for (const p of rangePresets) {
      expect(enFlat[`reports.range.preset.${p}`], p).toBeTruthy();
      expect(urFlat[`reports.range.preset.${p}`], p).toMatch(/[\u0600-\u06FF]/);
    }
    expect(enFlat['reports.range.custom']).toBe('Custom range: {{days}} days');
    expect(urFlat['reports.range.custom']).toContain('{{days}}');
    expect(urFlat['reports.range.custom']).toMatch(/[\u0600-\u06FF]/);
  });
});
