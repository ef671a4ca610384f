/**
 * `npm run bench:seamless`: the vendor simulator (packages/vendor-sim, its own process, no chaos) plays rounds
 * (bet → win, sometimes an end of round) for BENCH_PLAYERS funded players at once against one production-mode server
 * on a fresh PostgreSQL database, for BENCH_SECONDS; then the wallet benchmark's transfer load runs on the same server
 * for comparison. Prints rounds/s, p50/p99 per round and per call, refusals, the simulator's model check against the
 * ledger and the ledger invariant check. Target: ≥ 1,000 rounds/s with p99 < 50 ms per round.
 * Settings: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (15),
 * BENCH_PLAYERS (50), BENCH_CONNECTIONS (32, the wallet load).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { SimReport } from '../../../packages/vendor-sim/src/sim';
import { launchTokens } from '../../../packages/vendor-sim/src/sim';
import { type Db, openDatabase } from '../src/db/client';
import { GAME_BET_SHARDS } from '../src/modules/ledger';
import { hashGameToken } from '../src/modules/vendors';
import { ledgerViolations } from '../src/modules/ledger';
import { rowsOf } from '../src/core/sql';
import {
  adminQuery,
  connections,
  cpuSeconds,
  dbUrl,
  load,
  postgresCpu,
  postgresCpuSince,
  prepareMembers,
  seconds,
  startServer,
  stop,
} from './bench-lib';

const players = Number(process.env.BENCH_PLAYERS ?? 50);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The simulator as a separate process (as a vendor is); its JSON report comes on stdout. */
const simulate = (args: string[]) =>
  new Promise<{ report: SimReport; pid: number | undefined }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/vendor-sim/src/cli.ts', ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c;
    });
    child.on('exit', () => {
      try {
        resolve({ report: JSON.parse(out) as SimReport, pid: child.pid });
      } catch {
        reject(new Error(`simulator failed: ${out}`));
      }
    });
  });

/** Committed and rolled-back transactions of this benchmark's database so far. */
const xactCounts = async (db: Db) => {
  const r = rowsOf<{ c: string; r: string }>(
    await db.execute(sql`SELECT xact_commit::text AS c, xact_rollback::text AS r FROM pg_stat_database WHERE datname = current_database()`),
  )[0];
  return { commits: Number(r?.c ?? 0), rollbacks: Number(r?.r ?? 0) };
};

/** Busy CPU seconds of the whole machine (all cores), from /proc/stat. */
const machineBusySeconds = () => {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (f.reduce((a, b) => a + b, 0) - (f[3] ?? 0) - (f[4] ?? 0)) / 100;
};

/**
 * The database's own ceiling for the same work: pgbench calls the same seamless_bet and seamless_win functions the
 * server calls, one client per player (as each simulated player plays one round at a time), with no HTTP at all.
 */
const pgbenchRounds = async (db: Db, tokens: string[]) => {
  await db.execute(sql`CREATE TABLE bench_tokens (n integer PRIMARY KEY, th text NOT NULL)`);
  for (const [i, t] of tokens.entries()) await db.execute(sql`INSERT INTO bench_tokens VALUES (${i + 1}, ${hashGameToken(t)})`);
  const script = path.join(os.tmpdir(), `${name}.pgbench.sql`);
  const call = (fn: string, args: string) => `SELECT ${fn}('HOUSE', ${args}, now(), ${GAME_BET_SHARDS});`;
  fs.writeFileSync(
    script,
    [
      '\\set p :client_id + 1',
      '\\set i random(1, 1000000000000)',
      call('seamless_bet', "'pb' || :i, (SELECT th FROM bench_tokens WHERE n = :p), 'pr' || :i, null, 100, 'BET|100|pr' || :i, 'hb' || :i"),
      call(
        'seamless_win',
        "'pw' || :i, (SELECT th FROM bench_tokens WHERE n = :p), 'pb' || :i, 'pr' || :i, 50, 'WIN|50|pb' || :i, 'hw' || :i",
      ),
      '',
    ].join('\n'),
  );
  try {
    const out = execFileSync(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(tokens.length), '-j', '2', '-T', String(seconds), '-f', script, dbUrl(name)],
      { encoding: 'utf8' },
    );
    return Number(/tps = ([0-9.]+)/.exec(out)?.[1] ?? 0);
  } finally {
    fs.rmSync(script, { force: true });
  }
};

const name = `wl_bench_sl_${randomBytes(4).toString('hex')}`;
const tokensFile = path.join(os.tmpdir(), `${name}.tokens`);
console.log(
  `load average before the run: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(
  `seamless benchmark: ${players} simulated players, ${seconds} s, vendor HOUSE, PostgreSQL, 1 server copy, ${os.cpus().length} CPUs`,
);
await adminQuery(`CREATE DATABASE ${name}`);
let failed = true;
try {
  const handle = await openDatabase({ url: dbUrl(name), poolSize: 4 });
  const members = await prepareMembers(handle, players);
  const db = handle.db;
  const secret = rowsOf<{ s: string }>(await db.execute(sql`SELECT secret AS s FROM vendor_secrets WHERE vendor = 'HOUSE'`))[0]!.s;
  const nodeId = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT g.id::text AS id FROM games g JOIN merchants m ON m.id = g.merchant_id WHERE m.code = 'DEMO' AND g.game_code = 'HOUSE_SLOT'`,
    ),
  )[0]!.id;
  const server = await startServer({ DATABASE_URL: dbUrl(name), DATABASE_POOL_SIZE: process.env.BENCH_POOL ?? '32' });
  const tokens = await launchTokens({
    url: server.base,
    merchant: 'DEMO',
    nodeId: Number(nodeId),
    sessionTokens: members.map((m) => m.token),
  });
  fs.writeFileSync(tokensFile, tokens.join('\n'), { mode: 0o600 });

  const cpu0 = cpuSeconds(server.child.pid);
  const pg0 = postgresCpu();
  const machine0 = machineBusySeconds();
  const tx0 = await xactCounts(db);
  const { report } = await simulate([
    '--url',
    server.base,
    '--vendor',
    'HOUSE',
    '--secret',
    secret,
    '--seconds',
    String(seconds),
    '--tokens-file',
    tokensFile,
  ]);
  const serverCpuMs = ((cpuSeconds(server.child.pid) - cpu0) * 1000) / Math.max(report.rounds, 1);
  const pgCpuMs = (postgresCpuSince(pg0) * 1000) / Math.max(report.rounds, 1);
  await new Promise((r) => setTimeout(r, 1200)); // backends report their counters at most once a second
  const tx1 = await xactCounts(db);
  const machineCpuMs = ((machineBusySeconds() - machine0) * 1000) / Math.max(report.rounds, 1);
  const simCpuMs = ((report as SimReport & { cpuMs?: number }).cpuMs ?? Number.NaN) / Math.max(report.rounds, 1);
  // The model each simulated player kept must be the ledger's main balance, before the wallet load moves money.
  const mismatches = [];
  for (const [i, m] of members.entries()) {
    const b = rowsOf<{ b: string }>(
      await db.execute(sql`SELECT balance::text AS b FROM ledger_accounts WHERE member_id = ${m.memberId} AND code = 'MAIN'`),
    )[0]?.b;
    if (b !== report.perPlayer[i]?.expectedBalance) mismatches.push(i);
  }
  const wallet = await load(
    server.base,
    members.map((m) => m.token),
    server.child.pid,
    connections,
    'sl',
  );
  await stop(server.child);
  const dbOnly = await pgbenchRounds(db, tokens);
  const violations = await ledgerViolations(db);
  await handle.close();

  const f = (x: number) => x.toFixed(1);
  const l = report.latencyMs;
  const errors = Object.entries(report.errors);
  console.log('\nSeamless wallet (vendor simulator → server → PostgreSQL)');
  console.log(
    `  rounds/s             ${f(report.roundsPerSecond)}   (rounds ${report.rounds}, calls ${report.calls}, calls/s ${f(report.callsPerSecond)}; target ≥ 1000)`,
  );
  console.log(`  round latency        p50 ${l.round.p50} ms   p99 ${l.round.p99} ms   (target p99 < 50 ms)`);
  console.log(`  call latency         p50 ${l.call.p50} ms   p99 ${l.call.p99} ms`);
  for (const [k, v] of Object.entries(l.byCall)) console.log(`    ${k.padEnd(18)} p50 ${v.p50} ms   p99 ${v.p99} ms   (n ${v.n})`);
  console.log(
    `  CPU per round        server ${serverCpuMs.toFixed(2)} ms, PostgreSQL ${pgCpuMs.toFixed(2)} ms, simulator ${simCpuMs.toFixed(2)} ms (whole run incl. start-up); whole machine ${machineCpuMs.toFixed(2)} ms`,
  );
  console.log(
    `  database xacts/round ${((tx1.commits - tx0.commits) / Math.max(report.rounds, 1)).toFixed(2)} committed, ${((tx1.rollbacks - tx0.rollbacks) / Math.max(report.rounds, 1)).toFixed(3)} rolled back (lost races retried)`,
  );
  console.log(`  refusals             ${errors.length ? errors.map(([k, v]) => `${k} ${v}`).join(', ') : 'none'}`);
  console.log(`  rule violations      ${report.violationCount}`);
  console.log(`  balances ≠ model     ${mismatches.length} of ${members.length}`);
  console.log(`  invariant violations ${violations.length}`);
  console.log(`  database alone        ${f(dbOnly)} rounds/s: pgbench runs the same bet and win functions, one client per player, no HTTP`);
  console.log(`  HTTP path's share    ${f((100 * report.roundsPerSecond) / Math.max(dbOnly, 1))}% of the database alone`);
  console.log('\nWallet transfers on the same server, same run (bench:wallet load)');
  console.log(
    `  HTTP transfers/s     ${f(wallet.rps)}   (total ${wallet.total}, non-2xx ${wallet.non2xx}, errors ${wallet.errors}, ${connections} connections)`,
  );
  console.log(`  HTTP p99 latency     ${f(wallet.p99)} ms`);
  failed = report.violationCount + mismatches.length + violations.length + wallet.non2xx > 0;
} finally {
  fs.rmSync(tokensFile, { force: true });
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(failed ? 1 : 0);
