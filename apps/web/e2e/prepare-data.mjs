/**
 * Prepares the journeys' database before the site server starts: migrated and seeded once into a template (kept
 * between runs while the migrations, the seed and the day are the same), then copied for the run, so a start neither
 * migrates nor seeds. Run with `node --import tsx` (server sources).
 *
 *   prepare-data.mjs <data dir>                      embedded PGlite: the template is a data directory, copied
 *   prepare-data.mjs --postgres <url> <database>     PostgreSQL: the template is a database, copied with
 *                                                    CREATE DATABASE … TEMPLATE into <database> on <url>'s server
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const [first, adminUrl, runDb] = process.argv.slice(2);
const onPostgres = first === '--postgres';
if (!first || (onPostgres && !(adminUrl && /^[a-z0-9_]+$/.test(runDb ?? ''))))
  throw new Error('usage: prepare-data.mjs <data dir> | --postgres <url> <database>');

// What the template depends on: every file under the server's db folder (migrations, functions, schema, seed), and
// the day, as the seed writes "this week's" play relative to today.
const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else hash.update(p).update(readFileSync(p));
  }
};
walk(path.join(repoRoot, 'apps/server/src/db'));
const tag = hash.digest('hex').slice(0, 16);

const { openDatabase } = await import('../../server/src/db/client.ts');
const { seedIfEmpty } = await import('../../server/src/seed/index.ts');
const fill = async (opts) => {
  const handle = await openDatabase(opts);
  await handle.migrate();
  await seedIfEmpty(handle.db);
  await handle.close();
};

if (onPostgres) {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const template = `wl_e2e_tpl_${tag}`;
  const have = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
  if (have.rowCount === 0) {
    // Built under another name and renamed, so a run that stops half-way never leaves a half-made template behind;
    // templates of other days or schemas are dropped.
    const old = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'wl\\_e2e\\_tpl\\_%'");
    for (const { datname } of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    const building = `${template}_b${process.pid}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    await fill({ url: url.toString(), poolSize: 4 });
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  }
  await admin.query(`DROP DATABASE IF EXISTS ${runDb} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${runDb} TEMPLATE ${template}`);
  await admin.end();
} else {
  const target = first;
  const template = path.join(os.tmpdir(), `wl-e2e-template-${tag}`);
  if (!existsSync(template)) {
    const building = `${template}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    await fill({ dataDir: building });
    renameSync(building, template);
  }
  rmSync(target, { recursive: true, force: true });
  cpSync(template, target, { recursive: true });
}
