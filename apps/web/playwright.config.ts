import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = path.join(os.tmpdir(), `wl-e2e-data-${port}`);
/** The demo game studio (issue 15) runs beside the site as in `npm start`: every outside vendor's games play. */
const studioPort = Number(process.env.E2E_STUDIO_PORT ?? port + 1);
const studioUrl = `http://127.0.0.1:${studioPort}`;
const studioSecret = 'e2e-studio-master-secret-0001';
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys against the real server (fresh embedded database each run) serving the built web app.
 * Each journey runs twice: project `en` and project `ur` (the interface language the visitor starts in).
 */
export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Journeys wait for conditions (a screen shown, a request answered), never for a fixed time; these are only the
  // ceilings, generous enough for a busy machine (a lazily loaded screen took over 7 s under CPU load).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'en', use: { lang: 'EN' } as object },
    { name: 'ur', use: { lang: 'UR' } as object },
  ],
  webServer: [
    {
      command: `rm -rf "${dataDir}-studio" && node --import tsx packages/studio/src/main.ts`,
      cwd: repoRoot,
      url: `${studioUrl}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STUDIO_PORT: String(studioPort),
        STUDIO_HOST: '127.0.0.1',
        STUDIO_SECRET: studioSecret,
        STUDIO_PLATFORM_URL: `http://127.0.0.1:${port}`,
        STUDIO_DATA_DIR: `${dataDir}-studio`,
        WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
        // Short rounds and matches, so a journey sees a live round and a match settle.
        STUDIO_TABLE_SECONDS: '8',
        STUDIO_RESULT_SECONDS: '2',
        STUDIO_MATCH_SECONDS: '30',
        STUDIO_SLOT_SECONDS: '10',
      },
    },
    {
      command: `npm run build:web && rm -rf "${dataDir}" && node --import tsx apps/server/src/main.ts`,
      cwd: repoRoot,
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TRUST_PROXY: '127.0.0.1',
        OPS_API_KEY: 'e2e-ops-key-web-2',
        WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
        MERCHANT_CACHE_MS: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Jobs and event consumers run as in production: fast lottery draws keep coming for as long as the journeys run
        // (a slow machine takes longer than the draws seeded ahead), queued messages are sent, growth modules consume.
        JOBS_ENABLED: 'true',
        // Every journey comes from one address; the per-address API limit is tested on the server, not here.
        RATE_LIMIT_PER_MINUTE: '100000',
        STUDIO_URL: studioUrl,
        STUDIO_SECRET: studioSecret,
      },
    },
  ],
});
