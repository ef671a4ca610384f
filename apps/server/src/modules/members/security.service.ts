import type { LanguageCode, MemberLanguageValue, SecurityConfigValue } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Actor } from '../../core/context';
import type { Db } from '../../db/client';
import { createSecurityRepo } from './security.repo';

/** Keeps the first and last characters of a contact so the member recognises it and nobody else reads it whole. */
export const maskContact = (v: string | null) => {
  if (!v) return null;
  const at = v.indexOf('@');
  if (at > 0) return `${v.slice(0, Math.min(2, at))}***${v.slice(at)}`;
  return v.length <= 4 ? '****' : `${v.slice(0, 2)}****${v.slice(-2)}`;
};

/**
 * The member's security settings (/wps/v2/member/securityConfig) and stored interface language (/wps/member/language).
 * Login protection mirrors the sign-in's own rule: LOGINIPVERF3 on and a method both bound and allowed by the merchant.
 */
export const createSecurityService = (deps: { db: Db; clock: Clock }) => {
  const repo = createSecurityRepo(deps.db);
  const memberOf = async (a: Actor) => {
    const row = await repo.member(a.merchant.id, a.member.id);
    if (!row) throw new AppError('login.not.session');
    return row;
  };
  return {
    config: async (a: Actor): Promise<SecurityConfigValue> => {
      const [m, pay, allowed] = await Promise.all([memberOf(a), repo.paymentPassword(a.member.id), repo.loginVerifyMethods(a.merchant.id)]);
      const bound = [
        { method: 'sms', bound: !!m.mobile },
        { method: 'email', bound: !!m.email },
        { method: 'totp', bound: !!m.totpSecret },
        { method: 'bankName', bound: !!m.payeeName },
      ] as const;
      const methods = bound.filter((b) => b.bound && allowed.includes(b.method)).map((b) => b.method);
      return {
        paymentPasswordSet: !!pay,
        paymentPasswordLocked: !!pay?.lockedUntil && pay.lockedUntil.getTime() > deps.clock().getTime(),
        mobile: maskContact(m.mobile),
        email: maskContact(m.email),
        bound: bound.map((b) => ({ ...b })),
        loginProtection: { enabled: a.merchant.modules.LOGINIPVERF3 === true && methods.length > 0, methods },
        passwordChangedAt: m.passwordChangedAt?.toISOString() ?? null,
        passwordExpired: m.passwordExpired,
      };
    },
    language: async (a: Actor): Promise<MemberLanguageValue> => {
      const { language } = await memberOf(a);
      return { language: language === 'EN' || language === 'UR' ? language : null };
    },
    setLanguage: async (a: Actor, language: LanguageCode): Promise<MemberLanguageValue> => {
      // Only a language this brand offers is kept (the picker shows no other).
      const offered = a.merchant.row.languages.map((l) => l.toUpperCase());
      if (offered.length > 0 && !offered.includes(language)) throw new AppError('request_param_err', { params: { field: 'language' } });
      await repo.setLanguage(a.merchant.id, a.member.id, language);
      return { language };
    },
  };
};
export type SecurityService = ReturnType<typeof createSecurityService>;
