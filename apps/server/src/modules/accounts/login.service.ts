import { createHash } from 'node:crypto';
import { type LoginBody, type LoginValue, memberKind, type loginBody } from '@wl/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { DEFAULT_PASSWORD, verifyPassword } from '../../core/passwords';
import type { MemberRow } from './accounts.repo';
import { type AccountsDeps, type Caller, isOn, lockWindowMs, normMobile, randomToken } from './accounts.deps';

type LoginInput = z.infer<typeof loginBody>;
/** The counts this attempt was given on the account and address counters, and whether it stays counted. */
type Taken = { acct: number; ip: number; kept: boolean };
const ticketTarget = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Sign-in by username + password, mobile + SMS code, or a phone-authentication ID token; brute-force limits per
 * account and per IP; the same answer for an unknown account and a wrong password; extra verification from a new IP.
 */
export const createLoginService = (d: AccountsDeps & { verifyPhoneToken: (c: Caller, idToken: string) => Promise<string> }) => {
  const acctKey = (c: Caller, who: string) => `login:a:${c.merchant.id}:${who.toLowerCase()}`;
  const ipKey = (c: Caller) => `login:ip:${c.merchant.id}:${c.ip}`;

  // Per account after a few failures; per address only after many (a shared address is many players).
  const needsCaptcha = (acct: number, ip: number) =>
    acct >= d.config.CAPTCHA_AFTER_FAILURES || ip >= Math.ceil(d.config.LOGIN_IP_MAX_FAILURES / 2);

  /** A failed check: its attempt stays counted (it was taken before the check), the event is logged. */
  const failure = async (c: Caller, who: string, member: MemberRow | undefined, outcome: string, taken: Taken): Promise<never> => {
    taken.kept = true;
    await d.repo.event({ merchantId: c.merchant.id, memberId: member?.id, account: who, event: 'login', outcome, ip: c.ip });
    const minutes = d.config.AUTH_LOCK_MINUTES;
    // The failure that reaches the limit already answers with the lock, so the player reads why the next try fails.
    if (taken.acct >= d.config.LOGIN_MAX_FAILURES) throw new AppError('login.temporarily_locked', { params: { minutes } });
    const captcha = needsCaptcha(taken.acct, taken.ip);
    // `remaining` lets the page warn before the last try; `minutes` is what that warning names.
    throw new AppError('login.failed', { value: { captcha, remaining: d.config.LOGIN_MAX_FAILURES - taken.acct }, params: { minutes } });
  };

  /**
   * Takes this attempt on both counters before anything is checked, so attempts sent at once are counted one by
   * one; the answers are the counts including this attempt.
   */
  const take = async (c: Caller, who: string): Promise<Taken> => {
    const win = lockWindowMs(d);
    const [acct, ip] = await Promise.all([d.limiter.hit(acctKey(c, who), win), d.limiter.hit(ipKey(c), win)]);
    return { acct, ip, kept: false };
  };
  /** An attempt that ended before any secret was checked (a missing captcha, a switched-off method) does not count. */
  const giveBack = (c: Caller, who: string) => Promise.all([d.limiter.release(acctKey(c, who)), d.limiter.release(ipKey(c))]);

  /** Opens the session once every check has passed (also the end of new-IP verification). */
  const finish = async (c: Caller, member: MemberRow, flags: { type: LoginInput['type']; usedDefault: boolean }): Promise<LoginValue> => {
    const settings = await d.repo.authSettings(c.merchant.id);
    const maxAge = settings.passwordMaxAgeDays;
    const changedAt = member.passwordChangedAt ?? member.createdAt;
    const passwordExpired = member.passwordExpired || (maxAge > 0 && d.now().getTime() - changedAt.getTime() > maxAge * 86_400_000);
    const byPassword = flags.type === 'username';
    const forceChangePassword = byPassword && (flags.usedDefault || (passwordExpired && isOn(c.merchant, 'PWDEXPFORCECHANGE3')));
    // One active session per account: a login elsewhere ends the others (they answer login.not.session).
    await d.sessions.revokeOthers(member.id, null, 'login_elsewhere');
    const { token } = await d.sessions.open({
      merchantId: c.merchant.id,
      memberId: member.id,
      ip: c.ip,
      userAgent: c.userAgent,
      deviceId: c.deviceId,
      event: 'LOGIN',
    });
    await d.repo.rememberIp(member.id, c.ip);
    await d.repo.loggedIn(c.merchant.id, member.id, d.now(), { by: flags.type, ip: c.ip });
    // A recall never stands in the way of signing in: what it could not bring back stays pending and is retried.
    await d.recall?.recallAll(c.merchant.id, member.id).catch((err) => d.log.warn({ err }, 'login recall failed'));
    await d.repo.event({
      merchantId: c.merchant.id,
      memberId: member.id,
      account: member.account,
      event: 'login',
      outcome: 'success',
      ip: c.ip,
    });
    return {
      token,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired,
      forceChangePassword,
      memberType: member.type,
      verification: null,
    };
  };

  const methodsOf = (member: MemberRow, allowed: string[]) =>
    (
      [
        ['sms', !!member.mobile],
        ['email', !!member.email],
        ['totp', !!member.totpSecret],
        ['bankName', !!member.payeeName],
      ] as const
    )
      .filter(([m, has]) => has && allowed.includes(m))
      .map(([m]) => m);

  /** A locked account says for how long (the player can wait it out); a locked address keeps the general answer. */
  const lockedError = (accountFailures: number) =>
    accountFailures >= d.config.LOGIN_MAX_FAILURES
      ? new AppError('login.temporarily_locked', { params: { minutes: d.config.AUTH_LOCK_MINUTES } })
      : new AppError('auth.too_many_attempts');

  /** Every check of a sign-in, in order; answers the member once they all pass. */
  const check = async (c: Caller, body: LoginInput, who: string, taken: Taken): Promise<MemberRow> => {
    // The counts include this attempt: the failures before it are one fewer.
    const [a, i] = [taken.acct - 1, taken.ip - 1];
    if (a >= d.config.LOGIN_MAX_FAILURES || i >= d.config.LOGIN_IP_MAX_FAILURES) {
      taken.kept = true;
      await d.repo.event({ merchantId: c.merchant.id, account: who, event: 'login', outcome: 'locked', ip: c.ip });
      throw lockedError(a);
    }
    if (body.type === 'username' && needsCaptcha(a, i)) {
      if (!body.captcha || !body.captchaId) throw new AppError('captcha.required', { value: { captcha: true } });
      try {
        await d.codes.consume(c.merchant.id, 'captcha', body.captchaId, body.captcha.toUpperCase(), 'captcha.invalid');
      } catch {
        throw new AppError('captcha.invalid', { value: { captcha: true } });
      }
    }

    let member: MemberRow | undefined;
    if (body.type === 'username') {
      member = await d.repo.byAccount(c.merchant.id, who);
      const good = await verifyPassword(member?.passwordHash, body.password);
      if (!member || !good) return failure(c, who, member, 'bad_credentials', taken);
    } else if (body.type === 'sms') {
      if (!isOn(c.merchant, 'MOBILEVERCODELOGIN3')) throw new AppError('function.not.available');
      member = await d.repo.byMobile(c.merchant.id, who);
      try {
        await d.codes.consume(c.merchant.id, 'sms_login', who, body.password);
      } catch (err) {
        if (err instanceof AppError && err.code === 'verification.expired') throw err;
        return failure(c, who, member, 'bad_code', taken);
      }
      if (!member) return failure(c, who, member, 'unknown_mobile', taken);
    } else {
      const phone = normMobile(await d.verifyPhoneToken(c, body.password));
      member = await d.repo.byMobile(c.merchant.id, phone);
      if (!member) throw new AppError('member.not_found');
    }

    if (member.status !== 'ACTIVE') return failure(c, who, member, 'inactive', taken);
    const kind = memberKind(member.type, c.merchant.row.settings);
    if (body.channel === 'agent' && kind !== 'agent') throw new AppError('login.not_agent');
    if (body.channel === 'member' && kind !== 'member') throw new AppError('login.not_member');
    return member;
  };

  const login = async (c: Caller, body: LoginInput): Promise<LoginValue> => {
    const who = body.type === 'sms' ? normMobile(body.username) : body.username.trim();
    const taken = await take(c, who);
    let member: MemberRow;
    try {
      member = await check(c, body, who, taken);
    } catch (err) {
      if (!taken.kept) await giveBack(c, who);
      throw err;
    }
    // A good sign-in clears the account's failures and does not use up the address's allowance.
    await Promise.all([d.limiter.reset(acctKey(c, who)), d.limiter.release(ipKey(c))]);
    const usedDefault = body.type === 'username' && body.password === DEFAULT_PASSWORD;
    if (isOn(c.merchant, 'LOGINIPVERF3')) {
      const known = await d.repo.knownIps(member.id);
      const settings = await d.repo.authSettings(c.merchant.id);
      const methods = methodsOf(member, settings.loginVerifyMethods);
      if (known.length > 0 && !known.includes(c.ip) && methods.length > 0) {
        const ticket = randomToken(24);
        await d.codes.issue(c.merchant.id, 'login_ticket', ticketTarget(ticket), ticket, 10 * 60_000, {
          memberId: member.id,
          type: body.type,
          usedDefault,
        });
        await d.repo.event({
          merchantId: c.merchant.id,
          memberId: member.id,
          account: member.account,
          event: 'login',
          outcome: 'verification_required',
          ip: c.ip,
        });
        return {
          token: null,
          firstTimeLogin: false,
          passwordExpired: false,
          forceChangePassword: false,
          memberType: member.type,
          verification: { ticket, methods },
        };
      }
    }
    return finish(c, member, { type: body.type, usedDefault });
  };

  /**
   * The sign-in counters for other checks of an account's password (the agent's change password): one attempt taken
   * before the check, refused once either counter is over its limit, and a good password clears them like a sign-in.
   */
  const attempts = {
    take: async (c: Caller, who: string) => {
      const taken = await take(c, who);
      if (taken.acct - 1 >= d.config.LOGIN_MAX_FAILURES || taken.ip - 1 >= d.config.LOGIN_IP_MAX_FAILURES) {
        await d.repo.event({ merchantId: c.merchant.id, account: who, event: 'password_change', outcome: 'locked', ip: c.ip });
        throw lockedError(taken.acct - 1);
      }
    },
    giveBack: (c: Caller, who: string) => giveBack(c, who),
    succeeded: (c: Caller, who: string) => Promise.all([d.limiter.reset(acctKey(c, who)), d.limiter.release(ipKey(c))]),
  };

  return { login, finish, methodsOf, ticketTarget, attempts };
};
export type LoginService = ReturnType<typeof createLoginService>;
export type { LoginBody };
