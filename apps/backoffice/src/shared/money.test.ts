import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows minor units with the currency, two decimals and thousands separators', () => {
    expect(formatMoney('250000', 'PKR')).toBe('PKR 2,500.00');
    expect(formatMoney('1200000000', 'USD')).toBe('USD 12,000,000.00');
    expect(formatMoney('5', 'PKR')).toBe('PKR 0.05');
  });

  it('signs negative amounts before the currency', () => {
    expect(formatMoney('-185050', 'PKR')).toBe('-PKR 1,850.50');
  });

  it('leaves the currency out while it is not known', () => {
    expect(formatMoney(130000n, null)).toBe('1,300.00');
  });
});
