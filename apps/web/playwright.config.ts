import os from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 18080);
const studioSecret = 'e2e-studio-master-secret-0001';

/**
 * Each language project has a server and a studio of its own (fresh embedded databases), so the two run side by side
 * without seeing each other's data: ports `port` and `port + 1` (studio) for EN, `port + 2` and `port + 3` for UR.
 * Within a project the journeys run one after another, as they share that server's data.
 */
const stack = (offset: number) => {
  const sitePort = port + offset;
  const studioPort = sitePort + 1;
  const dataDir = path.join(os.tmpdir(), `wl-e2e-data-${sitePort}`);
  return { sitePort, studioPort, dataDir, baseURL: `http://127.0.0.1:${sitePort}`, studioUrl: `http://127.0.0.1:${studioPort}` };
};
const stacks = { en: stack(0), ur: stack(2) };
export const baseURL = stacks.en.baseURL;

const servers = (s: ReturnType<typeof stack>): Extract<PlaywrightTestConfig['webServer'], unknown[]> => [
  {
    command: `rm -rf "${s.dataDir}-studio" && node --import tsx packages/studio/src/main.ts`,
    cwd: repoRoot,
    url: `${s.studioUrl}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      STUDIO_PORT: String(s.studioPort),
      STUDIO_HOST: '127.0.0.1',
      STUDIO_SECRET: studioSecret,
      STUDIO_PLATFORM_URL: s.baseURL,
      STUDIO_DATA_DIR: `${s.dataDir}-studio`,
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
      // Short rounds and matches, so a journey sees a live round and a match settle.
      STUDIO_TABLE_SECONDS: '8',
      STUDIO_RESULT_SECONDS: '2',
      STUDIO_MATCH_SECONDS: '30',
      STUDIO_SLOT_SECONDS: '10',
    },
  },
  {
    command: `rm -rf "${s.dataDir}" && node --import tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${s.baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(s.sitePort),
      HOST: '127.0.0.1',
      DATA_DIR: s.dataDir,
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
      STUDIO_URL: s.studioUrl,
      STUDIO_SECRET: studioSecret,
    },
  },
];

/**
 * Journeys against the real servers serving the built web app (`npm run build:web` first; `npm test` does).
 * Each journey runs twice: project `en` and project `ur` (the interface language the visitor starts in).
 */
export default defineConfig({
  testDir: './e2e',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  // Journeys wait for conditions (a screen shown, a request answered), never for a fixed time; these are only the
  // ceilings, generous enough for a busy machine (a lazily loaded screen took over 7 s under CPU load).
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'en', workers: 1, use: { lang: 'EN', baseURL: stacks.en.baseURL } as object },
    { name: 'ur', workers: 1, use: { lang: 'UR', baseURL: stacks.ur.baseURL } as object },
  ],
  webServer: [...servers(stacks.en), ...servers(stacks.ur)],
});
