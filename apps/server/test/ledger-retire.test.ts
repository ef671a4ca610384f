/** @module-tag pglite */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import type { Db } from '../src/db/client';
import { assertLedgerInvariants, createLedgerService, ledgerViolations } from '../src/modules/ledger';
import { createTestDb, signIn } from './harness';

/**
 * The ledger's months retired by LEDGER_RETENTION_MONTHS (issue 37, decision 035): a month that ended before the
 * retention moves whole to the `archive` schema, each account carries what its postings there summed to (so the
 * balances and the invariants hold on what stays in place), the month is entered in history_retired, its
 * idempotency keys stay taken (a replay is refused, not run again), and copies retiring at once retire it once.
 */
let made: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let clock = new Date('2031-05-14T12:00:00Z');
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

const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q));
const move = (key: string, amount: bigint, wallet?: 'MAIN') =>
  ledger.transfer({
    idempotencyKey: key,
    merchantId,
    kind: 'DEPOSIT',
    postings: [
      { account: { system: 'DEPOSIT_CLEARING' }, amount: -amount },
      { account: { memberId, ...(wallet ? { wallet } : {}) }, amount },
    ],
  });
/** Moves a transfer (its postings and key too) to `at`, as if it had been written then. */
const backdate = async (transferId: number, at: string) =>
  db.transaction(async (tx) => {
    for (const table of ['ledger_transfers', 'ledger_postings', 'ledger_transfer_keys'])
      await tx.execute(
        sql.raw(`UPDATE ${table} SET created_at = '${at}' WHERE ${table === 'ledger_transfers' ? 'id' : 'transfer_id'} = ${transferId}`),
      );
  });
const balance = async () =>
  (await rows<{ b: string }>(sql`SELECT balance::text AS b FROM ledger_accounts WHERE member_id = ${memberId} AND code = 'MAIN'`))[0]!.b;

describe('the ledger’s months retired by their retention', () => {
  it('moves the months past the retention to the archive, carries their sums, and keeps every invariant', async () => {
    clock = new Date('2031-01-10T00:00:00Z');
    await ledger.makeMonths(5);
    // Two transfers in January 2031, one in February, one in May (this month).
    const jan1 = await move('retire:jan1', 1_000n);
    const jan2 = await move('retire:jan2', 250n);
    const feb = await move('retire:feb', 400n);
    const may = await move('retire:may', 75n);
    await backdate(jan1.transferId, '2031-01-05T10:00:00Z');
    await backdate(jan2.transferId, '2031-01-31T23:59:59Z');
    await backdate(feb.transferId, '2031-02-01T00:00:00Z');
    await backdate(may.transferId, '2031-05-02T08:00:00Z');
    clock = new Date('2031-05-14T12:00:00Z');
    const before = await balance();

    // Three whole months kept besides May: February, March, April stay; January goes, and the months before it (the
    // seeded database's, made when it was).
    const due = (await ledger.months()).postings.filter((m) => m <= 'ledger_postings_p203101');
    expect(due.at(-1)).toBe('ledger_postings_p203101');
    const retired = await Promise.all(Array.from({ length: 20 }, () => ledger.retireMonths(3)));
    expect(retired.flat()).toEqual(due);
    expect((await ledger.months()).postings[0]).toBe('ledger_postings_p203102');
    expect(await balance()).toBe(before);
    const carried = await rows<{ amount: string; postings: string }>(
      sql`SELECT c.amount::text AS amount, c.postings::text AS postings FROM ledger_carried c JOIN ledger_accounts a ON a.id = c.account_id
        WHERE a.member_id = ${memberId} AND a.code = 'MAIN'`,
    );
    expect(carried).toEqual([{ amount: '1250', postings: '2' }]);
    // The month is whole in the archive, and out of the ledger.
    const archived = await rows<{ t: string; p: string }>(
      sql`SELECT (SELECT count(*) FROM archive.ledger_transfers_p203101)::text AS t, (SELECT count(*) FROM archive.ledger_postings_p203101)::text AS p`,
    );
    expect(archived[0]).toMatchObject({ t: expect.any(String), p: expect.any(String) });
    expect(Number(archived[0]!.p)).toBe(2 * Number(archived[0]!.t));
    expect(await rows(sql`SELECT id FROM ledger_transfers WHERE id IN (${jan1.transferId}, ${jan2.transferId})`)).toEqual([]);
    expect(await rows(sql`SELECT id FROM ledger_transfers WHERE id = ${feb.transferId}`)).toHaveLength(1);
    const register = await rows<{ table_name: string; partition: string; rows_kept: number }>(
      sql`SELECT table_name, partition, rows_kept FROM history_retired WHERE partition LIKE '%p203101' ORDER BY table_name`,
    );
    expect(register.map((r) => [r.table_name, r.partition])).toEqual([
      ['ledger_postings', 'ledger_postings_p203101'],
      ['ledger_transfers', 'ledger_transfers_p203101'],
    ]);
    await assertLedgerInvariants(db);
  });

  it('would break the balance rule without what the accounts carried', async () => {
    const saved = await rows<{ account_id: number; amount: string; postings: number; through: string }>(
      sql`SELECT account_id, amount::text AS amount, postings, through::text AS through FROM ledger_carried`,
    );
    await db.execute(sql`DELETE FROM ledger_carried`);
    expect((await ledgerViolations(db)).map((v) => v.rule)).toContain('balance equals sum of postings');
    for (const c of saved)
      await db.execute(
        sql`INSERT INTO ledger_carried (account_id, amount, postings, through) VALUES (${c.account_id}, ${c.amount}::bigint, ${c.postings}, ${c.through}::timestamptz)`,
      );
    await assertLedgerInvariants(db);
  });

  it('keeps a retired transfer’s key taken: its replay is refused, and the money moves on', async () => {
    const before = await balance();
    await expect(move('retire:jan1', 1_000n)).rejects.toMatchObject({ code: 'ledger.idempotency_conflict' });
    expect(await balance()).toBe(before);
    const next = await move('retire:after', 10n);
    expect(next.replayed).toBe(false);
    expect(BigInt(await balance())).toBe(BigInt(before) + 10n);
    // Retiring again retires nothing more; a later retention takes February and carries on from January's sums.
    expect(await ledger.retireMonths(3)).toEqual([]);
    expect(await ledger.retireMonths(2)).toEqual(['ledger_postings_p203102']);
    const carried = await rows<{ amount: string }>(
      sql`SELECT c.amount::text AS amount FROM ledger_carried c JOIN ledger_accounts a ON a.id = c.account_id WHERE a.member_id = ${memberId} AND a.code = 'MAIN'`,
    );
    expect(carried).toEqual([{ amount: '1650' }]);
    await assertLedgerInvariants(db);
  });

  it('every retire function waits 2 s at most for a partition lock, and leaves the caller its own setting', async () => {
    const config = await rows<{ name: string; config: string[] | null }>(
      sql`SELECT proname AS name, proconfig AS config FROM pg_proc WHERE proname IN
        ('ledger_months_retire', 'vendor_months_retire', 'audit_months_retire', 'events_partitions_retire') ORDER BY proname`,
    );
    expect(config.map((c) => [c.name, c.config])).toEqual([
      ['audit_months_retire', ['lock_timeout=2s']],
      ['events_partitions_retire', ['lock_timeout=2s']],
      ['ledger_months_retire', ['lock_timeout=2s']],
      ['vendor_months_retire', ['lock_timeout=2s']],
    ]);
    const after = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '7s'`);
      await tx.execute(sql`SELECT ledger_months_retire(${new Date('2020-01-01T00:00:00Z').toISOString()}::timestamptz)`);
      return rowsOf<{ lock_timeout: string }>(await tx.execute(sql`SHOW lock_timeout`))[0]?.lock_timeout;
    });
    expect(after).toBe('7s');
  });
});
