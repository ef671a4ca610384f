// The server's integration suite, once, on the production engine: PostgreSQL when TEST_DATABASE_URL is set (as CI
// sets it). A machine without PostgreSQL runs the whole suite on the embedded PGlite instead, with the same command.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (url) console.log(`Integration tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//***@')})`);
else console.log('TEST_DATABASE_URL is not set: the whole integration suite runs on PGlite.');
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: url ? 'pg' : 'pglite' },
});
process.exit(r.status ?? 1);
