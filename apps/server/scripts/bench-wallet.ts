/**
 * `npm run bench:wallet`: concurrent transfers through the HTTP API (a real server process) on PostgreSQL, beside
 * the same statements sent by pgbench at the same concurrency (bench-wallet-sql.ts) and pgbench's TPC-B tps on the
 * same PostgreSQL in the same run; then the same HTTP load on PGlite. Each run ends with
 * the ledger invariant check. Settings: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SECONDS (15), BENCH_CONNECTIONS (32), BENCH_PAIRS (50), BENCH_SERVERS (server copies on PostgreSQL; CPUs),
 * BENCH_POOL (database connections per copy, 8), BENCH_PROFILE (a directory for CPU profiles), BENCH_ONLY=pg (skip PGlite),
 * BENCH_PGBENCH=0 (skip pgbench), BENCH_BACKGROUND (busy processes beside the run: bench-lib's backgroundLoad).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { ledgerViolations } from '../src/modules/ledger';
import {
  adminQuery,
  backgroundLoad,
  connections,
  copies,
  dbUrl,
  load,
  pairs,
  prepareMembers,
  seconds,
  startServer,
  stop,
} from './bench-lib';
import { pgbenchTransfers } from './bench-wallet-sql';
import { statementStats } from './bench-seamless-db';
import { alternate, limitsLine, limitsRun } from './bench-protection';

const only = process.env.BENCH_ONLY;
const cacheMs = Number(process.env.SESSION_CACHE_MS ?? 1000);
const withPgbench = process.env.BENCH_PGBENCH !== '0';

const pgbench = (url: string) => {
  execFileSync('pgbench', ['-i', '-q', '-s', '10', url], { stdio: 'ignore' });
  const out = execFileSync('pgbench', ['-c', '16', '-j', '2', '-T', String(seconds), url], { encoding: 'utf8' });
  return Number(/tps = ([0-9.]+)/.exec(out)?.[1] ?? 0);
};

const pgRun = async () => {
  const name = `wl_bench_${randomBytes(4).toString('hex')}`;
  const scratch = `wl_pgbench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  await adminQuery(`CREATE DATABASE ${scratch}`);
  try {
    const handle = await openDatabase({ url: dbUrl(name), poolSize: 4 });
    const members = await prepareMembers(handle);
    // Statements and time per call (pg_stat_statements, when PostgreSQL preloads it; see the README), reset before each side.
    const stats = await statementStats(handle.db, name);
    await stats.reset();
    const tokens = members.map((m) => m.token);
    const servers = await Promise.all(
      Array.from({ length: copies }, () => startServer({ DATABASE_URL: dbUrl(name), DATABASE_POOL_SIZE: process.env.BENCH_POOL ?? '8' })),
    );
    // Each copy gets its share of the connections and its own members, as a load balancer with sticky sessions would.
    const share = Math.ceil(tokens.length / copies);
    const runs = await Promise.all(
      servers.map((sv, i) =>
        load(sv.base, tokens.slice(i * share, (i + 1) * share), sv.child.pid, Math.ceil(connections / copies), `c${i}`),
      ),
    );
    const httpStats = await stats.read();
    // The same load again with a limit of every kind on every player, in turn with it off (BENCH_LIMITS=0 skips it).
    let k = 0;
    const limited = limitsRun
      ? await alternate(
          handle.db,
          runs.reduce((x, r) => x + r.rps, 0),
          async () => {
            k++;
            const again = await Promise.all(
              servers.map((sv, i) =>
                load(sv.base, tokens.slice(i * share, (i + 1) * share), sv.child.pid, Math.ceil(connections / copies), `l${k}-${i}`),
              ),
            );
            return again.reduce((x, r) => x + r.rps, 0);
          },
        )
      : null;
    await Promise.all(servers.map((sv) => stop(sv.child)));
    const http = {
      limited,
      rps: runs.reduce((x, r) => x + r.rps, 0),
      p99: Math.max(...runs.map((r) => r.p99)),
      non2xx: runs.reduce((x, r) => x + r.non2xx, 0),
      errors: runs.reduce((x, r) => x + r.errors, 0),
      total: runs.reduce((x, r) => x + r.total, 0),
      cpuMs:
        runs.reduce((x, r) => x + r.cpuMs * r.total, 0) /
        Math.max(
          runs.reduce((x, r) => x + r.total, 0),
          1,
        ),
      // Every copy's load runs at once and each reads all of PostgreSQL, so one copy's reading is the whole.
      pgCpuMs:
        ((runs[0]?.pgCpuMs ?? 0) * (runs[0]?.total ?? 0)) /
        Math.max(
          runs.reduce((x, r) => x + r.total, 0),
          1,
        ),
    };
    // The same statements by pgbench at the HTTP load's concurrency, on the same database, right after it. The servers
    // read each member's session once per SESSION_CACHE_MS (production's 1000 unless set): pgbench sends that read
    // with that share of its transfers (each member sticks to one copy, as the load hands them out).
    const sessionReads = Math.min(1, cacheMs > 0 ? (members.length * 1000) / (cacheMs * Math.max(http.rps, 1)) : 1);
    await stats.reset();
    const same = withPgbench
      ? await pgbenchTransfers({
          db: handle.db,
          name,
          merchantId: members[0]?.merchantId ?? 0,
          members,
          clients: connections,
          seconds,
          sessionReads,
        })
      : null;
    const sameStats = withPgbench ? await stats.read() : null;
    const violations = await ledgerViolations(handle.db);
    await handle.close();
    const printStats = () => {
      const n = http.total;
      if (!stats.has) {
        console.log('  statements           (pg_stat_statements is not preloaded: see the README, "Profiling the hot path")');
        return;
      }
      if (n > 0) stats.print('through the server', httpStats, n, 'transfer');
      if (sameStats && same) stats.print('same SQL by pgbench', sameStats, same.transfers, 'transfer');
    };
    const tps = withPgbench ? pgbench(dbUrl(scratch)) : Number.NaN;
    return { http, tps, same, violations, printStats };
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

const pgliteRun = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-'));
  try {
    let handle = await openDatabase({ dataDir: dir });
    const tokens = (await prepareMembers(handle)).map((m) => m.token);
    await handle.close();
    const server = await startServer({ DATA_DIR: dir });
    const http = await load(server.base, tokens, server.child.pid);
    await stop(server.child);
    handle = await openDatabase({ dataDir: dir });
    const violations = await ledgerViolations(handle.db);
    await handle.close();
    return { http, violations };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const f = (x: number) => x.toFixed(1);
console.log(
  `load average before the run: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const background = backgroundLoad();
console.log(
  `wallet benchmark: POST /wps/wallet/transfer/upline, ${connections} connections, ${seconds} s, ${pairs} member→agent pairs, ${os.cpus().length} CPUs${background.line}`,
);
const pg = await pgRun();
console.log(`\nPostgreSQL (${copies} server cop${copies === 1 ? 'y' : 'ies'})`);
console.log(`  HTTP transfers/s     ${f(pg.http.rps)}   (total ${pg.http.total}, non-2xx ${pg.http.non2xx}, errors ${pg.http.errors})`);
console.log(`  HTTP p99 latency     ${f(pg.http.p99)} ms`);
console.log(`  server CPU/transfer  ${pg.http.cpuMs.toFixed(2)} ms (Node process; one copy uses one core)`);
console.log(`  PostgreSQL CPU/transfer ${pg.http.pgCpuMs.toFixed(2)} ms (all backends)`);
if (pg.same) {
  console.log(
    `  same SQL by pgbench  ${f(pg.same.tps)} transfers/s   (${connections} clients, the ${pg.same.statements.toFixed(2)} statements the HTTP path sends per transfer, prepared: the session read with ${f(100 * (pg.same.statements - 1))}% of them)`,
  );
  console.log(`    its CPU/transfer   PostgreSQL ${pg.same.pgCpuMs.toFixed(2)} ms, pgbench ${pg.same.pgbenchCpuMs.toFixed(2)} ms`);
  console.log(`  ratio, same SQL      ${f((100 * pg.http.rps) / Math.max(pg.same.tps, 1))}% (target ≥ 60%)`);
}
console.log(`  pgbench TPC-B tps    ${f(pg.tps)}   (16 clients, scale 10, same server)`);
console.log(`  ratio, TPC-B         ${f((100 * pg.http.rps) / Math.max(pg.tps, 1))}% of pgbench's TPC-B`);
console.log(`  invariant violations ${pg.violations.length}`);
pg.printStats();
if (pg.http.limited) console.log(limitsLine('transfers/s', pg.http.limited));
if (only === 'pg') process.exit(pg.violations.length === 0 && pg.http.non2xx === 0 ? 0 : 1);
const lite = await pgliteRun();
console.log('\nPGlite (embedded, one connection)');
console.log(
  `  HTTP transfers/s     ${f(lite.http.rps)}   (total ${lite.http.total}, non-2xx ${lite.http.non2xx}, errors ${lite.http.errors})`,
);
console.log(`  HTTP p99 latency     ${f(lite.http.p99)} ms`);
console.log(`  server CPU/transfer  ${lite.http.cpuMs.toFixed(2)} ms (includes the embedded database)`);
console.log(`  invariant violations ${lite.violations.length}`);
process.exit(pg.violations.length + lite.violations.length === 0 && pg.http.non2xx === 0 ? 0 : 1);
