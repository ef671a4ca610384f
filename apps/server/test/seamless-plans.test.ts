// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createTestDb } from './harness';
import { partitionIndexes } from './partition-indexes';

/**
 * The seamless functions run their lookups as cached (generic) plans on every pooled connection, planned while the
 * table may still be empty. Each lookup must then still reach its row through the index made for it: the bench found a
 * generic plan taking the (vendor, round) index for a transaction-id lookup and filtering every row of the vendor
 * (3,400 blocks per call after 15 s, a third of the database-alone throughput).
 */
describe('seamless lookups keep their index in a generic plan', () => {
  const t = { handle: undefined as unknown as Awaited<ReturnType<typeof createTestDb>>['handle'], drop: async () => {} };
  beforeAll(async () => {
    const made = await createTestDb('migrated');
    t.handle = made.handle;
    t.drop = made.drop;
  });
  afterAll(() => t.drop());

  const planOf = async (select: string, types: string, args: string) =>
    t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`PREPARE plan_probe(${types}) AS ${select}`));
      try {
        return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`EXPLAIN EXECUTE plan_probe(${args})`)))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      } finally {
        await tx.execute(sql`DEALLOCATE plan_probe`);
      }
    });

  it.each([
    ['a call replayed by its transaction id (bet, win, rollback, end of round)', 'SELECT t.state, t.fingerprint, t.response'],
    [
      'the bet a win or a rollback settles',
      'SELECT t.id, t.created_at, t.kind, t.state, t.round_id, t.game_code, t.merchant_id, t.member_id, t.amount',
    ],
  ])('%s: its (vendor, tx_id) key, then its row by id in its month', async (_name, columns) => {
    const plan = await planOf(
      `${columns} FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
        WHERE k.vendor = $1 AND k.tx_id = $2`,
      'text, text',
      `'HOUSE', 'tx-1'`,
    );
    expect(plan).toContain('vendor_transaction_keys_vendor_tx_id_pk');
    expect(plan).toMatch(/vendor_transactions_p\d{6}_pkey/);
    expect(plan).not.toMatch(/Seq Scan|Filter: .*tx_id/);
  });

  it("a round's open bets (end of round): the round index, with the round in its condition", async () => {
    const plan = await planOf(
      `SELECT t.id FROM vendor_transactions t WHERE t.vendor = $1 AND t.round_id = $2 AND t.member_id = $3 AND t.kind = 'BET' AND t.state = 'OPEN'`,
      'text, text, bigint',
      `'HOUSE', 'r-1', 1`,
    );
    // Each month's copy of the open-round index (the partitions' indexes are named by their columns).
    const months = await partitionIndexes(t.handle.db, 'vendor_transactions_open_round');
    expect(months.length).toBeGreaterThan(0);
    for (const name of months) expect(plan).toContain(`${name} on`);
    expect(plan).toMatch(/Index Cond: .*round_id/);
    expect(plan).not.toContain('Seq Scan');
  });

  // Issue 34: the transfer's account lock (`= ANY(array)`) was planned anew on every call; ledger_transfer runs generic
  // plans by its own setting, and they must still reach each row by its key.
  it('the ledger transfer runs generic plans', async () => {
    const config = rowsOf<{ proconfig: string[] | null }>(
      await t.handle.db.execute(sql`SELECT proconfig FROM pg_proc WHERE proname = 'ledger_transfer'`),
    );
    expect(config.map((r) => r.proconfig)).toEqual([['plan_cache_mode=force_generic_plan']]);
  });

  it("the transfer's account lock: the accounts' primary key", async () => {
    const plan = await planOf(
      'SELECT 1 FROM ledger_accounts a WHERE a.id = ANY($1) AND a.merchant_id = $2 ORDER BY a.id FOR UPDATE',
      'bigint[], integer',
      `'{1,2}', 1`,
    );
    expect(plan).toContain('ledger_accounts_pkey');
  });

  it("the by-round win settles each bet by the bets' primary key, and a win its bet in its month", async () => {
    const plan = await planOf(
      "UPDATE vendor_transactions t SET state = 'SETTLED' WHERE t.id = $1 AND t.state = $2 RETURNING t.tx_id",
      'bigint, text',
      `1, 'OPEN'`,
    );
    expect(plan).toMatch(/vendor_transactions_p\d{6}_pkey/);
    expect(plan).not.toContain('Seq Scan');
    const pruned = await planOf(
      "UPDATE vendor_transactions t SET state = 'SETTLED' WHERE t.id = $1 AND t.created_at = $2 AND t.state = $3",
      'bigint, timestamptz, text',
      `1, now(), 'OPEN'`,
    );
    expect(pruned).toMatch(/Subplans Removed|vendor_transactions_p\d{6}_pkey/);
  });
});
