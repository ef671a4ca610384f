/**
 * The drivers of `npm run bench:vendors`: each adapter's configuration on a catalogue vendor of DEMO with its
 * simulator's TEST-ONLY credentials, the platform's own protocol as a driver, and the sum of a driver's statement counts.
 */
import {
  CALETA_TEST_KEYS,
  EVOLUTION_TEST_API_TOKEN,
  EVOLUTION_TEST_AUTH_TOKEN,
  EVOLUTION_TEST_CASINO_KEY,
  HUB88_TEST_KEYS,
  PRAGMATIC_TEST_PROVIDER_ID,
  PRAGMATIC_TEST_SECRET_KEY,
  type ProtocolSim,
  REDTIGER_TEST_API_KEY,
  REDTIGER_TEST_RECON_TOKEN,
  type SimAnswer,
  caletaSim,
  createSeamlessClient,
  evolutionSim,
  hub88Sim,
  pragmaticSim,
  redtigerSim,
} from '@wl/vendor-client';
import type { ProtocolCode } from '../src/modules/protocols';
import type { Ran } from './bench-seamless-db';

export type Who = { vendor: string; token: string; player: string; currency: string };
/** A driver's two calls of a round, answered in the simulators' shape (the balance in minor units, or a refusal). */
export type Round = {
  bet: (w: Who, b: { txId: string; roundId: string; gameCode: string; amount: number }) => Promise<SimAnswer>;
  win: (w: Who, b: { txId: string; betTxId: string; roundId: string; amount: number }) => Promise<SimAnswer>;
  close: () => void;
};
export type Adapter = {
  name: ProtocolCode;
  vendor: string;
  sim: ProtocolSim;
  settings: Record<string, string>;
  secrets: Record<string, string>;
};

/** Each adapter on a catalogue vendor of DEMO, configured with its simulator's TEST-ONLY credentials. */
export const allAdapters: Adapter[] = [
  {
    name: 'caleta',
    vendor: 'JILI',
    sim: caletaSim,
    settings: { apiBaseUrl: 'http://127.0.0.1:9', operatorId: '42' },
    secrets: { vendorPublicKey: CALETA_TEST_KEYS.vendor.publicKey, operatorPrivateKey: CALETA_TEST_KEYS.operator.privateKey },
  },
  {
    name: 'hub88',
    vendor: 'JDB',
    sim: hub88Sim,
    settings: { apiBaseUrl: 'http://127.0.0.1:9', operatorId: '42' },
    secrets: { vendorPublicKey: HUB88_TEST_KEYS.vendor.publicKey, operatorPrivateKey: HUB88_TEST_KEYS.operator.privateKey },
  },
  {
    name: 'evolution',
    vendor: 'EVO',
    sim: evolutionSim,
    settings: { apiBaseUrl: 'http://127.0.0.1:9', casinoKey: EVOLUTION_TEST_CASINO_KEY },
    secrets: { authToken: EVOLUTION_TEST_AUTH_TOKEN, apiToken: EVOLUTION_TEST_API_TOKEN },
  },
  {
    name: 'redtiger',
    vendor: 'CQ9',
    sim: redtigerSim,
    settings: { launchUrl: 'http://127.0.0.1:9/launch', casino: 'bench' },
    secrets: { apiKey: REDTIGER_TEST_API_KEY, reconToken: REDTIGER_TEST_RECON_TOKEN },
  },
  {
    name: 'pragmatic',
    vendor: 'PP',
    sim: pragmaticSim,
    settings: { secureLogin: 'bench', gameServerUrl: 'http://127.0.0.1:9', providerId: PRAGMATIC_TEST_PROVIDER_ID },
    secrets: { secretKey: PRAGMATIC_TEST_SECRET_KEY },
  },
];

/** The platform's own protocol as a driver: the signed seamless client, its answers in the simulators' shape. */
export const seamlessDriver = (baseUrl: string, secret: string, o: { vendor: string; currency: string; sockets: number }): Round => {
  const c = createSeamlessClient({ baseUrl, vendor: o.vendor, secret, timeoutMs: 10_000, retries: 3, maxSockets: o.sockets });
  const answer = (r: Awaited<ReturnType<typeof c.bet>>): SimAnswer =>
    r.success && r.value
      ? { ok: true, balance: r.value.balance ?? '', currency: r.value.currency ?? o.currency }
      : { ok: false, code: r.code ?? `http.${r.status}`, lost: r.status === 0 };
  return {
    bet: async (w, b) =>
      answer(await c.bet({ token: w.token, txId: b.txId, roundId: b.roundId, gameCode: b.gameCode, amount: String(b.amount) })),
    win: async (w, b) =>
      answer(await c.win({ token: w.token, txId: b.txId, betTxId: b.betTxId, roundId: b.roundId, amount: String(b.amount) })),
    close: c.close,
  };
};

/** One driver's statement counts over its timed runs, summed by statement (and by function). */
export const mergeRan = (runs: Ran[]): Ran => {
  const stmts = new Map<string, Ran['stmts'][number]>();
  const fns = new Map<string, Ran['fns'][number]>();
  const add = (a: string, b: string) => String(Number(a) + Number(b));
  for (const r of runs) {
    for (const x of r.stmts) {
      const k = `${x.top}|${x.q}`;
      const t = stmts.get(k);
      stmts.set(k, t ? { ...t, calls: add(t.calls, x.calls), ms: add(t.ms, x.ms), blks: add(t.blks, x.blks) } : { ...x });
    }
    for (const x of r.fns) {
      const t = fns.get(x.f);
      fns.set(x.f, t ? { ...t, calls: add(t.calls, x.calls), self: add(t.self, x.self) } : { ...x });
    }
  }
  return {
    stmts: [...stmts.values()].sort((a, b) => Number(b.ms) - Number(a.ms)),
    fns: [...fns.values()].sort((a, b) => Number(b.calls) - Number(a.calls)),
  };
};
