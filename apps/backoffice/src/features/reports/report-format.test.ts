import { describe, expect, it } from 'vitest';
import { changeOf, minorToDecimal, minorToPlot, reportFormat, zoneLabel } from './report-format';

/** Intl puts a no-break space between the currency and the amount. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('report numbers', () => {
  it('turn minor units into exact decimals', () => {
    expect(minorToDecimal('12345')).toBe('123.45');
    expect(minorToDecimal('-5')).toBe('-0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal('900719925474099312')).toBe('9007199254740993.12');
    expect(minorToPlot('-150')).toBe(-1.5);
  });

  it('show money with the merchant currency in each language, to the last cent', () => {
    const en = reportFormat('en', 'PKR');
    expect(plain(en.money('123456789'))).toBe('PKR 1,234,567.89');
    expect(plain(en.money('-5'))).toBe('-PKR 0.05');
    expect(plain(en.money('900719925474099312'))).toBe('PKR 9,007,199,254,740,993.12');
    const ur = reportFormat('ur', 'PKR');
    expect(ur.money('123456789')).toContain('1,234,567.89');
    expect(ur.money('123456789')).toContain('Rs');
    // Compact axis ticks are words of the language (lakh in Urdu), still with the currency.
    expect(ur.moneyCompact(1_234_567)).toMatch(/لاکھ/);
    expect(plain(en.moneyCompact(1_234_567))).toBe('PKR 1.2M');
  });

  it('fall back to a plain number for a currency Intl does not know', () => {
    expect(reportFormat('en', 'XX1').money('100')).toBe('1.00');
    expect(reportFormat('en', null).money('100')).toBe('1.00');
  });

  it('show the change against the previous period, and none when it had nothing', () => {
    expect(changeOf('150', '100')).toBe(0.5);
    expect(changeOf('50', '-100')).toBe(1.5);
    expect(changeOf('50', '0')).toBeNull();
    expect(changeOf('50', null)).toBeNull();
    const en = reportFormat('en', 'PKR');
    expect(en.change(0.125)).toBe('+12.5%');
    expect(en.change(-0.5)).toBe('-50%');
    expect(en.change(null)).toBe('—');
    expect(en.share(0.42)).toBe('42%');
  });

  it('name calendar dates without shifting them by a zone', () => {
    expect(reportFormat('en', null).day('2026-03-01')).toBe('Mar 1, 2026');
    expect(reportFormat('en', null).shortDay('2026-03-01')).toBe('Mar 1');
    expect(reportFormat('ur', null).shortDay('2026-03-01')).toMatch(/مارچ/);
    expect(reportFormat('en', null).day('not a day')).toBe('not a day');
  });

  it("show a moment in the report's zone", () => {
    expect(plain(reportFormat('en', null, 'Asia/Karachi').moment('2026-03-01T20:30:00Z'))).toBe('Mar 2, 2026, 1:30:00 AM');
    expect(plain(reportFormat('en', null, 'UTC').moment('2026-03-01T20:30:00Z'))).toBe('Mar 1, 2026, 8:30:00 PM');
    expect(reportFormat('en', null, 'Bad/Zone').moment('nonsense')).toBe('nonsense');
    // Urdu names the time of day in Urdu (رات, night), not with a Latin PM that lands before the time.
    expect(reportFormat('ur', null, 'Asia/Karachi').moment('2026-03-01T15:30:00Z')).toBe('1 مارچ، 2026، 8:30:00 رات');
  });

  it('label the zone with its offset', () => {
    expect(zoneLabel('Asia/Karachi', Date.UTC(2026, 0, 1))).toBe('Asia/Karachi · GMT+05:00');
    expect(zoneLabel('Nowhere/Land', 0)).toBe('Nowhere/Land');
  });
});
