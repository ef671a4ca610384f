/** @module-tag pglite */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { createRecordsRepo } from '../src/modules/records/records.repo';
import { createTestDb, signIn } from './harness';

/**
 * The betting record's join of a house bet to its round (`HR<id>`) holds whatever plan PostgreSQL picks: a hash join
 * computes its key from every bet, and another vendor's round id (not a number after `HR`) must not reach the cast.
 * The record broke this way once a day's range spanned two months of the bets (a plan change at a month's turn).
 */
let made: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  made = await createTestDb('seeded');
});
afterAll(() => made?.drop());

describe('the betting record’s house-round join', () => {
  it('answers with every join method, bets of other vendors with round ids of any shape included', async () => {
    const db = made.handle.db;
    const who = await signIn({ dbHandle: made.handle });
    const { id: memberId, merchantId } = who.member;
    for (const [vendor, tx, round] of [
      ['HOUSE', 'rj-h1', 'HR12'],
      ['PG', 'rj-p1', 'Nbf8a6ee1'],
      ['PG', 'rj-p2', 'HRb96105e'],
    ])
      await db.execute(sql`INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, game_code, amount, state,
          fingerprint, response) VALUES (${merchantId}, ${memberId}, ${vendor}, ${tx}, 'BET', ${round}, 'G1', 100, 'OPEN', 'x', '{}'::jsonb)`);
    const filter = { merchantId, memberId, from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000) };
    for (const off of [
      ['enable_nestloop', 'enable_mergejoin'],
      ['enable_nestloop', 'enable_hashjoin'],
      ['enable_hashjoin', 'enable_mergejoin'],
    ])
      await db.transaction(async (tx) => {
        for (const setting of off) await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
        const page = await createRecordsRepo(tx as unknown as Db).page(filter, 20, 0);
        expect(
          JSON.stringify(page)
            .match(/rj-[hp][12]/g)
            ?.sort(),
        ).toEqual(['rj-h1', 'rj-p1', 'rj-p2']);
      });
  });
});
