import type { CodeSentValue, LoginValue, VerificationMethod } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { type AccountsDeps, type Caller, lockWindowMs } from './accounts.deps';
import { sixDigits } from './codes';
import type { LoginService } from './login.service';
import { matchTotp } from './totp';

const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The extra verification of a sign-in from a new IP (LOGINIPVERF3): an SMS or e-mail code (sent on the first call
 * without a code), an authenticator code (RFC 6238, one step of drift, never the same step twice), or the bank
 * account name on file. Attempts are limited per account; the ticket is used once.
 */
export const createLoginVerifyService = (d: AccountsDeps & { login: LoginService }) => {
  const verify = async (
    c: Caller,
    body: { ticket: string; method: VerificationMethod; code?: string },
  ): Promise<LoginValue | CodeSentValue> => {
    const row = await d.codes.find(c.merchant.id, 'login_ticket', d.login.ticketTarget(body.ticket));
    if (!row) throw new AppError('verification.required');
    const data = row.data as { memberId: number; type: 'username' | 'sms' | 'firebase'; usedDefault: boolean };
    const member = await d.repo.byId(c.merchant.id, data.memberId);
    if (!member) throw new AppError('verification.required');
    const settings = await d.repo.authSettings(c.merchant.id);
    if (!d.login.methodsOf(member, settings.loginVerifyMethods).includes(body.method)) throw new AppError('verification.unavailable');
    const key = `verify:a:${c.merchant.id}:${member.id}`;
    const target = String(member.id);
    const minutes = settings.smsExpiryMinutes;

    if ((body.method === 'sms' || body.method === 'email') && !body.code) {
      if ((await d.limiter.hit(`verify-send:${c.merchant.id}:${member.id}`, lockWindowMs(d))) > d.config.SMS_MAX_PER_WINDOW) {
        throw new AppError('auth.too_many_attempts');
      }
      const code = sixDigits();
      const purpose = body.method === 'sms' ? 'ipverify_sms' : 'ipverify_email';
      await d.codes.issue(c.merchant.id, purpose, target, code, minutes * 60_000);
      if (body.method === 'sms')
        await d.delivery.sms(c.merchant.id, member.mobile as string, `Your sign-in code is ${code}. It expires in ${minutes} minutes.`);
      else
        await d.delivery.email(
          c.merchant.id,
          member.email as string,
          'Sign-in verification',
          `Your sign-in code is ${code}. It expires in ${minutes} minutes.`,
        );
      return { sent: true, expiredMinutes: minutes };
    }
    if (!body.code) throw new AppError('verification.invalid');
    // The attempt is counted before the check, so attempts sent at once cannot all be checked.
    if ((await d.limiter.hit(key, lockWindowMs(d))) > d.config.LOGIN_MAX_FAILURES) throw new AppError('auth.too_many_attempts');

    let good = false;
    if (body.method === 'sms' || body.method === 'email') {
      try {
        await d.codes.consume(c.merchant.id, body.method === 'sms' ? 'ipverify_sms' : 'ipverify_email', target, body.code);
        good = true;
      } catch (err) {
        if (err instanceof AppError && err.code === 'verification.expired') {
          await d.limiter.release(key);
          throw err;
        }
      }
    } else if (body.method === 'totp') {
      const step = /^\d{6}$/.test(body.code) ? matchTotp(member.totpSecret as string, body.code, d.now().getTime()) : null;
      good = step !== null && (await d.repo.claimTotpStep(member.id, step));
    } else {
      good = norm(body.code) === norm(member.payeeName ?? '');
    }
    if (!good) {
      await d.repo.event({
        merchantId: c.merchant.id,
        memberId: member.id,
        account: member.account,
        event: 'login_verify',
        outcome: `bad_${body.method}`,
        ip: c.ip,
      });
      throw new AppError('verification.invalid');
    }
    if (!(await d.codes.markUsed(row.id))) throw new AppError('verification.required');
    await d.limiter.reset(key);
    return d.login.finish(c, member, { type: data.type, usedDefault: data.usedDefault });
  };
  return { verify };
};
