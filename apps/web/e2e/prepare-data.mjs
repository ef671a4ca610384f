/**
 * Prepares the journeys' database before the site server starts: the migrated, seeded PGlite data directory is
 * made once into a template (kept between runs while the migrations, the seed and the day are the same) and copied
 * to the run's data directory, so a start neither migrates nor seeds. Run with `node --import tsx` (server sources).
 * Usage: prepare-data.mjs <data dir>
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const target = process.argv[2];
if (!target) throw new Error('usage: prepare-data.mjs <data dir>');

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
const template = path.join(os.tmpdir(), `wl-e2e-template-${hash.digest('hex').slice(0, 16)}`);

if (!existsSync(template)) {
  const { openDatabase } = await import('../../server/src/db/client.ts');
  const { seedIfEmpty } = await import('../../server/src/seed/index.ts');
  const building = `${template}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: building });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  await handle.close();
  // A rename, so a run that stops half-way never leaves a half-made template behind.
  renameSync(building, template);
}
rmSync(target, { recursive: true, force: true });
cpSync(template, target, { recursive: true });
