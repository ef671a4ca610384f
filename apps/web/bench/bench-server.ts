import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The site server of a browser benchmark: the server's source through tsx, on `port`, with a scratch database in
 * `dataDir` (PGlite, seeded with the demo merchant as every fresh database is) and the web build in `webDist`.
 * Resolves once /readyz answers (a fresh database migrates and seeds first: up to five minutes).
 */
export const startBenchServer = async (opts: {
  port: number;
  dataDir: string;
  webDist?: string;
  env?: Record<string, string>;
}): Promise<ChildProcess> => {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST: opts.webDist ?? path.join(repoRoot, 'apps/web/dist'),
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${opts.port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 1000));
  }
  server.kill();
  throw new Error('server did not start');
};
