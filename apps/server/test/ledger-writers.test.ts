// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { ledgerViolations } from '../src/modules/ledger';
import { createTestApp, fund, OPS, signIn, type TestContext } from './harness';
import { count, lotteryBet, makeDraw, makeGame } from './lottery-helpers';

/**
 * The ledger has two writers of transfers and postings (docs/decisions/006, 011): `ledger_transfer` (one transfer,
 * every money path) and `lottery_credit` (lottery payouts and refunds, set-based). One invariant check covers both:
 * postings sum to zero per transfer and per currency, balances equal the sum of their postings, the before/after chain
 * holds. This file holds the list of writers to the code, runs both, and shows the check failing on a broken row of
 * either.
 */
const src = path.resolve(import.meta.dirname, '../src');
const writersOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : writersOf(p);
    if (!/\.(sql|ts)$/.test(e.name) || /\.test\.ts$/.test(e.name)) return [];
    return /INSERT INTO ledger_(postings|transfers)\b/i.test(fs.readFileSync(p, 'utf8')) ? [path.relative(src, p)] : [];
  });

describe('the ledger: two writers, one invariant', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('only ledger_transfer and lottery_credit write transfers and postings', () => {
    expect(writersOf(src).sort()).toEqual(['db/functions/ledger_transfer.sql', 'db/functions/lottery_credit.sql']);
  });

  /** A bet through ledger_transfer, and its refund through lottery_credit (a voided draw). */
  const betAndRefund = async () => {
    const game = await makeGame(t, { format: 'VN_NORTH' });
    const drawId = await makeDraw(t, game);
    const a = await signIn(t);
    await fund(t, a.member, 20_000n);
    const bet = await lotteryBet(t, a.headers, { gameCode: game.code, drawId, bets: [{ betType: 'LO2', numbers: ['10'], stake: '5000' }] });
    expect(bet.statusCode).toBe(200);
    const v = await t.app.inject({
      method: 'POST',
      url: `/ops/v1/merchants/DEMO/lottery/draws/${drawId}/void`,
      headers: OPS,
      payload: { reason: 'station cancelled' },
    });
    expect(v.statusCode).toBe(200);
    return { game, member: a.member };
  };

  it('rows of both writers keep every invariant', async () => {
    const { game } = await betAndRefund();
    expect(
      await count(t, sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'LOTTERY_BET' AND ref LIKE ${`${game.code}:%`}`),
    ).toBe(1);
    expect(
      await count(t, sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'LOTTERY_REFUND' AND ref LIKE ${`${game.code}:%`}`),
    ).toBe(1);
    expect(await ledgerViolations(t.dbHandle.db)).toEqual([]);
  });

  it('the check fails on a broken posting of either writer (shown inside a transaction rolled back)', async () => {
    const { game } = await betAndRefund();
    for (const kind of ['LOTTERY_BET', 'LOTTERY_REFUND']) {
      const broken = await t.dbHandle.db
        .transaction(async (tx) => {
          const id = rowsOf<{ id: number }>(
            await tx.execute(sql`SELECT p.id FROM ledger_postings p JOIN ledger_transfers x ON x.id = p.transfer_id
              WHERE x.kind = ${kind} AND x.ref LIKE ${`${game.code}:%`} ORDER BY p.id LIMIT 1`),
          )[0]?.id;
          expect(id).toBeDefined();
          await tx.execute(sql`UPDATE ledger_postings SET amount = amount + 1, balance_after = balance_after + 1 WHERE id = ${id}`);
          const rules = (await ledgerViolations(tx)).map((v) => v.rule);
          throw Object.assign(new Error('roll back'), { rules });
        })
        .catch((err: { rules?: string[] }) => err.rules ?? [String(err)]);
      expect(broken).toEqual(expect.arrayContaining(['sum per transfer is zero', 'balance equals sum of postings']));
    }
    expect(await ledgerViolations(t.dbHandle.db)).toEqual([]);
  });
});
