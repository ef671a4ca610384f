/**
 * `npm run bench:translation` (issue 34): the server CPU a round's two calls cost on each route that carries them, with
 * the wallet itself taken away: each adapter's mount and translation (`/vendor-api/{vendor}/DEMO/…`, the vendor's
 * signature, reading, ids and units, the answer) against the platform's own protocol's route (`/vendor/PG/seamless/*`:
 * its HMAC, body schema and envelope) in the same process. Both call a stand-in of the seamless service that answers at
 * once, so what is left is exactly what differs per vendor: no database, no network, no other process on the cores,
 * which makes it the steady figure beside `bench:vendors` (rounds/s through the whole server and PostgreSQL, where the
 * machine moves each driver's figure by several per cent from one pass to the next).
 *
 * The requests are the simulators' own (their `wallet(…)` clients, signing as the vendor does, recorded before the
 * clock starts), posted through Fastify's inject on the server's own Fastify set-up; every answer must be a success.
 * Drivers take turns over BENCH_PASSES passes (each opened and closed by the platform's protocol); per driver it prints
 * µs of CPU per round (median of passes, and the spread) and the difference to the platform's protocol.
 * Settings: BENCH_ROUNDS (rounds per driver and pass, 1000), BENCH_PASSES (15), BENCH_ONLY (drivers by name).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/core/config';
import { createFastify } from '../src/compose/fastify';
import { createProtocolWallet, protocolRoutes, protocols } from '../src/modules/protocols';
import type { ProtocolConfig } from '../src/modules/protocols/kit';
import { type SeamlessService, seamlessRoutes, signBody } from '../src/modules/vendors';
import { envelopePlugin } from '../src/platform/envelope';
import { runBuilt } from './bench-lib';
import { allAdapters } from './bench-vendors-drivers';
import { type Prepared, recorder } from './bench-vendors-prepared';

// The server's code as production runs it (bundled, plain node); BENCH_SOURCE=1 runs the TypeScript through tsx.
await runBuilt(import.meta.filename);

const env = process.env;
const roundsPerPass = Number(env.BENCH_ROUNDS ?? 1000);
const passes = Math.max(1, Number(env.BENCH_PASSES ?? 15));
const only = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const adapters = allAdapters.filter((a) => !only || only.has(a.name));
const BASE_VENDOR = 'PG';
const BASE_SECRET = 'bench-translation-secret-0123456789abcdef';
const CURRENCY = 'PKR';

/** The seamless service's stand-in: every call answers a player's balance at once (what the ledger would answer). */
const answer = async () => ({ playerId: '1001', balance: '100000', currency: CURRENCY, txId: '77', replayed: false });
const stand = {
  // The service's own check, its secret read from a cache: the HMAC of the body compared in constant time.
  verify: async (_vendor: string, raw: string, signature: string) => {
    const want = Buffer.from(signBody(BASE_SECRET, raw), 'hex');
    const got = Buffer.from(/^[0-9a-fA-F]{64}$/.test(signature) ? signature : '', 'hex');
    if (got.length !== want.length || !timingSafeEqual(got, want)) throw new Error('signature');
  },
  authenticate: answer,
  balance: answer,
  bet: answer,
  win: answer,
  rollback: answer,
  endRound: answer,
  round: answer,
  betWin: answer,
  credit: answer,
  winByRound: answer,
} as unknown as SeamlessService;

const configOf = (a: (typeof allAdapters)[number]): ProtocolConfig => ({
  merchantId: 1,
  merchantCode: 'DEMO',
  vendor: a.vendor,
  protocol: a.name,
  currency: CURRENCY,
  minorDigits: 2,
  enabled: true,
  settings: a.settings,
  secrets: a.secrets,
});
const configs = new Map(adapters.map((a) => [a.vendor, configOf(a)]));

const app: FastifyInstance = createFastify({ TRUST_PROXY: 'false', LOG_REQUEST_SAMPLE: 0, LOG_SLOW_MS: 0 } as unknown as Config, false);
await app.register(envelopePlugin);
await app.register(seamlessRoutes, { seamless: stand });
await app.register(protocolRoutes, {
  configs: { configFor: async (_merchant: string, vendor: string) => configs.get(vendor) ?? null },
  wallet: createProtocolWallet(stand, { catalogue: { hasGame: async () => true } }),
  protocols,
});
await app.ready();

type Driver = { name: string; requests: Prepared[] };
const TOKEN = 'bt'.repeat(20);
const who = (vendor: string) => ({ vendor, token: TOKEN, player: '1001', currency: CURRENCY });

/** A driver's rounds (bet, then win of 1.50 or 0), as its simulator sends them, recorded. */
const recorded = async (a: (typeof allAdapters)[number], n: number): Promise<Prepared[]> => {
  const rec = await recorder(a.name, a.secrets.authToken);
  const live = a.sim.wallet({ operatorUrl: rec.url, vendor: a.vendor, merchantCode: 'DEMO', settings: a.settings, secrets: {} });
  for (let k = 0; k < n; k++) {
    const id = `t${k}`;
    await live.bet(who(a.vendor), { txId: `${id}B`, roundId: id, gameCode: 'g1', amount: 100 });
    await live.win(who(a.vendor), { txId: `${id}W`, betTxId: `${id}B`, roundId: id, amount: k % 3 === 0 ? 0 : 150 });
  }
  live.close();
  const out = rec.take();
  await rec.close();
  return out;
};

/** The platform's own protocol's rounds, signed as its client signs them. */
const own = (n: number): Prepared[] => {
  const out: Prepared[] = [];
  const signed = (path: string, body: object): Prepared => {
    const raw = JSON.stringify(body);
    const sig = signBody(BASE_SECRET, raw);
    return { path: `/vendor/${BASE_VENDOR}/seamless/${path}`, headers: { 'content-type': 'application/json', 'x-signature': sig }, raw };
  };
  for (let k = 0; k < n; k++) {
    const id = `t${k}`;
    out.push(signed('bet', { token: TOKEN, txId: `${id}B`, roundId: id, gameCode: 'g1', amount: '100' }));
    out.push(signed('win', { token: TOKEN, txId: `${id}W`, betTxId: `${id}B`, roundId: id, amount: k % 3 === 0 ? '0' : '150' }));
  }
  return out;
};

const SUCCESS = /"success"\s*:\s*true|"status"\s*:\s*"(?:RS_OK|OK)"|"error"\s*:\s*0\b/;
/** µs of this process's CPU per round for one pass of a driver's requests; throws on any answer that is not a success. */
const pass = async (d: Driver): Promise<number> => {
  const t0 = process.cpuUsage();
  for (const p of d.requests) {
    const [path, query] = p.path.split('?') as [string, string | undefined];
    const r = await app.inject({ method: 'POST', url: query ? `${path}?${query}` : path, headers: p.headers, payload: p.raw });
    if (r.statusCode !== 200 || !SUCCESS.test(r.body)) throw new Error(`${d.name} ${path}: ${r.statusCode} ${r.body}`);
  }
  const c = process.cpuUsage(t0);
  return (c.user + c.system) / (d.requests.length / 2);
};

const base: Driver = { name: 'seamless', requests: own(roundsPerPass) };
const drivers: Driver[] = [];
for (const a of adapters) drivers.push({ name: a.name, requests: await recorded(a, roundsPerPass) });
console.log(
  `translation benchmark: ${roundsPerPass} rounds per driver × ${passes} passes, in process (Fastify inject), the seamless service stood in`,
);
// Warm-up: every route compiled and optimised before the first timed pass.
for (const d of [base, ...drivers]) await pass({ name: d.name, requests: d.requests.slice(0, 400) });

const perRound = new Map<string, number[]>([[base.name, []], ...drivers.map((d): [string, number[]] => [d.name, []])]);
for (let p = 0; p < passes; p++) {
  const order = p % 2 === 0 ? drivers : [...drivers].reverse();
  for (const d of [base, ...order, base]) perRound.get(d.name)!.push(await pass(d));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const ownXs = perRound.get(base.name)!;
const ownUs = median(ownXs);
const ownLow = Math.min(...ownXs);
const against = (x: number, own: number) =>
  `${x - own >= 0 ? '+' : ''}${(x - own).toFixed(1)} µs (${(((x - own) / own) * 100).toFixed(1)} %)`;
console.log('\nServer CPU per round (bet + win), µs: median of passes and lowest pass, each against the platform’s protocol’s');
console.log('  route       median   against own              lowest   against own              highest');
for (const [name, xs] of perRound) {
  const m = median(xs);
  const low = Math.min(...xs);
  const own = name === base.name;
  console.log(
    `  ${name.padEnd(10)} ${m.toFixed(1).padStart(7)}   ${(own ? '' : against(m, ownUs)).padEnd(22)} ${low.toFixed(1).padStart(7)}   ${(own ? '' : against(low, ownLow)).padEnd(22)} ${Math.max(
      ...xs,
    )
      .toFixed(1)
      .padStart(7)}`,
  );
}
await app.close();
