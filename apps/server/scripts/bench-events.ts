/**
 * `npm run bench:events`: the seamless load of bench:seamless (the vendor simulator's rounds against one server on a
 * fresh PostgreSQL database, BENCH_SECONDS, BENCH_PLAYERS) while two consumers of every domain event run in this
 * process, as later modules' consumers would, each event's effect (a row) committing with the checkpoint: `each`
 * writes one row per event through `handle`, `batch` one statement per batch through `handleBatch`. Samples each
 * consumer's lag (events written past its committed checkpoint) twice a second and prints events written and
 * consumed per second, the samples, the lag's median by thirds of the run and its trend, the round trip to
 * PostgreSQL during the load (what a consumer writing per event pays per event), and whether the lag stayed bounded.
 * Bounded means the backlog keeps emptying: the consumer caught up (a batch read everything below the horizon) at
 * least once in every third of the load, and every event written was consumed once the load stopped. A consumer
 * slower than the writers never catches up again once behind, so this tells falling behind from a lag whose level
 * only follows the machine's load (the lag's trend is printed too, but on a shared machine it follows the load).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { launchTokens } from '../../../packages/vendor-sim/src/sim';
import { rowsOf } from '../src/core/sql';
import { type Db, openDatabase } from '../src/db/client';
import { createOutbox, type DomainEvent, eventTypes } from '../src/modules/outbox';
import { adminQuery, dbUrl, prepareMembers, seconds, startServer, stop } from './bench-lib';

const players = Number(process.env.BENCH_PLAYERS ?? 50);
const SAMPLE_MS = 500;
const WARMUP_S = 2;
type Sample = { at: number; lag: number };

/** Least-squares slope of lag over time (events per second). */
const slopeOf = (points: Sample[]) => {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.at, 0) / n;
  const my = points.reduce((a, p) => a + p.lag, 0) / n;
  const sxy = points.reduce((a, p) => a + (p.at - mx) * (p.lag - my), 0);
  const sxx = points.reduce((a, p) => a + (p.at - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.floor((s.length - 1) / 2)] as number);
};
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const name = `wl_bench_ev_${randomBytes(4).toString('hex')}`;
const tokensFile = path.join(os.tmpdir(), `${name}.tokens`);

const simulate = (args: string[]) =>
  new Promise<void>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/vendor-sim/src/cli.ts', ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', () => resolve());
  });

const count = async (db: Db, q: ReturnType<typeof sql>) => Number(rowsOf<{ n: string }>(await db.execute(q))[0]?.n ?? 0);

console.log(
  `events benchmark: seamless load, ${players} players, ${seconds} s, two consumers of every event type, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`,
);
await adminQuery(`CREATE DATABASE ${name}`);
try {
  const handle = await openDatabase({ url: dbUrl(name), poolSize: 6 });
  const members = await prepareMembers(handle, players);
  const db = handle.db;
  await db.execute(sql`CREATE TABLE bench_effects (consumer text NOT NULL, event_id bigint NOT NULL, PRIMARY KEY (consumer, event_id))`);
  const secret = rowsOf<{ s: string }>(await db.execute(sql`SELECT secret AS s FROM vendor_secrets WHERE vendor = 'HOUSE'`))[0]?.s ?? '';
  const nodeId = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT g.id::text AS id FROM games g JOIN merchants m ON m.id = g.merchant_id WHERE m.code = 'DEMO' AND g.game_code = 'HOUSE_SLOT'`,
    ),
  )[0]?.id;
  const server = await startServer({ DATABASE_URL: dbUrl(name), DATABASE_POOL_SIZE: process.env.BENCH_POOL ?? '32' });
  const tokens = await launchTokens({
    url: server.base,
    merchant: 'DEMO',
    nodeId: Number(nodeId),
    sessionTokens: members.map((m) => m.token),
  });
  fs.writeFileSync(tokensFile, tokens.join('\n'), { mode: 0o600 });

  const outbox = createOutbox({ db });
  const names = ['each', 'batch'] as const;
  const one = (consumer: string) => async (e: DomainEvent, tx: Db) => {
    await tx.execute(sql`INSERT INTO bench_effects (consumer, event_id) VALUES (${consumer}, ${e.id})`);
  };
  outbox.subscribe({ name: 'each', types: eventTypes, batchSize: 500, handle: one('each') });
  outbox.subscribe({
    name: 'batch',
    types: eventTypes,
    batchSize: 500,
    handle: one('batch'),
    handleBatch: async (events, tx) => {
      await tx.execute(
        sql`INSERT INTO bench_effects (consumer, event_id) SELECT 'batch', unnest(${`{${events.map((e) => e.id).join(',')}}`}::bigint[])`,
      );
    },
  });
  const effects = (consumer: string) => count(db, sql`SELECT count(*) AS n FROM bench_effects WHERE consumer = ${consumer}`);
  for (const n of names) await outbox.drain(n); // the seed's events
  const consumed0 = { each: await effects('each'), batch: await effects('batch') };
  const written0 = await count(db, sql`SELECT count(*) AS n FROM domain_events`);
  const stopConsumers = outbox.start(50);
  const samples = { each: [] as Sample[], batch: [] as Sample[] };
  const catchUps = { each: new Set<number>(), batch: new Set<number>() };
  const t0 = Date.now();
  const roundTrips: number[] = [];
  const sampler = setInterval(() => {
    const r0 = performance.now();
    db.execute(sql`SELECT 1`).then(
      () => roundTrips.push(performance.now() - r0),
      () => {},
    );
    for (const n of names) {
      const at = outbox.caughtUpAt(n)?.getTime();
      if (at && at >= t0) catchUps[n].add((at - t0) / 1000);
    }
    for (const n of names)
      outbox.lag(n).then(
        (l) => samples[n].push({ at: (Date.now() - t0) / 1000, lag: l.pending }),
        () => {},
      );
  }, SAMPLE_MS);
  await simulate([
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
  const loadSeconds = (Date.now() - t0) / 1000;
  clearInterval(sampler);
  const written = (await count(db, sql`SELECT count(*) AS n FROM domain_events`)) - written0;
  const during = { each: (await effects('each')) - consumed0.each, batch: (await effects('batch')) - consumed0.batch };
  const drainStart = Date.now();
  const drainMs = { each: 0, batch: 0 };
  for (;;) {
    const pending = await Promise.all(names.map((n) => outbox.lag(n).then((l) => l.pending)));
    names.forEach((n, i) => {
      if (pending[i] === 0 && drainMs[n] === 0) drainMs[n] = Math.max(1, Date.now() - drainStart);
    });
    if (pending.every((p) => p === 0) || Date.now() - drainStart > 60_000) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await stopConsumers();
  const consumed = { each: (await effects('each')) - consumed0.each, batch: (await effects('batch')) - consumed0.batch };
  await stop(server.child);
  await handle.close();

  const rate = written / loadSeconds;
  console.log(`  events written       ${written} (${rate.toFixed(1)}/s), load average now ${os.loadavg()[0]?.toFixed(1)}`);
  const rtt = median(roundTrips.map((x) => Math.round(x * 100) / 100));
  console.log(
    `  round trip           median ${rtt.toFixed(2)} ms during the load (SELECT 1 from this process, pool wait included): what a per-event consumer pays per event`,
  );
  const verdicts = names.map((n) => {
    const lags = samples[n].map((p) => p.lag);
    const slope = slopeOf(samples[n].filter((p) => p.at >= WARMUP_S));
    const third = Math.max(1, Math.floor(lags.length / 3));
    const thirds = [lags.slice(0, third), lags.slice(third, 2 * third), lags.slice(2 * third)].map(median);
    // Bounded: the backlog keeps emptying. A consumer slower than the writers never reaches the head again once
    // behind; one that keeps up reaches it in every third of the run, whatever the machine's load does to the level.
    const ups = [...catchUps[n]].sort((a, b) => a - b);
    const edges = [0, loadSeconds / 3, (2 * loadSeconds) / 3, loadSeconds];
    const perThird = [0, 1, 2].map((k) => ups.filter((u) => u >= (edges[k] as number) && u < (edges[k + 1] as number)).length);
    const gaps = [0, ...ups, loadSeconds].slice(1).map((u, i) => u - ([0, ...ups][i] as number));
    const bounded = perThird.every((c) => c > 0) && consumed[n] === written;
    console.log(`  consumer ${n}`);
    console.log(
      `    consumed           ${during[n]} during the load (${(during[n] / loadSeconds).toFixed(1)}/s), ${consumed[n]} in all, drained in ${drainMs[n]} ms`,
    );
    console.log(`    lag samples (${1000 / SAMPLE_MS}/s) ${lags.join(' ')}`);
    console.log(`    lag                peak ${Math.max(0, ...lags)} events, median by thirds ${thirds.join(' / ')}`);
    console.log(
      `    lag trend          ${slope >= 0 ? '+' : ''}${slope.toFixed(1)} events/s (${((100 * slope) / Math.max(rate, 1)).toFixed(1)} % of the write rate)`,
    );
    console.log(
      `    caught up          ${perThird.join(' / ')} times by thirds of the load; longest stretch behind ${Math.max(0, ...gaps).toFixed(1)} s`,
    );
    console.log(`    bounded: ${bounded ? 'yes' : 'NO'}`);
    return bounded;
  });
  console.log(`  bounded: ${verdicts.every(Boolean) ? 'yes' : 'NO'}`);
} finally {
  fs.rmSync(tokensFile, { force: true });
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
