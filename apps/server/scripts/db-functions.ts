/**
 * `npm run db:functions -w @wl/server`: writes a new migration that (re)creates every SQL function whose source in
 * src/db/functions differs from what the migrations define. It uses drizzle-kit's custom-migration convention
 * (`drizzle-kit generate --custom` adds the journal entry and the snapshot), so the journal stays the one list the
 * migrator applies; the migrations already applied are never edited. Run `db:generate` first when the schema changed:
 * a custom migration carries no table changes of its own.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { journalTags, migrationOf, staleFunctions } from '../src/db/functions';
import { migrationsFolder } from '../src/db/client';

const stale = staleFunctions();
if (stale.length === 0) {
  console.log('db:functions: every function source matches the migrations; nothing to write');
} else {
  const serverDir = path.resolve(import.meta.dirname, '..');
  execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'drizzle.config.ts', '--custom', '--name', 'functions'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  const tag = journalTags().at(-1);
  const file = path.join(migrationsFolder, `${tag}.sql`);
  fs.writeFileSync(file, `${migrationOf(stale)}\n`);
  console.log(`db:functions: ${tag}.sql (re)creates ${stale.join(', ')}`);
}
