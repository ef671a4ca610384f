// Runs the server's integration tests a second time on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: integration tests ran on PGlite only.');
  process.exit(0);
}
console.log(`Integration tests on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')})`);
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: { ...process.env, TEST_DB: 'pg' } });
process.exit(r.status ?? 1);
