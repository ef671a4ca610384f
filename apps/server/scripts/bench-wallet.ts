/**
 * `npm run bench:wallet`: concurrent transfers through the HTTP API (a real server process) on PostgreSQL, beside
 * pgbench's TPC-B tps on the same PostgreSQL in the same run; then the same HTTP load on PGlite. Each run ends with
 * the ledger invariant check. Settings: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SECONDS (15), BENCH_CONNECTIONS (32), BENCH_PAIRS (50), BENCH_SERVERS (server copies on PostgreSQL; CPUs).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type DbHandle, openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/index';
import { ledgerViolations } from '../src/modules/ledger/ledger.invariants';
import { createLedgerService } from '../src/modules/ledger/ledger.service';
import { freePort } from '../src/lib/free-port';

const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const pairs = Number(process.env.BENCH_PAIRS ?? 50);
/** Stateless server copies on PostgreSQL (the scale path: N copies behind a load balancer); one per CPU by default. */
const copies = Number(process.env.BENCH_SERVERS ?? Math.min(os.cpus().length, 4));
const serverDir = path.resolve(import.meta.dirname, '..');
/** BENCH_PROFILE=<dir>: the server copies write V8 CPU profiles there (for finding where a request's time goes). */
const profileDir = process.env.BENCH_PROFILE;
/** BENCH_ONLY=pg skips the PGlite run; BENCH_PGBENCH=0 skips pgbench (quick iterations while tuning). */
const only = process.env.BENCH_ONLY;
const withPgbench = process.env.BENCH_PGBENCH !== '0';


const adminQuery = async (q: string) => {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: admin });
  await c.connect();
  await c.query(q).finally(() => c.end());
};
const dbUrl = (name: string) => {
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Demo data, then `pairs` agent/member pairs with funded members and open sessions (tokens for the load). */
const prepare = async (handle: DbHandle) => {
  await handle.migrate();
  await seedDemo(handle.db);
  const db = handle.db;
  const ledger = createLedgerService({ db });
  const m = ((await db.execute(sql`SELECT id FROM merchants WHERE code = 'DEMO'`)) as unknown as { rows: { id: number }[] }).rows[0];
  const merchantId = Number(m?.id);
  const tokens: string[] = [];
  for (let i = 0; i < pairs; i++) {
    const run = randomBytes(3).toString('hex');
    const ins = async (account: string, type: number, parentId: number | null) =>
      Number(
        ((await db.execute(sql`INSERT INTO members (merchant_id, account, type, parent_id) VALUES (${merchantId}, ${account}, ${type}, ${parentId}) RETURNING id`)) as unknown as {
          rows: { id: number }[];
        }).rows[0]?.id,
      );
    const agent = await ins(`bagent${i}${run}`, 1, null);
    const member = await ins(`bplayer${i}${run}`, 0, agent);
    await ledger.transfer({
      idempotencyKey: `bench-fund-${member}`,
      merchantId,
      kind: 'DEPOSIT',
      postings: [
        { account: { system: 'DEPOSIT_CLEARING' }, amount: -(10n ** 12n) },
        { account: { memberId: member }, amount: 10n ** 12n },
      ],
    });
    const token = randomBytes(32).toString('base64url');
    await db.execute(sql`INSERT INTO sessions (merchant_id, member_id, token_hash, expires_at)
      VALUES (${merchantId}, ${member}, ${createHash('sha256').update(token).digest('hex')}, now() + interval '1 day')`);
    tokens.push(token);
  }
  return tokens;
};

const startServer = async (env: Record<string, string>) => {
  const port = await freePort();
  const baseEnv: Record<string, string | undefined> = { ...process.env };
  if (!env.DATABASE_URL) delete baseEnv.DATABASE_URL;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...baseEnv, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000', JOBS_ENABLED: 'false', SEED_DEMO: 'false', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false)) return { child, base };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
};
const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
const cpuSeconds = (pid: number | undefined) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return Number.NaN;
  }
};

/** CPU seconds used by every PostgreSQL process (backends come and go, so each is counted by pid). */
const postgresCpu = () => {
  const out = new Map<number, number>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() !== 'postgres') continue;
      out.set(Number(d), cpuSeconds(Number(d)));
    } catch {}
  }
  return out;
};
const postgresCpuSince = (before: Map<number, number>) => {
  let sum = 0;
  for (const [pid, s] of postgresCpu()) sum += s - (before.get(pid) ?? 0);
  return sum;
};

/** Each request: a random member sends 1.00 to its own upline with a fresh request id. */
const load = async (base: string, tokens: string[], pid?: number, conns = connections, tag = 'a') => {
  const cpu0 = cpuSeconds(pid);
  const pg0 = postgresCpu();
  let n = 0;
  const result = await autocannon({
    url: `${base}/wps/wallet/transfer/upline`,
    connections: conns,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const token = tokens[n % tokens.length] as string;
          n++;
          return {
            ...req,
            headers: { merchant: 'DEMO', authorization: token, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: '1.00', requestId: `bench-${tag}-${n}` }),
          };
        },
      },
    ],
  });
  const cpuMs = ((cpuSeconds(pid) - cpu0) * 1000) / Math.max(result.requests.total, 1);
  const pgCpuMs = (postgresCpuSince(pg0) * 1000) / Math.max(result.requests.total, 1);
  return { pgCpuMs, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts, total: result.requests.total, cpuMs };
};

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
    const tokens = await prepare(handle);
    const servers = await Promise.all(Array.from({ length: copies }, () => startServer({ DATABASE_URL: dbUrl(name), DATABASE_POOL_SIZE: '16' })));
    // Each copy gets its share of the connections and its own members, as a load balancer with sticky sessions would.
    const share = Math.ceil(tokens.length / copies);
    const runs = await Promise.all(
      servers.map((sv, i) => load(sv.base, tokens.slice(i * share, (i + 1) * share), sv.child.pid, Math.ceil(connections / copies), `c${i}`)),
    );
    await Promise.all(servers.map((sv) => stop(sv.child)));
    const http = {
      rps: runs.reduce((x, r) => x + r.rps, 0),
      p99: Math.max(...runs.map((r) => r.p99)),
      non2xx: runs.reduce((x, r) => x + r.non2xx, 0),
      errors: runs.reduce((x, r) => x + r.errors, 0),
      total: runs.reduce((x, r) => x + r.total, 0),
      cpuMs: runs.reduce((x, r) => x + r.cpuMs * r.total, 0) / Math.max(runs.reduce((x, r) => x + r.total, 0), 1),
      // Every copy's load runs at once and each measures all of PostgreSQL, so one copy's figure is the whole.
      pgCpuMs: ((runs[0]?.pgCpuMs ?? 0) * (runs[0]?.total ?? 0)) / Math.max(runs.reduce((x, r) => x + r.total, 0), 1),
    };
    const violations = await ledgerViolations(handle.db);
    await handle.close();
    const tps = withPgbench ? pgbench(dbUrl(scratch)) : Number.NaN;
    return { http, tps, violations };
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

const pgliteRun = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-'));
  try {
    let handle = await openDatabase({ dataDir: dir });
    const tokens = await prepare(handle);
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
console.log(`load average before the run: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log(`wallet benchmark: POST /wps/wallet/transfer/upline, ${connections} connections, ${seconds} s, ${pairs} member→agent pairs, ${os.cpus().length} CPUs`);
const pg = await pgRun();
console.log(`\nPostgreSQL (${copies} server cop${copies === 1 ? 'y' : 'ies'})`);
console.log(`  HTTP transfers/s     ${f(pg.http.rps)}   (total ${pg.http.total}, non-2xx ${pg.http.non2xx}, errors ${pg.http.errors})`);
console.log(`  HTTP p99 latency     ${f(pg.http.p99)} ms`);
console.log(`  server CPU/transfer  ${pg.http.cpuMs.toFixed(2)} ms (Node process; one copy uses one core)`);
console.log(`  PostgreSQL CPU/transfer ${pg.http.pgCpuMs.toFixed(2)} ms (all backends)`);
console.log(`  pgbench TPC-B tps    ${f(pg.tps)}   (16 clients, scale 10, same server)`);
console.log(`  ratio                ${f((100 * pg.http.rps) / Math.max(pg.tps, 1))}% of pgbench (target ≥ 50%)`);
console.log(`  invariant violations ${pg.violations.length}`);
if (only === 'pg') process.exit(pg.violations.length === 0 && pg.http.non2xx === 0 ? 0 : 1);
const lite = await pgliteRun();
console.log('\nPGlite (embedded, one connection)');
console.log(`  HTTP transfers/s     ${f(lite.http.rps)}   (total ${lite.http.total}, non-2xx ${lite.http.non2xx}, errors ${lite.http.errors})`);
console.log(`  HTTP p99 latency     ${f(lite.http.p99)} ms`);
console.log(`  server CPU/transfer  ${lite.http.cpuMs.toFixed(2)} ms (includes the embedded database)`);
console.log(`  invariant violations ${lite.violations.length}`);
process.exit(pg.violations.length + lite.violations.length === 0 && pg.http.non2xx === 0 ? 0 : 1);
