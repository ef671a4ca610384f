// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { demoGatewaySecret } from '../src/seed/wallet';
import { signGatewayBody } from '../src/modules/deposits';
import { OPS, appForFile, jpgBytes, multipartBody, pngBytes, signIn } from './harness';

const t = appForFile();

type Who = { headers: Record<string, string> };
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: Who, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
const balanceOf = async (who: Who) => (await get(who, '/wps/v2/wallets/balance')).json().value.sumBalance as string;
let n = 0;
const rid = () => `dep-${Date.now()}-${n++}`;
const manual = (
  who: Who,
  fields: Record<string, string>,
  files = [{ name: 'proof', filename: 'slip.png', type: 'image/png', data: pngBytes() }],
) => {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url: '/wps/deposit/manual', headers: { ...who.headers, ...body.headers }, payload: body.payload });
};
const webhook = (body: object | string, secret = demoGatewaySecret) => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/wps/pay/webhook',
    headers: { 'content-type': 'application/json', 'x-signature': signGatewayBody(secret, raw) },
    payload: raw,
  });
};

describe('deposit channels', () => {
  it('lists each merchant’s channels with limits', async () => {
    const a = await signIn(t);
    const v = (await get(a, '/wps/deposit/channels')).json().value;
    expect(v.map((c: { code: string }) => c.code)).toEqual(['FASTPAY', 'BANK']);
    expect(v[1]).toMatchObject({ kind: 'BANK', minAmount: '50000', bankInfo: { bankName: 'Habib Bank Limited' } });
    const acme = (await get(await signIn(t, { merchant: 'ACME' }), '/wps/deposit/channels')).body;
    expect(acme).not.toMatch(/Habib/);
  });
});

describe('gateway deposits', () => {
  it('pending → credited by a signed webhook, once; the member gets a notice', async () => {
    const a = await signIn(t);
    const d = (await post(a, '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount: '150.00', requestId: rid() })).json().value;
    expect(d).toMatchObject({ status: 'PENDING', amount: '15000' });
    expect(d.payUrl).toMatch(/^\/gateway-standin\/pay\/[a-f0-9]{24}$/);
    const orderId = d.payUrl.split('/').pop();
    const event = { orderId, status: 'SUCCESS', amount: '15000' };
    expect((await webhook(event)).json().value).toEqual({ status: 'CREDITED' });
    expect((await webhook(event)).json().value).toEqual({ status: 'CREDITED' });
    expect(await balanceOf(a)).toBe('15000');
    const notices = (await get(a, '/wps/wallet/notices')).json().value;
    expect(notices).toMatchObject({ unread: 1, list: [{ kind: 'DEPOSIT_CREDITED', amount: '15000', read: false }] });
    expect((await post(a, '/wps/wallet/notices/read', {})).json().value.unread).toBe(0);
  });

  it('refuses a bad signature, a changed amount and another merchant’s secret; nothing moves', async () => {
    const a = await signIn(t);
    const d = (await post(a, '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount: '200', requestId: rid() })).json().value;
    const orderId = d.payUrl.split('/').pop();
    expect((await webhook({ orderId, status: 'SUCCESS', amount: '20000' }, 'wrong-secret')).json().code).toBe('wallet.signature_invalid');
    const raw = JSON.stringify({ orderId, status: 'SUCCESS', amount: '20000' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/wps/pay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await webhook({ orderId, status: 'SUCCESS', amount: '99999' })).json().code).toBe('request_param_err');
    expect((await webhook('not json')).json().code).toBe('request_param_err');
    expect((await webhook({ orderId: "' OR 1=1", status: 'SUCCESS', amount: '1' })).json().code).toBe('wallet.signature_invalid');
    expect(await balanceOf(a)).toBe('0');
  });

  it('a failed payment ends FAILED with a notice, and cannot be credited afterwards', async () => {
    const a = await signIn(t);
    const d = (await post(a, '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount: '300', requestId: rid() })).json().value;
    const orderId = d.payUrl.split('/').pop();
    expect((await webhook({ orderId, status: 'FAILED', amount: '30000' })).json().value.status).toBe('FAILED');
    expect((await webhook({ orderId, status: 'SUCCESS', amount: '30000' })).json().code).toBe('wallet.state_invalid');
    expect(await balanceOf(a)).toBe('0');
    expect((await get(a, '/wps/wallet/notices')).json().value.list[0].kind).toBe('DEPOSIT_FAILED');
  });

  it('the stand-in page completes a payment through the signed webhook', async () => {
    const a = await signIn(t);
    const d = (await post(a, '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount: '1250.50', requestId: rid() })).json().value;
    const pageRes = await t.app.inject({ method: 'GET', url: d.payUrl });
    expect(pageRes.body).toContain('Rs1,250.50');
    const done = await t.app.inject({
      method: 'POST',
      url: `${d.payUrl}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    expect(await balanceOf(a)).toBe('125050');
  });

  it('limits per channel, bad amounts and replays are coded 4xx', async () => {
    const a = await signIn(t);
    const cases: [unknown, string][] = [
      ['99.99', 'wallet.amount_out_of_range'],
      ['200000.01', 'wallet.amount_out_of_range'],
      ['-100', 'wallet.amount_invalid'],
      ['100.001', 'wallet.amount_invalid'],
      ['lots', 'wallet.amount_invalid'],
    ];
    for (const [amount, code] of cases)
      expect(
        (await post(a, '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount, requestId: rid() })).json().code,
        String(amount),
      ).toBe(code);
    expect((await post(a, '/wps/deposit/gateway', { channelCode: 'NOPE', amount: '100', requestId: rid() })).json().code).toBe(
      'wallet.channel_unavailable',
    );
    expect((await post(a, '/wps/deposit/gateway', { channelCode: 'BANK', amount: '600', requestId: rid() })).json().code).toBe(
      'wallet.channel_unavailable',
    );
    const id = rid();
    const first = (await post(a, '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount: '100', requestId: id })).json().value;
    expect((await post(a, '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount: '100', requestId: id })).json().value.id).toBe(
      first.id,
    );
    expect((await post(a, '/wps/deposit/gateway', { channelCode: 'FASTPAY', amount: '101', requestId: id })).json().code).toBe(
      'ledger.idempotency_conflict',
    );
    expect((await get(a, '/wps/deposit/list')).json().value.list).toHaveLength(1);
  });
});

describe('manual bank deposits', () => {
  it('with proof: pending → operator approves → credited (once) with a notice', async () => {
    const a = await signIn(t);
    const res = await manual(a, { channelCode: 'BANK', amount: '600', requestId: rid(), payerName: 'Ali Khan' });
    expect(res.json().value).toMatchObject({ status: 'PENDING', payerName: 'Ali Khan', proofFileIds: [expect.any(Number)] });
    const id = res.json().value.id;
    const c = (await get(a, '/wps/member/info/funds/consolidated')).json().value;
    expect(c.pendingDeposit).toBe('60000');
    const ok = await t.app.inject({ method: 'POST', url: `/ops/v1/merchants/DEMO/deposits/${id}/approve`, headers: OPS });
    expect(ok.json().value.status).toBe('CREDITED');
    expect(
      (await t.app.inject({ method: 'POST', url: `/ops/v1/merchants/DEMO/deposits/${id}/approve`, headers: OPS })).json().value.status,
    ).toBe('CREDITED');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/ops/v1/merchants/DEMO/deposits/${id}/reject`,
          headers: OPS,
          payload: { reason: 'too late' },
        })
      ).json().code,
    ).toBe('wallet.state_invalid');
    expect(await balanceOf(a)).toBe('60000');
    const file = await t.app.inject({
      method: 'GET',
      url: `/ops/v1/merchants/DEMO/files/${res.json().value.proofFileIds[0]}`,
      headers: OPS,
    });
    expect(file.headers['content-type']).toBe('image/png');
    expect(
      (await t.app.inject({ method: 'GET', url: `/ops/v1/merchants/ACME/files/${res.json().value.proofFileIds[0]}`, headers: OPS }))
        .statusCode,
    ).toBe(404);
  });

  it('operator rejects: nothing credited, a notice; an ACME operator cannot see DEMO deposits', async () => {
    const a = await signIn(t);
    const id = (
      await manual(a, { channelCode: 'BANK', amount: '700', requestId: rid(), payerName: 'Ali' }, [
        { name: 'p', filename: 'a.jpg', type: 'image/jpeg', data: jpgBytes() },
      ])
    ).json().value.id;
    const rej = await t.app.inject({
      method: 'POST',
      url: `/ops/v1/merchants/DEMO/deposits/${id}/reject`,
      headers: OPS,
      payload: { reason: 'no money arrived' },
    });
    expect(rej.json().value).toMatchObject({ status: 'REJECTED', reason: 'no money arrived' });
    expect(await balanceOf(a)).toBe('0');
    expect((await get(a, '/wps/wallet/notices')).json().value.list[0].kind).toBe('DEPOSIT_REJECTED');
    const acmeDeposits = (await t.app.inject({ method: 'GET', url: '/ops/v1/merchants/ACME/deposits', headers: OPS })).json().value;
    expect(acmeDeposits.map((d: { id: number }) => d.id)).not.toContain(id);
  });

  it('refuses missing, non-image, oversized and too many proofs', async () => {
    const a = await signIn(t);
    const f = { channelCode: 'BANK', amount: '600', payerName: 'Ali' };
    const text = { name: 'proof', filename: 'x.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') };
    const big = { name: 'proof', filename: 'big.png', type: 'image/png', data: pngBytes(5 * 1024 * 1024 + 10) };
    const gif = { name: 'proof', filename: 'x.gif', type: 'image/gif', data: Buffer.from('GIF89a........') };
    const png = { name: 'proof', filename: 'a.png', type: 'image/png', data: pngBytes() };
    expect((await manual(a, { ...f, requestId: rid() }, [])).json().code).toBe('wallet.proof_invalid');
    expect((await manual(a, { ...f, requestId: rid() }, [text])).json().code).toBe('wallet.proof_invalid');
    expect((await manual(a, { ...f, requestId: rid() }, [gif])).json().code).toBe('wallet.proof_invalid');
    const tooBig = await manual(a, { ...f, requestId: rid() }, [big]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('wallet.proof_too_large');
    expect((await manual(a, { ...f, requestId: rid() }, [png, png, png, png])).json().code).toBe('wallet.proof_invalid');
    expect((await manual(a, { ...f, requestId: rid() }, [png, png, png])).json().value.status).toBe('PENDING');
    expect((await manual(a, { ...f, requestId: 'x' }, [png])).json().code).toBe('request_param_err');
    const json = await post(a, '/wps/deposit/manual', { ...f, requestId: rid() });
    expect(json.json().code).toBe('request_param_err');
    expect((await get(a, '/wps/deposit/list')).json().value.list).toHaveLength(1);
  });
});
