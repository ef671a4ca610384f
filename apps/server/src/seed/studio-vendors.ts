import { studioVendorSecret } from '@wl/studio/protocol';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createAdaptersRepo } from '../modules/vendors';
import { gameVendors, walletSettings } from '../db/schema';
import { pointProtocolsAtStudio } from './studio-protocols';

/** Categories the lottery module plays itself (issue 14); the house vendor is this server. */
const OWN_CATEGORIES = ['LOTT', 'ELOTT'];

/**
 * Points every outside vendor of the catalogues at the demo studio (issue 15): one vendor_adapters row each
 * (`{studio}/v/{CODE}`), its secret, and for the transfer-wallet ones the wallet protocol, the catalogue's seamless flag
 * off and the vendor among the merchant's transfer wallets. Run at every start while STUDIO_URL is set (the master
 * secret may change between starts); vendors already pointed elsewhere by an operator keep their address.
 */
export const seedStudioVendors = async (db: Db, o: { url: string; secret: string; transferVendors: string[]; skip?: string[] }) => {
  const base = o.url.replace(/\/$/, '');
  const codes = await db
    .selectDistinct({ vendor: gameVendors.vassalage })
    .from(gameVendors)
    .where(and(notInArray(gameVendors.category, OWN_CATEGORIES), notInArray(gameVendors.vassalage, ['HOUSE', ...(o.skip ?? [])])));
  const repo = createAdaptersRepo(db);
  const existing = new Map((await repo.all()).map((a) => [a.vendor, a]));
  for (const { vendor } of codes) {
    const prior = existing.get(vendor);
    // An address outside the studio was set by an operator: left as it is.
    if (prior && !prior.baseUrl.startsWith(`${base}/v/`) && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(prior.baseUrl)) continue;
    const wallet = o.transferVendors.includes(vendor) ? 'transfer' : 'seamless';
    await repo.upsert(db, { vendor, wallet, baseUrl: `${base}/v/${vendor}`, secret: studioVendorSecret(o.secret, vendor) });
  }
  // The vendors a merchant can switch onto their real protocols answer at the studio too (issue 34).
  await pointProtocolsAtStudio(db, { url: base });
  const transfer = codes.map((c) => c.vendor).filter((v) => o.transferVendors.includes(v));
  if (transfer.length === 0) return;
  await db.update(gameVendors).set({ seamless: false }).where(inArray(gameVendors.vassalage, transfer));
  const owners = await db
    .selectDistinct({ merchantId: gameVendors.merchantId, vendor: gameVendors.vassalage })
    .from(gameVendors)
    .where(inArray(gameVendors.vassalage, transfer));
  for (const o2 of owners) {
    const [s] = await db
      .select({ vendors: walletSettings.transferVendors })
      .from(walletSettings)
      .where(eq(walletSettings.merchantId, o2.merchantId));
    if (s && !s.vendors.includes(o2.vendor))
      await db
        .update(walletSettings)
        .set({ transferVendors: [...s.vendors, o2.vendor] })
        .where(eq(walletSettings.merchantId, o2.merchantId));
  }
};
