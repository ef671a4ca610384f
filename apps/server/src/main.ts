import { buildApp } from './app';
import { databaseOptions, loadConfig } from './core/config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed/index';
import { pointMerchantAtIdentityStandin } from './seed/identity-standin';
import { seedStudioVendors } from './seed/studio-vendors';
import { seedTransferVendor } from './seed/transfer-vendor';
import { assertProductionSafe } from './production-safety';

/** Starts the server: migrate, seed when empty, listen, and shut down gracefully (PGlite closed cleanly). */
const config = loadConfig();
const started = Date.now();
const dbHandle = await openDatabase(databaseOptions(config));
await dbHandle.migrate();
const seeded = config.SEED_DEMO ? await seedIfEmpty(dbHandle.db, { vendorSecretsKey: config.VENDOR_SECRETS_KEY }) : false;
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
try {
  await assertProductionSafe(config, dbHandle.db);
} catch (err) {
  console.error((err as Error).message);
  await dbHandle.close();
  process.exit(1);
}
const app = await buildApp({ config, dbHandle });
app.addHook('onClose', async () => {
  await dbHandle.close();
});

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
app.log.info(
  { database: dbHandle.kind, dataDir: dbHandle.kind === 'pglite' ? config.DATA_DIR : undefined, seeded, startupMs: Date.now() - started },
  `site ready at ${address}`,
);
if (process.stdout.isTTY || process.env.npm_lifecycle_event === 'start')
  console.log(`\n  ➜  Site ready at ${address}  (back office: ${address}/backoffice/, API docs: ${address}/docs)\n`);
