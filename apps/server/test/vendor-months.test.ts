/** @module-tag pglite */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createSeamlessService } from '../src/modules/vendors';
import { appForFile } from './harness';
import { invariants, player, vendorCall } from './seamless-helpers';

/**
 * The vendors' transactions (bets and rounds) partitioned by month (issue 37, decision 035): a call's row in its
 * month, its (vendor, transaction id) unique for good through vendor_transaction_keys (a replay, a win, a tombstone of a
 * month long gone still answer), rows written for a month not made yet moved into it when it is, and a query by time
 * that reads its month only.
 */
const t = appForFile();

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(q))[0] as T;
const homeOf = async (txId: string) =>
  (
    await one<{ home: string | null }>(
      sql`SELECT (SELECT tableoid::regclass::text FROM vendor_transactions WHERE vendor = 'HOUSE' AND tx_id = ${txId}) AS home`,
    )
  ).home;
/** Moves a call's row to a month years back, as if it had been written then (its key follows it). */
const backdate = (txId: string) =>
  t.dbHandle.db.execute(sql`UPDATE vendor_transactions SET created_at = '2019-03-05T10:00:00Z' WHERE vendor = 'HOUSE' AND tx_id = ${txId}`);
const monthOf = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

describe('the vendors’ transactions by month', () => {
  it('writes a call in its month, and its key holds across months: a replay, a win and a duplicate of an old bet', async () => {
    const p = await player(t, 5_000n);
    const bet = { token: p.gameToken, txId: 'vm-b1', roundId: 'vm-r1', gameCode: 'HOUSE_SLOT', amount: '300' };
    expect((await vendorCall(t, 'bet', bet)).json.success).toBe(true);
    expect(await homeOf('vm-b1')).toBe(`vendor_transactions_p${monthOf(new Date())}`);
    await backdate('vm-b1');
    expect(await homeOf('vm-b1')).toBe('vendor_transactions_default');
    // The replay answers the first bet; the same id with another amount is a duplicate; the win finds its bet.
    expect((await vendorCall(t, 'bet', bet)).json).toMatchObject({ success: true });
    expect((await vendorCall(t, 'bet', { ...bet, amount: '301' })).json.code).toBe('vendor.duplicate_transaction');
    const win = await vendorCall(t, 'win', { token: p.gameToken, txId: 'vm-w1', betTxId: 'vm-b1', roundId: 'vm-r1', amount: '500' });
    expect(win.json.success).toBe(true);
    expect(await one<{ state: string }>(sql`SELECT state FROM vendor_transactions WHERE vendor = 'HOUSE' AND tx_id = 'vm-b1'`)).toEqual({
      state: 'SETTLED',
    });
    expect(await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM vendor_transactions WHERE tx_id = 'vm-b1'`)).toEqual({ n: 1 });
    await invariants(t);
  });

  it('keeps a tombstone of a month long gone: the late bet it stands for is still refused', async () => {
    const p = await player(t, 5_000n);
    const rb = await vendorCall(t, 'rollback', { token: p.gameToken, txId: 'vm-rb1', betTxId: 'vm-b2', roundId: 'vm-r2' });
    expect(rb.json.success).toBe(true);
    await backdate('vm-b2');
    const late = await vendorCall(t, 'bet', { token: p.gameToken, txId: 'vm-b2', roundId: 'vm-r2', gameCode: 'HOUSE_SLOT', amount: '300' });
    expect(late.json.code).toBe('vendor.bet_rolled_back');
    await invariants(t);
  });

  it('moves rows written for a month not made yet into it when it is made, and a query by time reads that month only', async () => {
    const p = await player(t, 0n);
    await t.dbHandle.db.execute(sql`INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, amount, state,
        fingerprint, response, created_at)
      VALUES (${p.member.merchantId}, ${p.member.id}, 'HOUSE', 'vm-future', 'BET', 'vm-r3', 100, 'SETTLED', 'x', '{}'::jsonb, '2032-07-09T08:00:00Z')`);
    expect(await homeOf('vm-future')).toBe('vendor_transactions_default');
    // Another row under a taken id, in another month, is refused as the unique index refused it.
    await expect(
      t.dbHandle.db.execute(sql`INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, amount, fingerprint, response)
        VALUES (${p.member.merchantId}, ${p.member.id}, 'HOUSE', 'vm-future', 'WIN', 1, 'y', '{}'::jsonb)`),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const seamless = createSeamlessService({ db: t.dbHandle.db, now: () => new Date('2032-07-20T00:00:00Z') });
    await Promise.all(Array.from({ length: 20 }, () => seamless.makeMonths(1)));
    expect(await homeOf('vm-future')).toBe('vendor_transactions_p203207');
    expect(await seamless.months()).toEqual(expect.arrayContaining(['vendor_transactions_p203207', 'vendor_transactions_p203208']));
    // Its key still finds it (id and time unchanged by the move).
    expect(
      await one<{ tx: string }>(sql`SELECT t.tx_id AS tx FROM vendor_transaction_keys k
        JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at WHERE k.vendor = 'HOUSE' AND k.tx_id = 'vm-future'`),
    ).toEqual({ tx: 'vm-future' });
    const plan = rowsOf<Record<string, string>>(
      await t.dbHandle.db.execute(
        sql`EXPLAIN SELECT count(*) FROM vendor_transactions WHERE created_at >= '2032-07-01T00:00:00Z' AND created_at < '2032-08-01T00:00:00Z'`,
      ),
    )
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(plan).toContain('vendor_transactions_p203207');
    expect(plan).not.toMatch(/vendor_transactions_(default|p2032(06|08))/);
  });
});
