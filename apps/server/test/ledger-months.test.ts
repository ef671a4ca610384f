/** @module-tag pglite */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import type { Db } from '../src/db/client';
import { assertLedgerInvariants, createLedgerService } from '../src/modules/ledger';
import { createTestDb, signIn } from './harness';

/**
 * The ledger's transfers and postings partitioned by month (issue 37, decision 035): the months made ahead by a job,
 * a transfer's rows in its month, idempotency keys that hold across months (ledger_transfer_keys), rows written for a
 * month not made yet moved into it when it is (the postings' foreign key checked at commit), and a query by time that
 * reads its month only.
 */
let made: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let clock = new Date();
let ledger: ReturnType<typeof createLedgerService>;
let merchantId: number;
let memberId: number;
beforeAll(async () => {
  made = await createTestDb('seeded');
  db = made.handle.db;
  ledger = createLedgerService({ db, now: () => clock });
  const who = await signIn({ dbHandle: made.handle });
  memberId = who.member.id;
  merchantId = who.member.merchantId;
});
afterAll(() => made?.drop());

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0] as T;
const homes = async (transferId: number) =>
  one<{
    t: string;
    p: string;
  }>(sql`SELECT (SELECT string_agg(DISTINCT tableoid::regclass::text, ',') FROM ledger_transfers WHERE id = ${transferId}) AS t,
      (SELECT string_agg(DISTINCT tableoid::regclass::text, ',') FROM ledger_postings WHERE transfer_id = ${transferId}) AS p`);
const deposit = (key: string, amount: bigint) =>
  ledger.transfer({
    idempotencyKey: key,
    merchantId,
    kind: 'DEPOSIT',
    postings: [
      { account: { system: 'DEPOSIT_CLEARING' }, amount: -amount },
      { account: { memberId }, amount },
    ],
  });
const monthOf = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

describe('the ledger by month', () => {
  it('has this month and three ahead made, and writes a transfer and its postings in its month', async () => {
    const { months } = await ledger.makeMonths();
    expect(months.filter((m) => m.startsWith('ledger_transfers_'))).toHaveLength(4);
    const r = await deposit('months:first', 1_000n);
    const month = monthOf(r.createdAt);
    expect(await homes(r.transferId)).toEqual({ t: `ledger_transfers_p${month}`, p: `ledger_postings_p${month}` });
    await assertLedgerInvariants(db);
  });

  it('keeps an idempotency key taken across months: a replay of a transfer of an earlier month answers it', async () => {
    const r = await deposit('months:old', 2_500n);
    // The transfer moved back into a month long gone (its key's time with it), as if it had been written then.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET CONSTRAINTS ALL DEFERRED`);
      for (const table of ['ledger_transfers', 'ledger_postings', 'ledger_transfer_keys'])
        await tx.execute(
          sql.raw(
            `UPDATE ${table} SET created_at = '2019-03-05T10:00:00Z' WHERE ${table === 'ledger_transfers' ? 'id' : 'transfer_id'} = ${r.transferId}`,
          ),
        );
    });
    expect(await homes(r.transferId)).toEqual({ t: 'ledger_transfers_default', p: 'ledger_postings_default' });
    const again = await deposit('months:old', 2_500n);
    expect(again).toMatchObject({ transferId: r.transferId, replayed: true });
    expect(again.postings.map((p) => p.amount)).toEqual([-2_500n, 2_500n]);
    await expect(deposit('months:old', 2_600n)).rejects.toMatchObject({ code: 'ledger.idempotency_conflict' });
    await assertLedgerInvariants(db);
  });

  it('moves rows written for a month not made yet into it when it is made, and a query by time reads that month only', async () => {
    // The lottery's set-based credit writes at the time it is given: a month years ahead, caught by the default partitions.
    await db.execute(sql`SELECT lottery_credit(${merchantId}, 'LOTTERY_WIN', 'months:lt:', 'draw', ARRAY[91]::bigint[],
      ARRAY[${memberId}]::bigint[], ARRAY[700]::bigint[], 4, '2032-07-09T08:00:00Z'::timestamptz)`);
    const { transfer_id: id } = await one<{ transfer_id: number }>(
      sql`SELECT transfer_id FROM ledger_transfer_keys WHERE merchant_id = ${merchantId} AND idempotency_key = 'months:lt:91'`,
    );
    expect(await homes(id)).toEqual({ t: 'ledger_transfers_default', p: 'ledger_postings_default' });
    clock = new Date('2032-07-20T00:00:00Z');
    await Promise.all(Array.from({ length: 20 }, () => ledger.makeMonths(1)));
    expect(await homes(id)).toEqual({ t: 'ledger_transfers_p203207', p: 'ledger_postings_p203207' });
    expect((await ledger.months()).postings).toEqual(expect.arrayContaining(['ledger_postings_p203207', 'ledger_postings_p203208']));
    const plan = rowsOf<Record<string, string>>(
      await db.execute(
        sql`EXPLAIN SELECT sum(amount) FROM ledger_postings WHERE created_at >= '2032-07-01T00:00:00Z' AND created_at < '2032-08-01T00:00:00Z'`,
      ),
    )
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(plan).toContain('ledger_postings_p203207');
    expect(plan).not.toMatch(/ledger_postings_(default|p2032(06|08))/);
    await assertLedgerInvariants(db);
  });
});
