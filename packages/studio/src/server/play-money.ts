import type { Wallet, WalletAnswer, Who } from './wallets';

/** What a free-play session starts with, in minor units (Rs 2,000.00): play money, never the platform's. */
export const PLAY_MONEY_START = 200_000n;
/** Free-play sessions kept at once; the oldest is forgotten first (a visitor coming back starts again). */
const MAX_SESSIONS = 20_000;
/** Transactions remembered per session for replays (a replayed id answers as the first time). */
const MAX_TXS = 500;

type Purse = { balance: bigint; applied: Map<string, WalletAnswer>; open: Map<string, bigint> };

/**
 * Play money (launch mode 0, free play): each launch token has a purse of its own, held here and never sent to the
 * platform, so no round of a free session moves the operator's money or reaches its records. Bets, wins and rollbacks
 * behave as a real wallet's (a stake above the purse is refused; a replayed transaction id answers as the first time);
 * a restart starts every purse again, as a demo game does.
 */
export const playMoneyWallet = (o: { start?: bigint; maxSessions?: number } = {}) => {
  const start = o.start ?? PLAY_MONEY_START;
  const cap = o.maxSessions ?? MAX_SESSIONS;
  const purses = new Map<string, Purse>();
  const purseOf = (w: Who) => {
    const key = `${w.vendor}|${w.token}`;
    let p = purses.get(key);
    if (!p) {
      p = { balance: start, applied: new Map(), open: new Map() };
      purses.set(key, p);
      if (purses.size > cap) purses.delete(purses.keys().next().value as string);
    }
    return p;
  };
  const ok = (p: Purse, w: Who): WalletAnswer => ({ ok: true, balance: p.balance.toString(), currency: w.currency });
  const once = (p: Purse, txId: string, f: () => WalletAnswer) => {
    const prior = p.applied.get(txId);
    if (prior) return prior;
    const a = f();
    if (a.ok) {
      p.applied.set(txId, a);
      if (p.applied.size > MAX_TXS) p.applied.delete(p.applied.keys().next().value as string);
    }
    return a;
  };
  const wallet: Wallet = {
    balance: async (w) => ok(purseOf(w), w),
    bet: async (w, b) => {
      const p = purseOf(w);
      return once(p, b.txId, () => {
        const amount = BigInt(b.amount);
        if (amount <= 0n) return { ok: false, code: 'request_param_err' };
        if (amount > p.balance) return { ok: false, code: 'wallet.insufficient_funds', balance: p.balance.toString() };
        p.balance -= amount;
        p.open.set(b.txId, amount);
        return ok(p, w);
      });
    },
    win: async (w, b) => {
      const p = purseOf(w);
      return once(p, b.txId, () => {
        p.open.delete(b.betTxId);
        p.balance += BigInt(b.amount);
        return ok(p, w);
      });
    },
    rollback: async (w, b) => {
      const p = purseOf(w);
      return once(p, b.txId, () => {
        const amount = p.open.get(b.betTxId);
        if (amount !== undefined) {
          p.open.delete(b.betTxId);
          p.balance += amount;
        }
        return ok(p, w);
      });
    },
    endRound: async (w) => ok(purseOf(w), w),
  };
  return { wallet, sessions: () => purses.size };
};
