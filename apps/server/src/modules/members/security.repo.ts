import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAuthSettings, members, memberAuthSettingsDefaults, paymentPasswords } from '../../db/schema';

/** What the security centre and the stored language read and write on a member. */
export const createSecurityRepo = (db: Db) => ({
  member: async (merchantId: number, memberId: number) =>
    (
      await db
        .select({
          mobile: members.mobile,
          email: members.email,
          totpSecret: members.totpSecret,
          payeeName: members.payeeName,
          passwordChangedAt: members.passwordChangedAt,
          passwordExpired: members.passwordExpired,
          language: members.language,
        })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
        .limit(1)
    )[0],

  paymentPassword: async (memberId: number) =>
    (
      await db
        .select({ lockedUntil: paymentPasswords.lockedUntil })
        .from(paymentPasswords)
        .where(eq(paymentPasswords.memberId, memberId))
        .limit(1)
    )[0],

  loginVerifyMethods: async (merchantId: number) =>
    (
      await db
        .select({ methods: merchantAuthSettings.loginVerifyMethods })
        .from(merchantAuthSettings)
        .where(eq(merchantAuthSettings.merchantId, merchantId))
        .limit(1)
    )[0]?.methods ?? memberAuthSettingsDefaults.loginVerifyMethods,

  setLanguage: (merchantId: number, memberId: number, language: string) =>
    db
      .update(members)
      .set({ language })
      .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId))),
});
