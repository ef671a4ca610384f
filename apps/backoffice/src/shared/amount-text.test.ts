import { describe, expect, it } from 'vitest';
import { decimalOf, hundredthsOf, majorOf, minorOfText, wholeOf } from './amount-text';

describe('amounts and rates as fields hold them', () => {
  it('converts money between major and minor units', () => {
    expect(minorOfText('1,250.5')).toBe('125050');
    expect(minorOfText('0')).toBe('0');
    expect(minorOfText('12.345')).toBeNull();
    expect(minorOfText('-5')).toBeNull();
    expect(minorOfText('')).toBeNull();
    expect(majorOf('125050')).toBe('1250.50');
    expect(majorOf(7)).toBe('0.07');
  });
  it('converts percentages and multiples to hundredths and back', () => {
    expect(hundredthsOf('12.5')).toBe(1250);
    expect(hundredthsOf('0.35')).toBe(35);
    expect(hundredthsOf('abc')).toBeNull();
    expect(decimalOf(1250)).toBe('12.50');
    expect(decimalOf(1000)).toBe('10');
  });
  it('reads whole numbers within a range', () => {
    expect(wholeOf('3', 1, 5)).toBe(3);
    expect(wholeOf('0', 1, 5)).toBeNull();
    expect(wholeOf('2.5', 1, 5)).toBeNull();
  });
});
