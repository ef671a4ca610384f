import { AppError } from '../../core/app-error';
import { type AccountsDeps, type Caller, lockWindowMs, normMobile, randomToken } from './accounts.deps';
import { captchaText, drawCaptcha } from './captcha-image';
import { type CodePurpose, sixDigits } from './codes';

const CAPTCHA_TTL_S = 120;

/** Captchas and texted codes, each limited per IP and per number. */
export const createCodeSendService = (d: AccountsDeps) => {
  const limit = async (key: string, max: number) => {
    if ((await d.limiter.hit(key, lockWindowMs(d))) > max) throw new AppError('auth.too_many_attempts');
  };

  const captcha = async (c: Caller) => {
    await limit(`captcha:ip:${c.merchant.id}:${c.ip}`, d.config.CAPTCHA_MAX_PER_WINDOW);
    const text = captchaText();
    const captchaId = randomToken(18);
    await d.codes.issue(c.merchant.id, 'captcha', captchaId, text, CAPTCHA_TTL_S * 1000);
    // The development outbox also shows captcha answers, so scripted journeys can pass it; never in production.
    if (d.config.DEV_OUTBOX) await d.delivery.devNote(c.merchant.id, 'captcha', captchaId, text);
    const svg = drawCaptcha(text);
    return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiresInSeconds: CAPTCHA_TTL_S };
  };

  /**
   * Texts a 6-digit code for a purpose. `sendIf` decides whether this number may get one (registration: not
   * registered yet; login and reset: registered) — the answer is the same either way for login and reset, so the
   * call does not reveal which numbers have accounts.
   */
  const sms = async (c: Caller, purpose: CodePurpose, mobileRaw: string, send: boolean) => {
    const mobile = normMobile(mobileRaw);
    await limit(`sms:ip:${c.merchant.id}:${c.ip}`, d.config.SMS_MAX_PER_WINDOW * 2);
    await limit(`sms:n:${c.merchant.id}:${mobile}`, d.config.SMS_MAX_PER_WINDOW);
    const minutes = (await d.repo.authSettings(c.merchant.id)).smsExpiryMinutes;
    if (send) {
      const code = sixDigits();
      await d.codes.issue(c.merchant.id, purpose, mobile, code, minutes * 60_000);
      await d.delivery.sms(c.merchant.id, mobile, `Your verification code is ${code}. It expires in ${minutes} minutes.`);
    }
    await d.repo.event({
      merchantId: c.merchant.id,
      account: mobile,
      event: `sms_${purpose}`,
      outcome: send ? 'sent' : 'skipped',
      ip: c.ip,
    });
    return { sent: true, expiredMinutes: minutes };
  };

  return { captcha, sms };
};
