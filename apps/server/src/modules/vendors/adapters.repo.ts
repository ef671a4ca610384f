import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendorAdapters, vendorSecrets } from '../../db/schema';

export type AdapterRow = { vendor: string; wallet: 'seamless' | 'transfer'; baseUrl: string; enabled: boolean; secret: string | null };

/** Vendor adapter configuration (vendor_adapters) with each vendor's signing secret. */
export const createAdaptersRepo = (db: Db) => ({
  all: async (): Promise<AdapterRow[]> =>
    (
      await db
        .select({
          vendor: vendorAdapters.vendor,
          wallet: vendorAdapters.wallet,
          baseUrl: vendorAdapters.baseUrl,
          enabled: vendorAdapters.enabled,
          secret: vendorSecrets.secret,
        })
        .from(vendorAdapters)
        .leftJoin(vendorSecrets, eq(vendorSecrets.vendor, vendorAdapters.vendor))
    ).map((r) => ({ ...r, enabled: r.enabled === 1 })),

  /** Writes (or rewrites) a vendor's adapter and, when given, its secret. */
  upsert: async (db2: Db, a: { vendor: string; wallet: 'seamless' | 'transfer'; baseUrl: string; enabled?: boolean; secret?: string }) => {
    await db2
      .insert(vendorAdapters)
      .values({ vendor: a.vendor, wallet: a.wallet, baseUrl: a.baseUrl, enabled: a.enabled === false ? 0 : 1 })
      .onConflictDoUpdate({
        target: vendorAdapters.vendor,
        set: { wallet: a.wallet, baseUrl: a.baseUrl, enabled: a.enabled === false ? 0 : 1, updatedAt: sql`now()` },
      });
    if (a.secret)
      await db2
        .insert(vendorSecrets)
        .values({ vendor: a.vendor, secret: a.secret })
        .onConflictDoUpdate({ target: vendorSecrets.vendor, set: { secret: a.secret } });
  },
});
