import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createPromotion } from './growth-helpers';
import { appForFile, OPS, signIn } from './harness';
import { bearer, staffClient } from './staff-helpers';

/**
 * The back office's promotions (issue 32): a promotion's definition read back for the edit form, its claim limits per
 * network address and per device within a window (enforced in the claim's transaction), and its cost and uptake.
 */
const t = appForFile();
const { call, signIn: staffSignIn } = staffClient(t);
const db = () => t.dbHandle.db;
const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/ops/v1/merchants/DEMO${url}`, headers: OPS, ...(payload ? { payload } : {}) });
type Who = Awaited<ReturnType<typeof signIn>>;

/** A reward of promotion `pid` waiting in the member's reward centre (as a trigger or an approval issues it). */
const rewardOf = async (who: Who, pid: number, amount = 1000) =>
  rowsOf<{ id: string }>(
    await db().execute(sql`INSERT INTO reward_items (merchant_id, member_id, source, source_key, promotion_id, title, amount,
        turnover_x100, expires_at)
      VALUES (${who.member.merchantId}, ${who.member.id}, 'PROMOTION', ${`test:${randomUUID()}`}, ${pid}, '{"EN":"Gift"}'::jsonb,
        ${amount}, 100, now() + interval '1 day') RETURNING id`),
  )[0]!.id;
const claim = (who: Who, id: string, from: { ip: string; device?: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/rewards/${id}/claim`,
    headers: { ...who.headers, ...(from.device ? { 'x-device-id': from.device } : {}) },
    remoteAddress: from.ip,
  });
const members = (n: number) => Promise.all(Array.from({ length: n }, () => signIn(t)));

/** The fraud rule that refuses a second player's claim from one device is off here: these tests count the promotion's own limit. */
const bonusDeviceOff = async () => {
  const res = await ops('PUT', '/risk-rules/BONUS_DEVICE', { enabled: false, params: { claims: 1, rangeClaims: 3, hours: 24 } });
  expect(res.statusCode, res.body).toBe(200);
};

/** A staff member of `role` on DEMO, signed in (one-time password changed); answers their headers. */
const staffOf = async (role: string) => {
  const username = `pc${randomUUID().slice(0, 8)}`;
  const made = await call('POST', '/ops/v1/merchants/DEMO/staff', OPS, { username, displayName: `Test ${role}`, role });
  expect(made.statusCode, made.body).toBe(200);
  const otp = made.json().value.temporaryPassword as string;
  const first = await staffSignIn(username, otp);
  await call('POST', '/bo/v1/password', bearer(first.token), { current: otp, next: 'Promotions-test-1' });
  return bearer(first.token);
};

describe('a promotion read back for editing', () => {
  it('answers every field as written, the claim limits too; an update replaces them', async () => {
    const pid = await createPromotion(t, { perIpLimit: 5, perDeviceLimit: 2, claimWindowHours: 12, title: { EN: 'Limits', UR: 'حدیں' } });
    const d = (await ops('GET', `/promotions/${pid}`)).json().value;
    expect(d).toMatchObject({ id: pid, perIpLimit: 5, perDeviceLimit: 2, claimWindowHours: 12, title: { EN: 'Limits', UR: 'حدیں' } });
    // The list carries every language's title, so the back office shows an Urdu-speaking staff member the Urdu one.
    const row = (await ops('GET', '/promotions')).json().value.list.find((p: { id: number }) => p.id === pid);
    expect(row).toMatchObject({ title: 'Limits', titles: { EN: 'Limits', UR: 'حدیں' } });
    // The stored HTML is the sanitised one.
    expect(d.contentHtml.EN).not.toContain('<script>');
    const { id: _, ...input } = d;
    const put = await ops('PUT', `/promotions/${pid}`, { ...input, perIpLimit: null, claimWindowHours: 48 });
    expect(put.statusCode, put.body).toBe(200);
    expect((await ops('GET', `/promotions/${pid}`)).json().value).toMatchObject({
      perIpLimit: null,
      perDeviceLimit: 2,
      claimWindowHours: 48,
    });
  });

  it('refuses bad limits and writes nothing; an unknown promotion is not found', async () => {
    const before = (await ops('GET', '/promotions')).json().value.list.length;
    for (const bad of [
      { perIpLimit: 0 },
      { perDeviceLimit: -1 },
      { claimWindowHours: 0 },
      { claimWindowHours: 9000 },
      { perIpLimit: '3' },
    ]) {
      const res = await ops('POST', '/promotions', {
        code: `BAD${randomUUID().slice(0, 6)}`,
        category: null,
        title: { EN: 'Bad' },
        summary: { EN: 'Bad' },
        contentHtml: { EN: '<p>Bad</p>' },
        startsAt: new Date().toISOString(),
        endsAt: null,
        audience: { kind: 'ALL' },
        kind: 'FIXED_BONUS',
        trigger: 'APPLY',
        ...bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('request_param_err');
    }
    expect((await ops('GET', '/promotions')).json().value.list.length).toBe(before);
    expect((await ops('GET', '/promotions/999999')).json().code).toBe('promotion.not_found');
    expect((await ops('GET', '/promotions/999999/uptake')).json().code).toBe('promotion.not_found');
  });
});

describe('claim limits per device and per network address within a window', () => {
  it('20 members claiming at once from one device: exactly the limit pass, the rest are refused and paid nothing', async () => {
    await bonusDeviceOff();
    const pid = await createPromotion(t, { kind: 'FIXED_BONUS', trigger: 'APPLY', fixedAmount: '1000', perDeviceLimit: 3 });
    const list = await members(20);
    const rewards = await Promise.all(list.map((m) => rewardOf(m, pid)));
    const device = `dev-${randomUUID().slice(0, 12)}`;
    const answers = await Promise.all(list.map((m, i) => claim(m, rewards[i]!, { ip: `10.80.${i}.1`, device })));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === null)).toHaveLength(3);
    expect(codes.filter((c) => c === 'promotion.claim_limit')).toHaveLength(17);
    // A refused claim rolled back with its payment: the reward still waits, nothing moved in the ledger.
    const paid = rowsOf<{ n: string | number }>(
      await db().execute(
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key = ANY(${`{${rewards.map((r) => `reward:${r}`).join(',')}}`}::text[])`,
      ),
    )[0]!;
    expect(Number(paid.n)).toBe(3);
    const waiting = rowsOf<{ n: string | number }>(
      await db().execute(sql`SELECT count(*) AS n FROM reward_items WHERE promotion_id = ${pid} AND status = 'AVAILABLE'`),
    )[0]!;
    expect(Number(waiting.n)).toBe(17);
    // Another device is not held by this one's count.
    const [fresh] = await members(1);
    const other = await claim(fresh!, await rewardOf(fresh!, pid), { ip: '10.81.0.1', device: `dev-${randomUUID().slice(0, 12)}` });
    expect(other.json().code).toBeNull();
  });

  it('per address: the limit counts claims from one address inside the window only', async () => {
    await bonusDeviceOff();
    const pid = await createPromotion(t, {
      kind: 'FIXED_BONUS',
      trigger: 'APPLY',
      fixedAmount: '1000',
      perIpLimit: 2,
      claimWindowHours: 1,
    });
    const [a, b, c, d] = await members(4);
    const ip = '10.90.7.7';
    expect((await claim(a!, await rewardOf(a!, pid), { ip })).json().code).toBeNull();
    expect((await claim(b!, await rewardOf(b!, pid), { ip })).json().code).toBeNull();
    const third = await rewardOf(c!, pid);
    expect((await claim(c!, third, { ip })).json().code).toBe('promotion.claim_limit');
    // Another address passes; and once the earlier claims fall out of the window, this address passes again.
    expect((await claim(d!, await rewardOf(d!, pid), { ip: '10.90.8.8' })).json().code).toBeNull();
    await db().execute(sql`UPDATE promotion_claims SET claimed_at = claimed_at - interval '2 hours' WHERE promotion_id = ${pid}`);
    expect((await claim(c!, third, { ip })).json().code).toBeNull();
  });

  it('a promotion without limits is claimed as before, many from one device and one address', async () => {
    await bonusDeviceOff();
    const pid = await createPromotion(t, { kind: 'FIXED_BONUS', trigger: 'APPLY', fixedAmount: '1000' });
    const list = await members(3);
    for (const m of list)
      expect((await claim(m, await rewardOf(m, pid), { ip: '10.99.1.1', device: 'dev-same-device-1' })).json().code).toBeNull();
  });
});

describe("a promotion's cost and uptake", () => {
  it('counts claims, players, the bonus granted, wagering completed and forfeited, and the applications', async () => {
    await bonusDeviceOff();
    const pid = await createPromotion(t, { kind: 'FIXED_BONUS', trigger: 'APPLY', fixedAmount: '1500', budget: '100000' });
    const empty = (await ops('GET', `/promotions/${pid}/uptake`)).json().value;
    expect(empty).toMatchObject({ issued: 0, claims: 0, uniquePlayers: 0, bonusGranted: '0', cost: '0', lastClaimAt: null });

    const [a, b, c] = await members(3);
    const ra1 = await rewardOf(a!, pid, 1500);
    const ra2 = await rewardOf(a!, pid, 2500);
    const rb = await rewardOf(b!, pid, 1500);
    await rewardOf(c!, pid, 1500); // issued, never claimed
    for (const [who, id] of [
      [a!, ra1],
      [a!, ra2],
      [b!, rb],
    ] as const)
      expect((await claim(who, id, { ip: '10.70.1.1' })).json().code).toBeNull();
    // One bonus met its turnover, one was forfeited (400.00 taken back by a withdrawal before it was met).
    await db().execute(sql`UPDATE bonuses SET status = 'COMPLETED', turnover_left = 0 WHERE reward_id = ${ra1}`);
    await db().execute(sql`UPDATE bonuses SET status = 'FORFEITED', forfeited = 400 WHERE reward_id = ${rb}`);

    const u = (await ops('GET', `/promotions/${pid}/uptake`)).json().value;
    expect(u).toMatchObject({
      promotionId: pid,
      issued: 4,
      claims: 3,
      uniquePlayers: 2,
      bonusGranted: '5500',
      wageringActive: 1,
      wageringCompleted: 1,
      wageringForfeited: 1,
      forfeited: '400',
      cost: '5100',
      budget: '100000',
      applications: { waiting: 0, approved: 0, rejected: 0 },
    });
    expect(Date.parse(u.lastClaimAt)).toBeGreaterThan(Date.now() - 60_000);
    // The list's ledger figure agrees with the granted amount.
    const row = (await ops('GET', '/promotions')).json().value.list.find((p: { id: number }) => p.id === pid);
    expect(row).toMatchObject({ paid: '5500', rewardsClaimed: 3, rewardsIssued: 4 });
  });
});

describe('permissions', () => {
  it('staff without promotions.view cannot read a promotion or its uptake; promotions.view cannot change one', async () => {
    const pid = await createPromotion(t);
    const support = await staffOf('support');
    for (const url of [`/promotions/${pid}`, `/promotions/${pid}/uptake`]) {
      const res = await call('GET', `/ops/v1/merchants/DEMO${url}`, support);
      expect(res.statusCode, url).toBe(403);
    }
    const reader = await staffOf('read-only');
    const d = await call('GET', `/ops/v1/merchants/DEMO/promotions/${pid}`, reader);
    expect(d.statusCode, d.body).toBe(200);
    expect((await call('GET', `/ops/v1/merchants/DEMO/promotions/${pid}/uptake`, reader)).statusCode).toBe(200);
    const { id: _, ...input } = d.json().value;
    const put = await call('PUT', `/ops/v1/merchants/DEMO/promotions/${pid}`, reader, { ...input, perDeviceLimit: 1 });
    expect(put.statusCode).toBe(403);
    expect((await ops('GET', `/promotions/${pid}`)).json().value.perDeviceLimit).toBeNull();
    const marketing = await staffOf('marketing');
    const ok = await call('PUT', `/ops/v1/merchants/DEMO/promotions/${pid}`, marketing, { ...input, perDeviceLimit: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ops('GET', `/promotions/${pid}`)).json().value.perDeviceLimit).toBe(1);
  });
});
