import { describe, expect, it } from 'vitest';
import { cleanAmount, minorOfMajor, newRequestId, signedAmount } from './adjust-amount';

describe('balance adjustment amounts', () => {
  it('takes positive amounts with up to two decimals and thousands separators', () => {
    expect(cleanAmount('2,500.00')).toBe('2500.00');
    expect(cleanAmount(' 15 ')).toBe('15');
    expect(cleanAmount('0')).toBeNull();
    expect(cleanAmount('1.234')).toBeNull();
    expect(cleanAmount('-5')).toBeNull();
    expect(cleanAmount('abc')).toBeNull();
  });

  it('signs the amount by direction, always with two decimals', () => {
    expect(signedAmount('credit', '2,500')).toBe('2500.00');
    expect(signedAmount('debit', '50.5')).toBe('-50.50');
    expect(signedAmount('credit', '007.1')).toBe('7.10');
    expect(signedAmount('debit', '')).toBeNull();
  });

  it('turns the signed text into minor units', () => {
    expect(minorOfMajor('2500.00')).toBe(250000n);
    expect(minorOfMajor('-50.50')).toBe(-5050n);
  });

  it('makes request ids the server takes', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9._:-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
    expect(newRequestId(() => 'x'.repeat(100))).toHaveLength(64);
  });
});
