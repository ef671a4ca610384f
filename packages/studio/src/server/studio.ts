import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  type Book,
  type Engine,
  type Leg,
  type Market,
  BET_CUTOFF_MINUTE,
  TABLES,
  type TableResult,
  FairRng,
  type BjAction,
  type BjState,
  bjAct,
  bjDeal,
  bjReplay,
  bjSettle,
  bjView,
  createBook,
  drawHand,
  hashServerSeed,
  pokerHand,
  pokerTableOf,
  settlePoker,
  shuffleDeck,
  validateHold,
  limitsOf,
  roundSeed,
  settleSlip,
  settleTable,
  validateSlip,
  validateTableBets,
} from '../engines/index';
import { launchSignatureValid, studioVendorSecret } from '../protocol';
import { type GameRef, describe, engineOf, playInstant } from './games';
import { type Fact, createJournal } from './journal';
import { type Wallet, type WalletAnswer, type Who, seamlessWallet, transferWallet } from './wallets';

export type StudioOptions = {
  /** The platform's address for seamless calls and round reports. */
  platformUrl: string | (() => string);
  /** The master secret (each vendor's secret derives from it: protocol.ts). */
  secret: string;
  /** Vendors that use the transfer-wallet protocol. */
  transferVendors: string[];
  /** Where the journal lives; null keeps nothing (tests that do not restart). */
  dataDir: string | null;
  /** The built web app (studio.html and its assets). */
  webDist?: string;
  /** Shared tables: betting window and result display, in ms. */
  tableBetMs?: number;
  tableResultMs?: number;
  /** Sportsbook: a match every slotSeconds per league, lasting matchSeconds. */
  slotSeconds?: number;
  matchSeconds?: number;
  /** How many wallet calls a table settlement keeps in flight. */
  settleConcurrency?: number;
  walletTimeoutMs?: number;
  /** The journal is compacted after this many appended facts (and at start, after recovery). */
  compactEvery?: number;
  /** Video poker and blackjack: a hand left this long is settled as dealt (poker: every card held; blackjack: stand). */
  handIdleMs?: number;
  now?: () => number;
};

type Session = Who & { game: GameRef; engine: Engine; mode: string; tokenHash: string };
class StudioError extends Error {
  constructor(
    readonly code: string,
    readonly status = 400,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/**
 * The site's built web app in this checkout (apps/web/dist), found upward from this module: it runs from
 * src/server/ under tsx and from dist/main.js once built (scripts/build-server.mjs), two different depths.
 */
const checkoutWebDist = () => {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps', 'web', 'package.json'))) return path.join(dir, 'apps', 'web', 'dist');
    if (path.dirname(dir) === dir) return path.resolve('apps/web/dist');
  }
};

/** A round id the wallet protocols accept ([A-Za-z0-9._:-]{1,64}). */
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

type TableBet = {
  id: string;
  vendor: string;
  table: string;
  n: number;
  who: Who;
  game: GameRef;
  txId: string;
  bets: Record<string, number>;
  amount: number;
};
/** A dealt video-poker hand waiting for its draw: the stake is taken, the deck fixed by the round's seeds. */
type PokerRound = {
  id: string;
  key: string;
  who: Who;
  game: GameRef;
  stake: number;
  deck: number[];
  dealtAt: number;
  seeds: { serverSeed: string; clientSeed: string; nonce: number };
  state: 'DEALING' | 'DEALT' | 'DRAWING';
};
/** A blackjack round: the deck fixed by the seeds, the player's actions so far; a double is a second stake. */
type BjRound = {
  id: string;
  key: string;
  who: Who;
  game: GameRef;
  stake: number;
  deck: number[];
  actions: BjAction[];
  hand: BjState;
  actedAt: number;
  seeds: { serverSeed: string; clientSeed: string; nonce: number };
  state: 'DEALING' | 'DEALT' | 'ACTING' | 'DONE';
};
type Slip = {
  id: string;
  vendor: string;
  who: Who;
  game: GameRef;
  txId: string;
  legs: Leg[];
  stake: number;
  placedAt: number;
  state: 'OPEN' | 'SETTLED';
  payout?: number;
  results?: string[];
};

/**
 * The demo game studio: every outside vendor of the demo catalogue in one process, speaking to the platform only
 * through the vendor protocols. Each vendor lives under `/v/{CODE}`: its game page (`/play`), the page's API (`/api/*`),
 * its health (`/health`) and, for transfer-wallet vendors, the signed transfer protocol (`/transfer/*`).
 */
export const createStudio = (o: StudioOptions) => {
  const now = o.now ?? (() => Date.now());
  const journal = createJournal(o.dataDir, { compactEvery: o.compactEvery });
  const seamless = seamlessWallet({ platformUrl: o.platformUrl, master: o.secret, timeoutMs: o.walletTimeoutMs });
  const tw = transferWallet(journal);
  const walletOf = (vendor: string): Wallet => (o.transferVendors.includes(vendor) ? tw.wallet : seamless.wallet);
  const secretOf = (vendor: string) => studioVendorSecret(o.secret, vendor);
  const betMs = o.tableBetMs ?? 15_000;
  const resultMs = o.tableResultMs ?? 6000;
  const period = betMs + resultMs;
  const settleConcurrency = o.settleConcurrency ?? 128;

  // ---- sessions: every API call carries the signed launch parameters, checked each time ----
  const sessionOf = (vendor: string, p: unknown): Session => {
    const q = (p ?? {}) as Record<string, string>;
    if (typeof q !== 'object' || !/^[A-Z0-9_]{2,32}$/.test(vendor)) throw new StudioError('studio.session_invalid', 401);
    for (const k of ['game', 'cat', 'sub', 'name', 'player', 'mode', 'currency', 'token', 'sig'])
      if (q[k] !== undefined && typeof q[k] !== 'string') throw new StudioError('studio.session_invalid', 401);
    if (!q.token || !launchSignatureValid(secretOf(vendor), q)) throw new StudioError('studio.session_invalid', 401);
    const game: GameRef = { code: q.game ?? '', name: q.name ?? '', category: q.cat ?? '', sub: q.sub || null };
    const engine = engineOf(game);
    if (!engine) throw new StudioError('studio.game_unknown', 404);
    if (o.transferVendors.includes(vendor) && !q.player) throw new StudioError('studio.session_invalid', 401);
    return {
      vendor,
      token: q.token,
      player: q.player || q.token,
      currency: q.currency ?? '',
      game,
      engine,
      mode: q.mode ?? '1',
      tokenHash: sha(q.token),
    };
  };

  const need = (a: WalletAnswer) => {
    if (!a.ok)
      throw new StudioError(
        a.code,
        a.code === 'wallet.insufficient_funds' ? 409 : a.lost ? 503 : 400,
        a.balance ? { balance: a.balance } : {},
      );
    return a;
  };

  const reportRound = (
    s: Who,
    roundId: string,
    game: GameRef,
    stake: number,
    payout: number,
    detail: Record<string, unknown>,
    proof: Record<string, unknown>,
  ) => {
    if (o.transferVendors.includes(s.vendor) && s.token === s.player) return;
    void seamless
      .report(s.vendor, { token: s.token, roundId, gameCode: game.code, stake: String(stake), payout: String(payout), detail, proof })
      .catch(() => undefined);
  };

  // ---- instant rounds: the seed is committed (its hash shown) before the round, revealed with the result ----
  const nonces = new Map<string, number>();
  const instantSeed = (s: Session, n: number) =>
    createHmac('sha256', o.secret).update(`inst|${s.vendor}|${s.tokenHash}|${n}`).digest('hex');
  const nonceOf = (s: Session) => nonces.get(`${s.vendor}|${s.tokenHash}`) ?? 0;

  const playRound = async (s: Session, body: Record<string, unknown>) => {
    const clientSeed = typeof body.clientSeed === 'string' && /^[\x21-\x7e]{1,64}$/.test(body.clientSeed) ? body.clientSeed : 'studio';
    const bet = (body.bet ?? {}) as Record<string, unknown>;
    const nonce = nonceOf(s);
    const serverSeed = instantSeed(s, nonce);
    let played: ReturnType<typeof playInstant>;
    try {
      played = playInstant(s.game, s.engine, bet, { serverSeed, clientSeed, nonce });
    } catch (err) {
      throw new StudioError(/limits/.test(String((err as Error).message)) ? 'studio.stake_out_of_limits' : 'studio.bet_invalid');
    }
    // The seed is used once, whatever happens to the round.
    nonces.set(`${s.vendor}|${s.tokenHash}`, nonce + 1);
    journal.write({ k: 'nonce', key: `${s.vendor}|${s.tokenHash}`, n: nonce + 1 });
    const roundId = newId('I');
    const id = roundId;
    const who: Who = s;
    const w = walletOf(s.vendor);
    journal.write({ k: 'inst', id, who, game: s.game, roundId, amount: played.stake });
    const placed = await w.bet(who, { txId: `${roundId}B`, roundId, gameCode: s.game.code, amount: played.stake });
    if (!placed.ok) {
      // A lost answer may still have taken the stake: it is rolled back (a rollback of a bet never seen leaves a
      // tombstone at the platform, so a late copy is refused). A rollback that is lost too waits for recovery.
      const back = placed.lost ? await w.rollback(who, { txId: `${roundId}R`, betTxId: `${roundId}B`, roundId }) : null;
      if (!back || back.ok || !back.lost) journal.write({ k: 'done', id });
      need(placed);
    }
    journal.write({ k: 'out', id, payout: played.payout });
    const won = await w.win(who, { txId: `${roundId}W`, betTxId: `${roundId}B`, roundId, amount: played.payout });
    if (won.ok) journal.write({ k: 'done', id });
    const fairness = { serverSeedHash: hashServerSeed(serverSeed), serverSeed, clientSeed, nonce };
    reportRound(who, roundId, s.game, played.stake, played.payout, { engine: s.engine.kind, bet, outcome: played.outcome }, fairness);
    return {
      roundId,
      stake: played.stake,
      payout: played.payout,
      outcome: played.outcome,
      balance: won.ok ? won.balance : null,
      fairness,
      next: { serverSeedHash: hashServerSeed(instantSeed(s, nonce + 1)), nonce: nonce + 1 },
    };
  };

  // ---- video poker: the deal takes the stake, the draw settles; an undrawn hand is settled as dealt ----
  const handIdleMs = o.handIdleMs ?? 10 * 60_000;
  const hands = new Map<string, PokerRound>();
  const pokerDeck = (seeds: PokerRound['seeds']) => shuffleDeck(new FairRng(seeds));
  const dealtView = (r: PokerRound) => {
    const cards = r.deck.slice(0, 5);
    return {
      roundId: r.id,
      stake: r.stake,
      cards,
      hand: pokerHand(cards),
      fairness: { serverSeedHash: hashServerSeed(r.seeds.serverSeed), clientSeed: r.seeds.clientSeed, nonce: r.seeds.nonce },
    };
  };
  const pokerDeal = async (s: Session, body: Record<string, unknown>) => {
    const key = `${s.vendor}|${s.tokenHash}`;
    if (hands.has(key)) throw new StudioError('studio.round_open', 409);
    const stake = ((body.bet ?? {}) as Record<string, unknown>).stake;
    if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < 10 || stake > 100_000)
      throw new StudioError('studio.stake_out_of_limits');
    const clientSeed = typeof body.clientSeed === 'string' && /^[\x21-\x7e]{1,64}$/.test(body.clientSeed) ? body.clientSeed : 'studio';
    const nonce = nonceOf(s);
    const seeds = { serverSeed: instantSeed(s, nonce), clientSeed, nonce };
    nonces.set(key, nonce + 1);
    journal.write({ k: 'nonce', key, n: nonce + 1 });
    const id = newId('P');
    const who: Who = { vendor: s.vendor, token: s.token, player: s.player, currency: s.currency };
    const r: PokerRound = { id, key, who, game: s.game, stake, deck: pokerDeck(seeds), dealtAt: now(), seeds, state: 'DEALING' };
    hands.set(key, r);
    journal.write({ k: 'inst', id, who, game: s.game, roundId: id, amount: stake, vp: { key, tokenHash: s.tokenHash, clientSeed, nonce } });
    const w = walletOf(s.vendor);
    const placed = await w.bet(who, { txId: `${id}B`, roundId: id, gameCode: s.game.code, amount: stake });
    if (!placed.ok) {
      hands.delete(key);
      const back = placed.lost ? await w.rollback(who, { txId: `${id}R`, betTxId: `${id}B`, roundId: id }) : null;
      if (!back || back.ok || !back.lost) journal.write({ k: 'done', id });
      need(placed);
    }
    r.state = 'DEALT';
    r.dealtAt = now();
    journal.write({ k: 'dealt', id, at: r.dealtAt });
    return { ...dealtView(r), balance: placed.ok ? placed.balance : null };
  };
  /** The draw (or the settlement of an abandoned hand): held cards stay, the rest come from the deck in order. */
  const finishHand = async (r: PokerRound, hold: boolean[], abandoned: boolean) => {
    r.state = 'DRAWING';
    const t = pokerTableOf(r.game.code);
    const dealt = r.deck.slice(0, 5);
    const cards = drawHand(r.deck, hold);
    const { hand, multiplier, payout } = settlePoker(t, r.stake, cards);
    journal.write({ k: 'out', id: r.id, payout });
    const won = await walletOf(r.who.vendor).win(r.who, { txId: `${r.id}W`, betTxId: `${r.id}B`, roundId: r.id, amount: payout });
    // A lost answer leaves the round open in the journal: the restarted studio sends the same win again.
    if (won.ok) journal.write({ k: 'done', id: r.id });
    hands.delete(r.key);
    const fairness = { serverSeedHash: hashServerSeed(r.seeds.serverSeed), ...r.seeds };
    const outcome = { table: t.name, dealt, hold, cards, hand, multiplier, abandoned };
    reportRound(r.who, r.id, r.game, r.stake, payout, { engine: 'poker', ...outcome }, fairness);
    return { roundId: r.id, stake: r.stake, payout, outcome, balance: won.ok ? won.balance : null, fairness };
  };
  const pokerDraw = async (s: Session, body: Record<string, unknown>) => {
    let hold: boolean[];
    try {
      hold = validateHold(body.hold);
    } catch {
      throw new StudioError('studio.bet_invalid');
    }
    const r = hands.get(`${s.vendor}|${s.tokenHash}`);
    if (r?.state !== 'DEALT' || (typeof body.roundId === 'string' && body.roundId !== r.id))
      throw new StudioError('studio.round_not_open', 409);
    const done = await finishHand(r, hold, false);
    const n = nonceOf(s);
    return { ...done, next: { serverSeedHash: hashServerSeed(instantSeed(s, n)), nonce: n } };
  };
  let settlingHands = false;
  const settleHands = async () => {
    if (settlingHands) return;
    settlingHands = true;
    try {
      const t = now();
      for (const r of [...hands.values()])
        if (r.state === 'DEALT' && t - r.dealtAt >= handIdleMs) await finishHand(r, [true, true, true, true, true], true);
      for (const r of [...bjRounds.values()])
        if (r.state === 'DEALT' && t - r.actedAt >= handIdleMs) await bjAction(r, 'stand', true).catch(() => undefined);
    } finally {
      settlingHands = false;
    }
  };

  // ---- blackjack: the deal takes the stake, a double a second one on the same round; settled when the hand ends ----
  const bjRounds = new Map<string, BjRound>();
  const bjOut = (r: BjRound) => ({
    roundId: r.id,
    stake: r.stake,
    ...bjView(r.hand),
    fairness: { serverSeedHash: hashServerSeed(r.seeds.serverSeed), clientSeed: r.seeds.clientSeed, nonce: r.seeds.nonce },
  });
  const bjFinish = async (r: BjRound, abandoned: boolean) => {
    r.state = 'DONE';
    const { result, wager, payout } = bjSettle(r.hand);
    journal.write({ k: 'out', id: r.id, payout });
    const w = walletOf(r.who.vendor);
    // the whole return goes on the first stake; a doubled stake is closed with a zero win
    let a = await w.win(r.who, { txId: `${r.id}W`, betTxId: `${r.id}B`, roundId: r.id, amount: payout });
    if (a.ok && r.hand.doubled) a = await w.win(r.who, { txId: `${r.id}X`, betTxId: `${r.id}D`, roundId: r.id, amount: 0 });
    if (a.ok) journal.write({ k: 'done', id: r.id });
    bjRounds.delete(r.key);
    const fairness = { serverSeedHash: hashServerSeed(r.seeds.serverSeed), ...r.seeds };
    const outcome = { ...bjView(r.hand), actions: r.actions, result, abandoned };
    reportRound(r.who, r.id, r.game, wager, payout, { engine: 'blackjack', ...outcome }, fairness);
    return { roundId: r.id, stake: wager, payout, outcome, balance: a.ok ? a.balance : null, fairness };
  };
  const bjStart = async (s: Session, body: Record<string, unknown>) => {
    const key = `${s.vendor}|${s.tokenHash}`;
    if (bjRounds.has(key)) throw new StudioError('studio.round_open', 409);
    const stake = ((body.bet ?? {}) as Record<string, unknown>).stake;
    const lim = limitsOf(s.game.category);
    if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < lim.min || stake > lim.max)
      throw new StudioError('studio.stake_out_of_limits');
    const clientSeed = typeof body.clientSeed === 'string' && /^[\x21-\x7e]{1,64}$/.test(body.clientSeed) ? body.clientSeed : 'studio';
    const nonce = nonceOf(s);
    const seeds = { serverSeed: instantSeed(s, nonce), clientSeed, nonce };
    nonces.set(key, nonce + 1);
    journal.write({ k: 'nonce', key, n: nonce + 1 });
    const id = newId('J');
    const who: Who = { vendor: s.vendor, token: s.token, player: s.player, currency: s.currency };
    const deck = shuffleDeck(new FairRng(seeds));
    const r: BjRound = {
      id,
      key,
      who,
      game: s.game,
      stake,
      deck,
      actions: [],
      hand: bjDeal(deck, stake),
      actedAt: now(),
      seeds,
      state: 'DEALING',
    };
    bjRounds.set(key, r);
    journal.write({ k: 'inst', id, who, game: s.game, roundId: id, amount: stake, bj: { key, tokenHash: s.tokenHash, clientSeed, nonce } });
    const w = walletOf(s.vendor);
    const placed = await w.bet(who, { txId: `${id}B`, roundId: id, gameCode: s.game.code, amount: stake });
    if (!placed.ok) {
      bjRounds.delete(key);
      const back = placed.lost ? await w.rollback(who, { txId: `${id}R`, betTxId: `${id}B`, roundId: id }) : null;
      if (!back || back.ok || !back.lost) journal.write({ k: 'done', id });
      need(placed);
    }
    r.state = 'DEALT';
    r.actedAt = now();
    journal.write({ k: 'dealt', id, at: r.actedAt });
    // a blackjack on either side ends the round at the deal
    if (r.hand.phase === 'DONE') return { ...(await bjFinish(r, false)), hand: bjOut(r) };
    return { ...bjOut(r), balance: placed.ok ? placed.balance : null };
  };
  /** One action of the player (or the stand of an abandoned hand). */
  const bjAction = async (r: BjRound, action: BjAction, abandoned = false) => {
    let next: BjState;
    try {
      next = bjAct(r.hand, action);
    } catch {
      throw new StudioError('studio.action_invalid', 409);
    }
    r.state = 'ACTING';
    try {
      if (action === 'double') {
        journal.write({ k: 'dbl', id: r.id });
        const w = walletOf(r.who.vendor);
        const placed = await w.bet(r.who, { txId: `${r.id}D`, roundId: r.id, gameCode: r.game.code, amount: r.stake });
        if (!placed.ok) {
          const back = placed.lost ? await w.rollback(r.who, { txId: `${r.id}Q`, betTxId: `${r.id}D`, roundId: r.id }) : null;
          if (!back || back.ok || !back.lost) journal.write({ k: 'dblx', id: r.id });
          need(placed);
        }
      }
      journal.write({ k: 'act', id: r.id, action });
      r.actions.push(action);
      r.hand = next;
      r.actedAt = now();
    } finally {
      if (r.state === 'ACTING') r.state = 'DEALT';
    }
    if (r.hand.phase === 'DONE') return bjFinish(r, abandoned);
    return bjOut(r);
  };
  const bjPlay = async (s: Session, body: Record<string, unknown>) => {
    const action = body.action;
    if (action !== 'hit' && action !== 'stand' && action !== 'double') throw new StudioError('studio.bet_invalid');
    const r = bjRounds.get(`${s.vendor}|${s.tokenHash}`);
    if (r?.state !== 'DEALT' || (typeof body.roundId === 'string' && body.roundId !== r.id))
      throw new StudioError('studio.round_not_open', 409);
    const out = await bjAction(r, action);
    const n = nonceOf(s);
    return { ...out, next: { serverSeedHash: hashServerSeed(instantSeed(s, n)), nonce: n } };
  };

  // ---- shared tables: one result per round for every seated player ----
  const tableKey = (vendor: string, code: string) => `${vendor}|${code}`;
  const roundAt = (t: number) => Math.floor(t / period);
  const resultAt = (n: number) => n * period + betMs;
  const tableResult = (vendor: string, game: GameRef, e: Extract<Engine, { kind: 'table' }>, n: number) => {
    const serverSeed = roundSeed(o.secret, tableKey(vendor, game.code), n);
    const result = TABLES[e.table].deal(new FairRng({ serverSeed, clientSeed: game.code, nonce: n }));
    return { result, proof: { serverSeedHash: hashServerSeed(serverSeed), serverSeed, clientSeed: game.code, nonce: n } };
  };
  const pendingTable: TableBet[] = [];
  const seated = new Map<string, Map<string, number>>();
  const myBets = new Map<string, Record<string, number>>();
  const lastSettled = new Map<string, { payout: number; stake: number; n: number }>();
  const settleLog = new Map<
    string,
    { n: number; resultAt: number; players: number; bets: number; firstMs: number; lastMs: number; errors: number }
  >();

  const tableState = (s: Session) => {
    const e = s.engine as Extract<Engine, { kind: 'table' }>;
    const t = now();
    const n = roundAt(t);
    const key = tableKey(s.vendor, s.game.code);
    const seats = seated.get(key) ?? new Map<string, number>();
    seated.set(key, seats);
    seats.set(s.tokenHash, t);
    for (const [k, at] of seats) if (t - at > 60_000) seats.delete(k);
    const open = t < resultAt(n);
    const cur = tableResult(s.vendor, s.game, e, n);
    const history = Array.from({ length: 8 }, (_, i) => n - 1 - i)
      .filter((m) => m >= 0)
      .map((m) => {
        const r = tableResult(s.vendor, s.game, e, m);
        return { round: m, summary: r.result.summary, serverSeed: r.proof.serverSeed, serverSeedHash: r.proof.serverSeedHash };
      });
    const mine = lastSettled.get(`${key}|${s.tokenHash}`);
    return {
      round: n,
      phase: open ? 'BETTING' : 'RESULT',
      now: t,
      closesAt: resultAt(n),
      nextAt: (n + 1) * period,
      serverSeedHash: cur.proof.serverSeedHash,
      result: open ? null : { ...cur.result, serverSeed: cur.proof.serverSeed },
      history,
      players: seats.size,
      myBets: myBets.get(`${key}|${n}|${s.tokenHash}`) ?? {},
      lastSettled: mine ?? null,
    };
  };

  const placeTableBet = async (s: Session, body: Record<string, unknown>) => {
    const e = s.engine as Extract<Engine, { kind: 'table' }>;
    const rules = TABLES[e.table];
    const bets = (body.bets ?? {}) as Record<string, number>;
    let amount: number;
    try {
      amount = validateTableBets(rules, bets, limitsOf(s.game.category));
    } catch (err) {
      throw new StudioError(/limits/.test(String((err as Error).message)) ? 'studio.stake_out_of_limits' : 'studio.bet_invalid');
    }
    const t = now();
    const n = roundAt(t);
    if (typeof body.round === 'number' && body.round !== n) throw new StudioError('studio.betting_closed', 409);
    if (t >= resultAt(n) - 300) throw new StudioError('studio.betting_closed', 409);
    const key = tableKey(s.vendor, s.game.code);
    const mineKey = `${key}|${n}|${s.tokenHash}`;
    const before = myBets.get(mineKey) ?? {};
    const merged = { ...before };
    for (const [k, v] of Object.entries(bets)) merged[k] = (merged[k] ?? 0) + v;
    try {
      validateTableBets(rules, merged, limitsOf(s.game.category));
    } catch {
      throw new StudioError('studio.stake_out_of_limits');
    }
    const roundId = `T${sha(key).slice(0, 10)}-${n}`;
    const id = newId('B');
    const txId = `${roundId}.${id}`.slice(0, 64);
    const bet: TableBet = {
      id,
      vendor: s.vendor,
      table: s.game.code,
      n,
      who: { vendor: s.vendor, token: s.token, player: s.player, currency: s.currency },
      game: s.game,
      txId,
      bets,
      amount,
    };
    journal.write({ k: 'tbet', ...bet });
    const w = walletOf(s.vendor);
    const placed = await w.bet(bet.who, { txId, roundId, gameCode: s.game.code, amount });
    if (!placed.ok) {
      if (placed.lost) await w.rollback(bet.who, { txId: `${txId}R`.slice(-64), betTxId: txId, roundId });
      journal.write({ k: 'done', id });
      need(placed);
    }
    myBets.set(mineKey, merged);
    pendingTable.push(bet);
    return { round: n, myBets: merged, balance: placed.ok ? placed.balance : null };
  };

  /** Settles every table bet whose round has its result: wins per bet, one end of round per player for the rest. */
  const runPool = async <T>(items: T[], limit: number, f: (x: T) => Promise<void>) => {
    let i = 0;
    await Promise.all(
      Array.from({ length: Math.min(limit, items.length) }, async () => {
        while (i < items.length) await f(items[i++] as T);
      }),
    );
  };
  let settlingTables = false;
  const settleTables = async () => {
    if (settlingTables) return;
    settlingTables = true;
    try {
      const t = now();
      const due = pendingTable.filter((b) => resultAt(b.n) <= t);
      if (due.length === 0) return;
      for (const b of due) pendingTable.splice(pendingTable.indexOf(b), 1);
      const byPlayer = new Map<string, TableBet[]>();
      for (const b of due) {
        const k = `${tableKey(b.vendor, b.table)}|${b.n}|${sha(b.who.token)}`;
        byPlayer.set(k, [...(byPlayer.get(k) ?? []), b]);
      }
      const results = new Map<string, ReturnType<typeof tableResult>>();
      const logs = new Map<
        string,
        { n: number; resultAt: number; players: number; bets: number; firstMs: number; lastMs: number; errors: number }
      >();
      await runPool([...byPlayer.values()], settleConcurrency, async (bets) => {
        const b0 = bets[0]!;
        const rk = `${tableKey(b0.vendor, b0.table)}|${b0.n}`;
        const e = engineOf(b0.game) as Extract<Engine, { kind: 'table' }>;
        const r = results.get(rk) ?? tableResult(b0.vendor, b0.game, e, b0.n);
        results.set(rk, r);
        const log = logs.get(rk) ??
          settleLog.get(rk) ?? { n: b0.n, resultAt: resultAt(b0.n), players: 0, bets: 0, firstMs: 0, lastMs: 0, errors: 0 };
        logs.set(rk, log);
        const rules = TABLES[e.table];
        const w = walletOf(b0.vendor);
        const roundId = b0.txId.slice(0, b0.txId.indexOf('.'));
        let stake = 0;
        let payout = 0;
        let losing = false;
        let failed = false;
        const all: Record<string, number> = {};
        for (const b of bets) {
          const p = settleTable(rules, b.bets, r.result as TableResult).payout;
          stake += b.amount;
          payout += p;
          for (const [k, v] of Object.entries(b.bets)) all[k] = (all[k] ?? 0) + v;
          if (p > 0) {
            const a = await w.win(b.who, { txId: `${b.txId}W`.slice(-64), betTxId: b.txId, roundId, amount: p });
            if (!a.ok && a.lost) failed = true;
          } else losing = true;
        }
        if (losing) {
          const a = await w.endRound(b0.who, { txId: `${roundId}.E${sha(b0.who.token).slice(0, 12)}`, roundId });
          if (!a.ok && a.lost) failed = true;
        }
        if (failed) {
          // The platform did not answer: the same calls go again on the next pass (same transaction ids).
          log.errors++;
          pendingTable.push(...bets);
          return;
        }
        for (const b of bets) journal.write({ k: 'done', id: b.id });
        lastSettled.set(`${tableKey(b0.vendor, b0.table)}|${sha(b0.who.token)}`, { stake, payout, n: b0.n });
        const at = now() - log.resultAt;
        if (log.players === 0) log.firstMs = at;
        log.lastMs = Math.max(log.lastMs, at);
        log.players++;
        log.bets += bets.length;
        reportRound(
          b0.who,
          roundId,
          b0.game,
          stake,
          payout,
          { engine: 'table', table: e.table, round: b0.n, bets: all, result: r.result },
          r.proof,
        );
      });
      for (const [k, v] of logs) settleLog.set(k, v);
    } finally {
      settlingTables = false;
    }
  };

  // ---- sportsbook ----
  const books = new Map<string, Book>();
  const bookOf = (vendor: string, category: string) => {
    let b = books.get(vendor);
    if (!b) {
      b = createBook({
        secret: o.secret,
        vendor,
        sport: category === 'ESPORTS' ? 'ESPORTS' : 'SPORTS',
        slotSeconds: o.slotSeconds ?? 120,
        matchSeconds: o.matchSeconds ?? 360,
      });
      books.set(vendor, b);
    }
    return b;
  };
  const slips = new Map<string, Slip>();
  const boardOf = (s: Session) => {
    const book = bookOf(s.vendor, s.game.category);
    const t = now();
    const fixtures = book.board(t).map((f) => {
      const st = book.stateAt(f, t);
      return {
        ...f,
        state: st,
        odds: st.status === 'ENDED' || st.status === 'ABANDONED' || st.minute >= BET_CUTOFF_MINUTE ? null : book.oddsAt(f, st),
      };
    });
    const mine = [...slips.values()]
      .filter((x) => x.vendor === s.vendor && x.who.token === s.token)
      .sort((a, b) => b.placedAt - a.placedAt)
      .slice(0, 20)
      .map((x) => ({ id: x.id, legs: x.legs, stake: x.stake, state: x.state, payout: x.payout ?? null, results: x.results ?? null }));
    return { sport: book.sport, now: t, fixtures, slips: mine };
  };
  const placeSlip = async (s: Session, body: Record<string, unknown>) => {
    const book = bookOf(s.vendor, s.game.category);
    const stake = body.stake;
    if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < 100 || stake > 1_000_000)
      throw new StudioError('studio.stake_out_of_limits');
    const legs = (Array.isArray(body.legs) ? body.legs : []) as Leg[];
    try {
      validateSlip(legs);
    } catch {
      throw new StudioError('studio.bet_invalid');
    }
    const t = now();
    const priced: Leg[] = [];
    for (const l of legs) {
      const f = book.byId(String(l.fixtureId));
      if (!f) throw new StudioError('studio.bet_invalid');
      const st = book.stateAt(f, t);
      if (st.status === 'ENDED' || st.status === 'ABANDONED' || st.minute >= BET_CUTOFF_MINUTE)
        throw new StudioError('studio.betting_closed', 409);
      const odds = book.oddsAt(f, st)[l.market as Market]?.[l.pick];
      if (!odds) throw new StudioError('studio.bet_invalid');
      // The slip is taken at the odds now; odds that moved against the player are shown again first.
      if (odds < Number(l.odds)) throw new StudioError('studio.odds_changed', 409, { fixtureId: f.id, odds });
      priced.push({ fixtureId: f.id, market: l.market, pick: l.pick, odds });
    }
    const id = newId('S');
    const slip: Slip = {
      id,
      vendor: s.vendor,
      who: { vendor: s.vendor, token: s.token, player: s.player, currency: s.currency },
      game: s.game,
      txId: `${id}B`,
      legs: priced,
      stake,
      placedAt: t,
      state: 'OPEN',
    };
    journal.write({ k: 'slip', ...slip });
    const w = walletOf(s.vendor);
    const placed = await w.bet(slip.who, { txId: slip.txId, roundId: id, gameCode: s.game.code, amount: stake });
    if (!placed.ok) {
      if (placed.lost) await w.rollback(slip.who, { txId: `${id}R`, betTxId: slip.txId, roundId: id });
      journal.write({ k: 'done', id });
      need(placed);
    }
    slips.set(id, slip);
    return { id, legs: priced, stake, balance: placed.ok ? placed.balance : null };
  };
  let settlingSlips = false;
  const settleSlips = async () => {
    if (settlingSlips) return;
    settlingSlips = true;
    try {
      const t = now();
      for (const slip of slips.values()) {
        if (slip.state !== 'OPEN') continue;
        const book = bookOf(slip.vendor, slip.game.category);
        const states = slip.legs.map((l) => {
          const f = book.byId(l.fixtureId)!;
          return { f, st: book.stateAt(f, t) };
        });
        if (!states.every((x) => x.st.status === 'ENDED' || x.st.status === 'ABANDONED')) continue;
        const results = slip.legs.map((l, i) => book.outcomeOf(l.market, l.pick, states[i]!.st));
        const payout = settleSlip(
          slip.stake,
          slip.legs.map((l, i) => ({ odds: l.odds, result: results[i]! })),
        );
        const a = await walletOf(slip.vendor).win(slip.who, { txId: `${slip.id}W`, betTxId: slip.txId, roundId: slip.id, amount: payout });
        if (!a.ok && a.lost) continue;
        journal.write({ k: 'done', id: slip.id });
        slip.state = 'SETTLED';
        slip.payout = payout;
        slip.results = results;
        const first = states[0]!.f;
        const seed = book.seedOf(first.id);
        reportRound(
          slip.who,
          slip.id,
          slip.game,
          slip.stake,
          payout,
          {
            engine: 'sportsbook',
            legs: slip.legs.map((l, i) => ({
              ...l,
              result: results[i],
              score: `${states[i]!.st.home}-${states[i]!.st.away}`,
              serverSeed: book.seedOf(l.fixtureId),
            })),
          },
          { serverSeedHash: hashServerSeed(seed), serverSeed: seed, clientSeed: first.id, nonce: 0 },
        );
      }
    } finally {
      settlingSlips = false;
    }
  };

  // ---- recovery: what a crash left open is settled by the protocols' rules when the studio returns ----
  const recover = async () => {
    const facts = journal.replay();
    tw.restore(facts);
    const open = new Map<string, Fact>();
    const outs = new Map<string, number>();
    const dealt = new Map<string, number>();
    const acts = new Map<string, BjAction[]>();
    const doubling = new Set<string>();
    for (const f of facts) {
      if (f.k === 'dealt') dealt.set(String(f.id), Number(f.at));
      else if (f.k === 'act') {
        acts.set(String(f.id), [...(acts.get(String(f.id)) ?? []), f.action as BjAction]);
        if (f.action === 'double') doubling.delete(String(f.id));
      } else if (f.k === 'dbl') doubling.add(String(f.id));
      else if (f.k === 'dblx') doubling.delete(String(f.id));
      if (f.k === 'nonce') nonces.set(String(f.key), Number(f.n));
      else if (f.k === 'inst' || f.k === 'tbet' || f.k === 'slip') open.set(String(f.id), f);
      else if (f.k === 'out') outs.set(String(f.id), Number(f.payout));
      else if (f.k === 'done') open.delete(String(f.id));
    }
    let rolledBack = 0;
    let resent = 0;
    let undrawn = 0;
    for (const f of open.values()) {
      const vp = f.vp as { key: string; tokenHash: string; clientSeed: string; nonce: number } | undefined;
      const bj = f.bj as { key: string; tokenHash: string; clientSeed: string; nonce: number } | undefined;
      if (f.k === 'inst' && bj && dealt.has(String(f.id))) {
        const who = f.who as Who;
        const id = String(f.id);
        const w = walletOf(who.vendor);
        // a double whose stake may have gone out without its action written: rolled back (a tombstone if never seen)
        if (doubling.has(id)) await w.rollback(who, { txId: `${id}Q`, betTxId: `${id}D`, roundId: id });
        const seeds = {
          serverSeed: createHmac('sha256', o.secret).update(`inst|${who.vendor}|${bj.tokenHash}|${bj.nonce}`).digest('hex'),
          clientSeed: bj.clientSeed,
          nonce: bj.nonce,
        };
        const deck = shuffleDeck(new FairRng(seeds));
        const actions = acts.get(id) ?? [];
        const r: BjRound = {
          id,
          key: bj.key,
          who,
          game: f.game as GameRef,
          stake: Number(f.amount),
          deck,
          actions,
          hand: bjReplay(deck, Number(f.amount), actions),
          actedAt: dealt.get(id)!,
          seeds,
          state: 'DEALT',
        };
        if (r.hand.phase === 'DONE') {
          await bjFinish(r, false).catch(() => undefined);
          resent++;
        } else {
          bjRounds.set(bj.key, r);
          undrawn++;
        }
        continue;
      }
      if (f.k === 'inst' && vp && dealt.has(String(f.id)) && !outs.has(String(f.id))) {
        // A dealt hand the player had not drawn yet: it waits for the draw again, or is settled as dealt on time.
        const who = f.who as Who;
        const seeds = {
          serverSeed: createHmac('sha256', o.secret).update(`inst|${who.vendor}|${vp.tokenHash}|${vp.nonce}`).digest('hex'),
          clientSeed: vp.clientSeed,
          nonce: vp.nonce,
        };
        hands.set(vp.key, {
          id: String(f.id),
          key: vp.key,
          who,
          game: f.game as GameRef,
          stake: Number(f.amount),
          deck: pokerDeck(seeds),
          dealtAt: dealt.get(String(f.id))!,
          seeds,
          state: 'DEALT',
        });
        undrawn++;
      } else if (f.k === 'inst') {
        const who = f.who as Who;
        const roundId = String(f.roundId);
        const w = walletOf(who.vendor);
        const payout = outs.get(String(f.id));
        // The outcome was decided: its win goes (again, same id). Otherwise the round never finished: rolled back.
        const a =
          payout !== undefined
            ? await w.win(who, { txId: `${roundId}W`, betTxId: `${roundId}B`, roundId, amount: payout })
            : await w.rollback(who, { txId: `${roundId}R`, betTxId: `${roundId}B`, roundId });
        if (a.ok || !a.lost) journal.write({ k: 'done', id: f.id });
        if (payout !== undefined) resent++;
        else rolledBack++;
      } else if (f.k === 'tbet') pendingTable.push(f as unknown as TableBet);
      else if (f.k === 'slip') slips.set(String(f.id), { ...(f as unknown as Slip), state: 'OPEN' });
    }
    return { rolledBack, resent, hands: undrawn, tableBets: pendingTable.length, slips: slips.size };
  };

  // ---- HTTP ----
  const webDist = o.webDist ?? checkoutWebDist();
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
    '.json': 'application/json',
  };
  const send = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json') => {
    const data = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(data);
  };
  const page = (res: http.ServerResponse) => {
    const file = path.join(webDist, 'studio.html');
    if (!existsSync(file)) return send(res, 503, 'The studio page is not built (npm run build:web).', 'text/plain; charset=utf-8');
    send(res, 200, readFileSync(file), 'text/html; charset=utf-8');
  };
  const asset = (res: http.ServerResponse, p: string) => {
    const file = path.normalize(path.join(webDist, p));
    if (!file.startsWith(path.join(webDist, 'assets')) || !existsSync(file)) return send(res, 404, { ok: false, code: 'NOT_FOUND' });
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(readFileSync(file));
  };

  const api = async (vendor: string, op: string, body: Record<string, unknown>) => {
    const s = sessionOf(vendor, body.launch);
    switch (op) {
      case 'session': {
        const bal = need(await walletOf(vendor).balance(s));
        const n = nonceOf(s);
        return {
          vendor,
          game: s.game,
          engine: s.engine,
          info: describe(s.game, s.engine),
          balance: bal.balance,
          currency: bal.currency || s.currency,
          wallet: o.transferVendors.includes(vendor) ? 'transfer' : 'seamless',
          next: { serverSeedHash: hashServerSeed(instantSeed(s, n)), nonce: n },
          timing: { betMs, resultMs },
          openBlackjack:
            s.engine.kind === 'blackjack' && bjRounds.get(`${vendor}|${s.tokenHash}`)?.state === 'DEALT'
              ? bjOut(bjRounds.get(`${vendor}|${s.tokenHash}`)!)
              : null,
          openHand:
            s.engine.kind === 'poker' && hands.get(`${vendor}|${s.tokenHash}`)?.state === 'DEALT'
              ? dealtView(hands.get(`${vendor}|${s.tokenHash}`)!)
              : null,
        };
      }
      case 'play':
        return s.engine.kind === 'poker' ? pokerDeal(s, body) : s.engine.kind === 'blackjack' ? bjStart(s, body) : playRound(s, body);
      case 'act':
        if (s.engine.kind !== 'blackjack') throw new StudioError('studio.bet_invalid');
        return bjPlay(s, body);
      case 'draw':
        if (s.engine.kind !== 'poker') throw new StudioError('studio.bet_invalid');
        return pokerDraw(s, body);
      case 'table':
        if (s.engine.kind !== 'table' || !s.engine.shared) throw new StudioError('studio.bet_invalid');
        return tableState(s);
      case 'table-bet':
        if (s.engine.kind !== 'table' || !s.engine.shared) throw new StudioError('studio.bet_invalid');
        return placeTableBet(s, body);
      case 'book':
        if (s.engine.kind !== 'sportsbook') throw new StudioError('studio.bet_invalid');
        return boardOf(s);
      case 'book-bet':
        if (s.engine.kind !== 'sportsbook') throw new StudioError('studio.bet_invalid');
        return placeSlip(s, body);
      case 'balance': {
        const bal = need(await walletOf(vendor).balance(s));
        return { balance: bal.balance };
      }
      default:
        throw new StudioError('NOT_FOUND', 404);
    }
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://studio');
    const parts = url.pathname.split('/').filter(Boolean);
    if (req.method === 'GET') {
      if (url.pathname === '/health') return send(res, 200, { ok: true });
      if (parts[0] === 'assets') return asset(res, url.pathname);
      if (parts[0] === 'v' && parts[2] === 'health') return send(res, 200, { ok: true, vendor: parts[1] });
      if (parts[0] === 'v' && parts[2] === 'play') return page(res);
      if (url.pathname === '/metrics')
        return send(res, 200, {
          tables: Object.fromEntries(settleLog),
          pendingTableBets: pendingTable.length,
          openSlips: [...slips.values()].filter((s) => s.state === 'OPEN').length,
        });
      return send(res, 404, { ok: false, code: 'NOT_FOUND' });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 64 * 1024) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        return send(res, 400, { ok: false, code: 'studio.bad_request' });
      }
      const vendor = parts[1] ?? '';
      if (parts[0] === 'v' && parts[2] === 'transfer') {
        if (!o.transferVendors.includes(vendor)) return send(res, 404, { ok: false, code: 'NOT_FOUND' });
        const sig = String(req.headers['x-signature'] ?? '');
        const want = Buffer.from(createHmac('sha256', secretOf(vendor)).update(raw).digest('hex'), 'hex');
        const got = Buffer.from(/^[0-9a-f]{64}$/i.test(sig) ? sig : '', 'hex');
        if (got.length !== want.length || !timingSafeEqual(got, want)) return send(res, 401, { ok: false, code: 'BAD_SIGNATURE' });
        const r = tw.transfer(vendor, parts[3] ?? '', body);
        return send(res, r.status, r.json);
      }
      if (parts[0] === 'v' && parts[2] === 'api' && parts[3]) {
        api(vendor, parts[3], body).then(
          (value) => send(res, 200, { ok: true, value }),
          (err) => {
            if (err instanceof StudioError) return send(res, err.status, { ok: false, code: err.code, ...err.extra });
            send(res, 500, { ok: false, code: 'studio.error' });
          },
        );
        return;
      }
      send(res, 404, { ok: false, code: 'NOT_FOUND' });
    });
  });

  let timers: NodeJS.Timeout[] = [];
  return {
    server,
    recover,
    settleTables,
    settleSlips,
    settleHands,
    journal,
    transferBalance: tw.balanceOf,
    metrics: () => ({ tables: Object.fromEntries(settleLog) }),
    /** Round n of a table: when its result is due (for tests and the benchmark). */
    timing: { period, betMs, roundAt, resultAt },
    listen: async (port = 0, host = '127.0.0.1') => {
      const recovered = await recover();
      journal.compact();
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      timers = [
        setInterval(() => void settleTables().catch(() => undefined), 200),
        setInterval(() => void settleSlips().catch(() => undefined), 1000),
        setInterval(() => void settleHands().catch(() => undefined), 1000),
        setInterval(() => journal.maybeCompact(), 1000),
      ];
      return { url: `http://${host}:${(server.address() as AddressInfo).port}`, recovered };
    },
    close: async () => {
      for (const t of timers) clearInterval(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      seamless.close();
    },
  };
};
export type Studio = ReturnType<typeof createStudio>;
