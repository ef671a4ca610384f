import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp, testDbKind } from './harness';
import { invariants, mainBalance, player, vendorCall } from './seamless-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

type Ev =
  | { kind: 'bet'; txId: string; roundId: string; amount: bigint }
  | { kind: 'win'; txId: string; betTxId: string; amount: bigint }
  | { kind: 'rollback'; txId: string; betTxId: string };

/** The rules in a few lines: what the operator's answer and the balance must be after each callback. */
const createModel = (balance: bigint) => {
  const txs = new Map<string, string>();
  const bets = new Map<string, { amount: bigint; state: 'OPEN' | 'SETTLED' | 'ROLLED_BACK' | 'TOMBSTONE' }>();
  const fp = (e: Ev) => (e.kind === 'bet' ? `B${e.amount}${e.roundId}` : e.kind === 'win' ? `W${e.amount}${e.betTxId}` : `R${e.betTxId}`);
  const apply = (e: Ev): { ok: boolean; code?: string } => {
    const seen = txs.get(e.txId);
    if (e.kind === 'bet' && bets.get(e.txId)?.state === 'TOMBSTONE') return { ok: false, code: 'vendor.bet_rolled_back' };
    if (seen !== undefined) return seen === fp(e) ? { ok: true } : { ok: false, code: 'vendor.duplicate_transaction' };
    if (e.kind === 'bet') {
      if (e.amount > balance) return { ok: false, code: 'wallet.insufficient_funds' };
      balance -= e.amount;
      bets.set(e.txId, { amount: e.amount, state: 'OPEN' });
    } else {
      const bet = bets.get(e.betTxId);
      if (e.kind === 'win') {
        if (!bet) return { ok: false, code: 'vendor.bet_unknown' };
        if (bet.state === 'ROLLED_BACK' || bet.state === 'TOMBSTONE') return { ok: false, code: 'vendor.bet_rolled_back' };
        balance += e.amount;
        bet.state = 'SETTLED';
      } else if (!bet) {
        bets.set(e.betTxId, { amount: 0n, state: 'TOMBSTONE' });
        txs.set(e.betTxId, 'TOMBSTONE');
      } else if (bet.state === 'SETTLED') return { ok: false, code: 'vendor.bet_settled' };
      else if (bet.state === 'ROLLED_BACK') return { ok: false, code: 'vendor.bet_rolled_back' };
      else if (bet.state === 'OPEN') {
        balance += bet.amount;
        bet.state = 'ROLLED_BACK';
      }
    }
    txs.set(e.txId, fp(e));
    return { ok: true };
  };
  return { apply, balance: () => balance };
};

describe('seamless callbacks shuffled and duplicated (property)', () => {
  // Seeds that once found a bug, run every time beside a fresh one: 2048287346 sent copies of a rollback of an unknown
  // bet in an order where one copy took the tombstone another had just made for a bet of a retired month.
  const seeds = process.env.SEAMLESS_SEED ? [Number(process.env.SEAMLESS_SEED)] : [Math.floor(Math.random() * 2 ** 31), 2048287346];
  it.each(seeds)(
    'balances equal the model and the ledger invariants hold (seed %i)',
    async (seed) => {
      console.log(`seamless property seed=${seed} (rerun with SEAMLESS_SEED=${seed}) db=${testDbKind}`);
      const r = mulberry32(seed);
      const int = (n: number) => Math.floor(r() * n);
      for (let round = 0; round < 3; round++) {
        const start = BigInt(200 + int(800));
        const p = await player(t, start);
        const events: Ev[] = [];
        for (let i = 0; i < 25; i++) {
          const betTxId = `b${seed}-${round}-${i}`;
          const amount = BigInt(1 + int(150));
          events.push({ kind: 'bet', txId: betTxId, roundId: `rd${i}`, amount });
          const fate = r();
          if (fate < 0.5) events.push({ kind: 'win', txId: `w${seed}-${round}-${i}`, betTxId, amount: BigInt(int(3)) * amount });
          else if (fate < 0.8) events.push({ kind: 'rollback', txId: `r${seed}-${round}-${i}`, betTxId });
          if (r() < 0.1) events.push({ kind: 'win', txId: `w${seed}-${round}-${i}`, betTxId, amount: amount + 1n });
          if (r() < 0.1) events.push({ kind: 'bet', txId: betTxId, roundId: `rd${i}`, amount: amount + 1n });
        }
        // Shuffle (out-of-order wins, rollbacks before their bets) and duplicate about a third of the callbacks.
        const sent = events.flatMap((e) => (r() < 0.35 ? [e, e] : [e]));
        for (let i = sent.length - 1; i > 0; i--) {
          const j = int(i + 1);
          [sent[i], sent[j]] = [sent[j]!, sent[i]!];
        }
        const model = createModel(start);
        // Each callback is sent once or, as a retrying vendor would, several times at once: every copy must agree.
        for (const e of sent) {
          const copies = 1 + int(3);
          const body = { token: p.gameToken, ...e, amount: 'amount' in e ? e.amount.toString() : undefined };
          const answers = await Promise.all(Array.from({ length: copies }, () => vendorCall(t, e.kind, body)));
          const want = model.apply(e);
          for (const a of answers) {
            expect({ e: `${e.kind} ${e.txId}`, ok: a.json.success, code: a.json.code ?? undefined }).toEqual({
              e: `${e.kind} ${e.txId}`,
              ok: want.ok,
              code: want.code,
            });
          }
        }
        expect(await mainBalance(t, p.member.id)).toBe(model.balance());
        await invariants(t);
      }
    },
    120_000,
  );
});
