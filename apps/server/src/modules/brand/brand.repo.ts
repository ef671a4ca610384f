import type { RegisterRule } from '@wl/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  memberAuthSettingsDefaults,
  merchantAuthSettings,
  merchantModules,
  merchants,
  regionRules,
  registerSettings,
} from '../../db/schema';

/** A merchant's brand settings as stored: its row, switches, registration rules, sign-in settings and region rules. */
export const createBrandRepo = (db: Db) => ({
  merchant: async (merchantId: number) => (await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1))[0] ?? null,
  modules: (merchantId: number) =>
    db
      .select({ modId: merchantModules.modId, parentModId: merchantModules.parentModId, enabled: merchantModules.enabled })
      .from(merchantModules)
      .where(eq(merchantModules.merchantId, merchantId))
      .orderBy(asc(merchantModules.sort), asc(merchantModules.id)),
  registerRules: (merchantId: number) =>
    db.select().from(registerSettings).where(eq(registerSettings.merchantId, merchantId)).orderBy(asc(registerSettings.id)),
  authSettings: async (merchantId: number) =>
    (await db.select().from(merchantAuthSettings).where(eq(merchantAuthSettings.merchantId, merchantId)).limit(1))[0] ?? {
      ...memberAuthSettingsDefaults,
      merchantId,
    },
  regionRules: (merchantId: number) =>
    db.select().from(regionRules).where(eq(regionRules.merchantId, merchantId)).orderBy(asc(regionRules.id)),

  /** Updates the rules of fields the merchant has (the caller checked each field exists), in one transaction. */
  saveRegisterRules: (merchantId: number, rules: [string, Required<RegisterRule>][]) =>
    db.transaction(async (tx) => {
      for (const [field, values] of rules)
        await tx
          .insert(registerSettings)
          .values({ merchantId, field, ...values })
          .onConflictDoUpdate({ target: [registerSettings.merchantId, registerSettings.field], set: values });
    }),

  /** The sign-in settings (social providers untouched) and the minimum age (merged into the merchant's settings). */
  saveLogin: (
    merchantId: number,
    v: { smsExpiryMinutes: number; passwordMaxAgeDays: number; loginVerifyMethods: string[]; minAge: number },
  ) =>
    db.transaction(async (tx) => {
      const { minAge, ...auth } = v;
      await tx
        .insert(merchantAuthSettings)
        .values({ merchantId, ...auth, updatedAt: new Date() })
        .onConflictDoUpdate({ target: merchantAuthSettings.merchantId, set: { ...auth, updatedAt: new Date() } });
      await tx
        .update(merchants)
        .set({ settings: sql`${merchants.settings} || ${JSON.stringify({ minAge })}::jsonb`, updatedAt: new Date() })
        .where(eq(merchants.id, merchantId));
    }),

  saveTheme: (merchantId: number, theme: Record<string, string>) =>
    db.update(merchants).set({ theme, updatedAt: new Date() }).where(eq(merchants.id, merchantId)),

  saveLogo: (merchantId: number, logoSvg: string) =>
    db.update(merchants).set({ logoSvg, updatedAt: new Date() }).where(eq(merchants.id, merchantId)),
});
export type BrandRepo = ReturnType<typeof createBrandRepo>;
