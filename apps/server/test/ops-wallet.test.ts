import { describe, expect, it } from 'vitest';
import { OPS, appForFile, signIn } from './harness';

const t = appForFile();

const ops = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = OPS, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
let n = 0;
const rid = () => `ops-${Date.now()}-${n++}`;
const walletOf = async (account: string, merchant = 'DEMO') =>
  (await ops('GET', `/ops/v1/merchants/${merchant}/members/${account}/wallet`)).json().value;

describe('operator accounts and roles', () => {
  it('the bootstrap key creates operators; roles decide what each may do; all actions are audited', async () => {
    const fin = (await ops('POST', '/ops/v1/operators', OPS, { name: 'fin.demo', role: 'FINANCE', merchant: 'DEMO' })).json().value;
    const sup = (await ops('POST', '/ops/v1/operators', OPS, { name: 'support.any', role: 'SUPPORT' })).json().value;
    expect(fin.key).toMatch(/^ops_/);
    const operators = (await ops('GET', '/ops/v1/operators')).json().value as { name: string; created_at: string }[];
    expect(operators.find((o) => o.name === 'fin.demo')).toMatchObject({
      role: 'FINANCE',
      disabled: false,
      merchant_id: expect.any(Number),
    });
    expect(operators.every((o) => !Number.isNaN(Date.parse(o.created_at)))).toBe(true);
    expect((await ops('POST', '/ops/v1/jobs/auto-receipt/run')).json().value).toEqual({ count: 0, ids: [] });
    expect((await ops('GET', '/ops/v1/whoami', bearer(fin.key))).json().value).toMatchObject({
      name: 'operator:fin.demo',
      role: 'FINANCE',
    });

    const player = await signIn(t);
    const adjust = (h: Record<string, string>, amount: string, merchant = 'DEMO', account = player.member.account) =>
      ops('POST', `/ops/v1/merchants/${merchant}/members/${account}/adjust`, h, { amount, reason: 'welcome credit', requestId: rid() });
    expect((await adjust(bearer(fin.key), '25.00')).json().value.balance).toBe('2500');
    expect((await adjust(bearer(sup.key), '1.00')).json().code).toBe('ops.forbidden');
    expect((await adjust(bearer(fin.key), '1.00', 'ACME')).json().code).toBe('ops.forbidden');
    expect((await ops('POST', '/ops/v1/operators', bearer(fin.key), { name: 'x.y.z', role: 'ADMIN' })).json().code).toBe('ops.forbidden');
    expect((await adjust({ authorization: 'Bearer nope' }, '1.00')).statusCode).toBe(401);
    expect((await adjust(bearer(fin.key), '-30.00')).json().code).toBe('wallet.insufficient_funds');
    expect((await adjust(bearer(fin.key), '-5.00')).json().value.balance).toBe('2000');
    expect((await adjust(bearer(fin.key), 'abc')).json().code).toBe('request_param_err');
    expect((await adjust(bearer(fin.key), '0')).json().code).toBe('wallet.amount_invalid');
    expect(await walletOf(player.member.account)).toEqual([{ wallet: 'MAIN', balance: '2000' }]);

    const audit = (await ops('GET', '/ops/v1/audit?limit=50')).json().value as { actor: string; action: string }[];
    const mine = audit.filter((a) => a.action === 'balance.adjust');
    expect(mine.filter((a) => a.actor === 'operator:fin.demo').length).toBeGreaterThanOrEqual(4);
    expect(audit.some((a) => a.action === 'operator.create' && a.actor === 'ops-api-key')).toBe(true);
  });

  it('a scoped key may do only what its scopes allow, whatever its role', async () => {
    const key = (
      await ops('POST', '/ops/v1/operators', OPS, { name: 'reporting.bot', role: 'ADMIN', merchant: 'DEMO', scopes: ['players.view'] })
    ).json().value.key;
    expect((await ops('GET', '/ops/v1/whoami', bearer(key))).json().value).toMatchObject({ permissions: ['players.view'] });
    expect((await ops('GET', '/ops/v1/merchants/DEMO/players?by=account&q=demo01', bearer(key))).statusCode).toBe(200);
    const player = await signIn(t);
    const adjust = await ops('POST', `/ops/v1/merchants/DEMO/members/${player.member.account}/adjust`, bearer(key), {
      amount: '1.00',
      reason: 'not in scope',
      requestId: rid(),
    });
    expect(adjust.json().code).toBe('ops.forbidden');
    expect((await ops('GET', '/ops/v1/operators')).json().value.find((o: { name: string }) => o.name === 'reporting.bot')).toMatchObject({
      scopes: ['players.view'],
    });
    expect((await ops('POST', '/ops/v1/operators', OPS, { name: 'bad.scope', role: 'ADMIN', scopes: ['root'] })).statusCode).toBe(400);
  });

  it('the ledger check answers ok, and only to an admin', async () => {
    expect((await ops('GET', '/ops/v1/ledger/check')).json().value).toEqual({ ok: true, violations: [] });
    const sup = (await ops('POST', '/ops/v1/operators', OPS, { name: 'support.two', role: 'SUPPORT' })).json().value;
    expect((await ops('GET', '/ops/v1/ledger/check', bearer(sup.key))).json().code).toBe('ops.forbidden');
  });

  it('an adjustment request id is idempotent', async () => {
    const player = await signIn(t);
    const id = rid();
    const body = { amount: '10', reason: 'goodwill', requestId: id };
    const url = `/ops/v1/merchants/DEMO/members/${player.member.account}/adjust`;
    const first = (await ops('POST', url, OPS, body)).json().value;
    expect((await ops('POST', url, OPS, body)).json().value).toMatchObject({ transferId: first.transferId, replayed: true });
    expect((await ops('POST', url, OPS, { ...body, amount: '11' })).json().code).toBe('ledger.idempotency_conflict');
    expect(await walletOf(player.member.account)).toEqual([{ wallet: 'MAIN', balance: '1000' }]);
  });
});
