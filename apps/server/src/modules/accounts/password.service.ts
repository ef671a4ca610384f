import { type LoginValue, checkRule, memberKind } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { hashPassword, verifyPassword } from '../../core/passwords';
import type { AuthContext } from '../sessions';
import type { MemberRow } from './accounts.repo';
import { type AccountsDeps, type Caller, lockWindowMs, normMobile } from './accounts.deps';
import { sixDigits } from './codes';

/** Change (other sessions end), forgot by e-mail, forgot by mobile, and the reset that signs the member in. */
export const createPasswordService = (
  d: AccountsDeps & { finish: (c: Caller, m: MemberRow, f: { type: 'sms'; usedDefault: false }) => Promise<LoginValue> },
) => {
  const checkNew = async (c: Caller, next: string, confirm: string) => {
    const rule = (await d.system.registerRulesOf(c.merchant)).password;
    const err = rule ? checkRule(next, rule) : null;
    if (err)
      throw new AppError('request_param_err', {
        messageKey: err.key,
        params: err.params,
        value: { fields: [{ field: 'newPassword', ...err }] },
      });
    if (next !== confirm) throw new AppError('password.inconsistent');
  };

  const setPassword = async (c: Caller, memberId: number, next: string) =>
    d.repo.update(c.merchant.id, memberId, { passwordHash: await hashPassword(next), passwordChangedAt: d.now(), passwordExpired: false });

  const change = async (c: Caller, auth: AuthContext, body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) => {
    if (memberKind(auth.member.type, c.merchant.row.settings) === 'trial') throw new AppError('trial.forbidden');
    const key = `pwchange:${c.merchant.id}:${auth.member.id}`;
    // The attempt is counted before the old password is checked; a refused new password gives it back.
    if ((await d.limiter.hit(key, lockWindowMs(d))) > d.config.LOGIN_MAX_FAILURES) throw new AppError('auth.too_many_attempts');
    try {
      await checkNew(c, body.newPassword, body.confirmNewPassword);
    } catch (err) {
      await d.limiter.release(key);
      throw err;
    }
    const member = await d.repo.byId(c.merchant.id, auth.member.id);
    if (!member || !(await verifyPassword(member.passwordHash, body.oldPassword))) {
      await d.repo.event({
        merchantId: c.merchant.id,
        memberId: auth.member.id,
        account: auth.member.account,
        event: 'password_change',
        outcome: 'bad_old',
        ip: c.ip,
      });
      throw new AppError('password.incorrect');
    }
    // Only wrong old passwords count.
    await d.limiter.release(key);
    await setPassword(c, member.id, body.newPassword);
    await d.sessions.revokeOthers(member.id, auth.sessionId, 'password_change');
    await d.repo.event({
      merchantId: c.merchant.id,
      memberId: member.id,
      account: member.account,
      event: 'password_change',
      outcome: 'success',
      ip: c.ip,
    });
    return null;
  };

  /** Mails a reset code when the username and e-mail match; the answer is the same when they do not. */
  const forgotByEmail = async (c: Caller, body: { username: string; email: string }) => {
    if ((await d.limiter.hit(`pwmail:ip:${c.merchant.id}:${c.ip}`, lockWindowMs(d))) > d.config.SMS_MAX_PER_WINDOW * 2)
      throw new AppError('auth.too_many_attempts');
    const m = await d.repo.byAccount(c.merchant.id, body.username.trim());
    const matches = !!m && !!m.email && m.email.toLowerCase() === body.email.toLowerCase();
    const minutes = (await d.repo.authSettings(c.merchant.id)).smsExpiryMinutes;
    if (matches && (await d.limiter.hit(`pwmail:a:${c.merchant.id}:${m.id}`, lockWindowMs(d))) <= d.config.SMS_MAX_PER_WINDOW) {
      const code = sixDigits();
      await d.codes.issue(c.merchant.id, 'email_reset', m.account.toLowerCase(), code, minutes * 60_000);
      await d.delivery.email(
        c.merchant.id,
        m.email as string,
        'Password reset',
        `Your password reset code is ${code}. It expires in ${minutes} minutes.`,
      );
    }
    await d.repo.event({
      merchantId: c.merchant.id,
      memberId: m?.id,
      account: body.username,
      event: 'password_forgot_email',
      outcome: matches ? 'sent' : 'no_match',
      ip: c.ip,
    });
    return { sent: true, expiredMinutes: minutes };
  };

  /** The code (texted or mailed) plus a new password: the password is set, every session ends, and a new one opens. */
  const reset = async (
    c: Caller,
    body: { method: 'sms' | 'email'; mobileNum?: string; username?: string; code: string; newPassword: string; confirmNewPassword: string },
  ) => {
    await checkNew(c, body.newPassword, body.confirmNewPassword);
    let member: MemberRow | undefined;
    if (body.method === 'sms') {
      if (!body.mobileNum) throw new AppError('request_param_err', { messageKey: 'mobile_invalid' });
      const mobile = normMobile(body.mobileNum);
      await d.codes.consume(c.merchant.id, 'sms_reset', mobile, body.code);
      member = await d.repo.byMobile(c.merchant.id, mobile);
    } else {
      if (!body.username) throw new AppError('request_param_err', { messageKey: 'input_empty' });
      await d.codes.consume(c.merchant.id, 'email_reset', body.username.trim().toLowerCase(), body.code);
      member = await d.repo.byAccount(c.merchant.id, body.username.trim());
    }
    if (!member) throw new AppError('verification.invalid');
    await setPassword(c, member.id, body.newPassword);
    await d.sessions.revokeOthers(member.id, null, 'password_reset');
    await d.repo.event({
      merchantId: c.merchant.id,
      memberId: member.id,
      account: member.account,
      event: 'password_reset',
      outcome: body.method,
      ip: c.ip,
    });
    return d.finish(c, { ...member, passwordExpired: false, passwordChangedAt: d.now() }, { type: 'sms', usedDefault: false });
  };

  /**
   * A staff member's reset for a player (the back office): the same reset code the player could ask for, sent to the
   * player's e-mail when there is one, else by SMS; the player sets the new password on the site with it. Answers the
   * channel, never the address. Counted like the player's own requests.
   */
  const sendResetFor = async (merchantId: number, account: string, by: string) => {
    const m = await d.repo.byAccount(merchantId, account);
    if (!m) throw new AppError('member.not_found');
    const mobile = m.mobile ? normMobile(m.mobile) : null;
    if (!m.email && !mobile) throw new AppError('verification.unavailable');
    if ((await d.limiter.hit(`pwstaff:a:${merchantId}:${m.id}`, lockWindowMs(d))) > d.config.SMS_MAX_PER_WINDOW)
      throw new AppError('auth.too_many_attempts');
    const minutes = (await d.repo.authSettings(merchantId)).smsExpiryMinutes;
    const code = sixDigits();
    const channel = m.email ? 'email' : 'sms';
    if (m.email) {
      await d.codes.issue(merchantId, 'email_reset', m.account.toLowerCase(), code, minutes * 60_000);
      await d.delivery.email(
        merchantId,
        m.email,
        'Password reset',
        `Your password reset code is ${code}. It expires in ${minutes} minutes.`,
      );
    } else {
      await d.codes.issue(merchantId, 'sms_reset', mobile as string, code, minutes * 60_000);
      await d.delivery.sms(merchantId, mobile as string, `Your password reset code is ${code}. It expires in ${minutes} minutes.`);
    }
    await d.repo.event({ merchantId, memberId: m.id, account: m.account, event: 'password_reset_sent', outcome: by.slice(0, 32) });
    return { channel: channel as 'email' | 'sms', expiredMinutes: minutes };
  };

  return { change, forgotByEmail, reset, checkNew, setPassword, sendResetFor };
};
export type PasswordService = ReturnType<typeof createPasswordService>;
