/**
 * npm run bench:catalogue — the catalogue's hottest calls against a bare Fastify route answering a constant body of
 * the same size, in one run, with autocannon at 50 connections. Everything runs in this process on PGlite with the
 * seeded 3,000-game catalogue. Prints requests/s and p99 per call, and the ratio to its bare twin.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/core/config';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/index';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** Bare and real runs alternate this many times and the medians are reported, so a noisy shared machine evens out. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const CONNECTIONS = 50;
const headers = { merchant: 'DEMO', language: 'EN', device: 'WEB' };

const run = (url: string, paths: string[]) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    let i = 0;
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });

const main = async () => {
  const dbHandle = await openDatabase({ dataDir: 'memory://' });
  await dbHandle.migrate();
  const seeded = Date.now();
  await seedDemo(dbHandle.db);
  console.log(`seeded in ${Date.now() - seeded} ms`);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, dbHandle, logger: false });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const calls = [
    {
      name: 'games list (RNG, 24 a page)',
      paths: Array.from(
        { length: Number(process.env.BENCH_PAGES ?? 20) },
        (_, p) => `/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&pageNo=${p + 1}&pageSize=24&language=EN`,
      ),
    },
    { name: 'hot games', paths: ['/wps/relay/GCSGAME_hotGamesV2?platform=html5-desktop&language=EN'] },
    { name: 'game menus', paths: ['/lgw/games/game_menus'] },
  ];

  const rows: { name: string; rps: number; p99: number; bytes: number; bareRps: number; bareP99: number; non2xx: number }[] = [];
  for (const call of calls) {
    const sample = await app.inject({ method: 'GET', url: call.paths[0]!, headers });
    if (sample.statusCode !== 200) throw new Error(`${call.name}: ${sample.statusCode} ${sample.body.slice(0, 200)}`);
    const constant = sample.json();
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => constant);
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    await run(bareUrl, ['/bare']);
    await run(appUrl, call.paths);
    const bs: autocannon.Result[] = [];
    const rs: autocannon.Result[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      bs.push(await run(bareUrl, ['/bare']));
      rs.push(await run(appUrl, call.paths));
    }
    await bare.close();
    rows.push({
      name: call.name,
      rps: median(rs.map((x) => x.requests.average)),
      p99: median(rs.map((x) => x.latency.p99)),
      bytes: sample.body.length,
      bareRps: median(bs.map((x) => x.requests.average)),
      bareP99: median(bs.map((x) => x.latency.p99)),
      non2xx: rs.reduce((n, x) => n + x.non2xx, 0),
    });
  }
  await app.close();
  await dbHandle.close();

  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} alternating rounds (after a warm-up)\n`,
  );
  console.log('call                         | bytes  | req/s   | p99 ms | bare req/s | bare p99 | ratio | non-2xx');
  for (const r of rows) {
    const ratio = r.rps / r.bareRps;
    console.log(
      `${r.name.padEnd(28)} | ${String(r.bytes).padStart(6)} | ${r.rps.toFixed(0).padStart(7)} | ${String(r.p99).padStart(6)} | ${r.bareRps.toFixed(0).padStart(10)} | ${String(r.bareP99).padStart(8)} | ${(ratio * 100).toFixed(0).padStart(4)}% | ${r.non2xx}`,
    );
  }
  const ok = rows.every((r) => r.rps >= 0.5 * r.bareRps && r.p99 < 25 && r.non2xx === 0);
  console.log(`\ntarget (each >= 50% of its bare twin, p99 < 25 ms, no errors): ${ok ? 'met' : 'NOT met'}`);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
