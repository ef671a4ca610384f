// @module-tag pglite: the production start (compiled server, embedded database) runs only on PGlite, so CI runs it here.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/core/config';
import { configProblems } from '../src/production-safety';
import { testDbKind } from './harness';

const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '../..');
const dirs: string[] = [];
const goodKey = 'p'.repeat(20) + Math.random().toString(36).slice(2).padEnd(12, 'x');

type Run = { code: number | null; out: string; port?: number; stop?: () => Promise<void> };

/**
 * Starts the real server process in production on a fresh embedded database: the compiled dist/main.js under plain
 * `node`, as `npm start` runs it, so a file the build leaves behind (migrations) or a TypeScript-only construct fails here.
 */
const startProduction = (env: Record<string, string>): Promise<Run> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-prod-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      OPS_API_KEY: '',
      DEV_OUTBOX: '',
      GATEWAY_STANDIN: '',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<Run>((resolve, reject) => {
    let out = '';
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server neither started nor refused:\n${out}`));
      // A ceiling, not a wait: a fresh start migrates and seeds, which took over a minute on a loaded 2-core machine.
    }, 150000);
    const collect = (d: Buffer) => {
      out += d;
      const m = started ? null : /site ready at http:\/\/localhost:(\d+)"/.exec(out);
      if (m) {
        started = true;
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({
          code: null,
          out,
          port: Number(m[1]),
          stop: () =>
            new Promise<void>((done) => {
              child.on('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
};

afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('production settings (reliability.md, "Production and development")', () => {
  it('names every development aid that is on and every short secret', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      DEV_OUTBOX: 'true',
      GATEWAY_STANDIN: 'true',
      OPS_API_KEY: 'test-ops-key-123',
      TRANSFER_VENDOR_URL: 'http://127.0.0.1:1',
      TRANSFER_VENDOR_SECRET: 'sixteen-chars-ok',
    });
    expect(configProblems(c).map((p) => p.split(':')[0])).toEqual([
      'DEV_OUTBOX',
      'GATEWAY_STANDIN',
      'OPS_API_KEY',
      'TRANSFER_VENDOR_SECRET',
    ]);
    expect(configProblems(loadConfig({ NODE_ENV: 'production', OPS_API_KEY: goodKey }))).toEqual([]);
    // Outside production the aids are on by default and nothing is refused.
    expect(configProblems(loadConfig({ NODE_ENV: 'development', OPS_API_KEY: 'test-ops-key-123' }))).toEqual([]);
  });
});

describe.skipIf(testDbKind === 'postgres')('a production start', () => {
  // The build takes about a second (esbuild), so the test makes its own from the source under test rather than
  // depending on CI running `npm run build` first or trusting a dist/ left from an older checkout.
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  }, 60000);

  it('refuses the demo seed (its gateway secret) and exits', async () => {
    const run = await startProduction({ OPS_API_KEY: goodKey });
    expect(run.code).toBe(1);
    expect(run.out).toContain('Refusing to start in production');
    expect(run.out).toContain("the demo's seeded gateway secret");
  }, 180000);

  it('refuses development aids switched on and a short operator key, naming each', async () => {
    const run = await startProduction({ SEED_DEMO: 'false', DEV_OUTBOX: 'true', GATEWAY_STANDIN: 'yes', OPS_API_KEY: 'short-key-1234' });
    expect(run.code).toBe(1);
    for (const name of ['DEV_OUTBOX', 'GATEWAY_STANDIN', 'OPS_API_KEY']) expect(run.out).toContain(`${name}:`);
  }, 180000);

  it('with safe settings starts, and no development aid answers', async () => {
    const run = await startProduction({ SEED_DEMO: 'false', OPS_API_KEY: goodKey });
    expect(run.port, run.out).toBeGreaterThan(0);
    try {
      const base = `http://127.0.0.1:${run.port}`;
      const auth = { authorization: `Bearer ${goodKey}` };
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      expect((await fetch(`${base}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${base}/dev/outbox.json`, { headers: auth })).status).toBe(404);
      expect((await fetch(`${base}/gateway-standin/pay/anything`)).status).toBe(404);
      const session = await fetch(`${base}/ops/v1/merchants/DEMO/members/demo01/session`, { method: 'POST', headers: auth });
      expect(session.status).toBe(404);
      expect((await session.json()).code).toBe('route.not_found');
    } finally {
      await run.stop?.();
    }
  }, 180000);
});
