import { jackpotValue } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { H, type TestContext, createTestApp } from './harness';
import { houseGameId, invariants, player } from './seamless-helpers';

/**
 * Issue 35 item 4: VIS_getJackpot answered 404. A jackpot game's bet puts a share of its stake into its pool through
 * the ledger, in the bet's own transaction; the call answers each pool's money and the games feeding it.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const pools = async (q = '') =>
  jackpotValue.parse((await t.app.inject({ url: `/wps/relay/VIS_getJackpot?${q}`, headers: H() })).json().value).list;
const housePool = async () => {
  const p = (await pools('vassalage=HOUSE'))[0];
  if (!p) throw new Error('no house pool');
  return p;
};

describe('VIS_getJackpot and the pools', () => {
  it('lists the house pool (the house slot feeds it) and the vendors’ pools of their JP games', async () => {
    const list = await pools();
    const house = list.find((p) => p.vendor === 'HOUSE');
    expect(house).toMatchObject({ contributionBps: 100, currency: 'PKR' });
    const demo = rowsOf<{ id: number }>(await t.dbHandle.db.execute(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]?.id;
    expect(house?.nodeIds).toEqual([await houseGameId(t, 'HOUSE_SLOT', Number(demo))]);
    const vendors = list.filter((p) => p.vendor !== 'HOUSE');
    expect(vendors.length).toBeGreaterThan(0);
    for (const p of vendors) {
      expect(p.nodeIds.length).toBeGreaterThan(0);
      const sub = rowsOf<{ s: string }>(
        await t.dbHandle.db.execute(sql`SELECT DISTINCT sub_type AS s FROM games WHERE id IN ${sql.raw(`(${p.nodeIds.join(',')})`)}`),
      );
      expect(sub.map((r) => r.s)).toEqual(['JP']);
    }
    expect((await pools('vassalage=NOPE')).length).toBe(0);
    expect((await t.app.inject({ url: '/wps/relay/VIS_getJackpot?vassalage=bad-code!', headers: H() })).statusCode).toBe(400);
  });

  it('each house slot stake puts 1 % into the pool, in the bet’s own ledger transaction, and the ledger stays balanced', async () => {
    const before = BigInt((await housePool()).amount);
    const p = await player(t, 100_000n);
    let shares = 0n;
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/wps/house/play',
        headers: { ...p.headers, 'content-type': 'application/json' },
        payload: { token: p.gameToken, clientSeed: 'jp-seed', bet: { game: 'slot', stake: 500, lines: 20 } },
      });
      expect(r.statusCode, r.body).toBe(200);
      shares += (BigInt(r.json().value.stake) * 100n) / 10_000n;
    }
    expect(shares).toBeGreaterThan(0n);
    expect(BigInt((await housePool()).amount) - before).toBe(shares);
    // Each contribution was written with its bet: one transaction (the same transaction time), one per stake.
    const pairs = rowsOf<{ bet: string; jp: string | null; share: string | null }>(
      await t.dbHandle.db.execute(sql`
        SELECT b.created_at::text AS bet, j.created_at::text AS jp,
          (SELECT sum(pp.amount)::text FROM ledger_postings pp JOIN ledger_accounts a ON a.id = pp.account_id
             WHERE pp.transfer_id = j.id AND a.code LIKE 'JACKPOT:%') AS share
        FROM ledger_transfers b
        JOIN ledger_postings bp ON bp.transfer_id = b.id
        JOIN ledger_accounts ma ON ma.id = bp.account_id AND ma.member_id = ${p.member.id}
        LEFT JOIN ledger_transfers j ON j.merchant_id = b.merchant_id AND j.idempotency_key = 'jp:' || b.idempotency_key
        WHERE b.kind = 'GAME_BET'`),
    );
    expect(pairs).toHaveLength(3);
    for (const x of pairs) {
      expect(x.jp).toBe(x.bet);
      expect(BigInt(x.share ?? 0)).toBeGreaterThan(0n);
    }
    await invariants(t);
  });
});
