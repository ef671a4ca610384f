import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantModules, merchants, regionRules } from '../../db/schema';

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
  setModule: async (merchantId: number, modId: string, enabled: boolean) =>
    (
      await db
        .update(merchantModules)
        .set({ enabled })
        .where(and(eq(merchantModules.merchantId, merchantId), eq(merchantModules.modId, modId)))
        .returning()
    )[0] ?? null,
});
