import { errorCodes, errorTextKey } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from './flat-packs.test-helpers';

const ARABIC = /[\u0600-\u06FF]/;
/** Keys whose text is the same in every pack on purpose (the Chinese agent marketing text, brand names). */
const SAME_EVERYWHERE = ['agent.marketing', 'agent.marketingSub'];

/** Every message spec sections 5 and 8 name, by the key the web shows it with, and the wording the spec gives. */
const specMessages: [string, RegExp][] = [
  ['in_need_true_account', /real account/i],
  ['in_no_data', /no data/i],
  ['game_maintenance', /maintenance/i],
  ['info_maintenance', /.+/],
  ['blockip', /IP/],
  ['info_ip_block', /.+/],
  ['Access restricted', /^Access restricted$/],
  ['auth.termsRequired', /terms/i],
  ['msg.invitationInvalid', /^Invalid invitation code$/],
  ['msg.verificationCodeInvalid', /^Please enter a valid verification code$/],
  ['msg.mobileInvalid', /^Please enter a valid mobile number$/],
  ['msg.confirmationIncorrect', /^Incorrect confirmation input$/],
  ['msg.realNameInvalid', /^Real name format is incorrect$/],
  ['msg.phoneFormatInvalid', /^Phone number format is incorrect$/],
  ['msg.captchaRequired', /^Please enter the captcha$/],
  ['msg.inputEmpty', /^Input cannot be empty$/],
  ['msg.confirmPasswordIncorrect', /^Confirmation password is not correct\.$/],
  ['msg.phoneDigits', /\{\{n\}\}-digit phone number/],
  ['msg.notLoggedIn', /^You are not logged in, please login$/],
  ['msg.userOrEmailMissing', /^Username\/Email does not exist$/],
  ['errors.system_unavailable', /^Network link is abnormal, please try again/],
  ['app.pageLoadFailed', /^The page took longer time to load, please check your network connectivity/],
  ['msg.invalidUrl', /^Invalid URL, please contact customer service$/],
  ['msg.completeVerification', /^Please complete verification first$/],
  ['errors.system_error', /^Unknown error/],
  ['errors.system_maintenance', /^System maintenance/],
  ['msg.registerFirst', /^Please Register An Account First$/],
  ['msg.contactAgent', /^Please contact your agent$/],
  ['errors.login_not_agent', /^Non-agents cannot log in/],
  ['errors.login_not_member', /^Non-member account unable to login/],
  ['errors.inconsistent_twice', /confirmation password/i],
  ['phoneAuth.invalidNumber', /invalid phone number format/i],
  ['phoneAuth.missingNumber', /phone number/i],
  ['phoneAuth.tooManyRequests', /too many requests.*5 minutes/i],
  ['phoneAuth.unknownError', /unknown error/i],
  ['phoneAuth.invalidCode', /invalid verification code/i],
  ['phoneAuth.missingCode', /verification code/i],
  ['phoneAuth.captchaFailed', /captcha check failed/i],
  ['phoneAuth.quotaExceeded', /quota not sufficient.*customer service/i],
  ['phoneAuth.notEnabled', /operation not enabled.*customer service/i],
  ['phoneAuth.codeExpired', /expired.*send it again/i],
  ['phoneAuth.popupClosed', /closed by the user.*login failed.*try again/i],
];

describe('language packs', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(urFlat).sort()).toEqual(Object.keys(enFlat).sort());
  });

  it('have no empty values', () => {
    for (const [k, v] of [...Object.entries(enFlat), ...Object.entries(urFlat)]) {
      expect(v.trim(), k).not.toBe('');
    }
  });

  it('write Urdu in Urdu script', () => {
    const keys = Object.keys(urFlat).filter((k) => !SAME_EVERYWHERE.includes(k));
    const urdu = keys.filter((k) => ARABIC.test(urFlat[k] as string));
    expect(urdu.length / keys.length).toBeGreaterThan(0.95);
    for (const k of [
      'in_no_data',
      'in_need_true_account',
      'game_maintenance',
      'info_maintenance',
      'blockip',
      'info_ip_block',
      'Access restricted',
    ]) {
      expect(urFlat[k], k).toMatch(ARABIC);
      expect(enFlat[k], k).not.toMatch(ARABIC);
    }
  });

  it('carry every message of spec sections 5 and 8, in English and in Urdu script', () => {
    for (const [key, wording] of specMessages) {
      expect(enFlat[key], key).toMatch(wording);
      expect(urFlat[key], key).toMatch(ARABIC);
    }
  });

  it('keep the Chinese agent marketing text in both packs', () => {
    for (const k of SAME_EVERYWHERE) {
      expect(enFlat[k]).toMatch(/[\u4e00-\u9fff]/);
      expect(urFlat[k]).toBe(enFlat[k]);
    }
  });

  it('have a text for every coded error', () => {
    for (const code of errorCodes) {
      expect(enFlat[errorTextKey(code)], code).toBeTruthy();
      expect(urFlat[errorTextKey(code)], code).toBeTruthy();
    }
  });

  it('use the same interpolation variables in both packs', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const k of Object.keys(enFlat)) expect(vars(urFlat[k] as string), k).toEqual(vars(enFlat[k] as string));
  });
});
