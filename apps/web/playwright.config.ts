import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 18080);
const studioPort = port + 1;
const studioSecret = 'e2e-studio-master-secret-0001';
const idpPort = port + 2;
const idpSecret = 'e2e-identity-standin-secret-01';
const dataDir = path.join(os.tmpdir(), `wl-e2e-data-${port}`);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The site server's database: PostgreSQL when the run has one (TEST_DATABASE_URL, as CI sets it), a database of this
 * port's own copied from a prepared template; otherwise the embedded PGlite in the data directory. The embedded
 * engine costs the journeys' server several times the CPU of PostgreSQL's native one on a shared two-core machine;
 * the integration suite still proves the embedded default (scripts/test-pglite.mjs), and `npm start` runs on it.
 */
const pgAdmin = process.env.TEST_DATABASE_URL;
const journeysDb = `wl_e2e_${port}`;
const databaseUrl = pgAdmin ? Object.assign(new URL(pgAdmin), { pathname: `/${journeysDb}` }).toString() : undefined;
const prepare = pgAdmin ? `--postgres "${pgAdmin}" ${journeysDb}` : `"${dataDir}"`;
const studioUrl = `http://127.0.0.1:${studioPort}`;
const idpUrl = `http://127.0.0.1:${idpPort}`;

/**
 * How the three processes start (site, studio, identity stand-in): the compiled build, as production runs it (`npm run build` first; `npm test` builds
 * before the journeys). The database is prepared from a migrated, seeded template (prepare-data.mjs) before the server
 * starts, so the start neither migrates nor seeds.
 */
const start = {
  server: 'node apps/server/dist/main.js',
  studio: 'node packages/studio/dist/main.js',
  idp: 'node packages/idp-standin/dist/main.js',
};

/**
 * Which language a journey runs in. A flow runs once, in EN or in UR, so both directions stay exercised; a journey
 * that checks screens runs in both.
 */
const spec = (names: string[]) => names.map((n) => `${n}.spec.ts`);
/** Flows run in UR: money, agents, rewards and accounts. */
const urFlows = spec([
  'accounts',
  'agents',
  'agent-extras',
  'backoffice-money',
  'bonus-device',
  'kyc',
  'missions',
  'points',
  'promotions',
  'protection-exclusion',
  'support-chat',
  'wallet',
]);
/** Flows run in EN: play, lottery, records, catalogue, content, messages, session, modules, studio: every other file. */
/** Screens in both languages: captures, the layout walk, routes, the language switch, error texts, status pages. */
const bothScreens = spec([
  'accounts-capture',
  'backoffice-capture',
  'backoffice-content',
  'capture',
  'error-texts',
  'forms-capture',
  'header',
  'language',
  'layout-walk',
  'loyalty-capture',
  'modals',
  'promotions-capture',
  'readable-records',
  'review-capture',
  'routes',
  'screen-fit',
  'status',
  'studio-games',
  'winner-board',
]);
/** EN flow files whose capture blocks are tagged `@both`: those blocks also run in UR. */
const mixed = spec(['lottery', 'messages', 'play', 'records']);
/**
 * `@exclusive`: changes what every visitor of the merchant sees (maintenance): runs after all others, one at a
 * time, in its file's language(s).
 */
const exclusive = /@exclusive\b/;

/**
 * Journeys against one site server and one studio serving the built web app (`npm run build` first; `npm test`
 * does). Two workers share them: a journey that changes data works on accounts of its own or on data no other
 * journey reads. Time is driven through the development job aids (`/ops/v1/dev/...`), never waited for.
 */
export default defineConfig({
  testDir: './e2e',
  workers: 2,
  // Files run side by side; the tests of a file one after another (some build on the one before).
  fullyParallel: false,
  retries: 0,
  // Journeys wait for conditions (a screen shown, a request answered), never for a fixed time; these are only the
  // ceilings, generous enough for a busy machine (a lazily loaded screen took over 7 s under CPU load).
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace for every journey (kept on failure) cost about a third of the journeys' time on two cores,
    // most of it the screencast: no screenshots in it, and none at all under CI, where nobody can open one.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'en', testIgnore: urFlows, grepInvert: exclusive, use: { lang: 'EN' } as object },
    { name: 'ur', testMatch: [...urFlows, ...bothScreens], grepInvert: exclusive, use: { lang: 'UR' } as object },
    { name: 'ur-captures', testMatch: mixed, grep: /@both\b/, use: { lang: 'UR' } as object },
    {
      name: 'exclusive-en',
      testMatch: bothScreens,
      grep: exclusive,
      workers: 1,
      dependencies: ['en', 'ur', 'ur-captures'],
      use: { lang: 'EN' } as object,
    },
    {
      name: 'exclusive-ur',
      testMatch: bothScreens,
      grep: exclusive,
      workers: 1,
      dependencies: ['exclusive-en'],
      use: { lang: 'UR' } as object,
    },
  ],
  webServer: [
    {
      command: `rm -rf "${dataDir}-studio" && ${start.studio}`,
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
        STUDIO_PLATFORM_URL: baseURL,
        STUDIO_DATA_DIR: `${dataDir}-studio`,
        WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
        // Short rounds and matches: a journey waits for a live round's result and a match's end as conditions, and
        // these keep those waits to seconds.
        STUDIO_TABLE_SECONDS: '6',
        STUDIO_RESULT_SECONDS: '1',
        STUDIO_MATCH_SECONDS: '12',
        STUDIO_SLOT_SECONDS: '10',
      },
    },
    {
      // The identity stand-in (issue 35): DEMO's social sign-in and phone authentication; its codes go to the outbox.
      command: start.idp,
      cwd: repoRoot,
      url: `${idpUrl}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { IDP_PORT: String(idpPort), IDP_HOST: '127.0.0.1', IDP_SECRET: idpSecret, IDP_PLATFORM_URL: baseURL },
    },
    {
      command: `node --import tsx apps/web/e2e/prepare-data.mjs ${prepare} && ${start.server}`,
      cwd: repoRoot,
      url: `${baseURL}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        TRUST_PROXY: '127.0.0.1',
        OPS_API_KEY: 'e2e-ops-key-web-2',
        WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
        MERCHANT_CACHE_MS: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Jobs and event consumers run as in production (fast lottery draws keep coming, queued messages are sent,
        // growth modules consume); journeys that need a period's outcome run it now through the dev job aids.
        JOBS_ENABLED: 'true',
        // Every journey comes from one address; the per-address API limit is tested on the server, not here.
        RATE_LIMIT_PER_MINUTE: '100000',
        STUDIO_URL: studioUrl,
        STUDIO_SECRET: studioSecret,
        IDP_URL: idpUrl,
        IDP_SECRET: idpSecret,
      },
    },
  ],
});
