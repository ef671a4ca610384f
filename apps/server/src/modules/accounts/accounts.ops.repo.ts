import type { AuthSettingsBody, RegisterRule } from '@wl/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAuthSettings, merchants, opsAuditLog, registerSettings } from '../../db/schema';

/** Who changed it, from where, and what the audit log keeps of it. */
export type Audit = { actor: string; ip: string; action: string; payload: unknown };

/** The operator's writes to a merchant's account settings; each commits together with its audit entry. */
export const createAccountsOpsRepo = (db: Db) => ({
  merchantByCode: async (code: string) => (await db.select().from(merchants).where(eq(merchants.code, code)).limit(1))[0],

  /** The merchant whose phone authentication has this audience (project). */
  merchantOfPhoneProject: async (project: string) =>
    (
      await db
        .select({ id: merchantAuthSettings.merchantId })
        .from(merchantAuthSettings)
        .where(sql`${merchantAuthSettings.firebase}->>'audience' = ${project}`)
        .limit(1)
    )[0]?.id,

  saveRegisterRules: (merchantId: number, rules: [string, Required<RegisterRule>][], audit: Audit) =>
    db.transaction(async (tx) => {
      for (const [field, values] of rules) {
        await tx
          .insert(registerSettings)
          .values({ merchantId, field, ...values })
          .onConflictDoUpdate({ target: [registerSettings.merchantId, registerSettings.field], set: values });
      }
      await tx.insert(opsAuditLog).values({ merchantId, actor: audit.actor, action: audit.action, payload: audit.payload, ip: audit.ip });
    }),

  saveAuthSettings: (merchantId: number, body: AuthSettingsBody, audit: Audit) =>
    db.transaction(async (tx) => {
      await tx
        .insert(merchantAuthSettings)
        .values({ merchantId, ...body, updatedAt: new Date() })
        .onConflictDoUpdate({ target: merchantAuthSettings.merchantId, set: { ...body, updatedAt: new Date() } });
      await tx.insert(opsAuditLog).values({ merchantId, actor: audit.actor, action: audit.action, payload: audit.payload, ip: audit.ip });
    }),
});
