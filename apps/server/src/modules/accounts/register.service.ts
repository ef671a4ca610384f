import { type RegisterBody, type RegistrationKind, memberKind, type registerBody, validateRegistration } from '@wl/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { hashPassword } from '../../core/passwords';
import type { MemberRow } from './accounts.repo';
import { type AccountsDeps, type Caller, inviteCode, isOn, normMobile } from './accounts.deps';
import { isUniqueViolation } from '../../core/sql-errors';

type Input = z.infer<typeof registerBody>;
const profileFields = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'countryDialingCode', 'domain'] as const;

/**
 * Registration by username or by mobile number. The merchant's field rules (the one validator of packages/contracts)
 * come first, then the captcha is used up (whatever follows), then the affiliate / referral code and uniqueness are
 * checked; only then is the SMS code used (or, for a number verified by the phone-authentication service, its ID
 * token checked against the number), the member created under its agent and signed in.
 */
export const createRegisterService = (d: AccountsDeps & { verifyPhoneToken: (c: Caller, idToken: string) => Promise<string> }) => {
  const paramError = (errors: Record<string, { key: string; params: { min: number; max: number } }>) => {
    const fields = Object.entries(errors).map(([field, e]) => ({ field, key: e.key, params: e.params }));
    const first = fields[0];
    return new AppError('request_param_err', { messageKey: first?.key, params: first?.params, value: { fields } });
  };

  /** An affiliate code must name an agent of this merchant ('Invalid invitation code'). */
  const agentByAffiliate = async (c: Caller, code: string) => {
    const invite = await d.invites?.resolve(c.merchant.id, code.trim().toUpperCase());
    if (invite) {
      const agent = await d.repo.byId(c.merchant.id, invite.agentId);
      if (agent) return agent;
    }
    const m = await d.repo.byInviteCode(c.merchant.id, code.trim().toUpperCase());
    if (m?.status !== 'ACTIVE' || memberKind(m.type, c.merchant.row.settings) !== 'agent') throw new AppError('affiliate.invalid');
    return m;
  };

  const register = async (c: Caller, kind: RegistrationKind, body: Input) => {
    if (kind === 'username' && !isOn(c.merchant, 'USERNAMEREG3')) throw new AppError('function.not.available');
    const rules = await d.system.registerRulesOf(c.merchant);
    const mobilePassword = kind === 'username' || isOn(c.merchant, 'MOBILENUMPASSREG3');
    const input = { ...body, mobileNum: body.mobileNum ? normMobile(body.mobileNum) : body.mobileNum };
    const errors = validateRegistration(input, rules, kind, { mobilePassword, skip: ['captcha'] });
    if (Object.keys(errors).length > 0) throw paramError(errors);

    const captchaRule = rules.captcha;
    const captchaNeeded = isOn(c.merchant, 'CAPTCHA3') && captchaRule?.visible !== false && captchaRule?.required === true;
    if (captchaNeeded && (!body.captcha || !body.captchaId)) throw new AppError('captcha.required');
    // The captcha is used up before any lookup: every attempt that passes the field rules costs one, so the answers
    // below (taken name, unknown invitation code) cannot be probed with a single solved captcha.
    if (captchaNeeded)
      await d.codes.consume(c.merchant.id, 'captcha', body.captchaId as string, (body.captcha as string).toUpperCase(), 'captcha.invalid');
    const phoneToken = kind === 'mobile' ? body.firebaseIdToken : undefined;
    const smsNeeded = kind === 'mobile' && !phoneToken && isOn(c.merchant, 'REGMOBVERF3');
    if (smsNeeded && !body.verificationCode) throw new AppError('verification.invalid');

    let parent: MemberRow | undefined;
    const referral = body.referralCode || body.recommenderId;
    // An agent's invitation code (registerCenter) places the newcomer under the agent with the account type it names.
    const invitedWith = (body.affiliateCode || referral)?.trim().toUpperCase();
    const invite = invitedWith ? await d.invites?.resolve(c.merchant.id, invitedWith) : null;
    if (invite) parent = await d.repo.byId(c.merchant.id, invite.agentId);
    if (!parent && body.affiliateCode) parent = await agentByAffiliate(c, body.affiliateCode);
    if (!parent && referral) {
      parent = await d.repo.byInviteCode(c.merchant.id, referral.trim().toUpperCase());
      if (!parent) throw new AppError('affiliate.invalid');
    }
    const account = kind === 'mobile' ? (input.mobileNum as string) : (body.username as string).trim().toLowerCase();
    if (await d.repo.byAccount(c.merchant.id, account)) throw new AppError('register.account_exists');
    if (input.mobileNum && (await d.repo.byMobile(c.merchant.id, input.mobileNum))) throw new AppError('register.mobile_exists');

    if (smsNeeded) await d.codes.consume(c.merchant.id, 'sms_register', input.mobileNum as string, body.verificationCode as string);
    // The service verified a number: it must be the one registered.
    if (phoneToken && normMobile(await d.verifyPhoneToken(c, phoneToken)) !== input.mobileNum) throw new AppError('firebase.invalid_token');

    const profile = Object.fromEntries(profileFields.filter((f) => body[f]).map((f) => [f, String(body[f])]));
    const at = d.now();
    let member: MemberRow;
    try {
      member = await d.repo.insert(
        {
          merchantId: c.merchant.id,
          account,
          nickname: kind === 'mobile' ? null : (body.username ?? null),
          type: invite && parent ? invite.accountType : 0,
          passwordHash: mobilePassword && body.password ? await hashPassword(body.password) : null,
          passwordChangedAt: at,
          mobile: input.mobileNum || null,
          email: body.email || null,
          payeeName: body.payeeName || null,
          parentId: parent?.id ?? null,
          inviteCode: inviteCode(),
          registerUrl: body.registerUrl ?? null,
          registerMethod: body.registerMethod,
          registerIp: c.ip,
          profile,
          createdAt: at,
        },
        // signedIn: the registration opens the player's session below, so it counts as the day's sign-in (missions).
        { method: body.registerMethod ?? null, kind, signedIn: true, ...(invite && parent ? { invite: invitedWith } : {}) },
      );
    } catch (err) {
      // Two registrations racing for one name: the unique index decides.
      if (isUniqueViolation(err)) throw new AppError('register.account_exists');
      throw err;
    }
    await d.repo.event({ merchantId: c.merchant.id, memberId: member.id, account, event: 'register', outcome: kind, ip: c.ip });
    const { token } = await d.sessions.open({
      merchantId: c.merchant.id,
      memberId: member.id,
      ip: c.ip,
      userAgent: c.userAgent,
      deviceId: c.deviceId,
      event: 'REGISTER',
    });
    await d.repo.rememberIp(member.id, c.ip);
    await d.repo.update(c.merchant.id, member.id, { lastLoginAt: at });
    return { token, memberId: member.id, account };
  };

  const assertMobileFree = async (c: Caller, mobile: string) => {
    if (await d.repo.byMobile(c.merchant.id, normMobile(mobile))) throw new AppError('register.mobile_exists');
  };

  return { register, agentByAffiliate, assertMobileFree };
};
export type { RegisterBody };
