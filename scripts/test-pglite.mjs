// The embedded default stays proven: when the full integration suite ran on PostgreSQL (TEST_DATABASE_URL set), the
// files marked `@module-tag pglite` (boot, migrations, seed, ledger, seamless functions, outbox, web serving, one
// money flow per module) run again on PGlite. Without PostgreSQL the whole suite already ran on PGlite (test-pg.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the whole integration suite ran on PGlite already.');
  process.exit(0);
}
const root = path.resolve(import.meta.dirname, '../apps/server');
const tagged = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f))
    .filter((f) => /^\/\/ @module-tag pglite\b/m.test(fs.readFileSync(path.join(root, f), 'utf8')));
const files = [...tagged('src'), ...tagged('test')];
console.log(`Integration tests on PGlite: ${files.length} files tagged pglite`);
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--tags-filter', 'pglite', ...files.map((f) => `apps/server/${f}`)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'pglite' },
});
process.exit(r.status ?? 1);
