// Gives the two-copy browser journeys a fresh PostgreSQL database (dropped and created again): both server copies
// share it, the first one to start migrates and seeds it.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { Client } = require('pg');
const name = process.env.E2E_COPIES_DB;
const admin = process.env.E2E_COPIES_ADMIN_URL;
if (!name || !/^[a-z0-9_]+$/.test(name) || !admin) {
  console.error('E2E_COPIES_DB (lower-case letters, digits, _) and E2E_COPIES_ADMIN_URL are required');
  process.exit(2);
}
const c = new Client({ connectionString: admin });
await c.connect();
await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await c.query(`CREATE DATABASE ${name}`);
await c.end();
