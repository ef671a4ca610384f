import { describe, expect, it } from 'vitest';
import { errorTextKey } from './errors';
import errorsEn from './i18n/en.json';
import errorsUr from './i18n/ur.json';
import { phoneAuthCodeOf, phoneAuthCodes, phoneAuthNumber } from './phone-auth';

const textOf = (pack: Record<string, string>, code: string) => pack[errorTextKey(code).replace(/^errors\./, '')];

describe('phone authentication messages', () => {
  it('every message of the spec has its own text in English and in Urdu', () => {
    for (const pack of [errorsEn, errorsUr] as Record<string, string>[]) {
      const texts = phoneAuthCodes.map((c) => textOf(pack, c));
      for (const [i, x] of texts.entries()) expect(x, phoneAuthCodes[i]).toBeTruthy();
      expect(new Set(texts).size).toBe(phoneAuthCodes.length);
    }
    expect(textOf(errorsUr, 'phone_auth.popup_closed')).toMatch(/[\u0600-\u06FF]/);
  });

  it("reads the service's answers; anything unknown is the unknown error", () => {
    expect(phoneAuthCodeOf('QUOTA_EXCEEDED')).toBe('phone_auth.quota');
    expect(phoneAuthCodeOf('CAPTCHA_CHECK_FAILED')).toBe('phone_auth.captcha_failed');
    expect(phoneAuthCodeOf('TOO_MANY_ATTEMPTS_TRY_LATER')).toBe('phone_auth.too_many');
    expect(phoneAuthCodeOf('OPERATION_NOT_ALLOWED')).toBe('phone_auth.not_enabled');
    expect(phoneAuthCodeOf('SESSION_EXPIRED')).toBe('phone_auth.code_expired');
    expect(phoneAuthCodeOf('INTERNAL_ERROR')).toBe('phone_auth.unknown');
    expect(phoneAuthCodeOf(undefined)).toBe('phone_auth.unknown');
  });

  it('accepts local and international numbers only', () => {
    expect(phoneAuthNumber.test('03001234560')).toBe(true);
    expect(phoneAuthNumber.test('+923001234560')).toBe(true);
    expect(phoneAuthNumber.test('0300-123')).toBe(false);
  });
});
