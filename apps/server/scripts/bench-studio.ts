/**
 * `npm run bench:studio` (issue 15): a live table round with BENCH_PLAYERS (1,000) seated players. The demo studio runs
 * in this process, the platform as a production-mode server process on a fresh PostgreSQL database. Every player
 * launches the same live roulette table and places a bet in one betting window (through the studio's page API, so
 * each bet is a signed seamless call to the platform); the benchmark then measures the time from the round's result
 * to the last player's settlement (wins, and one end of round per losing player), and beside it 1,000 divided by the
 * seamless rounds/s the vendor simulator reaches on the same server in the same run (BENCH_SIM_PLAYERS players,
 * BENCH_SIM_SECONDS): how long 1,000 plain bet-and-win rounds would take at that rate.
 * Settings: BENCH_DATABASE_URL (admin URL), BENCH_PLAYERS (1000), BENCH_TABLE_SECONDS (betting window, 60),
 * BENCH_SETTLE_CONCURRENCY (the studio's wallet calls in flight while settling, 128), BENCH_SIM_PLAYERS (50),
 * BENCH_SIM_SECONDS (10).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { createStudio } from '../../../packages/studio/src/server/studio';
import { studioVendorSecret } from '../../../packages/studio/src/protocol';
import { runSimulation } from '../../../packages/vendor-sim/src/sim';
import { rowsOf } from '../src/core/sql';
import { openDatabase } from '../src/db/client';
import { seedStudioVendors } from '../src/seed/studio-vendors';
import { ledgerViolations } from '../src/modules/ledger';
import { adminQuery, dbUrl, prepareMembers, startServer, stop } from './bench-lib';

const players = Number(process.env.BENCH_PLAYERS ?? 1000);
const tableSeconds = Number(process.env.BENCH_TABLE_SECONDS ?? 60);
const settleConcurrency = Number(process.env.BENCH_SETTLE_CONCURRENCY ?? 128);
const simPlayers = Math.min(players, Number(process.env.BENCH_SIM_PLAYERS ?? 50));
const simSeconds = Number(process.env.BENCH_SIM_SECONDS ?? 10);
const f = (x: number) => x.toFixed(1);
const pool = async <T>(items: T[], limit: number, fn: (x: T, i: number) => Promise<void>) => {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (i < items.length) {
        const k = i++;
        await fn(items[k] as T, k);
      }
    }),
  );
};

const name = `wl_bench_studio_${randomBytes(4).toString('hex')}`;
await adminQuery(`CREATE DATABASE ${name}`);
let failed = true;
let server: Awaited<ReturnType<typeof startServer>> | null = null;
const secret = randomBytes(24).toString('hex');
let platformUrl = '';
const studio = createStudio({
  platformUrl: () => platformUrl,
  secret,
  transferVendors: [],
  dataDir: null,
  tableBetMs: tableSeconds * 1000,
  tableResultMs: 5000,
  settleConcurrency,
  walletTimeoutMs: 20_000,
});
try {
  const handle = await openDatabase({ url: dbUrl(name), poolSize: 4 });
  const t0 = Date.now();
  const members = await prepareMembers(handle, players);
  const { url: studioUrl } = await studio.listen();
  await seedStudioVendors(handle.db, { url: studioUrl, secret, transferVendors: [] });
  const game = rowsOf<{ id: number; code: string }>(
    await handle.db.execute(
      sql`SELECT g.id, g.game_code AS code FROM games g JOIN merchants m ON m.id = g.merchant_id WHERE m.code = 'DEMO' AND g.vassalage = 'EVO' AND g.game_name = 'Roulette' ORDER BY g.id LIMIT 1`,
    ),
  )[0]!;
  console.log(`prepared ${players} funded players in ${f((Date.now() - t0) / 1000)} s`);
  server = await startServer({ DATABASE_URL: dbUrl(name), DATABASE_POOL_SIZE: '32' });
  platformUrl = server.base;

  // Every player opens the table, as the lobby does.
  const launches: Record<string, string>[] = new Array(players);
  await pool(members, 32, async (m, i) => {
    const res = await fetch(`${platformUrl}/wps/game/launchGame?nodeId=${game.id}&accountType=1`, {
      headers: { merchant: 'DEMO', authorization: m.token },
    });
    const json = (await res.json()) as { value?: { content?: { game_url?: string } } };
    launches[i] = Object.fromEntries(new URL(json.value?.content?.game_url ?? 'http://x/').searchParams);
    if (!launches[i]!.token) throw new Error(`launch failed: ${JSON.stringify(json)}`);
  });
  const call = async (op: string, launch: Record<string, string>, body: Record<string, unknown> = {}) => {
    const r = await fetch(`${studioUrl}/v/EVO/api/${op}`, { method: 'POST', body: JSON.stringify({ ...body, launch }) });
    return (await r.json()) as { ok: boolean; code?: string; value: Record<string, unknown> };
  };

  // The next betting window: every player bets once in it.
  const { timing } = studio;
  let n = timing.roundAt(Date.now());
  if (Date.now() > timing.resultAt(n) - tableSeconds * 500) n++;
  while (timing.roundAt(Date.now()) < n) await new Promise((r) => setTimeout(r, 100));
  const spots = ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'n17'];
  const betStart = Date.now();
  const refused: Record<string, number> = {};
  await pool(launches, 64, async (l, i) => {
    const r = await call('table-bet', l, { round: n, bets: { [spots[i % spots.length]!]: 200 } });
    if (!r.ok) refused[r.code ?? '?'] = (refused[r.code ?? '?'] ?? 0) + 1;
  });
  const betMs = Date.now() - betStart;
  const placed = players - Object.values(refused).reduce((a, b) => a + b, 0);
  console.log(
    `${placed} bets placed in ${f(betMs / 1000)} s (${f((placed / betMs) * 1000)} bets/s)${Object.keys(refused).length ? `, refused ${JSON.stringify(refused)}` : ''}`,
  );

  // From the result to the last settlement.
  const key = `EVO|${game.code}|${n}`;
  let log: { players: number; firstMs: number; lastMs: number; errors: number } | undefined;
  for (;;) {
    log = studio.metrics().tables[key] as typeof log;
    if (log && log.players >= placed) break;
    if (Date.now() > timing.resultAt(n) + 300_000) throw new Error('settlement did not finish');
    await new Promise((r) => setTimeout(r, 50));
  }
  const open = rowsOf<{ n: number }>(
    await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM vendor_transactions WHERE vendor = 'EVO' AND kind = 'BET' AND state = 'OPEN'`,
    ),
  )[0]!.n;

  // The seamless rate on the same server, same run: the vendor simulator's plain bet-and-win rounds.
  const sim = await runSimulation({
    url: platformUrl,
    vendor: 'EVO',
    secret: studioVendorSecret(secret, 'EVO'),
    tokens: launches.slice(0, simPlayers).map((l) => l.token!),
    seconds: simSeconds,
    gameCode: game.code,
  });
  const violations = await ledgerViolations(handle.db);
  const settleS = log!.lastMs / 1000;
  const atSeamless = 1000 / sim.roundsPerSecond;
  console.log(`\nLive table round, ${placed} seated players (settle concurrency ${settleConcurrency})`);
  console.log(`  result → first settlement   ${f(log!.firstMs)} ms`);
  console.log(
    `  result → last settlement    ${f(log!.lastMs)} ms  (${f((placed / log!.lastMs) * 1000)} players settled/s, ${log!.errors} retried)`,
  );
  console.log(`  bets left open              ${open}`);
  console.log(`\nSeamless rounds on the same server (vendor simulator, ${simPlayers} players, ${simSeconds} s)`);
  console.log(
    `  rounds/s                    ${f(sim.roundsPerSecond)}  (p99 ${f(sim.latencyMs.round.p99)} ms, violations ${sim.violationCount})`,
  );
  console.log(`  1,000 ÷ rounds/s            ${f(atSeamless)} s`);
  console.log(`\nratio settlement / (1,000 ÷ seamless rounds/s): ${f(settleS / atSeamless)}`);
  console.log(
    `ledger invariant violations: ${violations.length}; load average ${os
      .loadavg()
      .map((x) => f(x))
      .join(' ')}`,
  );
  failed = open > 0 || violations.length > 0 || sim.violationCount > 0 || placed < players;
  await handle.close();
} finally {
  await studio.close().catch(() => undefined);
  if (server) await stop(server.child);
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(failed ? 1 : 0);
