/**
 * `npm run bench:events`: the seamless load of bench:seamless (the vendor simulator's rounds against one server on a
 * fresh PostgreSQL database, BENCH_SECONDS, BENCH_PLAYERS) while a consumer of every domain event runs in this
 * process, as a later module's consumer would: each event's effect (a row) commits with its checkpoint. Samples the
 * consumer's lag every second and prints events written and consumed per second, the lag's peak and end, and
 * whether the lag stayed bounded (the second half of the run does not keep growing) and drained after the load.
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
import { createOutbox, eventTypes } from '../src/modules/outbox';
import { adminQuery, dbUrl, prepareMembers, seconds, startServer, stop } from './bench-lib';

const players = Number(process.env.BENCH_PLAYERS ?? 50);
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
  `events benchmark: seamless load, ${players} players, ${seconds} s, one consumer of every event type, ${os.cpus().length} CPUs`,
);
await adminQuery(`CREATE DATABASE ${name}`);
try {
  const handle = await openDatabase({ url: dbUrl(name), poolSize: 4 });
  const members = await prepareMembers(handle, players);
  const db = handle.db;
  await db.execute(sql`CREATE TABLE bench_effects (event_id bigint PRIMARY KEY)`);
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
  outbox.subscribe({
    name: 'bench',
    types: eventTypes,
    batchSize: 500,
    handle: async (e, tx) => {
      await tx.execute(sql`INSERT INTO bench_effects (event_id) VALUES (${e.id})`);
    },
  });
  await outbox.drain('bench'); // the seed's events
  const consumed0 = await count(db, sql`SELECT count(*) AS n FROM bench_effects`);
  const written0 = await count(db, sql`SELECT count(*) AS n FROM domain_events`);
  const stopConsumer = outbox.start(50);
  const samples: number[] = [];
  const t0 = Date.now();
  const sampler = setInterval(() => {
    outbox.lag('bench').then(
      (l) => samples.push(l.pending),
      () => {},
    );
  }, 1000);
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
  const consumedDuring = (await count(db, sql`SELECT count(*) AS n FROM bench_effects`)) - consumed0;
  const drainStart = Date.now();
  while ((await outbox.lag('bench')).pending > 0 && Date.now() - drainStart < 60_000) await new Promise((r) => setTimeout(r, 100));
  const drainMs = Date.now() - drainStart;
  await stopConsumer();
  const consumed = (await count(db, sql`SELECT count(*) AS n FROM bench_effects`)) - consumed0;
  await stop(server.child);
  await handle.close();

  const half = samples.slice(Math.floor(samples.length / 2));
  const firstHalfPeak = Math.max(0, ...samples.slice(0, Math.floor(samples.length / 2)));
  const secondHalfPeak = Math.max(0, ...half);
  // Bounded: the lag of the second half stays within twice the first half's peak plus a second of events.
  const bounded = secondHalfPeak <= 2 * firstHalfPeak + written / loadSeconds && consumed === written;
  console.log(`  events written       ${written} (${(written / loadSeconds).toFixed(1)}/s)`);
  console.log(
    `  events consumed      ${consumedDuring} during the load (${(consumedDuring / loadSeconds).toFixed(1)}/s), ${consumed} in all`,
  );
  console.log(
    `  consumer lag         peak ${Math.max(0, ...samples)} events, end of load ${samples.at(-1) ?? 0}, drained in ${drainMs} ms`,
  );
  console.log(`  lag samples (1/s)    ${samples.join(' ')}`);
  console.log(`  lag bounded          ${bounded ? 'yes' : 'NO'}`);
} finally {
  fs.rmSync(tokensFile, { force: true });
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
