#!/usr/bin/env node
/**
 * `npm run test:topology` (issue 37, decision 035): starts the scale topology (scripts/topology.mjs: a PostgreSQL
 * primary, a streaming replica, PgBouncer in transaction pooling), runs its suite (apps/server/topology), then a few of
 * the server's PostgreSQL integration files with the app's connections through PgBouncer (TEST_POOLER_URL), and stops
 * the topology again unless it was running before. TOPOLOGY_PG_FILES (comma-separated, under apps/server/test) picks
 * those files; `all` runs the whole PostgreSQL integration suite through PgBouncer; `none` skips them.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const topology = (cmd) => spawnSync(process.execPath, [path.join(root, 'scripts/topology.mjs'), cmd], { encoding: 'utf8' });

const defaultFiles = ['ledger-reliability.test.ts', 'wallet.test.ts', 'outbox.test.ts', 'queues.test.ts'];
const chosen = process.env.TOPOLOGY_PG_FILES;
const files =
  chosen === 'none' ? [] : chosen === 'all' ? ['the whole suite'] : chosen ? chosen.split(',').map((f) => f.trim()) : defaultFiles;

const wasUp = topology('status').status === 0;
const up = topology('start');
if (up.status !== 0) {
  console.error(up.stderr || up.stdout);
  process.exit(1);
}
const env = Object.fromEntries(
  topology('env')
    .stdout.trim()
    .split('\n')
    .map((l) => l.split('=', 2)),
);
const run = (args, extra = {}) =>
  spawnSync('npx', ['vitest', 'run', ...args], { cwd: server, stdio: 'inherit', env: { ...process.env, ...extra } }).status ?? 1;

let status = run(['-c', 'vitest.topology.config.ts']);
if (status === 0 && files.length) {
  console.log(`\nThrough PgBouncer (transaction pooling): ${files.join(', ')}`);
  status = run(
    // A parse per statement and a second hop cost a little more than the direct run's 30 s budget allows on a loaded machine.
    [...(chosen === 'all' ? ['--project', 'server'] : files.map((f) => `test/${f}`)), '--testTimeout', '90000'],
    { TEST_DB: 'pg', TEST_DATABASE_URL: env.TOPOLOGY_PRIMARY_URL, TEST_POOLER_URL: env.TOPOLOGY_PGBOUNCER_URL },
  );
}
if (!wasUp) topology('stop');
process.exit(status);
