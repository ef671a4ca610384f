import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { encCall } from './auth-helpers';
import { depositCredited, growthConsumer, playRound } from './growth-helpers';
import { createTestApp, fund, OPS, signIn, type TestContext } from './harness';

let t: TestContext;
let g: ReturnType<typeof growthConsumer>;
beforeAll(async () => {
  t = await createTestApp();
  g = growthConsumer(t);
  const res = await ops('PUT', '/points', {
    pointsPerUnit: 1,
    unit: '100',
    exchange: [
      { minPoints: 100, points: 100, amount: '100' },
      { minPoints: 1000, points: 100, amount: '150' },
    ],
    rules: { EN: 'Rules', UR: 'قواعد' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterEach(async () => {
  await assertLedgerInvariants(t.dbHandle.db);
});
afterAll(() => t?.close());

type Who = Awaited<ReturnType<typeof signIn>>;
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/ops/v1/merchants/DEMO${url}`, headers: OPS, payload });
const points = async (who: Who) => (await get(who, '/wps/relay/MCSFE_getPointBalance')).json().value.balance as string;
const cash = async (who: Who) => BigInt((await get(who, '/wps/v2/wallets/balance')).json().value.balance[0].availBalance);
let n = 0;
const rid = () => `req-${Date.now()}-${n++}`;
const redeem = (who: Who, itemId: number, paymentPassword = '135790', requestId = rid()) =>
  encCall(t, 'POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', { itemId, paymentPassword, requestId }, who.headers);
const convert = (who: Who, pts: number, paymentPassword = '135790', requestId = rid()) =>
  encCall(t, 'POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', { points: pts, paymentPassword, requestId }, who.headers);
const addItem = async (over: Record<string, unknown>) => {
  const name = `Item ${n++}`;
  const res = await ops('POST', '/point-items', { names: { EN: name, UR: `${name} UR` }, quantity: 5, pointsRequired: '50', ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list.find((i: { name: string }) => i.name === name).id as number;
};
/** A member with a payment password who played `validBet` the consumer has taken in. */
const earner = async (validBet: bigint) => {
  const a = await signIn(t);
  await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: a.headers, payload: { newPassword: '135790' } });
  await fund(t, a.member, validBet + 100_000n);
  await playRound(t, a.member, validBet, 0n);
  await g.drain();
  return a;
};
const state = async (a: Who, itemId: number) => ({
  points: await points(a),
  stock: (await ops('GET', '/point-items')).json().value.list.find((i: { id: number }) => i.id === itemId).quantity,
  redemptions: (await get(a, '/wps/relay/MCSFE_getRedeemPointList')).json().value.list.length,
  cash: await cash(a),
});

describe('points', () => {
  it('are earned from valid bet per day without rounding loss; replaying every event earns nothing twice', async () => {
    const a = await earner(12_345n);
    expect(await points(a)).toBe('123');
    await playRound(t, a.member, 55n, 0n);
    await g.drain();
    // 12,400 of valid bet that day: 124 points, not 123 + 0.
    expect(await points(a)).toBe('124');
    const d = (await get(a, '/wps/points/details')).json().value;
    expect(d.list).toHaveLength(1);
    expect(d.list[0]).toMatchObject({ kind: 'EARN', points: '124', balanceAfter: '124' });
    await g.rewind();
    await g.drain();
    expect(await points(a)).toBe('124');
    expect((await get(a, '/wps/relay/MCSFE_getPointBalance')).json().value).toMatchObject({ earned: '124', pointsPerUnit: 1, unit: '100' });
  });

  it('redeem behind the payment password; bad input is coded and writes nothing; operator review', async () => {
    const a = await earner(10_000n); // 100 points
    const item = await addItem({ cashValue: '1000' });
    const before = await state(a, item);

    const wrong = await redeem(a, item, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wallet.payment_password_wrong');
    for (const [over, code] of [
      [{ pointsRequired: '500' }, 'points.insufficient'],
      [{ amountRequired: '999999999' }, 'points.deposit_required'],
      [{ status: 'INACTIVE' }, 'points.item_unavailable'],
      [{ quantity: 0 }, 'points.out_of_stock'],
    ] as const) {
      const other = await addItem(over);
      const res = await redeem(a, other);
      expect(res.json().code, code).toBe(code);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await redeem(a, 999_999)).json().code).toBe('points.item_not_found');
    expect((await encCall(t, 'POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', { itemId: item }, a.headers)).statusCode).toBe(
      400,
    );
    const ur = await encCall(
      t,
      'POST',
      '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
      { itemId: 999_999, paymentPassword: '135790', requestId: rid() },
      { ...a.headers, language: 'UR' },
    );
    expect(ur.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await state(a, item)).toEqual(before);

    const requestId = rid();
    const ok = await redeem(a, item, '135790', requestId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ balance: '50', redemption: { status: 'IN_PROCESS', points: '50' } });
    // The same request again answers the same redemption and takes nothing more.
    expect((await redeem(a, item, '135790', requestId)).json().value.redemption.id).toBe(ok.json().value.redemption.id);
    expect(await state(a, item)).toMatchObject({ points: '50', stock: before.stock - 1, redemptions: 1 });

    const id = ok.json().value.redemption.id;
    const queue = (await ops('GET', '/point-redemptions?status=IN_PROCESS')).json().value.list;
    expect(queue.find((r: { id: number }) => r.id === id)).toMatchObject({ account: a.member.account, cashValue: '1000' });
    const approved = await ops('POST', `/point-redemptions/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.status).toBe('APPROVED');
    expect(await cash(a)).toBe(before.cash + 1000n);
    expect((await ops('POST', `/point-redemptions/${id}/approve`, {})).json().code).toBe('points.redemption_state');
    expect((await ops('POST', `/point-redemptions/${id}/reject`, {})).json().code).toBe('points.redemption_state');

    const second = (await redeem(a, item)).json().value.redemption.id;
    expect(await points(a)).toBe('0');
    const rejected = await ops('POST', `/point-redemptions/${second}/reject`, { remark: 'Out of season' });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', remark: 'Out of season' });
    expect(await state(a, item)).toMatchObject({ points: '50', stock: before.stock - 1, redemptions: 2 });
    const list = (await get(a, '/wps/relay/MCSFE_getRedeemPointList?status=REJECTED')).json().value.list;
    expect(list).toHaveLength(1);
    expect((await get(a, '/wps/points/details')).json().value.list.map((e: { kind: string }) => e.kind)).toEqual([
      'REFUND',
      'REDEEM',
      'REDEEM',
      'EARN',
    ]);
  });

  it('converts points to cash at the exchange-rate table', async () => {
    const a = await earner(150_000n); // 1,500 points
    expect((await get(a, '/wps/relay/MCSFE_getPointRewardConversionType')).json().value.tiers).toHaveLength(2);
    const c0 = await cash(a);
    expect((await convert(a, 50)).json().code).toBe('points.below_minimum');
    expect((await convert(a, 5000)).json().code).toBe('points.insufficient');
    expect((await convert(a, 200, '000000')).json().code).toBe('wallet.payment_password_wrong');
    expect(await points(a)).toBe('1500');
    const small = await convert(a, 200);
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().value).toMatchObject({ points: '200', amount: '200', balance: '1300' });
    const big = await convert(a, 1000);
    expect(big.json().value).toMatchObject({ amount: '1500', balance: '300' });
    expect(await cash(a)).toBe(c0 + 1700n);
  });

  it('20 redeems and 20 conversions at once take the points once', async () => {
    const a = await earner(5_000n); // 50 points: one item
    const item = await addItem({ quantity: 100 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(a, item)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others are refused: no points left, or (the payment-password service counts attempts in flight) the burst
    // of password checks locked it for a while. Never paid twice.
    const refused = ['points.insufficient', 'wallet.payment_password_locked', 'wallet.payment_password_busy'];
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(refused).toContain(r.json().code);
    expect(await points(a)).toBe('0');

    const b = await earner(10_000n); // 100 points: one conversion of 100
    const c0 = await cash(b);
    const conv = await Promise.all(Array.from({ length: 20 }, () => convert(b, 100)));
    expect(conv.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of conv.filter((x) => x.statusCode !== 200)) expect(refused).toContain(r.json().code);
    expect(await points(b)).toBe('0');
    expect(await cash(b)).toBe(c0 + 100n);
    const rows = await t.dbHandle.db.execute(
      sql`SELECT count(*)::int AS n FROM point_entries WHERE member_id = ${b.member.id} AND kind = 'CONVERT'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("the operator's list carries each item's order, so an edit that sends it back keeps the mall's order", async () => {
    const id = await addItem({ sort: 7 });
    const listed = (await ops('GET', '/point-items')).json().value.list.find((i: { id: number }) => i.id === id);
    expect(listed.sort).toBe(7);
    const { id: _id, name: _n, ...back } = listed;
    expect((await ops('PUT', `/point-items/${id}`, { ...back, quantity: 9 })).statusCode).toBe(200);
    const after = (await ops('GET', '/point-items')).json().value.list.find((i: { id: number }) => i.id === id);
    expect(after).toMatchObject({ sort: 7, quantity: 9 });
  });

  it('operator settings refuse bad input', async () => {
    expect((await ops('PUT', '/points', { pointsPerUnit: -1, unit: '100', exchange: [], rules: { EN: 'x' } })).statusCode).toBe(400);
    expect(
      (
        await ops('PUT', '/points', {
          pointsPerUnit: 1,
          unit: '100',
          exchange: [
            { minPoints: 100, points: 100, amount: '100' },
            { minPoints: 100, points: 100, amount: '120' },
          ],
          rules: { EN: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await ops('POST', '/point-items', { names: { EN: 'x' }, quantity: 1, pointsRequired: '0' })).statusCode).toBe(400);
    expect((await ops('GET', '/points')).json().value.rules.EN).toBe('Rules');
    await depositCredited(t, (await signIn(t)).member, 1n);
  });
});
