// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp, signIn } from '../../../test/harness';
import { assertLedgerInvariants, ledgerViolations } from './ledger.invariants';
import { createLedgerService } from './ledger.service';

let t: TestContext;
let ledger: ReturnType<typeof createLedgerService>;
let demoId: number;
let acmeId: number;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedgerService({ db: t.dbHandle.db });
  const { merchants } = await import('../../db/schema');
  const rows = await t.dbHandle.db.select().from(merchants);
  demoId = rows.find((m) => m.code === 'DEMO')?.id as number;
  acmeId = rows.find((m) => m.code === 'ACME')?.id as number;
});
afterEach(async () => {
  await assertLedgerInvariants(t.dbHandle.db);
});
afterAll(() => t?.close());

const deposit = (memberId: number, amount: bigint, key: string, merchantId = demoId) =>
  ledger.transfer({
    idempotencyKey: key,
    merchantId,
    kind: 'DEPOSIT',
    postings: [
      { account: { system: 'DEPOSIT_CLEARING' }, amount: -amount },
      { account: { memberId }, amount },
    ],
  });

const main = async (memberId: number, merchantId = demoId) =>
  (await ledger.balances(merchantId, memberId)).find((w) => w.wallet === 'MAIN')?.balance ?? 0n;

describe('ledger transfers', () => {
  it('moves money with balanced postings and records balance before and after', async () => {
    const a = await signIn(t);
    const r = await deposit(a.member.id, 10_000n, 'dep-1');
    expect(r.replayed).toBe(false);
    const [clearing, wallet] = r.postings;
    expect(clearing).toMatchObject({ amount: -10_000n, code: 'DEPOSIT_CLEARING', memberId: null });
    expect((clearing?.balanceAfter ?? 0n) - (clearing?.balanceBefore ?? 0n)).toBe(-10_000n);
    expect(wallet).toMatchObject({ amount: 10_000n, balanceBefore: 0n, balanceAfter: 10_000n, memberId: a.member.id, code: 'MAIN' });
    const r2 = await deposit(a.member.id, 5_00n, 'dep-2');
    expect(r2.postings[1]).toMatchObject({ balanceBefore: 10_000n, balanceAfter: 10_500n });
    expect(await main(a.member.id)).toBe(10_500n);
  });

  it('a replay answers the first result and moves nothing; the same key with another body is refused', async () => {
    const a = await signIn(t);
    const first = await deposit(a.member.id, 700n, 'dep-replay');
    const again = await deposit(a.member.id, 700n, 'dep-replay');
    expect(again.replayed).toBe(true);
    expect(again.transferId).toBe(first.transferId);
    expect(again.postings).toEqual(first.postings);
    await expect(deposit(a.member.id, 701n, 'dep-replay')).rejects.toMatchObject({ code: 'ledger.idempotency_conflict' });
    expect(await main(a.member.id)).toBe(700n);
  });

  it('refuses to take a member wallet below zero and writes nothing', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    await deposit(a.member.id, 100n, 'dep-small');
    const before = await ledgerViolations(t.dbHandle.db);
    await expect(
      ledger.transfer({
        idempotencyKey: 'too-much',
        merchantId: demoId,
        kind: 'TRANSFER',
        postings: [
          { account: { memberId: a.member.id }, amount: -101n },
          { account: { memberId: b.member.id }, amount: 101n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'wallet.insufficient_funds' });
    expect(await main(a.member.id)).toBe(100n);
    expect(await main(b.member.id)).toBe(0n);
    expect(await ledger.byKey(demoId, 'too-much')).toBeNull();
    expect(before).toEqual([]);
  });

  it('refuses postings that do not sum to zero, fewer than two, or zero amounts', async () => {
    const a = await signIn(t);
    const bad = [
      [{ account: { memberId: a.member.id }, amount: 5n }],
      [
        { account: { memberId: a.member.id }, amount: 5n },
        { account: { system: 'ADJUSTMENT' as const }, amount: -4n },
      ],
      [
        { account: { memberId: a.member.id }, amount: 0n },
        { account: { system: 'ADJUSTMENT' as const }, amount: 0n },
      ],
    ];
    for (const [i, postings] of bad.entries()) {
      await expect(ledger.transfer({ idempotencyKey: `bad-${i}`, merchantId: demoId, kind: 'ADJUST', postings })).rejects.toMatchObject({
        code: 'ledger.invalid',
      });
    }
    expect(await ledger.byKey(demoId, 'bad-1')).toBeNull();
  });

  it("never opens an account for another merchant's member", async () => {
    const acmeMember = await signIn(t, { merchant: 'ACME' });
    await expect(deposit(acmeMember.member.id, 100n, 'cross')).rejects.toMatchObject({ code: 'resource.not_found' });
    await deposit(acmeMember.member.id, 100n, 'cross', acmeId);
    expect(await main(acmeMember.member.id, acmeId)).toBe(100n);
    expect(await ledger.balances(demoId, acmeMember.member.id)).toEqual([]);
  });

  it('keeps vendor wallets apart from the main wallet', async () => {
    const a = await signIn(t);
    await deposit(a.member.id, 1_000n, 'dep-v');
    await ledger.transfer({
      idempotencyKey: 'to-vendor',
      merchantId: demoId,
      kind: 'WALLET_TRANSFER',
      postings: [
        { account: { memberId: a.member.id }, amount: -400n },
        { account: { memberId: a.member.id, wallet: 'PG' }, amount: 400n },
      ],
    });
    expect(await ledger.balances(demoId, a.member.id)).toEqual([
      { wallet: 'MAIN', balance: 600n },
      { wallet: 'PG', balance: 400n },
    ]);
  });

  it('the invariant check notices a tampered balance', async () => {
    const a = await signIn(t);
    await deposit(a.member.id, 50n, 'dep-tamper');
    await t.dbHandle.exec(`UPDATE ledger_accounts SET balance = balance + 1 WHERE member_id = ${a.member.id}`);
    const v = await ledgerViolations(t.dbHandle.db);
    expect(v.map((x) => x.rule)).toContain('balance equals sum of postings');
    await t.dbHandle.exec(`UPDATE ledger_accounts SET balance = balance - 1 WHERE member_id = ${a.member.id}`);
  });
});
