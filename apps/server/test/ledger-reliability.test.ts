import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { type AccountRef, type Posting, createLedgerService } from '../src/modules/ledger';
import { type TestContext, createTestApp, signIn, testDbKind } from './harness';

/**
 * The ledger races of reliability.md. PGlite has a single connection, so transactions can never overlap there and
 * these tests would prove nothing: they run on PostgreSQL only (TEST_DB=pg).
 */
const onPg = testDbKind === 'postgres';
if (!onPg) console.info('ledger reliability tests skipped: PGlite has one connection and cannot show races; run with TEST_DB=pg');

describe.skipIf(!onPg)('ledger under concurrency (PostgreSQL)', () => {
  let t: TestContext;
  let ledger: ReturnType<typeof createLedgerService>;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20' });
    ledger = createLedgerService({ db: t.dbHandle.db });
    const s = await signIn(t);
    merchantId = s.member.merchantId;
  });
  afterEach(async () => {
    await assertLedgerInvariants(t.dbHandle.db);
  });
  afterAll(() => t?.close());

  const move = (key: string, from: AccountRef, to: AccountRef, amount: bigint, kind = 'TRANSFER') =>
    ledger.transfer({
      idempotencyKey: key,
      merchantId,
      kind,
      postings: [{ account: from, amount: -amount } as Posting, { account: to, amount }],
    });
  const main = async (memberId: number) => (await ledger.balances(merchantId, memberId)).find((w) => w.wallet === 'MAIN')?.balance ?? 0n;

  it('50 concurrent debits of 10 from a balance of 100: exactly 10 succeed and the balance is 0', async () => {
    const a = (await signIn(t)).member.id;
    await move('seed-a', { system: 'DEPOSIT_CLEARING' }, { memberId: a }, 100n, 'DEPOSIT');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => move(`debit-${i}`, { memberId: a }, { system: 'GAME_BETS' }, 10n, 'BET')),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(10);
    expect(refused.map((r) => (r.reason as { code?: string }).code)).toEqual(Array(40).fill('wallet.insufficient_funds'));
    expect(await main(a)).toBe(0n);
  });

  it('1,000 crossed transfers A↔B in parallel: no error reaches a caller and the sums hold', async () => {
    const a = (await signIn(t)).member.id;
    const b = (await signIn(t)).member.id;
    await move('seed-x-a', { system: 'DEPOSIT_CLEARING' }, { memberId: a }, 1_000_000n, 'DEPOSIT');
    await move('seed-x-b', { system: 'DEPOSIT_CLEARING' }, { memberId: b }, 1_000_000n, 'DEPOSIT');
    let expectA = 1_000_000n;
    const jobs = Array.from({ length: 1000 }, (_, i) => {
      const amount = BigInt(1 + (i % 97));
      const aToB = i % 2 === 0;
      expectA += aToB ? -amount : amount;
      return aToB ? move(`x-${i}`, { memberId: a }, { memberId: b }, amount) : move(`x-${i}`, { memberId: b }, { memberId: a }, amount);
    });
    const results = await Promise.allSettled(jobs);
    const errors = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
    expect(errors).toEqual([]);
    expect(await main(a)).toBe(expectA);
    expect((await main(a)) + (await main(b))).toBe(2_000_000n);
  });

  it('a seeded random sequence with duplicates matches a simple model', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000_007);
    console.info(`ledger property test seed=${seed} (rerun with LEDGER_SEED=${seed})`);
    // mulberry32: small, seedable, good enough to pick operations.
    let s = seed >>> 0;
    const rand = () => {
      s = (s + 0x6d2b79f5) >>> 0;
      let x = s;
      x = Math.imul(x ^ (x >>> 15), x | 1);
      x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)] as T;
    const players = [(await signIn(t)).member.id, (await signIn(t)).member.id, (await signIn(t)).member.id];
    const model = new Map<number, bigint>(players.map((p) => [p, 0n]));
    const done = new Map<string, string>(); // key → body, for operations that succeeded
    const bets = new Map<string, { player: number; amount: bigint; state: 'open' | 'won' | 'rolled' }>();
    const history: { key: string; from: AccountRef; to: AccountRef; amount: bigint; kind: string }[] = [];

    const apply = async (key: string, from: AccountRef, to: AccountRef, amount: bigint, kind: string) => {
      const body = JSON.stringify([from, to, amount.toString(), kind]);
      const fromP = 'memberId' in from ? from.memberId : null;
      const toP = 'memberId' in to ? to.memberId : null;
      const prior = done.get(key);
      const expectOk = prior === body || (prior === undefined && (fromP === null || (model.get(fromP) ?? 0n) >= amount));
      let ok = false;
      try {
        const r = await move(key, from, to, amount, kind);
        ok = true;
        expect(r.replayed, key).toBe(prior !== undefined);
      } catch (err) {
        expect((err as { code?: string }).code, key).toBe('wallet.insufficient_funds');
      }
      expect(ok, `${key} seed=${seed}`).toBe(expectOk);
      if (ok && prior === undefined) {
        done.set(key, body);
        if (fromP !== null) model.set(fromP, (model.get(fromP) ?? 0n) - amount);
        if (toP !== null) model.set(toP, (model.get(toP) ?? 0n) + amount);
        history.push({ key, from, to, amount, kind });
      }
      return ok;
    };

    for (let i = 0; i < 400; i++) {
      const p = pick(players);
      const amount = BigInt(1 + Math.floor(rand() * 5000));
      const r = rand();
      if (r < 0.15 && history.length > 0) {
        const h = pick(history); // duplicate of an earlier success: same key, same body
        await apply(h.key, h.from, h.to, h.amount, h.kind);
      } else if (r < 0.3) await apply(`dep-${i}`, { system: 'DEPOSIT_CLEARING' }, { memberId: p }, amount, 'DEPOSIT');
      else if (r < 0.4) await apply(`wd-${i}`, { memberId: p }, { system: 'WITHDRAWAL_HOLD' }, amount, 'WITHDRAWAL');
      else if (r < 0.55) await apply(`tr-${i}`, { memberId: p }, { memberId: pick(players.filter((x) => x !== p)) }, amount, 'TRANSFER');
      else if (r < 0.75) {
        if (await apply(`bet-${i}`, { memberId: p }, { system: 'GAME_BETS' }, amount, 'BET'))
          bets.set(`bet-${i}`, { player: p, amount, state: 'open' });
      } else {
        const open = [...bets.entries()].filter(([, b]) => b.state === 'open');
        if (open.length === 0) continue;
        const [id, bet] = pick(open);
        if (r < 0.9) {
          await apply(`win-${id}`, { system: 'GAME_BETS' }, { memberId: bet.player }, bet.amount * 2n, 'WIN');
          bet.state = 'won';
        } else {
          await apply(`rb-${id}`, { system: 'GAME_BETS' }, { memberId: bet.player }, bet.amount, 'ROLLBACK');
          bet.state = 'rolled';
        }
      }
    }
    for (const p of players) expect(await main(p), `player ${p} seed=${seed}`).toBe(model.get(p));
  });
});
