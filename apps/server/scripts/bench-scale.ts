/**
 * `npm run bench:scale` (issue 37, decision 035): wallet transfers per second through server copies on the topology's
 * primary (through PgBouncer in transaction pooling), three times in one run on one database:
 *   1. the wallet alone;
 *   2. beside a read load — an operator's reports (GGR by game over 30 days, the players' ranking over the last 7 days)
 *      and back-office player searches — with every read on the primary;
 *   3. beside the same read load with the reads on the streaming replica (DATABASE_READ_URL).
 * It prints each figure, the read load's requests per second, and the wallet's share of its figure alone (target: at
 * least 90 % with the reads on the replica). It starts the topology itself (`scripts/topology.mjs start`, left running
 * for the next run; `npm run topology stop` stops it). On one machine the replica shares the cores with the primary and
 * the copies, so the replica's gain here is a floor: on its own host it takes the reads' CPU away entirely.
 * Settings: BENCH_SECONDS (15), BENCH_CONNECTIONS (32, wallet), BENCH_READ_CONNECTIONS (4), BENCH_PAIRS (50),
 * BENCH_SERVERS (copies), BENCH_SCALE_PLAYERS (200,000 players more, for the searches), BENCH_KEEP=1,
 * BENCH_REPLICA_CPUS (a taskset CPU list, e.g. 1: the replica alone on those CPUs and the rest of the run on the others,
 * as a replica on its own host; bench-pin.ts).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { dayInZone, shiftDay } from '@wl/contracts';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/core/sql';
import { openDatabase } from '../src/db/client';
import { adminQuery, connections, copies, dbUrl, load, prepareMembers, seconds, startServer, stop } from './bench-lib';
import { pinReplica } from './bench-pin';

const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 4);
const EXTRA_PLAYERS = Number(process.env.BENCH_SCALE_PLAYERS ?? 200_000);
const root = path.resolve(import.meta.dirname, '../../..');
const name = `wl_bench_scale_${randomBytes(4).toString('hex')}`;
const key = randomBytes(24).toString('hex');

const topology = execFileSync(process.execPath, [path.join(root, 'scripts/topology.mjs'), 'start'], { encoding: 'utf8' });
const urlOf = (k: string) => {
  const m = new RegExp(`${k}=(\\S+)`).exec(topology);
  if (!m) throw new Error(`topology did not print ${k}`);
  return m[1] as string;
};
const primary = urlOf('TOPOLOGY_PRIMARY_URL');
const replica = urlOf('TOPOLOGY_REPLICA_URL');
const pgbouncer = urlOf('TOPOLOGY_PGBOUNCER_URL');

/** Waits until the replica has replayed what the primary has written (the database and its data made above). */
const replicaCaughtUp = async () => {
  const { lsn } = await adminQuery<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn', [], dbUrl('postgres', primary));
  for (let i = 0; i < 600; i++) {
    const r = await adminQuery<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [lsn], dbUrl('postgres', replica));
    if (r.ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the replica did not catch up in a minute');
};

/** The read load: an operator's reports and searches, in turn, for the whole run. */
const readLoad = (base: string, today: string) => {
  const from30 = shiftDay(today, -29);
  const from7 = shiftDay(today, -6);
  const paths = [
    `/ops/v1/merchants/DEMO/reports/ggr?from=${from30}&to=${today}&groupBy=game&pageSize=50`,
    `/ops/v1/merchants/DEMO/players?q=scale1&by=account&sort=created&size=50`,
    `/ops/v1/merchants/DEMO/reports/players?from=${from7}&to=${today}&pageSize=50`,
    `/ops/v1/merchants/DEMO/players?q=scale2&by=any&size=50`,
    `/ops/v1/merchants/DEMO/reports/payments?from=${from30}&to=${today}`,
  ];
  let n = 0;
  return autocannon({
    url: base,
    connections: READ_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] as string, headers: { authorization: `Bearer ${key}` } }),
      },
    ],
  });
};

type Phase = { label: string; reads: 'none' | 'primary' | 'replica' };
const phases: Phase[] = [
  { label: 'wallet alone', reads: 'none' },
  { label: 'with reads on the primary', reads: 'primary' },
  { label: 'with reads on the replica', reads: 'replica' },
];

const main = async () => {
  await adminQuery(`CREATE DATABASE ${name}`, [], dbUrl('postgres', primary));
  try {
    const handle = await openDatabase({ url: dbUrl(name, primary), poolSize: 4 });
    const members = await prepareMembers(handle);
    const tokens = members.map((m) => m.token);
    await handle.db.execute(sql`INSERT INTO members (merchant_id, account, type, created_at)
      SELECT m.id, 'scale' || g, 0, now() - (g % 90) * interval '1 day' FROM generate_series(1, ${EXTRA_PLAYERS}) g, merchants m
      WHERE m.code = 'DEMO'`);
    await handle.db.execute(sql`ANALYZE`);
    const [zone] = rowsOf<{ time_zone: string }>(await handle.db.execute(sql`SELECT time_zone FROM merchants WHERE code = 'DEMO'`));
    const today = dayInZone(zone?.time_zone ?? 'UTC', new Date());
    await handle.close();
    await replicaCaughtUp();
    const pinned = await pinReplica({ primary: dbUrl('postgres', primary), replica: dbUrl('postgres', replica) });
    if (pinned) console.log(`CPUs pinned (BENCH_REPLICA_CPUS): the replica on ${pinned.replica}, everything else on ${pinned.rest}`);
    console.log(
      `bench:scale — ${copies} server cop${copies === 1 ? 'y' : 'ies'} through PgBouncer (transaction pooling) to the primary, ` +
        `${connections} wallet connections, ${READ_CONNECTIONS} read connections, ${seconds} s each; ${EXTRA_PLAYERS} players more for the searches`,
    );
    const results: { label: string; rps: number; p99: number; reads: number; readP99: number; errors: number; onReplica: number }[] = [];
    // Transactions the replica ran on this database: where the reads went, seen from the replica itself.
    const replicaXacts = async () =>
      Number(
        (
          await adminQuery<{ n: string }>(
            'SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = $1',
            [name],
            dbUrl('postgres', replica),
          )
        )?.n ?? 0,
      );
    for (const phase of phases) {
      const xacts0 = await replicaXacts();
      const servers = await Promise.all(
        Array.from({ length: copies }, () =>
          startServer({
            DATABASE_URL: dbUrl(name, pgbouncer),
            DATABASE_POOL_MODE: 'transaction',
            DATABASE_POOL_SIZE: '8',
            OPS_API_KEY: key,
            ...(phase.reads === 'replica' ? { DATABASE_READ_URL: dbUrl(name, replica), DATABASE_READ_POOL_SIZE: '4' } : {}),
          }),
        ),
      );
      const share = Math.ceil(tokens.length / copies);
      const [runs, reads] = await Promise.all([
        Promise.all(
          servers.map((sv, i) =>
            load(sv.base, tokens.slice(i * share, (i + 1) * share), sv.child.pid, Math.ceil(connections / copies), `${phase.reads}${i}`),
          ),
        ),
        phase.reads === 'none' ? null : readLoad((servers[0] as { base: string }).base, today),
      ]);
      await Promise.all(servers.map((sv) => stop(sv.child)));
      const onReplica = (await replicaXacts()) - xacts0;
      results.push({
        onReplica,
        label: phase.label,
        rps: runs.reduce((x, r) => x + r.rps, 0),
        p99: Math.max(...runs.map((r) => r.p99)),
        reads: reads?.requests.average ?? 0,
        readP99: reads?.latency.p99 ?? 0,
        errors: runs.reduce((x, r) => x + r.errors + r.non2xx, 0) + (reads ? reads.errors + reads.non2xx + reads.timeouts : 0),
      });
    }
    const alone = results[0]?.rps ?? 1;
    console.log('\nphase                          transfers/s   p99 ms   share   reads/s   read p99 ms   errors   replica xacts');
    for (const r of results)
      console.log(
        `${r.label.padEnd(30)} ${r.rps.toFixed(1).padStart(11)} ${String(r.p99).padStart(8)} ${`${((100 * r.rps) / alone).toFixed(1)}%`.padStart(7)} ` +
          `${r.reads.toFixed(1).padStart(9)} ${String(r.readP99).padStart(13)} ${String(r.errors).padStart(8)} ${String(r.onReplica).padStart(15)}`,
      );
    const withReplica = results[2]?.rps ?? 0;
    console.log(
      `\nwallet with the reads on the replica: ${((100 * withReplica) / alone).toFixed(1)}% of its figure alone (target ≥ 90%): ` +
        `${withReplica >= 0.9 * alone ? 'met' : 'MISSED'}; on the primary: ${((100 * (results[1]?.rps ?? 0)) / alone).toFixed(1)}%`,
    );
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
    else await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, [], dbUrl('postgres', primary));
  }
};

await main();
