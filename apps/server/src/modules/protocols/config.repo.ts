import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, sealingKeys, vendorProtocols } from '../../db/schema';

/** A vendor_protocols row as stored: the secrets still sealed. */
export type ProtocolRow = {
  merchantId: number;
  merchantCode: string;
  vendor: string;
  protocol: string;
  currency: string;
  /** The merchant's currency decimals (merchants.currency_decimals): the ledger's minor unit. */
  minorDigits: number;
  enabled: boolean;
  settings: Record<string, string>;
  secretsSealed: string;
  updatedAt: Date;
};

const columns = {
  merchantId: vendorProtocols.merchantId,
  merchantCode: merchants.code,
  vendor: vendorProtocols.vendor,
  protocol: vendorProtocols.protocol,
  currency: vendorProtocols.currency,
  minorDigits: merchants.currencyDecimals,
  enabled: vendorProtocols.enabled,
  settings: vendorProtocols.settings,
  secretsSealed: vendorProtocols.secretsSealed,
  updatedAt: vendorProtocols.updatedAt,
};
type Selected = Omit<ProtocolRow, 'enabled'> & { enabled: number };
const toRow = (r: Selected): ProtocolRow => ({ ...r, enabled: r.enabled === 1 });

/** The merchants' vendor protocol configurations (vendor_protocols) and the key that seals their secrets. */
export const createProtocolConfigRepo = (db: Db) => {
  const select = () => db.select(columns).from(vendorProtocols).innerJoin(merchants, eq(merchants.id, vendorProtocols.merchantId));
  return {
    byMerchantCode: async (merchantCode: string, vendor: string): Promise<ProtocolRow | null> => {
      const r = (
        await select()
          .where(and(eq(merchants.code, merchantCode), eq(vendorProtocols.vendor, vendor)))
          .limit(1)
      )[0];
      return r ? toRow(r) : null;
    },
    byMerchantId: async (merchantId: number, vendor: string): Promise<ProtocolRow | null> => {
      const r = (
        await select()
          .where(and(eq(vendorProtocols.merchantId, merchantId), eq(vendorProtocols.vendor, vendor)))
          .limit(1)
      )[0];
      return r ? toRow(r) : null;
    },
    list: async (merchantId: number): Promise<ProtocolRow[]> =>
      (await select().where(eq(vendorProtocols.merchantId, merchantId)).orderBy(asc(vendorProtocols.vendor))).map(toRow),

    /** The merchant's currency (the default a vendor is told), or null for an unknown merchant. */
    merchantCurrency: async (merchantId: number): Promise<string | null> =>
      (await db.select({ c: merchants.currencyCode }).from(merchants).where(eq(merchants.id, merchantId)).limit(1))[0]?.c ?? null,

    /**
     * Writes one configuration; `merge` is given the row as it is (locked until the write commits: its protocol and
     * sealed secrets) and answers the sealed secrets to write, so two operators saving at once never lose a secret.
     */
    upsert: (
      o: { merchantId: number; vendor: string; protocol: string; currency: string; enabled: boolean; settings: Record<string, string> },
      merge: (before: { protocol: string; sealed: string } | null) => string,
    ) =>
      db.transaction(async (tx) => {
        const before = (
          await tx
            .select({ protocol: vendorProtocols.protocol, sealed: vendorProtocols.secretsSealed })
            .from(vendorProtocols)
            .where(and(eq(vendorProtocols.merchantId, o.merchantId), eq(vendorProtocols.vendor, o.vendor)))
            .for('update')
        )[0];
        const values = { ...o, enabled: o.enabled ? 1 : 0, secretsSealed: merge(before ?? null) };
        await tx
          .insert(vendorProtocols)
          .values(values)
          .onConflictDoUpdate({
            target: [vendorProtocols.merchantId, vendorProtocols.vendor],
            set: { ...values, updatedAt: sql`now()` },
          });
      }),

    /** A kept key by id, creating it with `make` when absent (the first copy to insert wins, every copy reads that). */
    sealingKey: async (kid: string, make: () => string): Promise<string | null> => {
      const read = async () =>
        (await db.select({ key: sealingKeys.key }).from(sealingKeys).where(eq(sealingKeys.kid, kid)).limit(1))[0]?.key;
      const kept = await read();
      if (kept) return kept;
      await db.insert(sealingKeys).values({ kid, key: make() }).onConflictDoNothing();
      return (await read()) ?? null;
    },
  };
};
export type ProtocolConfigRepo = ReturnType<typeof createProtocolConfigRepo>;
