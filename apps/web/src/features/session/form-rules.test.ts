import { changePasswordForm, errorsEn, errorsUr, forgotPasswordForm, loginForm, type RegisterRules, registerForm } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import en from '../../i18n/en.json';
import ur from '../../i18n/ur.json';

/** The problems a form schema reports, as field → message key. */
const problems = (schema: z.ZodType, values: unknown) => {
  const r = schema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

type Pack = { [k: string]: string | Pack };
const has = (pack: Pack, key: string) =>
  typeof key.split('.').reduce<Pack | string | undefined>((p, k) => (typeof p === 'object' ? p[k] : undefined), pack) === 'string';
const enPack = { ...en, errors: errorsEn } as Pack;
const urPack = { ...ur, errors: errorsUr } as Pack;
const seen = new Set<string>();
const keys = (p: Record<string, string>) => {
  for (const k of Object.values(p)) seen.add(k);
  return p;
};

const login = { username: '', password: '', captcha: '', remember: false };
const passwordRule: RegisterRules = { password: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 12, patternId: 4 } };

describe('form rules from contracts (one problem at a time where the form shows one)', () => {
  it('login: username, then password, then captcha (when asked), then the mobile number format', () => {
    const username = loginForm({ mode: 'username', needCaptcha: true });
    expect(keys(problems(username, login))).toEqual({ username: 'auth.required' });
    expect(problems(username, { ...login, username: ' x ' })).toEqual({ password: 'auth.required' });
    expect(keys(problems(username, { ...login, username: 'x', password: 'p' }))).toEqual({ captcha: 'auth.captchaRequired' });
    expect(problems(loginForm({ mode: 'username', needCaptcha: false }), { ...login, username: 'x', password: 'p' })).toEqual({});
    const sms = loginForm({ mode: 'sms', needCaptcha: true });
    expect(keys(problems(sms, { ...login, username: '12ab', password: '123456' }))).toEqual({ username: 'errors.mobile_invalid' });
    expect(problems(sms, { ...login, username: '+923001234567', password: '123456' })).toEqual({});
  });

  it('change password: all filled, the merchant rule, then the confirmation', () => {
    const schema = changePasswordForm(passwordRule.password);
    const v = { oldPassword: 'old', newPassword: 'abc', confirmNewPassword: 'abc' };
    expect(problems(schema, { ...v, oldPassword: '' })).toEqual({ oldPassword: 'auth.required' });
    expect(keys(problems(schema, v))).toEqual({ newPassword: 'errors.reg_pattern_4' });
    expect(keys(problems(schema, { ...v, newPassword: 'abc123', confirmNewPassword: 'abc124' }))).toEqual({
      confirmNewPassword: 'errors.inconsistent_twice',
    });
    expect(problems(changePasswordForm(), v)).toEqual({});
  });

  it('forgot password: by e-mail (username, address) and by mobile (number, code, new password twice)', () => {
    const v = { username: '', email: 'x', mobileNum: '', code: '', newPassword: '', confirmNewPassword: '' };
    expect(problems(forgotPasswordForm('email'), v)).toEqual({ username: 'auth.required' });
    expect(keys(problems(forgotPasswordForm('email'), { ...v, username: 'a' }))).toEqual({ email: 'msg.emailInvalid' });
    const sms = forgotPasswordForm('sms');
    expect(problems(sms, v)).toEqual({ mobileNum: 'errors.mobile_invalid' });
    expect(keys(problems(sms, { ...v, mobileNum: '+923001234567', code: '12' }))).toEqual({ code: 'errors.verification_invalid' });
    expect(problems(sms, { ...v, mobileNum: '+923001234567', code: '123456', newPassword: 'a', confirmNewPassword: 'b' })).toEqual({
      confirmNewPassword: 'errors.inconsistent_twice',
    });
  });

  it('registration: every failure at once, with the texted code, age and terms', () => {
    const found = keys(problems(registerForm(passwordRule, 'mobile', { smsCode: true }), { age: false, terms: false, password: 'ab' }));
    expect(found).toEqual({
      mobileNum: 'errors.input_empty',
      password: 'errors.reg_pattern_4',
      verificationCode: 'errors.verification_invalid',
      age: 'auth.ageRequired',
      terms: 'auth.termsRequired',
    });
    const mismatch = { age: true, terms: true, username: 'player1', password: 'abc123', confirmPassword: 'abc124' };
    expect(keys(problems(registerForm(passwordRule, 'username'), mismatch))).toEqual({ confirmPassword: 'errors.inconsistent_twice' });
    const ok = { age: true, terms: true, username: 'player1', password: 'abc123', confirmPassword: 'abc123' };
    expect(problems(registerForm(passwordRule, 'username'), ok)).toEqual({});
  });

  it('every message key the rules produce has its text in both language packs', () => {
    expect(seen.size).toBeGreaterThan(8);
    for (const key of seen) {
      expect(has(enPack, key), key).toBe(true);
      expect(has(urPack, key), key).toBe(true);
    }
  });
});
