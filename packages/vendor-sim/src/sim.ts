import { randomBytes } from 'node:crypto';
import { type Reply, type SeamlessCall, createSeamlessClient } from '@wl/vendor-client';
import { type Call, createPlayerModel } from './model';

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

export type PlayerReport = {
  index: number;
  rounds: number;
  opening: string;
  expectedBalance: string;
  reportedBalance: string | null;
  betsAccepted: number;
  betTotal: string;
  winTotal: string;
  refundTotal: string;
  tombstones: string[];
};

export type SimReport = {
  vendor: string;
  chaos: boolean;
  seed: number;
  players: number;
  rounds: number;
  calls: number;
  attempts: number;
  durationS: number;
  roundsPerSecond: number;
  callsPerSecond: number;
  /** Every refusal by code, expected ones (chaos provokes them) included. */
  errors: Record<string, number>;
  scenarios: Record<string, number>;
  latencyMs: { round: Percentiles; call: Percentiles; byCall: Record<string, Percentiles> };
  /** Answers that broke a rule or disagreed with the model (first 50 kept); must be empty. */
  violations: string[];
  violationCount: number;
  perPlayer: PlayerReport[];
};
type Percentiles = { p50: number; p95: number; p99: number; max: number; n: number };

const percentiles = (xs: number[]): Percentiles => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => (s.length ? (s[Math.min(s.length - 1, Math.floor(q * s.length))] as number) : 0);
  const r = (x: number) => Math.round(x * 100) / 100;
  return { p50: r(at(0.5)), p95: r(at(0.95)), p99: r(at(0.99)), max: r(s.at(-1) ?? 0), n: s.length };
};

export const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Chaos scenarios and their weights; `plain` is a well-behaved round. */
const scenarios = [
  ['plain', 40],
  ['retry', 8],
  ['duplicate', 8],
  ['lateBet', 8],
  ['tombstone', 8],
  ['rollbackOpen', 8],
  ['timeout', 8],
  ['settledRollback', 6],
  ['zeroWin', 6],
] as const;
type Scenario = (typeof scenarios)[number][0];

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
    const pick = (): Scenario => {
      if (!o.chaos) return 'plain';
      let x = rnd() * scenarios.reduce((s, [, w]) => s + w, 0);
      for (const [name, w] of scenarios) {
        x -= w;
        if (x < 0) return name;
      }
      return 'plain';
    };

    let rounds = 0;
    while (roundsStarted < limitRounds && performance.now() < deadline) {
      roundsStarted++;
      const n = rounds++;
      const roundId = `${run}-${index}-${n}`;
      const bet: Call = { kind: 'bet', txId: `b-${roundId}`, roundId, amount: BigInt(1 + int(maxBet)) };
      const win = (amount: bigint): Call => ({ kind: 'win', txId: `w-${roundId}`, betTxId: bet.txId, amount });
      const rollback: Call = { kind: 'rollback', txId: `r-${roundId}`, betTxId: bet.txId };
      const s = pick();
      seenScenarios[s] = (seenScenarios[s] ?? 0) + 1;
      const start = performance.now();
      switch (s) {
        case 'plain':
        case 'zeroWin': {
          const b = await step(bet);
          if (b.success) await step(win(s === 'zeroWin' ? 0n : payout(bet.amount)));
          break;
        }
        case 'retry': {
          // The vendor lost our answers and sends each call again: the same answer back, nothing moved twice.
          const b = await step(bet);
          const again = await step(bet);
          if (b.success && again.value?.balance !== b.value?.balance)
            violate(`player ${index} ${bet.txId}: replay answered another balance`);
          if (b.success) {
            const w = win(payout(bet.amount));
            await step(w);
            await step(w);
          }
          break;
        }
        case 'duplicate': {
          // Two deliveries of each call at once (a vendor queue that delivers at least once).
          const rs = await Promise.all([send(bet), send(bet)]);
          for (const r of rs) accepted(bet, r);
          if (rs.some((r) => r.success) && !rs.every((r) => r.success))
            violate(`player ${index} ${bet.txId}: duplicate delivery answered differently`);
          if (rs[0]?.success) {
            const w = win(payout(bet.amount));
            const ws = await Promise.all([send(w), send(w)]);
            for (const r of ws) accepted(w, r);
            if (!ws.every((r) => r.success)) violate(`player ${index} ${w.txId}: duplicate win refused`);
          }
          break;
        }
        case 'lateBet': {
          // The win overtakes its bet; a refused win (unknown bet) is sent again once the bet is in, as vendors do.
          const w = win(payout(bet.amount));
          const [b, early] = await Promise.all([sleep(3).then(() => send(bet)), send(w)]);
          accepted(bet, b);
          if (!early.success && early.code !== 'vendor.bet_unknown') violate(`player ${index} ${w.txId}: early win answered ${early.code}`);
          if (early.success) accepted(w, early);
          else if (b.success) await step(w);
          break;
        }
        case 'tombstone': {
          // The rollback of a bet the operator never saw is answered; the bet arriving later must be refused.
          await step(rollback);
          await step(bet);
          break;
        }
        case 'rollbackOpen': {
          const b = await step(bet);
          if (b.success) {
            await step(rollback);
            await step(win(payout(bet.amount)));
          }
          break;
        }
        case 'timeout': {
          // The client hangs up right after sending, then retries the same transaction id.
          const b = await step(bet, { abortFirst: true });
          if (b.success) await step(win(payout(bet.amount)), { abortFirst: true });
          break;
        }
        case 'settledRollback': {
          const b = await step(bet);
          if (b.success) {
            await step(win(payout(bet.amount)));
            await step(rollback);
          }
          break;
        }
      }
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

/** Game session tokens for members already signed in: launches a game for each (what a lobby does). */
export const launchTokens = async (o: { url: string; merchant: string; nodeId: number; sessionTokens: string[] }) =>
  Promise.all(
    o.sessionTokens.map(async (s) => {
      const res = await fetch(`${o.url.replace(/\/$/, '')}/wps/game/launchGame?nodeId=${o.nodeId}&accountType=1`, {
        headers: { merchant: o.merchant, authorization: s, language: 'EN' },
      });
      const json = (await res.json()) as { value?: { content?: { game_url?: string } } };
      const token = new URL(json.value?.content?.game_url ?? '/', 'http://x').searchParams.get('token');
      if (!res.ok || !token) throw new Error(`launch failed (${res.status})`);
      return token;
    }),
  );
