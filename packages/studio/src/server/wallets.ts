import { type SeamlessClient, createSeamlessClient, createSignedClient } from '@wl/vendor-client';
import { studioVendorSecret } from '../protocol';
import type { Journal } from './journal';

/** A wallet call's answer: the balance after it, or a refusal code (`lost` when the answer never came). */
export type WalletAnswer = { ok: true; balance: string; currency: string } | { ok: false; code: string; lost?: boolean; balance?: string };
/**
 * Who a wallet call is for. `proto`: the launch came through a real vendor protocol (issue 34): the call goes through
 * that protocol's simulator to the merchant's `/vendor-api/{vendor}/{merchant}/…` instead of the studio's seamless one.
 */
export type Who = {
  vendor: string;
  token: string;
  player: string;
  currency: string;
  proto?: { protocol: string; merchant: string };
  /** A free-play launch (mode 0): its rounds play with play money (play-money.ts), never the platform's wallet. */
  free?: boolean;
  /**
   * The launch's wallet mode (its signed `wallet`): true, the studio holds the player's balance (the transfer wallet);
   * false, every call goes to the platform. Absent on rounds journalled before it: the vendor's mode at start-up.
   */
  transfer?: boolean;
};
/** A round's own copy of who plays it (journalled with the round, so recovery calls the same wallet). */
export const whoOf = (s: Who): Who => ({
  vendor: s.vendor,
  token: s.token,
  player: s.player,
  currency: s.currency,
  ...(s.proto ? { proto: { protocol: s.proto.protocol, merchant: s.proto.merchant } } : {}),
  ...(s.free ? { free: true } : {}),
  ...(s.transfer !== undefined ? { transfer: s.transfer } : {}),
});

export type Wallet = {
  balance: (w: Who) => Promise<WalletAnswer>;
  bet: (w: Who, b: { txId: string; roundId: string; gameCode: string; amount: number }) => Promise<WalletAnswer>;
  win: (w: Who, b: { txId: string; betTxId: string; roundId: string; amount: number }) => Promise<WalletAnswer>;
  rollback: (w: Who, b: { txId: string; betTxId: string; roundId: string }) => Promise<WalletAnswer>;
  endRound: (w: Who, b: { txId: string; roundId: string }) => Promise<WalletAnswer>;
};

const answer = (r: { status: number; success: boolean; code: string | null; value: Record<string, string> | null }): WalletAnswer =>
  r.success && r.value
    ? { ok: true, balance: r.value.balance ?? '0', currency: r.value.currency ?? '' }
    : { ok: false, code: r.code ?? 'system.error', lost: r.status === 0, balance: r.value?.balance };

/**
 * Seamless: every bet and win is a signed call to the platform (`/vendor/{code}/seamless/*`), on the vendor simulator's
 * client: kept-alive connections, the SAME body again after a time-out or a 5xx, never a new transaction id.
 */
export const seamlessWallet = (o: { platformUrl: string | (() => string); master: string; timeoutMs?: number; retries?: number }) => {
  const platform = () => (typeof o.platformUrl === 'string' ? o.platformUrl : o.platformUrl());
  const clients = new Map<string, SeamlessClient>();
  const reports = new Map<string, ReturnType<typeof createSignedClient>>();
  const secret = (vendor: string) => studioVendorSecret(o.master, vendor);
  const client = (vendor: string) => {
    let c = clients.get(vendor);
    if (!c) {
      c = createSeamlessClient({
        baseUrl: platform(),
        vendor,
        secret: secret(vendor),
        timeoutMs: o.timeoutMs ?? 5000,
        retries: o.retries ?? 4,
        maxSockets: 64,
      });
      clients.set(vendor, c);
    }
    return c;
  };
  const wallet: Wallet = {
    balance: async (w) => answer(await client(w.vendor).balance(w.token)),
    bet: async (w, b) =>
      answer(
        await client(w.vendor).bet({ token: w.token, txId: b.txId, roundId: b.roundId, gameCode: b.gameCode, amount: String(b.amount) }),
      ),
    win: async (w, b) =>
      answer(
        await client(w.vendor).win({ token: w.token, txId: b.txId, betTxId: b.betTxId, roundId: b.roundId, amount: String(b.amount) }),
      ),
    rollback: async (w, b) =>
      answer(await client(w.vendor).rollback({ token: w.token, txId: b.txId, betTxId: b.betTxId, roundId: b.roundId })),
    endRound: async (w, b) => answer(await client(w.vendor).endRound({ token: w.token, txId: b.txId, roundId: b.roundId })),
  };
  /** The round report for the betting record (details and proof); off the money path. */
  const report = async (vendor: string, body: Record<string, unknown>) => {
    let c = reports.get(vendor);
    if (!c) {
      c = createSignedClient({ baseUrl: platform(), secret: secret(vendor), timeoutMs: 5000, retries: 2 });
      reports.set(vendor, c);
    }
    return c.post(`/vendor/${vendor}/seamless/round`, body);
  };
  const close = () => {
    for (const c of clients.values()) c.close();
    for (const c of reports.values()) c.close();
  };
  return { wallet, report, close };
};

/**
 * Transfer wallet: the studio holds each player's balance (moved in and out by the platform's signed transfer calls)
 * and plays against it; every change is journalled first, so a restart finds the same balances.
 */
export const transferWallet = (journal: Journal) => {
  const balances = new Map<string, bigint>();
  const key = (vendor: string, player: string) => `${vendor}|${player}`;
  const get = (vendor: string, player: string) => balances.get(key(vendor, player)) ?? 0n;
  const set = (vendor: string, player: string, v: bigint, why: Record<string, unknown>) => {
    journal.write({ k: 'twbal', vendor, player, balance: v.toString(), ...why });
    balances.set(key(vendor, player), v);
  };
  /** Applied transaction ids, so a repeated game call moves nothing. */
  const applied = new Map<string, WalletAnswer>();
  const ok = (vendor: string, player: string, currency: string): WalletAnswer => ({
    ok: true,
    balance: get(vendor, player).toString(),
    currency,
  });
  const once = (id: string, f: () => WalletAnswer) => {
    const prior = applied.get(id);
    if (prior) return prior;
    const a = f();
    if (a.ok) applied.set(id, a);
    return a;
  };
  const openBets = new Map<string, number>();
  const wallet: Wallet = {
    balance: async (w) => ok(w.vendor, w.player, w.currency),
    bet: async (w, b) =>
      once(`${w.vendor}|${b.txId}`, () => {
        const bal = get(w.vendor, w.player);
        if (BigInt(b.amount) > bal) return { ok: false, code: 'wallet.insufficient_funds', balance: bal.toString() };
        set(w.vendor, w.player, bal - BigInt(b.amount), { tx: b.txId, kind: 'BET', amount: b.amount });
        openBets.set(`${w.vendor}|${b.txId}`, b.amount);
        return ok(w.vendor, w.player, w.currency);
      }),
    win: async (w, b) =>
      once(`${w.vendor}|${b.txId}`, () => {
        openBets.delete(`${w.vendor}|${b.betTxId}`);
        set(w.vendor, w.player, get(w.vendor, w.player) + BigInt(b.amount), { tx: b.txId, kind: 'WIN', betTx: b.betTxId });
        return ok(w.vendor, w.player, w.currency);
      }),
    rollback: async (w, b) =>
      once(`${w.vendor}|${b.txId}`, () => {
        const amount = openBets.get(`${w.vendor}|${b.betTxId}`);
        if (amount !== undefined) {
          openBets.delete(`${w.vendor}|${b.betTxId}`);
          set(w.vendor, w.player, get(w.vendor, w.player) + BigInt(amount), { tx: b.txId, kind: 'ROLLBACK', betTx: b.betTxId });
        }
        return ok(w.vendor, w.player, w.currency);
      }),
    endRound: async (w) => ok(w.vendor, w.player, w.currency),
  };

  // The transfer protocol (the platform's side: decision 008): idempotent references, status, balance.
  type Op = { ref: string; kind: 'DEPOSIT' | 'WITHDRAW'; vendor: string; player: string; amount: string; balanceAfter: string };
  const ops = new Map<string, Op>();
  const expired = new Set<string>();
  const transfer = (vendor: string, path: string, b: Record<string, unknown>): { status: number; json: unknown } => {
    if (path === 'deposit' || path === 'withdraw') {
      const kind = path === 'deposit' ? 'DEPOSIT' : 'WITHDRAW';
      const ref = String(b.ref ?? '');
      const player = String(b.player ?? '');
      const amount = /^\d{1,15}$/.test(String(b.amount)) ? BigInt(String(b.amount)) : -1n;
      if (!ref || ref.length > 64 || !player || amount <= 0n) return { status: 400, json: { ok: false, code: 'BAD_REQUEST' } };
      const rk = `${vendor}|${ref}`;
      if (expired.has(rk)) return { status: 409, json: { ok: false, code: 'REF_EXPIRED' } };
      const prior = ops.get(rk);
      if (prior) {
        if (prior.kind !== kind || prior.player !== player || prior.amount !== amount.toString())
          return { status: 409, json: { ok: false, code: 'DUPLICATE_REF' } };
        return { status: 200, json: { ok: true, ref, status: 'DONE', balance: prior.balanceAfter, replayed: true } };
      }
      const before = get(vendor, player);
      if (kind === 'WITHDRAW' && amount > before)
        return { status: 409, json: { ok: false, code: 'INSUFFICIENT_FUNDS', balance: before.toString() } };
      const after = kind === 'DEPOSIT' ? before + amount : before - amount;
      const op: Op = { ref, kind, vendor, player, amount: amount.toString(), balanceAfter: after.toString() };
      journal.write({ k: 'twop', ...op });
      ops.set(rk, op);
      set(vendor, player, after, { ref, kind });
      return { status: 200, json: { ok: true, ref, status: 'DONE', balance: after.toString() } };
    }
    if (path === 'status') {
      const rk = `${vendor}|${String(b.ref ?? '')}`;
      const op = ops.get(rk);
      if (!op) {
        journal.write({ k: 'twexpired', rk });
        expired.add(rk);
        return { status: 200, json: { ok: true, ref: b.ref, status: 'NOT_FOUND' } };
      }
      return {
        status: 200,
        json: {
          ok: true,
          ref: op.ref,
          status: 'DONE',
          kind: op.kind,
          player: op.player,
          amount: op.amount,
          balance: get(vendor, op.player).toString(),
        },
      };
    }
    if (path === 'balance')
      return { status: 200, json: { ok: true, player: b.player, balance: get(vendor, String(b.player ?? '')).toString() } };
    return { status: 404, json: { ok: false, code: 'NOT_FOUND' } };
  };

  /** Rebuilds balances, references and open bets from the journal. */
  const restore = (facts: Record<string, unknown>[]) => {
    for (const f of facts) {
      if (f.k === 'twbal') {
        balances.set(key(String(f.vendor), String(f.player)), BigInt(String(f.balance)));
        if (typeof f.tx === 'string') applied.set(`${f.vendor}|${f.tx}`, { ok: true, balance: String(f.balance), currency: '' });
        if (f.kind === 'BET') openBets.set(`${f.vendor}|${f.tx}`, Number(f.amount));
        else if (f.betTx) openBets.delete(`${f.vendor}|${f.betTx}`);
      } else if (f.k === 'twop') ops.set(`${f.vendor}|${f.ref}`, f as unknown as Op);
      else if (f.k === 'twexpired') expired.add(String(f.rk));
    }
  };
  return { wallet, transfer, restore, balanceOf: get };
};
