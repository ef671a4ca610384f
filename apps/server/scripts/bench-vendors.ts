/**
 * `npm run bench:vendors` (issue 34): bet+win rounds per second through each real vendor adapter (Caleta, Hub88,
 * Evolution, Red Tiger, Pragmatic: `/vendor-api/{vendor}/DEMO/…`) against the platform's own seamless protocol
 * (`/vendor/{code}/seamless/*`) on the same ledger, the same server and the same players, in one run, on a scratch
 * PostgreSQL database with one production-mode server copy. The load drivers are the vendors' side: the simulators'
 * `wallet(…)` clients (packages/vendor-client/src/protocols, each signing with its TEST-ONLY credentials on kept-alive
 * connections) and, for the platform's protocol, the signed seamless client the studio plays through. Each adapter is
 * configured on a catalogue vendor of DEMO (its simulator's test keys, sealed as an operator's). By default each run's
 * requests are made and signed by those clients before its clock starts and then posted as they are
 * (bench-vendors-prepared.ts: the vendor's signing is the vendor's CPU, not the operator's); BENCH_PREPARED=0 drives
 * the simulators live, their signing on the same cores.
 *
 * BENCH_CONNECTIONS rounds are in flight at once (each connection plays its own share of the BENCH_PLAYERS players,
 * one round after the other: a bet of 1.00, then a win of 1.50, or 0 in every third round), for BENCH_SECONDS per
 * driver, after an uncounted warm-up of BENCH_WARMUP_SECONDS per driver; the drivers take turns over BENCH_PASSES
 * passes, each opened and closed by the platform's protocol (the adapters' order reversed on every other pass). Prints
 * per driver: rounds/s, p50/p99 per round, CPU per round of the server, of this database's PostgreSQL backends and of
 * the driver (this process), refusals; the translation cost of each adapter against the platform's protocol in
 * rounds/s over the whole run (target ≤ 10 %), beside each pass's (the adapter against the platform's rate at its place
 * in the pass) with their median, and in server CPU per round; then the players' balances against the drivers' model
 * and the ledger's invariant check.
 * Settings: BENCH_DATABASE_URL (admin URL), BENCH_PLAYERS (50), BENCH_CONNECTIONS (16), BENCH_SECONDS (10),
 * BENCH_WARMUP_SECONDS (2), BENCH_PASSES (2), BENCH_POOL (the server's connections, 16), BENCH_ONLY (drivers by name,
 * comma-separated; the platform's protocol always runs), BENCH_KEEP=1 (keeps the database), BENCH_PROFILE=<dir> (the
 * server's V8 CPU profile), BENCH_SETTLE=0 (no VACUUM and CHECKPOINT before each timed run), BENCH_SYNC_COMMIT=off (commits do not wait for the disk), BENCH_NICE=<n> (root: the server, the drivers and the backends at that nice value). With pg_stat_statements preloaded (README, "Profiling the hot path") it prints per driver
 * the statements sent and run per round and the dearest ones (BENCH_STATEMENTS_TOP, 12); without it, the functions.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { SimAnswer } from '@wl/vendor-client';
import { launchTokens } from '../../../packages/vendor-sim/src/sim';
import { rowsOf } from '../src/core/sql';
import { openDatabase } from '../src/db/client';
import { ledgerViolations } from '../src/modules/ledger';
import { createProtocolConfigService } from '../src/modules/protocols';
import { adminQuery, cpuMeter, cpuSeconds, dbUrl, pct, prepareMembers, renice, startServer, stop } from './bench-lib';
import { type Ran, statementStats } from './bench-seamless-db';
import { type Round, type Who, allAdapters, mergeRan, seamlessDriver } from './bench-vendors-drivers';
import { type Prepared, preparedPoster, recorder } from './bench-vendors-prepared';

const env = process.env;
const players = Number(env.BENCH_PLAYERS ?? 50);
const connections = Math.max(1, Math.min(Number(env.BENCH_CONNECTIONS ?? 16), players));
const seconds = Number(env.BENCH_SECONDS ?? 10);
const warmSeconds = Number(env.BENCH_WARMUP_SECONDS ?? 2);
const passes = Math.max(1, Number(env.BENCH_PASSES ?? 2));
const only = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const CURRENCY = 'PKR';
const STAKE = 100;

const adapters = allAdapters.filter((a) => !only || only.has(a.name));
const BASE_VENDOR = 'PG';

const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');

const tag = randomBytes(3).toString('hex');
const prepared = env.BENCH_PREPARED !== '0';
const NOT_PREPARED = 'bench.not_prepared';
const roundIdOf = (pass: string, c: number, k: number) => `b${tag}${pass}c${c}n${k}`;
/** A win of 1.50, or nothing in every third round. */
const payoutOf = (k: number) => (k % 3 === 0 ? 0 : 150);

const name = `wl_bench_vd_${randomBytes(4).toString('hex')}`;
console.log(
  `load average before the run: ${os
    .loadavg()
    .map((x) => f(x))
    .join(' ')}`,
);
console.log(
  `vendor adapters benchmark: ${players} players, ${connections} connections, ${seconds} s per driver × ${passes} passes (warm-up ${warmSeconds} s), PostgreSQL, one server copy, ${os.cpus().length} CPUs, ${prepared ? 'requests prepared by the simulators before each run' : 'simulators live'}`,
);
await adminQuery(`CREATE DATABASE ${name}`);
// BENCH_SYNC_COMMIT=off: the run's commits do not wait for the disk (a setting of this scratch database only), so the
// disk's flush latency, the same for every driver, does not move one pass against another.
if (env.BENCH_SYNC_COMMIT === 'off') await adminQuery(`ALTER DATABASE ${name} SET synchronous_commit = off`);
let failed = true;
try {
  const handle = await openDatabase({ url: dbUrl(name), poolSize: 4 });
  const members = await prepareMembers(handle, players);
  const db = handle.db;
  const merchantId = members[0]!.merchantId;
  // The demo's own protocol rows were sealed with the key the database keeps; this run seals with the server's key.
  await db.execute(sql`DELETE FROM vendor_protocols`);
  const baseSecret = randomBytes(32).toString('hex');
  await db.execute(
    sql`INSERT INTO vendor_secrets (vendor, secret) VALUES (${BASE_VENDOR}, ${baseSecret}) ON CONFLICT (vendor) DO UPDATE SET secret = EXCLUDED.secret`,
  );
  const secretsKey = randomBytes(32).toString('base64url');
  // Set before the server connects: its sessions count every statement (nested ones too) and function.
  const stats = await statementStats(db, name);
  const server = await startServer({
    DATABASE_URL: dbUrl(name),
    DATABASE_POOL_SIZE: env.BENCH_POOL ?? '16',
    VENDOR_SECRETS_KEY: secretsKey,
  });
  // BENCH_NICE (root): the server and the drivers at that nice value too (cpuMeter renices the database's backends).
  renice(server.child.pid);
  renice(process.pid);

  const gameOf = async (vendor: string) =>
    rowsOf<{ id: string; code: string }>(
      await db.execute(sql`SELECT g.id::text AS id, g.game_code AS code FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        WHERE g.merchant_id = ${merchantId} AND g.vassalage = ${vendor} AND g.enabled AND NOT g.maintenance AND v.enabled AND NOT v.maintenance
        ORDER BY g.id LIMIT 1`),
    )[0]!;
  // Game sessions of every driver's vendor, opened through the lobby's launch before any adapter is switched on (a
  // launch through an adapter would ask the vendor's own API, which this run does not have).
  const sessions = async (vendor: string) => {
    const g = await gameOf(vendor);
    const tokens = await launchTokens({
      url: server.base,
      merchant: 'DEMO',
      nodeId: Number(g.id),
      sessionTokens: members.map((m) => m.token),
    });
    return {
      game: g.code,
      who: tokens.map((token, i): Who => ({ vendor, token, player: String(members[i]!.memberId), currency: CURRENCY })),
    };
  };
  const configs = createProtocolConfigService({ db, secretsKey, cacheMs: 0 });
  /** A driver: its live client against an operator URL (the simulator's wallet), and the client of the current run. */
  type Driver = { name: string; vendor: string; game: string; who: Who[]; make: (url: string) => Round; authToken?: string; round: Round };
  const drivers: Driver[] = [];
  const base = await sessions(BASE_VENDOR);
  const makeBase = (url: string) => seamlessDriver(url, baseSecret, { vendor: BASE_VENDOR, currency: CURRENCY, sockets: connections });
  drivers.push({ name: 'seamless', vendor: BASE_VENDOR, ...base, make: makeBase, round: makeBase(server.base) });
  for (const a of adapters) {
    const s = await sessions(a.vendor);
    await configs.upsert({ merchantId, vendor: a.vendor, protocol: a.name, enabled: true, settings: a.settings, secrets: a.secrets });
    const make = (url: string) =>
      a.sim.wallet({ operatorUrl: url, vendor: a.vendor, merchantCode: 'DEMO', settings: a.settings, secrets: {} });
    drivers.push({ name: a.name, vendor: a.vendor, ...s, make, authToken: a.secrets.authToken, round: make(server.base) });
  }

  const balances = async () =>
    rowsOf<{ b: string }>(
      await db.execute(sql`SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts
        WHERE code = 'MAIN' AND member_id IN (${sql.join(
          members.map((m) => sql`${m.memberId}`),
          sql`, `,
        )})`),
    )[0]!.b;
  const before = BigInt(await balances());
  let expected = 0n;
  let uncertain = 0;
  let ranOut = 0;

  type Run = {
    rounds: number;
    ms: number;
    latencies: number[];
    serverCpu: number;
    pgCpu: number;
    driverCpu: number;
    refusals: Map<string, number>;
    ran: Ran[];
  };
  /** The run's rounds of every connection, made by the driver's simulator against the recorder, as the loop will ask. */
  const prepareRun = async (d: Driver, pass: string, n: number): Promise<Round> => {
    const rec = await recorder(d.name, d.authToken);
    const live = d.make(rec.url);
    const table = new Map<string, Prepared>();
    const last = () => rec.take().at(-1)!;
    for (let c = 0; c < connections; c++) {
      const mine = d.who.filter((_w, i) => i % connections === c);
      for (let k = 0; k < n; k++) {
        const w = mine[k % mine.length]!;
        const id = roundIdOf(pass, c, k);
        await live.bet(w, { txId: `${id}B`, roundId: id, gameCode: d.game, amount: STAKE });
        table.set(`${id}B`, last());
        await live.win(w, { txId: `${id}W`, betTxId: `${id}B`, roundId: id, amount: payoutOf(k) });
        table.set(`${id}W`, last());
      }
    }
    live.close();
    await rec.close();
    const poster = preparedPoster(server.base, d.name, connections);
    const send = async (txId: string): Promise<SimAnswer> => {
      const req = table.get(txId);
      if (!req) return { ok: false, code: NOT_PREPARED };
      table.delete(txId);
      const a = await poster.post(req);
      return a.ok ? { ok: true, balance: '', currency: CURRENCY } : a;
    };
    return { bet: (_w, b) => send(b.txId), win: (_w, b) => send(b.txId), close: poster.close };
  };

  /** One driver for `secs`: `connections` loops, each playing its own players' rounds one after the other. */
  const run = async (d: (typeof drivers)[number], secs: number, pass: string): Promise<Run> => {
    const latencies: number[] = [];
    const refusals = new Map<string, number>();
    const refuse = (a: SimAnswer, call: string) => {
      if (a.ok) return;
      const k = `${call} ${a.code}`;
      refusals.set(k, (refusals.get(k) ?? 0) + 1);
      if (a.lost) uncertain++;
    };
    await stats.reset();
    const meter = cpuMeter({ database: name });
    const server0 = cpuSeconds(server.child.pid);
    const driver0 = process.cpuUsage();
    const t0 = performance.now();
    const until = t0 + secs * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, c) => {
        const mine = d.who.filter((_w, i) => i % connections === c);
        for (let k = 0; performance.now() < until; k++) {
          const w = mine[k % mine.length]!;
          const id = roundIdOf(pass, c, k);
          const start = performance.now();
          const bet = await d.round.bet(w, { txId: `${id}B`, roundId: id, gameCode: d.game, amount: STAKE });
          if (!bet.ok && bet.code === NOT_PREPARED) {
            ranOut++;
            break;
          }
          refuse(bet, 'bet');
          if (!bet.ok) continue;
          expected -= BigInt(STAKE);
          const payout = payoutOf(k);
          const win = await d.round.win(w, { txId: `${id}W`, betTxId: `${id}B`, roundId: id, amount: payout });
          refuse(win, 'win');
          if (win.ok) expected += BigInt(payout);
          latencies.push(performance.now() - start);
        }
      }),
    );
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(driver0);
    const pg = meter();
    const ran = secs >= seconds ? [await stats.read()] : [];
    return {
      rounds: latencies.length,
      ms,
      latencies,
      serverCpu: cpuSeconds(server.child.pid) - server0,
      pgCpu: pg.postgres ?? 0,
      driverCpu: (cpu.user + cpu.system) / 1e6,
      refusals,
      ran,
    };
  };

  // Prepared (the default): each run's requests are built and signed by the simulator before its clock starts, as
  // many rounds per connection as `perConnection` allows (twice the fastest warm-up's pace); BENCH_PREPARED=0 drives live.
  let perConnection = Math.ceil((400 * Math.max(warmSeconds, 1)) / connections);
  // Every timed run starts from the same state of the database (BENCH_SETTLE=0 skips it): the earlier runs' rows
  // vacuumed (no autovacuum waking mid-run on one driver's turn) and a checkpoint just taken (each run pays the same
  // full-page writes, instead of whichever run a timed checkpoint falls on). Outside the clock.
  const settle = async () => {
    if (env.BENCH_SETTLE === '0') return;
    await db.execute(sql`VACUUM (ANALYZE)`);
    await db.execute(sql`CHECKPOINT`);
  };
  const timed = async (d: Driver, secs: number, pass: string) => {
    if (prepared) {
      d.round.close();
      d.round = await prepareRun(d, pass, perConnection);
    }
    await settle();
    return run(d, secs, pass);
  };
  let fastest = 0;
  if (warmSeconds > 0)
    for (const [i, d] of drivers.entries()) {
      const r = await timed(d, warmSeconds, `w${i}`);
      fastest = Math.max(fastest, (r.rounds * 1000) / Math.max(r.ms, 1));
    }
  perConnection = Math.ceil((2 * Math.max(fastest, 50) * seconds) / connections) + 10;
  ranOut = 0;
  const totals = new Map<string, Run>();
  /**
   * Each pass runs the platform's protocol first and last, the adapters between (their order reversed on every other
   * pass): an adapter's cost in a pass is against the platform's rounds/s at its place in the pass, drawn straight
   * between the two ends, so a drift of the machine's speed during the pass falls on both sides alike. The whole run's
   * figure is the one judged; the passes' show how far one pass can stray.
   */
  const passCosts = new Map<string, number[]>(drivers.map((d) => [d.name, []]));
  const [own, ...others] = drivers;
  const add = (d: Driver, r: Run) => {
    const t = totals.get(d.name);
    if (!t) return totals.set(d.name, r);
    t.rounds += r.rounds;
    t.ms += r.ms;
    t.latencies.push(...r.latencies);
    t.serverCpu += r.serverCpu;
    t.pgCpu += r.pgCpu;
    t.driverCpu += r.driverCpu;
    t.ran.push(...r.ran);
    for (const [k, v] of r.refusals) t.refusals.set(k, (t.refusals.get(k) ?? 0) + v);
  };
  const rate = (r: Run) => (r.rounds * 1000) / Math.max(r.ms, 1);
  for (let p = 0; p < passes; p++) {
    const order = p % 2 === 0 ? others : [...others].reverse();
    const first = await timed(own!, seconds, `p${p}s`);
    add(own!, first);
    const got: [Driver, Run][] = [];
    for (const d of order) {
      const r = await timed(d, seconds, `p${p}${drivers.indexOf(d)}`);
      add(d, r);
      got.push([d, r]);
    }
    const last = await timed(own!, seconds, `p${p}e`);
    add(own!, last);
    for (const [i, [d, r]] of got.entries()) {
      const baseline = rate(first) + ((rate(last) - rate(first)) * (i + 1)) / (got.length + 1);
      passCosts.get(d.name)!.push(100 * (1 - rate(r) / Math.max(baseline, 1e-9)));
    }
    passCosts.get(own!.name)!.push(100 * (1 - rate(last) / Math.max(rate(first), 1e-9)));
  }
  for (const d of drivers) d.round.close();
  await stop(server.child);
  const after = BigInt(await balances());
  const violations = await ledgerViolations(db);
  await handle.close();

  const per = (r: Run, s: number) => (s * 1000) / Math.max(r.rounds, 1);
  const rps = (r: Run) => (r.rounds * 1000) / Math.max(r.ms, 1);
  const baseRun = totals.get('seamless')!;
  console.log('\nBet+win rounds through each protocol (same server, same ledger, same players; CPU ms per round)');
  console.log('  driver      vendor  rounds/s   p50 ms   p99 ms   server   PostgreSQL   driver   refusals');
  for (const d of drivers) {
    const r = totals.get(d.name)!;
    const refused = [...r.refusals].map(([k, v]) => `${k} ×${v}`).join(', ') || 'none';
    console.log(
      `  ${d.name.padEnd(10)}  ${d.vendor.padEnd(6)}  ${f(rps(r)).padStart(8)}   ${f(pct(r.latencies, 50), 2).padStart(6)}   ${f(pct(r.latencies, 99), 2).padStart(6)}   ${f(per(r, r.serverCpu), 2).padStart(6)}   ${f(per(r, r.pgCpu), 2).padStart(10)}   ${f(per(r, r.driverCpu), 2).padStart(6)}   ${refused}`,
    );
  }
  console.log('\nWhat PostgreSQL ran per round (the timed runs)');
  for (const d of drivers) {
    const r = totals.get(d.name)!;
    stats.print(`${d.name} (${d.vendor})`, mergeRan(r.ran), r.rounds);
  }
  console.log('\nTranslation cost against the platform’s own protocol at the same place in each pass (target ≤ 10 % in rounds/s)');
  let over = 0;
  for (const d of drivers.filter((x) => x.name !== 'seamless')) {
    const r = totals.get(d.name)!;
    const cost = 100 * (1 - rps(r) / Math.max(rps(baseRun), 1e-9));
    const cpuCost = 100 * (per(r, r.serverCpu) / Math.max(per(baseRun, baseRun.serverCpu), 1e-9) - 1);
    const costs = passCosts.get(d.name)!;
    const median = pct(costs, 50);
    if (cost > 10) over++;
    console.log(
      `  ${d.name.padEnd(10)}  whole run ${f(-cost)} %   median of passes ${f(-median)} % (quartiles ${f(-pct(costs, 75))} … ${f(-pct(costs, 25))} %)   server CPU per round ${cpuCost >= 0 ? '+' : '-'}${f(Math.abs(cpuCost))} %${cost > 10 ? '   (over the 10 % budget)' : ''}`,
    );
    console.log(`  ${''.padEnd(10)}  by pass: ${costs.map((c) => `${f(-c)} %`).join(', ')}`);
  }
  const drift = passCosts.get(own!.name)!;
  console.log(`  ${'seamless'.padEnd(10)}  its last run of a pass against its first: ${drift.map((c) => `${f(-c)} %`).join(', ')}`);
  const model =
    uncertain > 0
      ? `not checked (${uncertain} answers lost)`
      : after - before === expected
        ? 'match'
        : `differ by ${after - before - expected}`;
  console.log(`\n  players' balances vs the drivers' model   ${model}`);
  console.log(`  invariant violations                      ${violations.length}`);
  console.log(`  adapters over the 10 % budget             ${over}`);
  if (ranOut > 0) console.log(`  connections that ran out of prepared rounds ${ranOut} (their runs ended early)`);
  console.log(
    `\nload average after the run: ${os
      .loadavg()
      .map((x) => f(x))
      .join(' ')}`,
  );
  failed = violations.length > 0 || (uncertain === 0 && after - before !== expected);
} finally {
  if (env.BENCH_KEEP === '1') console.log(`database kept: ${name}`);
  else await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(failed ? 1 : 0);
