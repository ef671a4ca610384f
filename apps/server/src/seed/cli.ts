import { loadConfig } from '../core/config';
import { openDatabase } from '../db/client';
import { isEmpty, seedDemo } from './index';

/** `npm run db:seed`: migrates, then seeds demo data into an empty database (never over existing data). */
const config = loadConfig();
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMode: config.DATABASE_POOL_MODE });
try {
  await handle.migrate();
  if (await isEmpty(handle.db)) {
    await seedDemo(handle.db, { vendorSecretsKey: config.VENDOR_SECRETS_KEY });
    console.log('Demo data seeded (merchants DEMO and ACME).');
  } else {
    console.log('The database already holds data; nothing seeded. Remove DATA_DIR (embedded mode) to start over.');
  }
} finally {
  await handle.close();
}
