import { randomBytes } from 'node:crypto';
import { type Reply, type SeamlessCall, createSeamlessClient } from '@wl/vendor-client';
import { type Call, createPlayerModel } from './model';
import { pickScenario, playScenario } from './scenarios';
import { type PlayerReport, percentiles, type SimReport } from './sim-report';

export { launchTokens } from './launch-tokens';
export type { PlayerReport, SimReport } from './sim-report';

export type SimOptions = {
  /** The operator's address; several (comma-separated) are server copies, player i playing on copy i mod n. */
  url: string;
  vendor: string;
  secret: string;
  /** Game session tokens, one per simulated player (all play at once). */
  tokens: string[];
  /** Stop after this many rounds in all (whichever of rounds and seconds comes first). */
  rounds?: number;
  seconds?: number;
  chaos?: boolean;
  seed?: number;
  timeoutMs?: number;
  /** Largest stake in minor units. */
  maxBet?: number;
  gameCode?: string;
};

export const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

/**
 * Runs every player at once, each playing rounds one after another (bet → win, sometimes a zero win, sometimes an end
 * of round); in chaos mode rounds misbehave as vendors do on a bad network. Each player's model is fed only accepted
 * answers, and every answer is checked against what the rules say it must be.
 */
export const runSimulation = async (o: SimOptions): Promise<SimReport> => {
  const seed = o.seed ?? Math.floor(Math.random() * 2 ** 31);
  const run = randomBytes(4).toString('hex');
  const urls = o.url.split(',').filter(Boolean);
  const clients = urls.map((baseUrl) =>
    createSeamlessClient({
      baseUrl,
      vendor: o.vendor,
      secret: o.secret,
      timeoutMs: o.timeoutMs ?? 5000,
      maxSockets: Math.max(16, Math.ceil((o.tokens.length * 2) / urls.length)),
    }),
  );
  const maxBet = o.maxBet ?? 500;
  const lat: Record<string, number[]> = {};
  const roundLat: number[] = [];
  const errors: Record<string, number> = {};
  const seenScenarios: Record<string, number> = {};
  const violations: string[] = [];
  let violationCount = 0;
  let calls = 0;
  let attempts = 0;
  let roundsStarted = 0;
  let roundsDone = 0;
  const limitRounds = o.rounds ?? (o.seconds ? Number.POSITIVE_INFINITY : 100);
  const t0 = performance.now();
  const deadline = o.seconds ? t0 + o.seconds * 1000 : Number.POSITIVE_INFINITY;

  const violate = (msg: string) => {
    violationCount++;
    if (violations.length < 50) violations.push(msg);
  };
  const record = (name: string, r: Reply) => {
    calls++;
    attempts += r.attempts;
    const xs = lat[name] ?? [];
    xs.push(r.ms);
    lat[name] = xs;
    if (!r.success) errors[r.code ?? 'unknown'] = (errors[r.code ?? 'unknown'] ?? 0) + 1;
  };

  const player = async (index: number, token: string): Promise<PlayerReport> => {
    const client = clients[index % clients.length]!;
    const rnd = mulberry32(seed + index * 7919);
    const int = (n: number) => Math.floor(rnd() * n);
    const auth = await client.authenticate(token);
    record('authenticate', auth);
    if (!auth.success || !auth.value) throw new Error(`player ${index}: authenticate refused (${auth.code})`);
    const opening = BigInt(auth.value.balance ?? '0');
    const m = createPlayerModel(opening);

    const body = (c: Call): Record<string, string> => {
      if (c.kind === 'bet')
        return { token, txId: c.txId, roundId: c.roundId, amount: c.amount.toString(), ...(o.gameCode ? { gameCode: o.gameCode } : {}) };
      if (c.kind === 'win') return { token, txId: c.txId, betTxId: c.betTxId, amount: c.amount.toString() };
      if (c.kind === 'rollback') return { token, txId: c.txId, betTxId: c.betTxId };
      return { token, txId: c.txId, roundId: c.roundId };
    };
    const send = async (c: Call, opts: { abortFirst?: boolean } = {}) => {
      const r = await client.call(c.kind as SeamlessCall, body(c), opts);
      record(c.kind, r);
      return r;
    };
    /** A call whose answer is checked: the code the rules require, and on a first acceptance the model's balance. */
    const step = async (c: Call, opts: { abortFirst?: boolean } = {}) => {
      const want = m.expect(c);
      const r = await send(c, opts);
      const got = r.success ? 'ok' : (r.code ?? '?');
      if (got !== want) violate(`player ${index} ${c.kind} ${c.txId}: answered ${got}, rules say ${want}`);
      if (r.success && m.accept(c) && r.value?.balance !== undefined && BigInt(r.value.balance) !== m.balance()) {
        violate(`player ${index} ${c.kind} ${c.txId}: balance ${r.value.balance}, model ${m.balance()}`);
      }
      return r;
    };
    /** Calls sent at the same moment: any order may win, so only the final acceptance is checked. */
    const accepted = (c: Call, r: Reply) => {
      if (r.success) m.accept(c);
    };

    const payout = (amount: bigint): bigint => {
      const x = rnd();
      if (x < 0.45) return 0n;
      if (x < 0.85) return (amount * BigInt(100 + int(100))) / 100n;
      if (x < 0.97) return amount * BigInt(2 + int(4));
      return amount * BigInt(10 + int(40));
    };

    let rounds = 0;
    while (roundsStarted < limitRounds && performance.now() < deadline) {
      roundsStarted++;
      const n = rounds++;
      const roundId = `${run}-${index}-${n}`;
      const bet: Call = { kind: 'bet', txId: `b-${roundId}`, roundId, amount: BigInt(1 + int(maxBet)) };
      const win = (amount: bigint): Call => ({ kind: 'win', txId: `w-${roundId}`, betTxId: bet.txId, amount });
      const rollback: Call = { kind: 'rollback', txId: `r-${roundId}`, betTxId: bet.txId };
      const s = pickScenario(rnd, o.chaos === true);
      seenScenarios[s] = (seenScenarios[s] ?? 0) + 1;
      const start = performance.now();
      await playScenario(s, { bet, win, rollback }, { index, step, send, accepted, violate, payout });
      if (rnd() < 0.2) await step({ kind: 'endRound', txId: `e-${roundId}`, roundId });
      roundLat.push(performance.now() - start);
      roundsDone++;
    }

    const fin = await client.balance(token);
    record('balance', fin);
    const reported = fin.success && fin.value ? (fin.value.balance ?? null) : null;
    if (reported === null || BigInt(reported) !== m.balance()) violate(`player ${index}: final balance ${reported}, model ${m.balance()}`);
    return {
      index,
      rounds,
      opening: opening.toString(),
      expectedBalance: m.balance().toString(),
      reportedBalance: reported,
      betsAccepted: m.totals.betsAccepted,
      betTotal: m.totals.betTotal.toString(),
      winTotal: m.totals.winTotal.toString(),
      refundTotal: m.totals.refundTotal.toString(),
      tombstones: m.totals.tombstones,
    };
  };

  try {
    const perPlayer = await Promise.all(o.tokens.map((t, i) => player(i, t)));
    const durationS = (performance.now() - t0) / 1000;
    const allCalls = Object.values(lat).flat();
    return {
      vendor: o.vendor,
      chaos: o.chaos === true,
      seed,
      players: o.tokens.length,
      rounds: roundsDone,
      calls,
      attempts,
      durationS: Math.round(durationS * 1000) / 1000,
      roundsPerSecond: Math.round((roundsDone / durationS) * 10) / 10,
      callsPerSecond: Math.round((calls / durationS) * 10) / 10,
      errors,
      scenarios: seenScenarios,
      latencyMs: {
        round: percentiles(roundLat),
        call: percentiles(allCalls),
        byCall: Object.fromEntries(Object.entries(lat).map(([k, v]) => [k, percentiles(v)])),
      },
      violations,
      violationCount,
      perPlayer,
    };
  } finally {
    for (const c of clients) c.close();
  }
};
