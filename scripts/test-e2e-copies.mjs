// Runs the browser journeys that need two server copies on PostgreSQL and Redis (apps/web/e2e-copies) when both are
// configured (TEST_DATABASE_URL, TEST_REDIS_URL), as CI does; otherwise says so and succeeds.
import { spawnSync } from 'node:child_process';
import { freePorts } from './free-ports.mjs';

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.log('TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-copy browser journeys did not run.');
  process.exit(0);
}
// Copies A and B listen on two consecutive ports and the killed-copy journey's C and D on the next two, found free
// now and below the ephemeral range (free-ports.mjs): a port chosen at the start of a long run could by now be the
// local end of some connection, and a copy would not start (EADDRINUSE).
const E2E_COPIES_PORT = process.env.E2E_COPIES_PORT ?? String(await freePorts(4));
const r = spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.copies.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_COPIES_PORT },
});
process.exit(r.status ?? 1);
