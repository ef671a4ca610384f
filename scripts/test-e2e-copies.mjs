// Runs the browser journeys that need two server copies on PostgreSQL and Redis (apps/web/e2e-copies) when both are
// configured (TEST_DATABASE_URL, TEST_REDIS_URL), as CI does; otherwise says so and succeeds.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.log('TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-copy browser journeys did not run.');
  process.exit(0);
}
const r = spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.copies.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(r.status ?? 1);
