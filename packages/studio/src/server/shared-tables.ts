import type { StudioApi, StudioBody, StudioValue, TableState } from '../api';
import {
  type Engine,
  FairRng,
  TABLES,
  type TableResult,
  hashServerSeed,
  limitsOf,
  roundSeed,
  settleTable,
  validateTableBets,
} from '../engines/index';
import type { LobbyGame, LobbyTable } from '../protocol';
import { type GameRef, engineOf } from './games';
import { newId, sha } from './ids';
import type { Fact } from './journal';
import type { Session } from './sessions';
import { oneAtATime } from './one-at-a-time';
import type { StudioContext } from './studio-context';
import { StudioError, need } from './studio-error';
import { type Who, whoOf } from './wallets';

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
/** How one round of one table settled (the benchmark and /metrics read it). */
type SettleLog = { n: number; resultAt: number; players: number; bets: number; firstMs: number; lastMs: number; errors: number };
type SharedEngine = Extract<Engine, { kind: 'table' }>;

/** Runs f over the items, at most `limit` at a time. */
const runPool = async <T>(items: T[], limit: number, f: (x: T) => Promise<void>) => {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (i < items.length) await f(items[i++] as T);
    }),
  );
};

/**
 * Shared tables (live casino, cockfight): one result per round for every seated player. Round n takes bets for
 * `betMs`, then shows its result (from the round's seed, committed beforehand) for `resultMs`; the bets are settled
 * through the wallet as soon as the result is due.
 */
export const createSharedTables = (c: StudioContext, o: { betMs: number; resultMs: number; settleConcurrency: number }) => {
  const { betMs } = o;
  const period = betMs + o.resultMs;
  const tableKey = (vendor: string, code: string) => `${vendor}|${code}`;
  const roundAt = (t: number) => Math.floor(t / period);
  const resultAt = (n: number) => n * period + betMs;
  const tableResult = (vendor: string, game: GameRef, e: SharedEngine, n: number) => {
    const serverSeed = roundSeed(c.secret, tableKey(vendor, game.code), n);
    const result = TABLES[e.table].deal(new FairRng({ serverSeed, clientSeed: game.code, nonce: n }));
    return { result, proof: { serverSeedHash: hashServerSeed(serverSeed), serverSeed, clientSeed: game.code, nonce: n } };
  };
  const pending: TableBet[] = [];
  const seated = new Map<string, Map<string, number>>();
  const myBets = new Map<string, Record<string, number>>();
  const lastSettled = new Map<string, { payout: number; stake: number; n: number }>();
  const settleLog = new Map<string, SettleLog>();

  const state = (s: Session): TableState => {
    const e = s.engine as SharedEngine;
    const t = c.now();
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
      opensAt: n * period,
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

  const bet = async (s: Session, body: StudioBody<StudioApi['tableBet']>): Promise<StudioValue<StudioApi['tableBet']>> => {
    const e = s.engine as SharedEngine;
    const rules = TABLES[e.table];
    const bets = body.bets;
    let amount: number;
    try {
      amount = validateTableBets(rules, bets, limitsOf(s.game.category));
    } catch (err) {
      throw new StudioError(/limits/.test(String((err as Error).message)) ? 'studio.stake_out_of_limits' : 'studio.bet_invalid');
    }
    const t = c.now();
    const n = roundAt(t);
    if (body.round !== undefined && body.round !== n) throw new StudioError('studio.betting_closed', 409);
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
    const tb: TableBet = {
      id,
      vendor: s.vendor,
      table: s.game.code,
      n,
      who: whoOf(s),
      game: s.game,
      txId,
      bets,
      amount,
    };
    c.journal.write({ k: 'tbet', ...tb });
    const w = c.wallet;
    const placed = await w.bet(tb.who, { txId, roundId, gameCode: s.game.code, amount });
    if (!placed.ok) {
      if (placed.lost) await w.rollback(tb.who, { txId: `${txId}R`.slice(-64), betTxId: txId, roundId });
      c.journal.write({ k: 'done', id });
      need(placed);
    }
    myBets.set(mineKey, merged);
    pending.push(tb);
    return { round: n, myBets: merged, balance: placed.ok ? placed.balance : null };
  };

  /** Settles every table bet whose round has its result: wins per bet, one end of round per player for the rest. */
  const settle = oneAtATime(async () => {
    const t = c.now();
    const due = pending.filter((b) => resultAt(b.n) <= t);
    if (due.length === 0) return;
    for (const b of due) pending.splice(pending.indexOf(b), 1);
    const byPlayer = new Map<string, TableBet[]>();
    for (const b of due) {
      const k = `${tableKey(b.vendor, b.table)}|${b.n}|${sha(b.who.token)}`;
      byPlayer.set(k, [...(byPlayer.get(k) ?? []), b]);
    }
    const results = new Map<string, ReturnType<typeof tableResult>>();
    const logs = new Map<string, SettleLog>();
    await runPool([...byPlayer.values()], o.settleConcurrency, async (bets) => {
      const b0 = bets[0]!;
      const rk = `${tableKey(b0.vendor, b0.table)}|${b0.n}`;
      const e = engineOf(b0.game) as SharedEngine;
      const r = results.get(rk) ?? tableResult(b0.vendor, b0.game, e, b0.n);
      results.set(rk, r);
      const log = logs.get(rk) ??
        settleLog.get(rk) ?? { n: b0.n, resultAt: resultAt(b0.n), players: 0, bets: 0, firstMs: 0, lastMs: 0, errors: 0 };
      logs.set(rk, log);
      const rules = TABLES[e.table];
      const w = c.wallet;
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
        pending.push(...bets);
        return;
      }
      for (const b of bets) c.journal.write({ k: 'done', id: b.id });
      lastSettled.set(`${tableKey(b0.vendor, b0.table)}|${sha(b0.who.token)}`, { stake, payout, n: b0.n });
      const at = c.now() - log.resultAt;
      if (log.players === 0) log.firstMs = at;
      log.lastMs = Math.max(log.lastMs, at);
      log.players++;
      log.bets += bets.length;
      c.report(
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
  });

  /** The state of a vendor's shared tables now, for its lobby (the games that are no shared table are left out). */
  const lobby = (vendor: string, games: LobbyGame[]): LobbyTable[] => {
    const t = c.now();
    const n = roundAt(t);
    return games.flatMap((g) => {
      const game: GameRef = { code: g.code, name: g.name, category: g.category, sub: null };
      const e = engineOf(game);
      if (e?.kind !== 'table' || !e.shared) return [];
      const seats = seated.get(tableKey(vendor, g.code));
      const players = seats ? [...seats.values()].filter((at) => t - at <= 60_000).length : 0;
      const limits = limitsOf(g.category);
      const last = n > 0 ? tableResult(vendor, game, e, n - 1).result.summary : null;
      const phase = t < resultAt(n) ? 'BETTING' : 'RESULT';
      return [{ code: g.code, table: e.table, players, phase, closesAt: resultAt(n), min: limits.min, max: limits.max, last }];
    });
  };

  /** A bet a restart found unsettled: settled with its round. */
  const recover = (f: Fact) => pending.push(f as unknown as TableBet);

  return {
    state,
    bet,
    settle,
    recover,
    lobby,
    /** Bets waiting for their round's result (or for the platform). */
    pendingCount: () => pending.length,
    /** How each round settled, by `{vendor}|{table}|{round}`. */
    log: () => Object.fromEntries(settleLog),
    /** Round n of a table: when its result is due (for tests and the benchmark). */
    timing: { period, betMs, roundAt, resultAt },
  };
};
