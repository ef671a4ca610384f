// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from './harness';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-life-'));
const opsKey = 'lifecycle-ops-key-1';

const start = async (): Promise<{ child: ChildProcess; port: number }> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_API_KEY: opsKey,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120000);
    child.stdout?.on('data', (d) => {
      out += d;
      const m = /site ready at http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  return { child, port };
};

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The embedded database survives a graceful shutdown: SIGTERM closes PGlite cleanly and a restart finds the data. */
describe.skipIf(testDbKind === 'postgres')('server lifecycle on the embedded database', () => {
  it('creates ./data on first start, shuts down cleanly on SIGTERM, and keeps its data across restarts', async () => {
    const first = await start();
    const base = `http://127.0.0.1:${first.port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const put = await fetch(`${base}/ops/v1/merchants/ACME/maintenance`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${opsKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, message: 'persisted' }),
    });
    expect(put.status).toBe(200);
    expect(await stop(first.child, 'SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const second = await start();
    const status = await fetch(`http://127.0.0.1:${second.port}/wps/system/status`, { headers: { merchant: 'ACME' } });
    const body = await status.json();
    expect(body.value.maintenance).toMatchObject({ enabled: true, message: 'persisted' });
    expect(await stop(second.child, 'SIGINT')).toBe(0);
  }, 300000);
});
