// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { jackpotValue } from '@wl/contracts';
import { playRound } from '@wl/house-games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createSeamlessService } from '../src/modules/vendors';
import { H, type TestContext, createTestApp } from './harness';
import { invariants, mainBalance, player, vendorCall } from './seamless-helpers';

/**
 * Decision 033, the two parts issue 35 left open: a hit pays the pool to the member in the winning round's own
 * transaction (never more than the pool holds, once per win), and a rolled-back bet's share goes back to the bets.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const q = async <R>(query: ReturnType<typeof sql>) => rowsOf<R>(await t.dbHandle.db.execute(query));
/** The house pool as VIS_getJackpot shows it. */
const shownPool = async () => {
  const res = await t.app.inject({ url: '/wps/relay/VIS_getJackpot?vassalage=HOUSE', headers: H() });
  const p = jackpotValue.parse(res.json().value).list[0];
  if (!p) throw new Error('no house pool');
  return { id: p.poolId, amount: BigInt(p.amount) };
};
/** Every shard of the pool: none may be below zero. */
const shards = async (pool: number) => {
  const rows = await q<{ b: string }>(
    sql`SELECT balance::text AS b FROM ledger_accounts WHERE member_id IS NULL AND code = ${`JACKPOT:${pool}`}`,
  );
  expect(rows.length).toBeGreaterThan(0);
  return rows.map((r) => BigInt(r.b));
};
/** The ledger balances: postings sum to zero per transfer, so every account together sums to zero. */
const balanced = async () => {
  await invariants(t);
  const [total] = await q<{ s: string }>(sql`SELECT coalesce(sum(balance), 0)::text AS s FROM ledger_accounts`);
  expect(BigInt(total?.s ?? '1')).toBe(0n);
};
const transfers = (key: string) =>
  q<{ kind: string; meta: Record<string, unknown> }>(sql`SELECT kind, meta FROM ledger_transfers WHERE idempotency_key = ${key}`);

let seq = 0;
/** A bet of `amount` on the house slot through the seamless wallet (it feeds the house pool: 1 %). */
const bet = async (p: Awaited<ReturnType<typeof player>>, amount: number) => {
  const txId = `JPB${++seq}`;
  const r = await vendorCall(t, 'bet', { token: p.gameToken, txId, roundId: `JPR${seq}`, gameCode: 'HOUSE_SLOT', amount: String(amount) });
  expect(r.json.success, JSON.stringify(r.json)).toBe(true);
  return { txId, roundId: `JPR${seq}` };
};
const hit = (p: Awaited<ReturnType<typeof player>>, b: { txId: string; roundId: string }, amount = '0') =>
  vendorCall(t, 'win', { token: p.gameToken, txId: `${b.txId}W`, betTxId: b.txId, roundId: b.roundId, amount, jackpot: 'hit' });

describe('a jackpot hit pays the pool', () => {
  it('a house slot round whose provably-fair draw hits pays the whole pool to the member, and the pool restarts at 0', async () => {
    const p = await player(t, 100_000n);
    await bet(p, 30_000); // some money in the pool first
    const commit = await t.app.inject({ url: `/wps/house/commitment?token=${p.gameToken}`, headers: p.headers });
    const { serverSeedHash, nonce } = commit.json().value as { serverSeedHash: string; nonce: number };
    const [row] = await q<{ seed: string }>(sql`SELECT server_seed AS seed FROM house_rounds WHERE server_seed_hash = ${serverSeedHash}`);
    const slot = { game: 'slot' as const, stake: 1000, lines: 20 };
    let clientSeed = '';
    for (let i = 0; !clientSeed; i++) {
      if (playRound(slot, { serverSeed: row!.seed, clientSeed: `hit-${i}`, nonce }).jackpotHit) clientSeed = `hit-${i}`;
    }
    const before = (await shownPool()).amount;
    const main = await mainBalance(t, p.member.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/house/play',
      headers: { ...p.headers, 'content-type': 'application/json' },
      payload: { token: p.gameToken, clientSeed, bet: slot },
    });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value as { roundId: number; payout: string; jackpot?: string; balance: string };
    const paid = before + 10n; // the round's own 1 % went in with its stake, then the hit took it all
    expect(v.jackpot).toBe(String(paid));
    expect(await mainBalance(t, p.member.id)).toBe(main - 1000n + BigInt(v.payout) + paid);
    expect(BigInt(v.balance)).toBe(main - 1000n + BigInt(v.payout) + paid);
    expect((await shownPool()).amount).toBe(0n);
    const [round] = await q<{ jackpot: string }>(sql`SELECT jackpot::text FROM house_rounds WHERE id = ${v.roundId}`);
    expect(round?.jackpot).toBe(String(paid));
    const [jp] = await q<{ kind: string; at: string; paid: string }>(
      sql`SELECT kind, created_at::text AS at, meta->>'paid' AS paid FROM ledger_transfers WHERE idempotency_key = ${`jpw:HOUSE:HR${v.roundId}W`}`,
    );
    expect(jp).toMatchObject({ kind: 'JACKPOT_WIN', paid: String(paid) });
    // the bet's payout counts the pool's money too: reports, records and the regulator see the whole win
    const [tx] = await q<{ payout: string }>(
      sql`SELECT payout::text FROM vendor_transactions WHERE vendor = 'HOUSE' AND tx_id = ${`HR${v.roundId}B`}`,
    );
    expect(tx?.payout).toBe(String(BigInt(v.payout) + paid));
    // The next contributions start the pool again from its seed (0).
    await bet(p, 5_000);
    expect((await shownPool()).amount).toBe(50n);
    await balanced();
  });

  it('a replayed hit pays once', async () => {
    const p = await player(t, 100_000n);
    const b = await bet(p, 20_000);
    const pool = (await shownPool()).amount;
    expect(pool).toBeGreaterThanOrEqual(200n);
    const first = await hit(p, b, '500');
    expect(first.json.value?.jackpot).toBe(String(pool));
    const after = await mainBalance(t, p.member.id);
    await bet(p, 1_000); // 10 more in the pool: a replay must not take it
    const again = await hit(p, b, '500');
    expect(again.json.value).toEqual(first.json.value);
    expect(await mainBalance(t, p.member.id)).toBe(after - 1_000n);
    expect((await shownPool()).amount).toBe(10n);
    expect(await transfers(`jpw:HOUSE:${b.txId}W`)).toHaveLength(1);
    // the same win without the hit is another body under the same key: refused, nothing moves
    const other = await vendorCall(t, 'win', {
      token: p.gameToken,
      txId: `${b.txId}W`,
      betTxId: b.txId,
      roundId: b.roundId,
      amount: '500',
    });
    expect(other.json.code).toBe('vendor.duplicate_transaction');
    await balanced();
  });

  it('20 hits and 20 bets at once on one pool never pay more than it holds', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => player(t, 50_000n)));
    const open: { txId: string; roundId: string }[] = [];
    for (const p of players) open.push(await bet(p, 10_000));
    const before = (await shownPool()).amount;
    const mains = await Promise.all(players.map((p) => mainBalance(t, p.member.id)));
    const results = await Promise.all([
      ...players.map((p, i) => hit(p, open[i]!)),
      ...players.map((p) =>
        vendorCall(t, 'bet', { token: p.gameToken, txId: `JPC${++seq}`, roundId: `JPC${seq}`, gameCode: 'HOUSE_SLOT', amount: '3000' }),
      ),
    ]);
    for (const r of results) expect(r.json.success, JSON.stringify(r.json)).toBe(true);
    const paid = results.slice(0, 20).map((r) => BigInt(r.json.value?.jackpot ?? '-1'));
    for (const x of paid) expect(x).toBeGreaterThanOrEqual(0n);
    const total = paid.reduce((a, b) => a + b, 0n);
    const after = (await shownPool()).amount;
    // what came in (the pool before and 20 × 30) is what was paid plus what is left; nothing was paid twice
    expect(total + after).toBe(before + 20n * 30n);
    expect(total).toBeGreaterThanOrEqual(before);
    for (const s of await shards((await shownPool()).id)) expect(s).toBeGreaterThanOrEqual(0n);
    for (const [i, p] of players.entries()) expect(await mainBalance(t, p.member.id)).toBe(mains[i]! - 3_000n + paid[i]!);
    await balanced();
  });
});

describe('a vendor’s jackpot credit (Pragmatic jackpotWin, Caleta jackpot_win, Evolution promo jackpot)', () => {
  it('is paid from the pool of its game as far as the pool holds, the rest from the bets; a replay pays once', async () => {
    const wallet = createSeamlessService({ db: t.dbHandle.db });
    const p = await player(t, 100_000n);
    await bet(p, 50_000);
    const pool = (await shownPool()).amount;
    expect(pool).toBeGreaterThanOrEqual(500n);
    const main = await mainBalance(t, p.member.id);
    // less than the pool: the pool pays it all and keeps the rest
    const small = await wallet.credit('HOUSE', {
      token: p.gameToken,
      txId: 'JPK1',
      gameCode: 'HOUSE_SLOT',
      amount: '100',
      reason: 'JACKPOT',
    });
    expect(small).toMatchObject({ jackpot: '100', balance: String(main + 100n) });
    expect((await shownPool()).amount).toBe(pool - 100n);
    // more than the pool: the pool is emptied, GAME_BETS pays the rest, the member gets what the vendor named
    const big = await wallet.credit('HOUSE', {
      token: p.gameToken,
      txId: 'JPK2',
      gameCode: 'HOUSE_SLOT',
      amount: String(pool),
      reason: 'JACKPOT',
    });
    expect(big).toMatchObject({ jackpot: String(pool - 100n), balance: String(main + 100n + pool) });
    expect((await shownPool()).amount).toBe(0n);
    const [rest] = await transfers('HOUSE:JPK2');
    expect(rest?.kind).toBe('GAME_WIN');
    const again = await wallet.credit('HOUSE', {
      token: p.gameToken,
      txId: 'JPK2',
      gameCode: 'HOUSE_SLOT',
      amount: String(pool),
      reason: 'JACKPOT',
    });
    expect(again).toMatchObject({ jackpot: String(pool - 100n), balance: String(main + 100n + pool), replayed: true });
    expect(await mainBalance(t, p.member.id)).toBe(main + 100n + pool);
    for (const s of await shards((await shownPool()).id)) expect(s).toBeGreaterThanOrEqual(0n);
    await balanced();
  });
});

describe('a rolled-back bet’s share goes back', () => {
  const rollback = (p: Awaited<ReturnType<typeof player>>, b: { txId: string; roundId: string }) =>
    vendorCall(t, 'rollback', { token: p.gameToken, txId: `${b.txId}R`, betTxId: b.txId, roundId: b.roundId });
  const reversal = async (b: { txId: string }) => transfers(`jpr:HOUSE:${b.txId}`);

  it('the rollback returns the share to the bets account, once however often it is replayed', async () => {
    const p = await player(t, 100_000n);
    const before = (await shownPool()).amount;
    const b = await bet(p, 40_000);
    expect((await shownPool()).amount).toBe(before + 400n);
    const first = await rollback(p, b);
    expect(first.json.success, JSON.stringify(first.json)).toBe(true);
    expect((await shownPool()).amount).toBe(before);
    expect(await mainBalance(t, p.member.id)).toBe(100_000n);
    const again = await rollback(p, b);
    expect(again.json.value).toEqual(first.json.value);
    expect((await shownPool()).amount).toBe(before);
    const r = await reversal(b);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ kind: 'JACKPOT_REVERSAL', meta: { share: '400', fromPool: '400', writtenOff: '0' } });
    await balanced();
  });

  it('after a hit emptied the pool, the pool stays at 0 and what it lacks is written off to JACKPOT_WRITE_OFF', async () => {
    const a = await player(t, 100_000n);
    const winner = await player(t, 100_000n);
    const b = await bet(a, 60_000); // 600 into the pool
    const w = await bet(winner, 1_000);
    expect((await hit(winner, w)).json.success).toBe(true);
    expect((await shownPool()).amount).toBe(0n);
    const [off] = await q<{ s: string }>(
      sql`SELECT coalesce(sum(balance), 0)::text AS s FROM ledger_accounts WHERE code = 'JACKPOT_WRITE_OFF'`,
    );
    const r = await rollback(a, b);
    expect(r.json.success, JSON.stringify(r.json)).toBe(true);
    expect((await shownPool()).amount).toBe(0n);
    for (const s of await shards((await shownPool()).id)) expect(s).toBeGreaterThanOrEqual(0n);
    const [off2] = await q<{ s: string }>(
      sql`SELECT coalesce(sum(balance), 0)::text AS s FROM ledger_accounts WHERE code = 'JACKPOT_WRITE_OFF'`,
    );
    expect(BigInt(off2!.s) - BigInt(off!.s)).toBe(-600n);
    expect((await reversal(b))[0]).toMatchObject({ meta: { share: '600', fromPool: '0', writtenOff: '600' } });
    // The bets account ends even for the rolled-back bet: its stake out, its share back.
    const [bets] = await q<{ s: string }>(sql`
      SELECT coalesce(sum(pp.amount), 0)::text AS s FROM ledger_postings pp JOIN ledger_transfers tr ON tr.id = pp.transfer_id
        JOIN ledger_accounts ac ON ac.id = pp.account_id
      WHERE ac.code = 'GAME_BETS' AND tr.idempotency_key IN (${`HOUSE:${b.txId}`}, ${`jp:HOUSE:${b.txId}`}, ${`HOUSE:${b.txId}R`}, ${`jpr:HOUSE:${b.txId}`})`);
    expect(bets?.s).toBe('0');
    await balanced();
  });
});
