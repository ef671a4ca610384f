import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, ledgerTransfers, members, opsAuditLog, paymentChannels, resources, vendorTransactions } from '../src/db/schema';
import { createLedgerService } from '../src/modules/ledger';
import { createOutbox } from '../src/modules/outbox';
import { createReferralService, referralRewardEvents } from '../src/modules/referral';
import { createSessionService } from '../src/modules/sessions';
import { encCall, solveCaptcha } from './auth-helpers';
import { createTestApp, H, multipartBody, OPS, pngBytes, signIn, type TestContext } from './harness';
import { invariants } from './seamless-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const form = async (extra: Record<string, unknown> = {}, merchant = 'DEMO') => ({
  username: `fr${Math.floor(Math.random() * 1e8)}`,
  password: 'secret12',
  confirmPassword: 'secret12',
  registerMethod: 'WEB',
  ...(await solveCaptcha(t, merchant)),
  ...extra,
});
const get = (headers: Record<string, string>, url = '/wps/member/referral') => t.app.inject({ method: 'GET', url, headers });
const setReferral = (code: string, enabled: boolean, extra: { reward?: string; minDeposit?: string } = {}) =>
  t.app.inject({ method: 'PUT', url: `/ops/v1/merchants/${code}/referral`, headers: OPS, payload: { enabled, ...extra } });

describe('invite friends demo data', () => {
  it('demo01 starts with friends in every state, and the reward of each qualifying friend once the consumer has run', async () => {
    const outbox = createOutbox({ db: t.dbHandle.db });
    const referral = createReferralService({ db: t.dbHandle.db, ledger: createLedgerService({ db: t.dbHandle.db }) });
    outbox.subscribe({ name: 'referral.rewards', types: referralRewardEvents, handle: referral.onDepositCredited });
    await outbox.drain('referral.rewards');
    const [demo01] = await t.dbHandle.db.select().from(members).where(eq(members.account, 'demo01'));
    const s = await createSessionService({ db: t.dbHandle.db }).open({ merchantId: demo01!.merchantId, memberId: demo01!.id });
    const v = (await get(H('DEMO', { authorization: s.token }))).json().value;
    expect(v.friends.map((f: { account: string; status: string }) => [f.account, f.status])).toEqual([
      ['de***d3', 'active'],
      ['de***d2', 'registered'],
      ['de***d1', 'deposited'],
    ]);
    expect(v.totals).toEqual({ registered: 3, deposited: 2, active: 1 });
    // The seed's merchant reward (50.00) for each of the two qualifying first deposits, paid through the ledger.
    expect(v.rewards).toBe('10000');
    expect(v.friends.map((f: { reward: string }) => f.reward)).toEqual(['5000', '0', '5000']);
    await invariants(t);
  });
});

describe('invite friends', () => {
  it('gives a member without a code its own, with a link carrying it; availablePromo follows the promotion', async () => {
    const me = await signIn(t);
    expect(me.member.inviteCode).toBeNull();
    const info = (await get(me.headers, '/wps/member/info')).json().value;
    expect(info.availablePromo).toBe(true);
    const res = await get(me.headers);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.code).toMatch(/^[A-Z0-9x]{8}$/i);
    expect(v.path).toBe(`/register?ref=${v.code}`);
    expect(v.link).toBe(`https://luckycrown.localhost/register?ref=${v.code}`);
    expect(v).toMatchObject({ friends: [], totals: { registered: 0, deposited: 0, active: 0 }, rewards: '0' });
    // The same code on every call.
    expect((await get(me.headers)).json().value.code).toBe(v.code);
  });

  it('a friend registering through the code is recorded under the member and listed with its status', async () => {
    const me = await signIn(t);
    const { code } = (await get(me.headers)).json().value;
    const body = await form({ recommenderId: code.toLowerCase() });
    const reg = await encCall(t, 'POST', '/wps/member/register', body);
    expect(reg.statusCode).toBe(200);
    const friend = (await t.dbHandle.db.select().from(members).where(eq(members.id, reg.json().value.memberId)))[0];
    expect(friend?.parentId).toBe(me.member.id);

    let v = (await get(me.headers)).json().value;
    expect(v.friends).toHaveLength(1);
    expect(v.friends[0].status).toBe('registered');
    expect(v.friends[0].account).toContain('***');
    expect(v.friends[0].account).not.toBe(body.username);

    const [channel] = await t.dbHandle.db.select().from(paymentChannels).limit(1);
    await t.dbHandle.db.insert(deposits).values({
      merchantId: me.member.merchantId,
      memberId: friend!.id,
      channelId: channel!.id,
      requestId: 'ref-dep-1',
      amount: 10_000n,
      status: 'CREDITED',
    });
    v = (await get(me.headers)).json().value;
    expect(v.friends[0].status).toBe('deposited');
    await t.dbHandle.db.insert(vendorTransactions).values({
      merchantId: me.member.merchantId,
      memberId: friend!.id,
      vendor: 'HOUSE',
      txId: `ref-bet-${friend!.id}`,
      kind: 'BET',
      amount: 100n,
      fingerprint: 'BET:100',
      response: {},
    });
    v = (await get(me.headers)).json().value;
    expect(v.friends[0].status).toBe('active');
    expect(v.totals).toEqual({ registered: 1, deposited: 1, active: 1 });
  });

  it('members see only their own friends; another merchant does not know the code', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const { code } = (await get(a.headers)).json().value;
    await encCall(t, 'POST', '/wps/member/register', await form({ referralCode: code }));
    expect((await get(a.headers)).json().value.friends).toHaveLength(1);
    expect((await get(b.headers)).json().value.friends).toHaveLength(0);
    // ACME members use their own merchant's codes: this one is unknown there.
    await setReferral('ACME', true);
    const acme = await encCall(t, 'POST', '/wps/member/register', await form({ referralCode: code }, 'ACME'), H('ACME'));
    expect(acme.statusCode).toBe(400);
    expect(acme.json().code).toBe('affiliate.invalid');
    await setReferral('ACME', false);
  });

  it('a bad code is refused with affiliate.invalid and nothing is written', async () => {
    const before = (await t.dbHandle.db.select().from(members)).length;
    for (const referralCode of ['NOSUCH99', 'zz']) {
      const res = await encCall(t, 'POST', '/wps/member/register', await form({ referralCode }));
      expect(res.statusCode, referralCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, referralCode).toBeLessThan(500);
    }
    expect((await t.dbHandle.db.select().from(members)).length).toBe(before);
  });

  it('the operator switches the promotion: off answers function.not.available and availablePromo false', async () => {
    const me = await signIn(t);
    expect((await setReferral('DEMO', false)).json().value).toEqual({ enabled: false, reward: '5000', minDeposit: '10000' });
    const res = await get(me.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('function.not.available');
    expect((await get(me.headers, '/wps/member/info')).json().value.availablePromo).toBe(false);
    await setReferral('DEMO', true);
    expect((await get(me.headers)).statusCode).toBe(200);
    // Without an operator key nothing changes.
    const anon = await t.app.inject({ method: 'PUT', url: '/ops/v1/merchants/DEMO/referral', headers: {}, payload: { enabled: false } });
    expect(anon.statusCode).toBe(401);
    const acme = await signIn(t, { merchant: 'ACME' });
    expect((await get(acme.headers)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(acme.headers, '/wps/member/info')).json().value.availablePromo).toBe(false);
  });

  it('a visitor gets no referral data', async () => {
    expect((await get(H())).statusCode).toBe(401);
  });
});

describe('referral rewards', () => {
  type Who = Awaited<ReturnType<typeof signIn>>;
  /** A friend referred by `referrer` (registered under it). */
  const friendOf = async (referrer: Who) => {
    const friend = await signIn(t);
    await t.dbHandle.db.update(members).set({ parentId: referrer.member.id }).where(eq(members.id, friend.member.id));
    return friend;
  };
  /** A manual deposit of `amount` (major units) the operator approves: credited through the ledger with its event. */
  const deposit = async (who: Who, amount: string) => {
    const body = multipartBody({ channelCode: 'BANK', amount, requestId: `rd-${Math.random()}`, payerName: 'Ali Khan' }, [
      { name: 'proof', filename: 'slip.png', type: 'image/png', data: pngBytes() },
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/manual',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
    expect(r.statusCode, r.body).toBe(200);
    const ok = await t.app.inject({ method: 'POST', url: `/ops/v1/merchants/DEMO/deposits/${r.json().value.id}/approve`, headers: OPS });
    expect(ok.json().success, ok.body).toBe(true);
  };
  const consumer = (name = 'referral.rewards') => {
    const outbox = createOutbox({ db: t.dbHandle.db });
    const referral = createReferralService({ db: t.dbHandle.db, ledger: createLedgerService({ db: t.dbHandle.db }) });
    outbox.subscribe({ name, types: referralRewardEvents, handle: referral.onDepositCredited });
    return () => outbox.drain(name);
  };
  const rewardsOf = (friendId: number) =>
    t.dbHandle.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'REFERRAL_REWARD'), eq(ledgerTransfers.idempotencyKey, `referral:${friendId}`)));
  const page = async (who: Who) => (await get(who.headers)).json().value;

  it('the operator sets the reward with the switch (audited); a bad amount is refused', async () => {
    const res = await setReferral('DEMO', true, { reward: '7500', minDeposit: '100000' });
    expect(res.json().value).toEqual({ enabled: true, reward: '7500', minDeposit: '100000' });
    for (const bad of [{ reward: '-1' }, { reward: '1.5' }, { minDeposit: 12 }]) {
      const r = await t.app.inject({
        method: 'PUT',
        url: '/ops/v1/merchants/DEMO/referral',
        headers: OPS,
        payload: { enabled: true, ...bad },
      });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const audit = await t.dbHandle.db.select().from(opsAuditLog).where(eq(opsAuditLog.action, 'merchant.referral'));
    expect(audit.map((a) => a.payload)).toContainEqual({ enabled: true, reward: '7500', minDeposit: '100000' });
  });

  it("a friend's qualifying first deposit pays the referrer once; replays and a second consumer pay nothing more", async () => {
    await setReferral('DEMO', true, { reward: '7500', minDeposit: '100000' });
    const me = await signIn(t);
    const friend = await friendOf(me);
    await deposit(friend, '1500');
    await consumer()();
    expect(await rewardsOf(friend.member.id)).toHaveLength(1);
    let v = await page(me);
    expect(v.terms).toEqual({ reward: '7500', minDeposit: '100000' });
    expect(v.rewards).toBe('7500');
    expect(v.friends[0].reward).toBe('7500');

    // Replay from the beginning, and another consumer reading the same events: still one reward.
    await t.dbHandle.db.execute(sql`UPDATE outbox_consumers SET last_tx = '0'::xid8, last_id = 0 WHERE name = 'referral.rewards'`);
    await consumer()();
    await consumer('referral.rewards.copy')();
    expect(await rewardsOf(friend.member.id)).toHaveLength(1);

    // A second deposit (even a larger one) pays nothing.
    await deposit(friend, '5000');
    await consumer()();
    expect(await rewardsOf(friend.member.id)).toHaveLength(1);
    v = await page(me);
    expect(v.rewards).toBe('7500');
    const balances = await createLedgerService({ db: t.dbHandle.db }).balances(me.member.merchantId, me.member.id);
    expect(balances).toEqual([{ wallet: 'MAIN', balance: 7500n }]);
    await invariants(t);
  });

  it('a first deposit below the minimum pays nothing, nor does the next one', async () => {
    await setReferral('DEMO', true, { reward: '7500', minDeposit: '100000' });
    const me = await signIn(t);
    const friend = await friendOf(me);
    await deposit(friend, '600');
    await deposit(friend, '2000');
    await consumer()();
    expect(await rewardsOf(friend.member.id)).toHaveLength(0);
    const v = await page(me);
    expect(v.rewards).toBe('0');
    expect(v.friends[0]).toMatchObject({ status: 'deposited', reward: '0' });
    await invariants(t);
  });

  it('with the promotion off nothing is paid, and turning it on later pays nothing for that deposit', async () => {
    await setReferral('DEMO', true, { reward: '7500', minDeposit: '100000' });
    const me = await signIn(t);
    const friend = await friendOf(me);
    const loner = await signIn(t);
    await setReferral('DEMO', false);
    await deposit(friend, '1500');
    await deposit(loner, '1500');
    await consumer()();
    await setReferral('DEMO', true);
    await consumer()();
    expect(await rewardsOf(friend.member.id)).toHaveLength(0);
    expect(await rewardsOf(loner.member.id)).toHaveLength(0);
    expect((await page(me)).rewards).toBe('0');
    await invariants(t);
  });
});

describe('app download configuration', () => {
  it('the operator sets per-platform links; the status payload serves them; a bad link is refused', async () => {
    const url = '/ops/v1/merchants/ACME/apps';
    const ok = await t.app.inject({
      method: 'PUT',
      url,
      headers: OPS,
      payload: { ios: 'https://apps.apple.com/app/acme/id1', android: 'https://get.acmeplay.example/a.apk', lite: null },
    });
    expect(ok.statusCode).toBe(200);
    const status = (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: H('ACME') })).json().value;
    const apps = status.info.resources.filter((r: { type: string }) => r.type.startsWith('APP'));
    expect(apps).toEqual([
      { type: 'APP_IOS', labelNameEn: 'iOS app', url: 'https://apps.apple.com/app/acme/id1' },
      { type: 'APP_ANDROID', labelNameEn: 'Android app', url: 'https://get.acmeplay.example/a.apk' },
    ]);
    for (const bad of [{ ios: '/download/ios' }, { ios: 'javascript:alert(1)' }, { windows: 'https://x.example/a' }]) {
      const res = await t.app.inject({ method: 'PUT', url, headers: OPS, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const demo = (await t.dbHandle.db.select().from(resources)).filter((r) => r.type.startsWith('APP'));
    expect(demo.every((r) => /^https:\/\//.test(r.url))).toBe(true);
  });
});
