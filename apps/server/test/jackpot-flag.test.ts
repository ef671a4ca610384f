import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { type TestContext, createTestApp } from './harness';
import { invariants, player } from './seamless-helpers';

/**
 * Issue 33: seamless_bet looks a jackpot pool up only for a game whose row says it feeds one (games.jackpot). The flag
 * is kept by triggers, so it follows every change of the pools and of the games, and a bet contributes exactly as
 * when every bet looked the pools up (decision 033).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(query));
/** Games whose flag differs from what the pools say (none when the triggers kept it). */
const drift = () =>
  q<{ id: number }>(sql`SELECT g.id FROM games g WHERE g.jackpot IS DISTINCT FROM EXISTS (SELECT 1 FROM jackpot_pools p
    WHERE p.merchant_id = g.merchant_id AND p.vendor = g.vassalage AND p.enabled AND p.game_codes ? g.game_code)`);
const flagOf = async (vendor: string, code: string) =>
  (
    await q<{ jackpot: boolean }>(sql`SELECT jackpot FROM games WHERE vassalage = ${vendor} AND game_code = ${code}
    AND merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`)
  )[0]?.jackpot;
const housePool = async () =>
  (
    await q<{ id: number }>(sql`SELECT id FROM jackpot_pools WHERE vendor = 'HOUSE'
    AND merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO') ORDER BY id LIMIT 1`)
  )[0]?.id as number;
const slotBet = async (p: Awaited<ReturnType<typeof player>>) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/wps/house/play',
    headers: { ...p.headers, 'content-type': 'application/json' },
    payload: { token: p.gameToken, clientSeed: 'flag-seed', bet: { game: 'slot', stake: 500, lines: 20 } },
  });
  expect(r.statusCode, r.body).toBe(200);
};
const contributions = async (memberId: number) =>
  Number(
    (
      await q<{ n: number }>(sql`SELECT count(j.id)::int AS n FROM ledger_transfers b
        JOIN ledger_postings bp ON bp.transfer_id = b.id
        JOIN ledger_accounts ma ON ma.id = bp.account_id AND ma.member_id = ${memberId}
        JOIN ledger_transfers j ON j.merchant_id = b.merchant_id AND j.idempotency_key = 'jp:' || b.idempotency_key
        WHERE b.kind = 'GAME_BET'`)
    )[0]?.n,
  );

describe('games.jackpot: which bets look a pool up', () => {
  it('the seeded games are flagged exactly where an enabled pool lists them', async () => {
    expect(await drift()).toEqual([]);
    expect(await flagOf('HOUSE', 'HOUSE_SLOT')).toBe(true);
    expect(await flagOf('HOUSE', 'HOUSE_DICE')).toBe(false);
  });

  it('follows a pool switched off and on: a slot bet then contributes nothing, then again its share', async () => {
    const pool = await housePool();
    const p = await player(t, 100_000n);
    await t.dbHandle.db.execute(sql`UPDATE jackpot_pools SET enabled = false WHERE id = ${pool}`);
    expect(await flagOf('HOUSE', 'HOUSE_SLOT')).toBe(false);
    await slotBet(p);
    expect(await contributions(p.member.id)).toBe(0);
    await t.dbHandle.db.execute(sql`UPDATE jackpot_pools SET enabled = true WHERE id = ${pool}`);
    expect(await flagOf('HOUSE', 'HOUSE_SLOT')).toBe(true);
    await slotBet(p);
    expect(await contributions(p.member.id)).toBe(1);
    expect(await drift()).toEqual([]);
    await invariants(t);
  });

  it('follows a pool’s games, a pool added and removed, and a game written after its pool', async () => {
    const pool = await housePool();
    await t.dbHandle.db.execute(sql`UPDATE jackpot_pools SET game_codes = '["HOUSE_SLOT","HOUSE_DICE"]'::jsonb WHERE id = ${pool}`);
    expect(await flagOf('HOUSE', 'HOUSE_DICE')).toBe(true);
    await t.dbHandle.db.execute(sql`UPDATE jackpot_pools SET game_codes = '["HOUSE_SLOT"]'::jsonb WHERE id = ${pool}`);
    expect(await flagOf('HOUSE', 'HOUSE_DICE')).toBe(false);
    const [added] = await q<{ id: number }>(sql`INSERT INTO jackpot_pools (merchant_id, vendor, name, contribution_bps, game_codes)
      SELECT merchant_id, 'HOUSE', '{"en":"Dice","ur":"Dice"}'::jsonb, 50, '["HOUSE_DICE","HOUSE_NEW"]'::jsonb
      FROM jackpot_pools WHERE id = ${pool} RETURNING id`);
    expect(await flagOf('HOUSE', 'HOUSE_DICE')).toBe(true);
    // A game the catalogue writes after its pool: flagged as it is inserted.
    await t.dbHandle.db.execute(sql`INSERT INTO games (merchant_id, vendor_id, vassalage, category, game_code, game_name, display_name, search_text)
      SELECT merchant_id, vendor_id, vassalage, category, 'HOUSE_NEW', 'New', display_name, 'new' FROM games WHERE game_code = 'HOUSE_DICE'
      AND merchant_id = (SELECT merchant_id FROM jackpot_pools WHERE id = ${pool})`);
    expect(await flagOf('HOUSE', 'HOUSE_NEW')).toBe(true);
    await t.dbHandle.db.execute(sql`DELETE FROM jackpot_pools WHERE id = ${added?.id}`);
    expect(await flagOf('HOUSE', 'HOUSE_DICE')).toBe(false);
    expect(await flagOf('HOUSE', 'HOUSE_NEW')).toBe(false);
    expect(await drift()).toEqual([]);
  });
});
