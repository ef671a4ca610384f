import type { Config } from '../core/config';
import type { DbHandle } from '../db/client';
import { assertProductionSafe } from '../production-safety';
import { seedIfEmpty } from '../seed/index';
import { pointMerchantAtIdentityStandin } from '../seed/identity-standin';
import { seedStudioVendors } from '../seed/studio-vendors';
import { seedTransferVendor } from '../seed/transfer-vendor';

/**
 * What a start does to a database before serving it: migrate; the demo data when empty (`demo`: the home cell only,
 * with cells); the configured stand-ins pointed at; then the production checks (throws the problems found).
 * Answers whether the demo was seeded.
 */
export const prepareDatabase = async (config: Config, dbHandle: DbHandle, o: { demo: boolean }) => {
  await dbHandle.migrate();
  const seeded = o.demo && config.SEED_DEMO ? await seedIfEmpty(dbHandle.db, { vendorSecretsKey: config.VENDOR_SECRETS_KEY }) : false;
  // The demo's transfer-wallet vendor appears only where its stand-in (or a real vendor) is configured.
  if (config.SEED_DEMO && config.TRANSFER_VENDOR_URL) await seedTransferVendor(dbHandle.db, config.TRANSFER_VENDOR_CODE);
  // The demo game studio (issue 15) is every outside vendor of the catalogue wherever it is configured.
  if (config.STUDIO_URL && config.STUDIO_SECRET)
    await seedStudioVendors(dbHandle.db, {
      url: config.STUDIO_URL,
      secret: config.STUDIO_SECRET,
      transferVendors: config.STUDIO_TRANSFER_VENDORS.split(',').map((v) => v.trim()),
      skip: config.TRANSFER_VENDOR_URL ? [config.TRANSFER_VENDOR_CODE] : [],
    });
  // The local identity stand-in (issue 35) is DEMO's social sign-in and phone authentication wherever it runs beside it.
  if (config.IDP_URL && config.IDP_SECRET && config.NODE_ENV !== 'production')
    await pointMerchantAtIdentityStandin(dbHandle.db, { url: config.IDP_URL, secret: config.IDP_SECRET });
  await assertProductionSafe(config, dbHandle.db);
  return seeded;
};
