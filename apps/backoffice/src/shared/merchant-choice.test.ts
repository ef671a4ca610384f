import { describe, expect, it } from 'vitest';
import { parseMerchantCode } from './merchant-choice';

describe('parseMerchantCode', () => {
  it('reads a typed merchant code trimmed and in capitals', () => {
    expect(parseMerchantCode(' demo ')).toBe('DEMO');
    expect(parseMerchantCode('acme_2')).toBe('ACME_2');
  });

  it('refuses what is not a merchant code', () => {
    expect(parseMerchantCode('')).toBeNull();
    expect(parseMerchantCode('two words')).toBeNull();
    expect(parseMerchantCode('x'.repeat(33))).toBeNull();
  });
});
