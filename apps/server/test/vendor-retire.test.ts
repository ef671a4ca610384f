/** @module-tag pglite */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createSeamlessService } from '../src/modules/vendors';
import { appForFile } from './harness';
import { invariants, mainBalance, player, vendorCall } from './seamless-helpers';

/**
 * The vendors' transactions retired by BETS_RETENTION_MONTHS (issue 37, decision 035): a month that ended before the
 * retention moves whole to the `archive` schema unless it holds an open bet; its transaction ids stay taken, so a call
 * under one (a replay, a late bet its tombstone stood for) is refused and moves no money, and a rollback of a retired
 * bet is refused as settled; copies retiring at once retire each month once.
 */
const t = appForFile();
let clock = new Date('2031-01-05T00:00:00Z');
const seamless = () => createSeamlessService({ db: t.dbHandle.db, now: () => clock });

const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(q));
/** Moves calls' rows to `at`, as if they had been written then (their keys follow them). */
const backdate = (at: string, ...txIds: string[]) =>
  t.dbHandle.db.execute(
    sql`UPDATE vendor_transactions SET created_at = ${at}::timestamptz WHERE vendor = 'HOUSE' AND tx_id IN (${sql.join(
      txIds.map((x) => sql`${x}`),
      sql`, `,
    )})`,
  );
const homeOf = async (txId: string) =>
  (
    await rows<{ home: string }>(
      sql`SELECT tableoid::regclass::text AS home FROM vendor_transactions WHERE vendor = 'HOUSE' AND tx_id = ${txId}`,
    )
  )[0]?.home ?? null;

describe('the vendors’ transactions retired by their retention', () => {
  it('retires a month past the retention to the archive, keeps a month with an open bet, and keeps its ids taken', async () => {
    await seamless().makeMonths(6);
    const p = await player(t, 5_000n);
    const bet = { token: p.gameToken, txId: 'vr-b1', roundId: 'vr-r1', gameCode: 'HOUSE_SLOT', amount: '300' };
    const win = { token: p.gameToken, txId: 'vr-w1', betTxId: 'vr-b1', roundId: 'vr-r1', amount: '500' };
    expect((await vendorCall(t, 'bet', bet)).json.success).toBe(true);
    expect((await vendorCall(t, 'win', win)).json.success).toBe(true);
    // A rollback of a bet never seen leaves its tombstone; a bet left open in February.
    expect((await vendorCall(t, 'rollback', { token: p.gameToken, txId: 'vr-rb2', betTxId: 'vr-b2', roundId: 'vr-r2' })).json.success).toBe(
      true,
    );
    const open = { token: p.gameToken, txId: 'vr-b3', roundId: 'vr-r3', gameCode: 'HOUSE_SLOT', amount: '100' };
    expect((await vendorCall(t, 'bet', open)).json.success).toBe(true);
    await backdate('2031-01-10T10:00:00Z', 'vr-b1', 'vr-w1', 'vr-rb2', 'vr-b2');
    await backdate('2031-02-03T10:00:00Z', 'vr-b3');
    expect(await homeOf('vr-b1')).toBe('vendor_transactions_p203101');
    expect(await homeOf('vr-b3')).toBe('vendor_transactions_p203102');

    // July: four whole months kept besides it (March to June); January goes, February holds an open bet and stays.
    clock = new Date('2031-07-15T12:00:00Z');
    const retired = (await Promise.all(Array.from({ length: 20 }, () => seamless().retireMonths(4)))).flat();
    expect(retired).toContain('vendor_transactions_p203101');
    expect(retired).not.toContain('vendor_transactions_p203102');
    expect(retired.filter((m) => m === 'vendor_transactions_p203101')).toHaveLength(1);
    expect(await homeOf('vr-b1')).toBeNull();
    expect(await rows(sql`SELECT tx_id FROM archive.vendor_transactions_p203101 WHERE tx_id LIKE 'vr-%' ORDER BY tx_id`)).toEqual([
      { tx_id: 'vr-b1' },
      { tx_id: 'vr-b2' },
      { tx_id: 'vr-rb2' },
      { tx_id: 'vr-w1' },
    ]);
    expect(
      await rows(sql`SELECT table_name, rows_kept > 0 AS kept FROM history_retired WHERE partition = 'vendor_transactions_p203101'`),
    ).toEqual([{ table_name: 'vendor_transactions', kept: true }]);

    // Every id of the retired month stays taken, and nothing moves money.
    const before = await mainBalance(t, p.member.id);
    expect((await vendorCall(t, 'bet', bet)).json.code).toBe('vendor.duplicate_transaction');
    expect((await vendorCall(t, 'win', win)).json.code).toBe('vendor.duplicate_transaction');
    const lateBet = { token: p.gameToken, txId: 'vr-b2', roundId: 'vr-r2', gameCode: 'HOUSE_SLOT', amount: '300' };
    expect((await vendorCall(t, 'bet', lateBet)).json.code).toBe('vendor.duplicate_transaction');
    const rollback = { token: p.gameToken, txId: 'vr-rb9', betTxId: 'vr-b1', roundId: 'vr-r1' };
    expect((await vendorCall(t, 'rollback', rollback)).json.code).toBe('vendor.bet_settled');
    expect(await mainBalance(t, p.member.id)).toBe(before);
    await invariants(t);

    // The open bet's round ends; its month then retires too.
    expect(
      (await vendorCall(t, 'win', { token: p.gameToken, txId: 'vr-w3', betTxId: 'vr-b3', roundId: 'vr-r3', amount: '0' })).json.success,
    ).toBe(true);
    expect(await seamless().retireMonths(4)).toEqual(['vendor_transactions_p203102']);
    expect(await homeOf('vr-b3')).toBeNull();
    await invariants(t);
  });
});
