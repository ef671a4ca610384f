#!/usr/bin/env node
/**
 * `npm test`: every check CI runs, one npm script per phase, in order; stops at the first phase that fails and always
 * ends with a table of each phase's wall time, so a slow CI run shows where its minutes went (decision 020).
 *
 *   node scripts/test-phases.mjs                  all phases
 *   node scripts/test-phases.mjs lint typecheck   only the named scripts (quicker runs while working on one)
 *
 * CI_INSTALL_MS (set by .ci/run, which times `npm ci` itself) adds the install as the table's first row. A phase is
 * skipped, and says why, when its npm script is missing, when the file its script runs does not exist yet, or when it
 * needs a service that is not configured (the PostgreSQL integration run without TEST_DATABASE_URL, as on a laptop).
 * The last line is `phases: N passed, N failed`, alone, for whatever reads CI's log.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};

/** [row label, npm script, why it cannot run here (or null)]. */
const phases = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['unit', 'test:unit'],
  // The whole server suite on PostgreSQL; without TEST_DATABASE_URL (a laptop) on PGlite, and the subset is then skipped.
  [process.env.TEST_DATABASE_URL ? 'integration (PostgreSQL)' : 'integration (PGlite, whole suite)', 'test:pg'],
  [
    'integration (PGlite subset)',
    'test:pglite',
    () => (process.env.TEST_DATABASE_URL ? null : 'the whole suite ran on PGlite (no TEST_DATABASE_URL)'),
  ],
  // The scale topology (issue 37): a primary, a streaming replica and PgBouncer of its own, started and stopped by the
  // phase. CI always runs it (.ci/run installs PgBouncer); a laptop without PostgreSQL's server tools is told why not.
  [
    'topology (replica, PgBouncer)',
    'test:topology',
    () =>
      !process.env.TEST_DATABASE_URL
        ? 'no TEST_DATABASE_URL (a machine without a PostgreSQL server)'
        : !process.env.CI &&
            !(
              fs.existsSync(path.join(process.env.TOPOLOGY_PG_BIN ?? '/usr/lib/postgresql/15/bin', 'initdb')) &&
              fs.existsSync(process.env.TOPOLOGY_PGBOUNCER ?? '/usr/sbin/pgbouncer')
            )
          ? "PostgreSQL 15's server tools or PgBouncer are not installed (apt-get install -y postgresql-15 pgbouncer)"
          : null,
  ],
  ['web build', 'build:web'],
  ['back office build', 'build:backoffice'],
  ['server build', 'build:server'],
  ['journeys', 'test:e2e'],
  ['multi-copy journeys', 'test:e2e:copies'],
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !phases.some(([, script]) => script === name));
if (unknown.length) {
  console.error(`not a phase: ${unknown.join(', ')} (phases: ${phases.map(([, s]) => s).join(', ')})`);
  process.exit(2);
}

/** Why a phase cannot run: no such script, or a script `node <file>` whose file is not there yet. */
const missing = (script) => {
  const body = scripts[script];
  if (!body) return `no npm script "${script}"`;
  const file = /^node\s+(?:--\S+\s+)*([^\s-][^\s]*\.[cm]?[jt]s)\b/.exec(body)?.[1];
  return file && !fs.existsSync(path.join(root, file)) ? `${file} does not exist yet` : null;
};

// Through the npm that started us (npm_execpath) when there is one, so `npm test` and its phases use the same npm.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

const rows = [];
const install = Number(process.env.CI_INSTALL_MS);
if (Number.isFinite(install) && install > 0) rows.push({ label: 'install', script: 'npm ci', result: 'passed', ms: install });

let failed = null;
for (const [label, script, needs] of phases) {
  if (only.length && !only.includes(script)) continue;
  if (failed) {
    rows.push({ label, script, result: 'not run' });
    continue;
  }
  const why = missing(script) ?? needs?.() ?? null;
  if (why) {
    console.log(`\n── ${label}: skipped (${why})`);
    rows.push({ label, script, result: `skipped: ${why}` });
    continue;
  }
  console.log(`\n── ${label} (npm run ${script})`);
  const started = performance.now();
  const run = spawnSync(npm[0], [...npm.slice(1), 'run', script], { cwd: root, stdio: 'inherit' });
  const ms = performance.now() - started;
  const ok = run.status === 0;
  rows.push({ label, script, result: ok ? 'passed' : `FAILED (${run.signal ?? `exit ${run.status}`})`, ms });
  if (!ok) failed = run.status || 1;
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
const total = rows.reduce((sum, r) => sum + (r.ms ?? 0), 0);
const table = [
  ['phase', 'npm script', 'time', 'result'],
  ...rows.map((r) => [r.label, r.script, r.ms === undefined ? '' : clock(r.ms), r.result]),
  ['total', '', clock(total), ''],
];
const widths = table[0].map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
    .join('  ')
    .trimEnd();
console.log(`\n${line(table[0])}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
for (const cells of table.slice(1, -1)) console.log(line(cells));
console.log(`${widths.map((w) => '─'.repeat(w)).join('  ')}\n${line(table.at(-1))}\n`);

const counted = rows.filter((r) => r.script !== 'npm ci');
const passed = counted.filter((r) => r.result === 'passed').length;
const skipped = counted.filter((r) => r.result.startsWith('skipped')).length;
if (skipped) console.log(`${skipped} skipped (see the table)`);
console.log(`phases: ${passed} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ?? 0);
