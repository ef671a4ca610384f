import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createLedgerService, gameBetsOf } from '../src/modules/ledger';
import { createRiskService, createRulesConsumer, createStandinScreening } from '../src/modules/risk';
import { appForFile, fund, H, signIn } from './harness';

const t = appForFile();
const db = () => t.dbHandle.db;
const risk = () => createRiskService({ db: db(), screening: createStandinScreening() });
type M = Awaited<ReturnType<typeof signIn>>;

const consume = (m: M, type: string, payload: Record<string, unknown> = {}) =>
  db().transaction((tx) =>
    createRulesConsumer({})(
      [
        {
          id: 1,
          merchantId: m.member.merchantId,
          type: type as 'member.logged_in',
          subjectId: m.member.id,
          aggregateId: null,
          payload,
          occurredAt: new Date(),
        },
      ],
      tx,
    ),
  );
const casesOf = async (m: M) =>
  rowsOf<{ kind: string; holds_withdrawals: boolean; evidence: Record<string, unknown> }>(
    await db().execute(sql`SELECT kind, holds_withdrawals, evidence FROM risk_cases WHERE member_id = ${m.member.id} AND status = 'OPEN'`),
  );
const kinds = async (m: M) => (await casesOf(m)).map((c) => c.kind);
const login = (m: M, s: { deviceId?: string; ip?: string }) =>
  risk().signal({ merchantId: m.member.merchantId, memberId: m.member.id, event: 'LOGIN', ...s });

/** Credited deposits (amounts in minor units, `hoursAgo` each), the money in the wallet, a payee and a withdrawal request. */
const withdrawer = async (o: {
  deposits: [bigint, number][];
  extra?: bigint;
  payeeHoursAgo?: number;
  withdraw: string;
  stake?: bigint;
  win?: bigint;
}) => {
  const m = await signIn(t);
  const channel = rowsOf<{ id: string }>(
    await db().execute(sql`SELECT id FROM payment_channels WHERE merchant_id = ${m.member.merchantId} LIMIT 1`),
  )[0]!;
  let total = o.extra ?? 0n;
  for (const [amount, hoursAgo] of o.deposits) {
    total += amount;
    await db().execute(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, request_id, amount, status, created_at, updated_at)
      VALUES (${m.member.merchantId}, ${m.member.id}, ${channel.id}, ${randomUUID()}, ${amount}, 'CREDITED', now() - make_interval(hours => ${hoursAgo}), now() - make_interval(hours => ${hoursAgo}))`);
  }
  await fund(t, m.member, total + (o.stake ?? 0n));
  if (o.stake)
    await createLedgerService({ db: db() }).transfer({
      idempotencyKey: `stake-${randomUUID()}`,
      merchantId: m.member.merchantId,
      kind: 'GAME_BET',
      postings: [
        { account: { memberId: m.member.id }, amount: -o.stake },
        { account: gameBetsOf(m.member.id), amount: o.stake },
      ],
    });
  if (o.win)
    await createLedgerService({ db: db() }).transfer({
      idempotencyKey: `win-${randomUUID()}`,
      merchantId: m.member.merchantId,
      kind: 'GAME_WIN',
      postings: [
        { account: gameBetsOf(m.member.id), amount: -o.win },
        { account: { memberId: m.member.id }, amount: o.win },
      ],
    });
  await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: m.headers, payload: { newPassword: '135790' } });
  const payee = (
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/payee',
      headers: m.headers,
      payload: { bankName: 'HBL', accountNo: `7${Date.now()}${Math.floor(Math.random() * 1e4)}`, payeeName: 'Test' },
    })
  ).json().value.list[0].id;
  if (o.payeeHoursAgo)
    await db().execute(sql`UPDATE payee_accounts SET created_at = now() - make_interval(hours => ${o.payeeHoursAgo}) WHERE id = ${payee}`);
  const requestId = randomUUID();
  const w = await t.app.inject({
    method: 'POST',
    url: '/wps/withdrawal',
    headers: m.headers,
    payload: { payeeId: payee, amount: o.withdraw, paymentPassword: '135790', requestId },
  });
  expect(w.json().code, w.body).toBeNull();
  await consume(m, 'withdrawal.requested', { requestId });
  return m;
};

describe('fraud rules, each with a case that trips it and one that does not (issue 31)', () => {
  it('MULTI_DEVICE and MULTI_IP_RANGE: accounts sharing a device or a network range', async () => {
    const device = `dev-${randomUUID().slice(0, 12)}`;
    const crowd = [await signIn(t), await signIn(t), await signIn(t)];
    for (const m of crowd) await login(m, { deviceId: device, ip: `10.9.${crowd.indexOf(m)}.7` });
    await consume(crowd[2] as M, 'member.logged_in');
    expect(await kinds(crowd[2] as M)).toContain('MULTI_DEVICE');
    const alone = await signIn(t);
    await login(alone, { deviceId: `dev-${randomUUID().slice(0, 12)}`, ip: '10.200.1.1' });
    await consume(alone, 'member.logged_in');
    expect(await kinds(alone)).toEqual([]);

    const office = [await signIn(t), await signIn(t), await signIn(t), await signIn(t), await signIn(t)];
    for (const [i, m] of office.entries()) await login(m, { ip: `172.16.44.${10 + i}` });
    await consume(office[4] as M, 'member.logged_in');
    const c = (await casesOf(office[4] as M)).find((x) => x.kind === 'MULTI_IP_RANGE');
    expect(c?.evidence).toMatchObject({ values: ['172.16.44.0/24'] });
    const pair = [await signIn(t), await signIn(t)];
    for (const m of pair) await login(m, { ip: '172.16.99.5' });
    await consume(pair[1] as M, 'member.logged_in');
    expect(await kinds(pair[1] as M)).not.toContain('MULTI_IP_RANGE');
  });

  it('SHARED_BANK: one bank account on two players holds withdrawals', async () => {
    const [a, b, c] = [await signIn(t), await signIn(t), await signIn(t)];
    const acct = `9${Date.now()}`;
    for (const m of [a, b, c])
      await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: m.headers, payload: { newPassword: '135790' } });
    for (const m of [a, b])
      await t.app.inject({
        method: 'POST',
        url: '/wps/member/payee',
        headers: m.headers,
        payload: { bankName: 'UBL', accountNo: acct, payeeName: 'Xavier Ali' },
      });
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/payee',
      headers: c.headers,
      payload: { bankName: 'UBL', accountNo: `8${Date.now()}`, payeeName: 'Yasir Ali' },
    });
    await consume(b, 'member.logged_in');
    await consume(c, 'member.logged_in');
    expect(await casesOf(b)).toEqual([expect.objectContaining({ kind: 'SHARED_BANK', holds_withdrawals: true })]);
    expect(await kinds(c)).toEqual([]);
  });

  it('WITHDRAW_RATIO and WIN_MULTIPLE: taking out far more than was put in', async () => {
    const big = await withdrawer({ deposits: [[100_00n, 48]], extra: 5000_00n, payeeHoursAgo: 72, withdraw: '2000.00', stake: 200_00n });
    expect(await kinds(big)).toEqual(expect.arrayContaining(['WITHDRAW_RATIO', 'WIN_MULTIPLE']));
    const fair = await withdrawer({ deposits: [[1000_00n, 48]], payeeHoursAgo: 72, withdraw: '100.00', stake: 1000_00n });
    expect(await kinds(fair)).toEqual([]);
  });

  it('WIN_BET: winnings a large multiple of the stakes before a withdrawal', async () => {
    const lucky = await withdrawer({ deposits: [[100_00n, 48]], payeeHoursAgo: 72, withdraw: '100.00', stake: 10_00n, win: 500_00n });
    expect(await kinds(lucky)).toContain('WIN_BET');
    const usual = await withdrawer({ deposits: [[1000_00n, 48]], payeeHoursAgo: 72, withdraw: '100.00', stake: 1000_00n, win: 800_00n });
    expect(await kinds(usual)).not.toContain('WIN_BET');
  });

  it('LOW_TURNOVER: a withdrawal with little play since the last deposit', async () => {
    const idle = await withdrawer({ deposits: [[1000_00n, 48]], payeeHoursAgo: 72, withdraw: '500.00' });
    expect(await kinds(idle)).toContain('LOW_TURNOVER');
    const played = await withdrawer({ deposits: [[1000_00n, 48]], payeeHoursAgo: 72, withdraw: '500.00', stake: 1000_00n });
    expect(await kinds(played)).not.toContain('LOW_TURNOVER');
  });

  it('CHANGE_THEN_WITHDRAW: the first withdrawal right after a new bank account', async () => {
    const fresh = await withdrawer({ deposits: [[1000_00n, 48]], withdraw: '100.00', stake: 1000_00n });
    expect(await kinds(fresh)).toEqual(['CHANGE_THEN_WITHDRAW']);
    const old = await withdrawer({ deposits: [[1000_00n, 48]], payeeHoursAgo: 72, withdraw: '100.00', stake: 1000_00n });
    expect(await kinds(old)).not.toContain('CHANGE_THEN_WITHDRAW');
  });

  it('RAPID_CYCLES: deposits each followed by a withdrawal within hours', async () => {
    const m = await withdrawer({
      deposits: [
        [1000_00n, 5],
        [1000_00n, 3],
        [1000_00n, 1],
      ],
      payeeHoursAgo: 72,
      withdraw: '100.00',
      stake: 3000_00n,
    });
    // The request just made follows all three deposits within the rule's 24 hours.
    expect(await kinds(m)).toContain('RAPID_CYCLES');
    const once = await withdrawer({ deposits: [[1000_00n, 1]], payeeHoursAgo: 72, withdraw: '100.00', stake: 1000_00n });
    expect(await kinds(once)).not.toContain('RAPID_CYCLES');
  });

  it('AGENT_CHAIN: money passed down the agent line and taken straight out', async () => {
    const agent = await signIn(t, { type: 1 });
    await fund(t, agent.member, 10_000_00n);
    const m = await signIn(t, { parentId: agent.member.id });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/transfer/downline',
      headers: agent.headers,
      payload: { requestId: randomUUID(), transfers: [{ account: m.member.account, amount: '900.00' }] },
    });
    expect(sent.json().code, sent.body).toBeNull();
    await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: m.headers, payload: { newPassword: '135790' } });
    const payee = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/member/payee',
        headers: m.headers,
        payload: { bankName: 'HBL', accountNo: `6${Date.now()}`, payeeName: 'Zain Ali' },
      })
    ).json().value.list[0].id;
    const requestId = randomUUID();
    await t.app.inject({
      method: 'POST',
      url: '/wps/withdrawal',
      headers: m.headers,
      payload: { payeeId: payee, amount: '900.00', paymentPassword: '135790', requestId },
    });
    await consume(m, 'withdrawal.requested', { requestId });
    expect(await kinds(m)).toContain('AGENT_CHAIN');
    const plain = await withdrawer({ deposits: [[1000_00n, 48]], payeeHoursAgo: 72, withdraw: '100.00', stake: 1000_00n });
    expect(await kinds(plain)).not.toContain('AGENT_CHAIN');
  });

  it('BONUS_DEVICE: a reward claim from a device another player claimed from is refused on the request path', async () => {
    const device = `dev-${randomUUID().slice(0, 12)}`;
    const reward = async (m: M) =>
      rowsOf<{ id: string }>(
        await db().execute(sql`INSERT INTO reward_items (merchant_id, member_id, source, source_key, title, amount, expires_at)
          VALUES (${m.member.merchantId}, ${m.member.id}, 'MANUAL', ${randomUUID()}, '{"EN":"Gift"}'::jsonb, 1000, now() + interval '1 day') RETURNING id`),
      )[0]!.id;
    const claim = async (m: M, id: string, headers: Record<string, string>, ip: string) =>
      (
        await t.app.inject({ method: 'POST', url: `/wps/rewards/${id}/claim`, headers: { ...m.headers, ...headers }, remoteAddress: ip })
      ).json();
    const first = await signIn(t);
    expect((await claim(first, await reward(first), { 'x-device-id': device }, '10.50.1.1')).code).toBeNull();
    const second = await signIn(t);
    const refused = await claim(second, await reward(second), { 'x-device-id': device }, '10.60.1.1');
    expect(refused.code).toBe('risk.bonus_refused');
    expect(await kinds(second)).toEqual(['BONUS_DEVICE']);
    const third = await signIn(t);
    expect(
      (await claim(third, await reward(third), { ...H(), 'x-device-id': `dev-${randomUUID().slice(0, 12)}` }, '10.70.1.1')).code,
    ).toBeNull();
  });
});

describe('rule settings and the linked-accounts graph (issue 31)', () => {
  const ops = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/ops/v1/merchants/DEMO${url}`, headers: { authorization: 'Bearer test-ops-key-123' }, payload });

  it('a merchant sets a rule’s parameters (only its own) or switches it off; the consumer follows', async () => {
    const rules = (await ops('GET', '/risk-rules')).json().value;
    expect(rules.find((r: { code: string }) => r.code === 'WIN_MULTIPLE')).toMatchObject({
      enabled: true,
      params: { multiple: 10 },
      holds: false,
    });
    expect((await ops('PUT', '/risk-rules/WIN_MULTIPLE', { enabled: true, params: { nonsense: 2 } })).json().code).toBe(
      'risk.rule_invalid',
    );
    expect((await ops('PUT', '/risk-rules/NO_SUCH_RULE', { enabled: true, params: {} })).json().code).toBe('resource.not_found');
    const set = (await ops('PUT', '/risk-rules/WIN_MULTIPLE', { enabled: false, params: { multiple: 50 } })).json().value;
    expect(set.find((r: { code: string }) => r.code === 'WIN_MULTIPLE')).toMatchObject({ enabled: false, params: { multiple: 50 } });
    const m = await withdrawer({ deposits: [[100_00n, 48]], extra: 5000_00n, payeeHoursAgo: 72, withdraw: '2000.00', stake: 200_00n });
    expect(await kinds(m)).not.toContain('WIN_MULTIPLE');
    await ops('PUT', '/risk-rules/WIN_MULTIPLE', { enabled: true, params: { multiple: 10 } });
  });

  it('links accounts by device, network range, bank account and identity, two steps out', async () => {
    const [a, b, c] = [await signIn(t), await signIn(t), await signIn(t)];
    const device = `dev-${randomUUID().slice(0, 12)}`;
    await login(a, { deviceId: device, ip: '10.77.1.1' });
    await login(b, { deviceId: device, ip: '10.78.1.1' });
    await db().execute(sql`UPDATE members SET email = ${`shared${Date.now()}@x.example`} WHERE id IN (${b.member.id}, ${c.member.id})`);
    const g = (await ops('GET', `/players/${a.member.account}/graph`)).json().value;
    expect(g.nodes.map((n: { account: string; depth: number }) => [n.account, n.depth])).toEqual(
      expect.arrayContaining([
        [a.member.account, 0],
        [b.member.account, 1],
        [c.member.account, 2],
      ]),
    );
    expect(g.edges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ via: 'device', value: `${device.slice(0, 6)}…` }),
        expect.objectContaining({ via: 'identity', value: 'email' }),
      ]),
    );
  });
});
