import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantModules, merchants, regionRules, resources } from '../../db/schema';

export const createMerchantRepo = (db: Db) => ({
  byCode: async (code: string) => (await db.select().from(merchants).where(eq(merchants.code, code)).limit(1))[0] ?? null,
  modules: (merchantId: number) =>
    db
      .select()
      .from(merchantModules)
      .where(eq(merchantModules.merchantId, merchantId))
      .orderBy(asc(merchantModules.sort), asc(merchantModules.id)),
  regionRules: (merchantId: number) =>
    db.select().from(regionRules).where(eq(regionRules.merchantId, merchantId)).orderBy(asc(regionRules.id)),
});

/** Operator writes to a merchant's configuration (run inside the caller's transaction, beside its audit entry). */
export const createMerchantSettingsRepo = (db: Db) => ({
  setMaintenance: (merchantId: number, v: { enabled: boolean; message: Record<string, string> | null; endsAt: Date | null }) =>
    db
      .update(merchants)
      .set({ maintenanceEnabled: v.enabled, maintenanceMessage: v.message, maintenanceEndsAt: v.endsAt, updatedAt: new Date() })
      .where(eq(merchants.id, merchantId)),
  replaceRegionRules: async (
    merchantId: number,
    rules: { kind: 'COUNTRY' | 'IP_RANGE'; value: string; action: 'BLOCK' | 'ALLOW'; note: string | null }[],
  ) => {
    await db.delete(regionRules).where(eq(regionRules.merchantId, merchantId));
    if (rules.length > 0) await db.insert(regionRules).values(rules.map((r) => ({ merchantId, ...r })));
  },
  /** The referral promotion's switch and (when given) its reward; answers the stored values. */
  setReferral: async (merchantId: number, v: { enabled: boolean; reward?: bigint; minDeposit?: bigint }) =>
    (
      await db
        .update(merchants)
        .set({
          referralEnabled: v.enabled,
          ...(v.reward != null ? { referralReward: v.reward } : {}),
          ...(v.minDeposit != null ? { referralMinDeposit: v.minDeposit } : {}),
          updatedAt: new Date(),
        })
        .where(eq(merchants.id, merchantId))
        .returning({ enabled: merchants.referralEnabled, reward: merchants.referralReward, minDeposit: merchants.referralMinDeposit })
    )[0],
  /** Replaces the merchant's app resources (APP_IOS, APP_ANDROID, APP_LITE) with these. */
  replaceApps: async (merchantId: number, apps: { type: string; labelNameEn: string; url: string }[]) => {
    await db.delete(resources).where(and(eq(resources.merchantId, merchantId), like(resources.type, 'APP%')));
    if (apps.length > 0) await db.insert(resources).values(apps.map((a, i) => ({ merchantId, ...a, sort: i })));
  },
  setModule: async (merchantId: number, modId: string, enabled: boolean) =>
    (
      await db
        .update(merchantModules)
        .set({ enabled })
        .where(and(eq(merchantModules.merchantId, merchantId), eq(merchantModules.modId, modId)))
        .returning()
    )[0] ?? null,
});
