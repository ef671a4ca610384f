import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Two copies of the server: A and B, on consecutive ports. */
const portA = Number(process.env.E2E_COPIES_PORT ?? Number(process.env.E2E_PORT ?? 18080) + 100);
const portB = portA + 1;
export const copyA = `http://127.0.0.1:${portA}`;
export const copyB = `http://127.0.0.1:${portB}`;
const dbName = `wl_e2e_copies_${portA}`;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The database both copies share (the money specs read its journal and consumers' tables directly). */
export const databaseUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

/** A copy's environment on `port`: the same database and Redis key prefix as A and B, so every copy shares their state. */
export const env = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `e2ecopies${portA}`,
  TRUST_PROXY: '127.0.0.1',
  OPS_API_KEY: 'e2e-ops-key-web-2',
  WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
  MERCHANT_CACHE_MS: '0',
  // Far longer than any journey: a catalogue change reaches the other copy only by its invalidation (Redis).
  CATALOGUE_CACHE_MS: '600000',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  RATE_LIMIT_PER_MINUTE: '100000',
});

/**
 * Journeys across two server copies on one PostgreSQL database and one Redis (issue 13: a chat message sent to copy A
 * reaches a browser on copy B). Copy A starts on a fresh database (migrates and seeds it); copy B starts after A is
 * ready. Needs the built web app and server (`npm run build`); `npm run test:e2e:copies` runs it when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set.
 */
export default defineConfig({
  testDir: './e2e-copies',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: copyA,
    // Recording a trace for every journey (kept on failure) cost about a third of the journeys' time on two cores,
    // most of it the screencast: no screenshots in it, and none at all under CI, where nobody can open one.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'en', use: { lang: 'EN' } as object },
    { name: 'ur', use: { lang: 'UR' } as object },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-copies-db.mjs && node apps/server/dist/main.js',
      cwd: repoRoot,
      url: `${copyA}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...env(portA), E2E_COPIES_DB: dbName, E2E_COPIES_ADMIN_URL: adminUrl },
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: repoRoot,
      url: `${copyB}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: env(portB),
    },
  ],
});
