import { asc, eq } from 'drizzle-orm';
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
