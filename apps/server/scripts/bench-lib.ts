/**
 * What the HTTP benchmarks share (bench-wallet.ts, bench-seamless.ts): settings, a scratch PostgreSQL database, demo
 * data with funded members and open sessions, server copies as child processes, and the wallet transfer load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Plugin } from 'esbuild';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client';
import { seedDemo } from '../src/seed/index';
import { freePorts } from '../../../scripts/free-ports.mjs';
import { createLedgerService } from '../src/modules/ledger';

export const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The p-th percentile of `xs` (the value at that rank of the sorted list); NaN for none. */
export const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
export const seconds = Number(process.env.BENCH_SECONDS ?? 15);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const pairs = Number(process.env.BENCH_PAIRS ?? 50);
/** Stateless server copies on PostgreSQL (the scale path: N copies behind a load balancer); one per CPU by default. */
export const copies = Number(process.env.BENCH_SERVERS ?? Math.min(os.cpus().length, 4));
export const serverDir = path.resolve(import.meta.dirname, '..');
/** BENCH_PROFILE=<dir>: the server copies write V8 CPU profiles there (for finding where a request's time goes). */
const profileDir = process.env.BENCH_PROFILE;

/** One statement on its own connection (the admin database by default, else `url`); its first row. */
export const adminQuery = async <T = Record<string, unknown>>(q: string, params: unknown[] = [], url = admin) => {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(q, params)).rows[0] as T;
  } finally {
    await c.end();
  }
};
/** The URL of database `name` on the admin server (or on the server of `url`). */
export const dbUrl = (name: string, url = admin) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Demo data, then `n` agent/member pairs with funded members and open sessions (tokens for the load). */
export const prepareMembers = async (handle: DbHandle, n = pairs) => {
  await handle.migrate();
  await seedDemo(handle.db);
  const db = handle.db;
  // The servers run as in production, which refuses the demo's seeded gateway secret: the scratch database gets its own.
  await db.execute(sql`UPDATE payment_channels SET gateway_secret = ${randomBytes(32).toString('hex')} WHERE gateway_secret IS NOT NULL`);
  const ledger = createLedgerService({ db });
  const m = ((await db.execute(sql`SELECT id FROM merchants WHERE code = 'DEMO'`)) as unknown as { rows: { id: number }[] }).rows[0];
  const merchantId = Number(m?.id);
  const out: { token: string; memberId: number; agentId: number; merchantId: number }[] = [];
  for (let i = 0; i < n; i++) {
    const run = randomBytes(3).toString('hex');
    const ins = async (account: string, type: number, parentId: number | null) =>
      Number(
        (
          (await db.execute(
            sql`INSERT INTO members (merchant_id, account, type, parent_id) VALUES (${merchantId}, ${account}, ${type}, ${parentId}) RETURNING id`,
          )) as unknown as {
            rows: { id: number }[];
          }
        ).rows[0]?.id,
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
    out.push({ token, memberId: member, agentId: agent, merchantId });
  }
  return out;
};
export const prepare = async (handle: DbHandle, n = pairs) => (await prepareMembers(handle, n)).map((m) => m.token);

/**
 * The server as production runs it (`npm start`): apps/server/dist/main.js, plain JavaScript bundled by
 * scripts/build-server.mjs, built once per benchmark run so it is the code checked out. BENCH_SOURCE=1 runs the
 * TypeScript through tsx instead (its loader and the names it keeps on every function cost CPU a request).
 */
const fromSource = process.env.BENCH_SOURCE === '1';
let built: Promise<void> | null = null;
const buildServer = () => {
  built ??= new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve(serverDir, '../../scripts/build-server.mjs')], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the server's build failed (${code})`))));
  });
  return built;
};

/**
 * `entry` bundled to one plain JavaScript file at `out` (ESM, for this Node.js): everything in, or — `npmExternal` — the
 * workspace's packages in and npm packages left as imports, as scripts/build-server.mjs builds the server.
 */
const bundleTo = async (entry: string, out: string, npmExternal: boolean) => {
  const { build } = await import('esbuild');
  const external: Plugin = {
    name: 'npm-packages-external',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@wl/') ? undefined : { external: true }));
    },
  };
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
    plugins: npmExternal ? [external] : [],
  });
};

/**
 * Runs the calling bench script as production runs the server: bundled (npm packages left as imports), written under
 * the repository's node_modules/.cache (so those imports resolve) and started with plain `node` (and `nodeFlags`),
 * whose exit code this process takes. Answers only in that started copy (or with BENCH_SOURCE=1, through tsx), which
 * then goes on with the script.
 */
export const runBuilt = async (entry: string, nodeFlags: string[] = []): Promise<void> => {
  if (fromSource || process.env.WL_BENCH_BUILT === '1') return;
  const dir = path.resolve(serverDir, '../../node_modules/.cache/wl-bench');
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${path.basename(entry, '.ts')}-${randomBytes(4).toString('hex')}.mjs`);
  await bundleTo(entry, out, true);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [...nodeFlags, out], { stdio: 'inherit', env: { ...process.env, WL_BENCH_BUILT: '1' } });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  fs.rmSync(out, { force: true });
  process.exit(code);
};

/**
 * A program of the workspace that has no npm dependencies (the vendor simulator) bundled to one plain JavaScript file
 * for this run, as its owner would run it; BENCH_SOURCE=1 answers null (run the TypeScript through tsx). The file is
 * removed when the run ends.
 */
export const bundled = async (entry: string): Promise<string | null> => {
  if (fromSource) return null;
  const out = path.join(os.tmpdir(), `wl-bench-${path.basename(entry, '.ts')}-${randomBytes(4).toString('hex')}.mjs`);
  await bundleTo(entry, out, false);
  process.once('exit', () => fs.rmSync(out, { force: true }));
  return out;
};

/** A production-mode server copy: logs as production does (BENCH_LOG_LEVEL, info) and a rate limit no load reaches. */
export const startServer = async (env: Record<string, string>) => {
  if (!fromSource) await buildServer();
  // BENCH_PORT: a fixed port (a shared machine's allotted range); a free one otherwise.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePorts(1);
  const baseEnv: Record<string, string | undefined> = { ...process.env };
  if (!env.DATABASE_URL) delete baseEnv.DATABASE_URL;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, ...(fromSource ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'])], {
    cwd: serverDir,
    env: {
      ...baseEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Logged as production is by default (info: one sampled line per hundred requests, every failed or slow one).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      RATE_LIMIT_PER_MINUTE: '100000000',
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      // Production refuses vendor protocol secrets sealed with the key kept in the database (the demo seeds protocols).
      VENDOR_SECRETS_KEY: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // BENCH_START_SECONDS (600): how long a copy may take to answer /readyz (a loaded machine compiles slowly).
  await untilReady(base, child, Number(process.env.BENCH_START_SECONDS ?? 600) * 1000);
  return { child, base };
};

/**
 * Waits until a server the benchmark started answers `${base}/readyz`; after `ms` it is killed (a copy still starting
 * would go on using the machine after the benchmark gave up) and the wait fails.
 */
export const untilReady = async (base: string, child: ChildProcess, ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if (
      await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server at ${base} did not start`);
};
export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
export const cpuSeconds = (pid: number | undefined) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return Number.NaN;
  }
};

/** CPU seconds used so far by every PostgreSQL process (backends come and go, so each is kept by pid). */
export const postgresCpu = () => {
  const out = new Map<number, number>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres') out.set(Number(d), cpuSeconds(Number(d)));
    } catch {}
  }
  return out;
};
/** PostgreSQL CPU seconds since a `postgresCpu()` reading (all databases: run benchmarks on an idle machine). */
export const postgresCpuSince = (before: Map<number, number>) => {
  let sum = 0;
  for (const [pid, s] of postgresCpu()) sum += s - (before.get(pid) ?? 0);
  return sum;
};

/**
 * BENCH_NICE=<n> (root): the benchmark's own processes (server copies, simulator, pgbench and this database's
 * PostgreSQL backends, both sides alike) run at that nice value, so other work on a shared machine disturbs the
 * comparison less. Unset: everything runs as started.
 */
export const benchNice = () => (process.env.BENCH_NICE ? Number(process.env.BENCH_NICE) : null);
export const renice = (pid: number | undefined, nice: number | null = benchNice()) => {
  if (pid === undefined || nice === null) return;
  try {
    os.setPriority(pid, nice);
  } catch {}
};

/**
 * BENCH_BACKGROUND=<n>: n busy processes (each a loop that never sleeps, at the default priority) run beside the whole
 * benchmark, as other work on the machine would; both sides of every comparison run under them alike. Unset or 0:
 * none. Answers the function that stops them.
 */
export const backgroundLoad = () => {
  const n = Number(process.env.BENCH_BACKGROUND ?? 0);
  const busy = Array.from({ length: Math.max(0, n) }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  const stopAll = () => {
    for (const c of busy) c.kill('SIGKILL');
  };
  // A benchmark that fails or is interrupted leaves none behind.
  process.once('exit', stopAll);
  process.once('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  return { count: busy.length, stop: stopAll, line: busy.length ? `; ${busy.length} busy processes beside it (BENCH_BACKGROUND)` : '' };
};

/**
 * CPU of the processes doing one benchmark's work, sampled from /proc while it runs: the PostgreSQL backends of one
 * database (`postgres`: their process title names it), PostgreSQL's shared background processes (`postgres-shared`:
 * WAL writer, checkpointer, background writer, which also work for every other database), and processes by command
 * name (pgbench). Other databases' backends on a shared server are left out, so the backends' figure holds while
 * other work runs on the machine. A process that starts during the run counts
 * from zero; one that exits loses at most its last sampling interval.
 */
export const cpuMeter = (o: { database: string; commands?: string[]; everyMs?: number }) => {
  const nice = benchNice();
  const background = /: (walwriter|checkpointer|background writer)\s*$/;
  const seen = new Map<number, { group: string; first: number; last: number }>();
  // Other programs are looked at once; a PostgreSQL process again until its title names a database or a role.
  const others = new Set<number>();
  const groupOf = (pid: number) => {
    try {
      const comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (o.commands?.includes(comm)) return comm;
      if (comm !== 'postgres') {
        others.add(pid);
        return null;
      }
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (title.includes(` ${o.database} `)) return 'postgres';
      return background.test(title) ? 'postgres-shared' : null;
    } catch {
      return null;
    }
  };
  const sample = (initial: boolean) => {
    for (const d of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      const pid = Number(d);
      if (others.has(pid)) continue;
      const known = seen.get(pid);
      if (known) {
        const s = cpuSeconds(pid);
        if (!Number.isNaN(s)) known.last = s;
        continue;
      }
      const group = groupOf(pid);
      if (!group) continue;
      const s = cpuSeconds(pid);
      if (Number.isNaN(s)) continue;
      seen.set(pid, { group, first: initial ? s : 0, last: s });
      // The shared background processes serve every database: their priority is left alone.
      if (nice !== null && group !== 'postgres-shared') renice(pid, nice);
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), o.everyMs ?? 200);
  /** CPU seconds per group since the meter started. */
  return () => {
    clearInterval(timer);
    sample(false);
    const out: Record<string, number> = {};
    for (const v of seen.values()) out[v.group] = (out[v.group] ?? 0) + v.last - v.first;
    return out;
  };
};

/** Each request: a random member sends 1.00 to its own upline with a fresh request id. */
export const load = async (base: string, tokens: string[], pid?: number, conns = connections, tag = 'a') => {
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
  return {
    pgCpuMs,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    cpuMs,
  };
};
