// Runs the browser journeys that need two server copies on PostgreSQL and Redis (apps/web/e2e-copies) when both are
// configured (TEST_DATABASE_URL, TEST_REDIS_URL), as CI does; otherwise says so and succeeds.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.log('TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-copy browser journeys did not run.');
  process.exit(0);
}
// Copies A and B listen on two consecutive ports, found free now: a port chosen at the start of a long run (E2E_PORT
// + 100) could by now be the local end of some connection, and the copy would not start (EADDRINUSE).
const free = (port) =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
const pair = async () => {
  for (;;) {
    const s = net.createServer();
    const port = await new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s.address().port)));
    await new Promise((resolve) => s.close(resolve));
    if (port < 65535 && (await free(port)) && (await free(port + 1))) return port;
  }
};
const E2E_COPIES_PORT = process.env.E2E_COPIES_PORT ?? String(await pair());
const r = spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.copies.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_COPIES_PORT },
});
process.exit(r.status ?? 1);
