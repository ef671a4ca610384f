// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { createJobLease } from '../src/modules/jobs';
import { createLedgerService } from '../src/modules/ledger';
import { OPS, appForFile, fund, jpgBytes, multipartBody, pngBytes, signIn } from './harness';

const t = appForFile();

type Who = { headers: Record<string, string>; member: { id: number; merchantId: number } };
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const send = (who: Who, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, payload: payload as object });
const ops = (url: string, payload?: object) => t.app.inject({ method: 'POST', url: `/ops/v1/merchants/DEMO${url}`, headers: OPS, payload });
const balanceOf = async (who: Who) => (await get(who, '/wps/v2/wallets/balance')).json().value.balance[0].availBalance as string;
let n = 0;
const rid = () => `wd-${Date.now()}-${n++}`;

/** A member with money, a payee account and a payment password. */
const ready = async (amount = 100_000n) => {
  const a = await signIn(t);
  await fund(t, a.member, amount);
  await send(a, 'PUT', '/wps/member/paymentPassword', { newPassword: '135790' });
  const payees = (
    await send(a, 'POST', '/wps/member/payee', { bankName: 'Meezan Bank', accountNo: '01234567890', payeeName: 'Ali Khan' })
  ).json().value.list;
  return { a, payeeId: payees[0].id as number };
};
const withdraw = (a: Who, payeeId: number, amount: unknown, extra: object = {}) =>
  send(a, 'POST', '/wps/withdrawal', { payeeId, amount, paymentPassword: '135790', requestId: rid(), ...extra });
const confirm = (
  a: Who,
  id: number,
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[] = [],
) => {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/wps/withdrawal/${id}/confirm`,
    headers: { ...a.headers, ...body.headers },
    payload: body.payload,
  });
};

describe('payees and payment password', () => {
  it('adds, masks and removes payee accounts; never another member’s', async () => {
    const { a, payeeId } = await ready();
    const list = (await get(a, '/wps/member/payee')).json().value.list;
    expect(list[0]).toEqual({ id: payeeId, bankName: 'Meezan Bank', payeeName: 'Ali Khan', accountNoMasked: '*******7890' });
    const b = await signIn(t);
    expect((await send(b, 'DELETE', `/wps/member/payee/${payeeId}`)).json().code).toBe('wallet.payee_not_found');
    expect((await send(a, 'POST', '/wps/member/payee', { bankName: 'X', accountNo: '12', payeeName: '' })).json().code).toBe(
      'request_param_err',
    );
    expect((await send(a, 'DELETE', `/wps/member/payee/${payeeId}`)).json().value.list).toEqual([]);
  });

  it('set, change (needs the old one), verify; wrong tries lock it', async () => {
    const a = await signIn(t);
    expect((await get(a, '/wps/member/paymentPassword')).json().value).toEqual({ isSet: false });
    expect((await send(a, 'PUT', '/wps/member/paymentPassword', { newPassword: '12ab56' })).json().code).toBe('request_param_err');
    await send(a, 'PUT', '/wps/member/paymentPassword', { newPassword: '111111' });
    expect((await send(a, 'PUT', '/wps/member/paymentPassword', { newPassword: '222222' })).json().code).toBe(
      'wallet.payment_password_wrong',
    );
    expect((await send(a, 'PUT', '/wps/member/paymentPassword', { oldPassword: '111111', newPassword: '222222' })).json().value).toEqual({
      isSet: true,
    });
    expect((await send(a, 'POST', '/wps/member/paymentPassword/verify', { password: '222222' })).json().value).toBe(true);
    for (let i = 0; i < 4; i++)
      expect((await send(a, 'POST', '/wps/member/paymentPassword/verify', { password: '000000' })).json().code).toBe(
        'wallet.payment_password_wrong',
      );
    expect((await send(a, 'POST', '/wps/member/paymentPassword/verify', { password: '000000' })).json().code).toBe(
      'wallet.payment_password_locked',
    );
    expect((await send(a, 'POST', '/wps/member/paymentPassword/verify', { password: '222222' })).json().code).toBe(
      'wallet.payment_password_locked',
    );
  });
});

describe('withdrawal lifecycle', () => {
  it('request holds the funds; approve pays out with a notice; the member marks partly received', async () => {
    const { a, payeeId } = await ready();
    const w = (await withdraw(a, payeeId, '400.00')).json().value;
    expect(w).toMatchObject({ status: 'PENDING', amount: '40000' });
    expect(await balanceOf(a)).toBe('60000');
    expect((await get(a, '/wps/member/info/funds/consolidated')).json().value.pendingWithdrawal).toBe('40000');
    const paid = (await ops(`/withdrawals/${w.id}/approve`)).json().value;
    expect(paid).toMatchObject({ status: 'PAID', autoReceiptAt: expect.any(String) });
    expect((await get(a, '/wps/wallet/notices')).json().value.list[0]).toMatchObject({ kind: 'WITHDRAWAL_APPROVED', amount: '40000' });
    const part = await confirm(a, w.id, { outcome: 'PARTLY_RECEIVED', receivedAmount: '300' });
    expect(part.json().value).toMatchObject({ status: 'PARTLY_RECEIVED', receivedAmount: '30000', remainingAmount: '10000' });
    expect((await confirm(a, w.id, { outcome: 'RECEIVED' })).json().code).toBe('wallet.state_invalid');
    const refund = (await ops(`/withdrawals/${w.id}/resolve`, { action: 'REFUND', reason: 'bank returned the rest' })).json().value;
    expect(refund.status).toBe('REFUNDED');
    expect(await balanceOf(a)).toBe('70000');
  });

  it('reject returns the held funds with a notice; approve after reject is refused', async () => {
    const { a, payeeId } = await ready();
    const w = (await withdraw(a, payeeId, '500')).json().value;
    expect((await ops(`/withdrawals/${w.id}/reject`, { reason: 'payee name mismatch' })).json().value.status).toBe('REJECTED');
    expect((await ops(`/withdrawals/${w.id}/approve`)).json().code).toBe('wallet.state_invalid');
    expect(await balanceOf(a)).toBe('100000');
    expect((await get(a, '/wps/wallet/notices')).json().value.list[0].kind).toBe('WITHDRAWAL_REJECTED');
  });

  it('not received needs proof images; an operator may force the receipt (no refund)', async () => {
    const { a, payeeId } = await ready();
    const w = (await withdraw(a, payeeId, '200')).json().value;
    await ops(`/withdrawals/${w.id}/approve`);
    expect((await confirm(a, w.id, { outcome: 'NOT_RECEIVED' })).json().code).toBe('wallet.proof_invalid');
    const big = await confirm(a, w.id, { outcome: 'NOT_RECEIVED' }, [
      { name: 'p', filename: 'b.png', type: 'image/png', data: pngBytes(5 * 1024 * 1024 + 1) },
    ]);
    expect(big.statusCode).toBe(413);
    const nr = await confirm(a, w.id, { outcome: 'NOT_RECEIVED' }, [
      { name: 'p', filename: 'a.png', type: 'image/png', data: pngBytes() },
      { name: 'p', filename: 'b.jpg', type: 'image/jpeg', data: jpgBytes() },
    ]);
    expect(nr.json().value.status).toBe('NOT_RECEIVED');
    expect(
      (await ops(`/withdrawals/${w.id}/resolve`, { action: 'FORCE_RECEIPT', reason: 'bank confirms payment' })).json().value.status,
    ).toBe('FORCED_RECEIVED');
    expect((await ops(`/withdrawals/${w.id}/resolve`, { action: 'REFUND', reason: 'try refund' })).json().code).toBe(
      'wallet.state_invalid',
    );
    expect(await balanceOf(a)).toBe('80000');
  });

  it('a bounced payout returns everything with a "failed" notice, once', async () => {
    const { a, payeeId } = await ready();
    const w = (await withdraw(a, payeeId, '250')).json().value;
    await ops(`/withdrawals/${w.id}/approve`);
    expect(await balanceOf(a)).toBe('75000');
    const failed = (await ops(`/withdrawals/${w.id}/resolve`, { action: 'PAYOUT_FAILED', reason: 'bank bounced the transfer' })).json()
      .value;
    expect(failed.status).toBe('FAILED');
    expect((await ops(`/withdrawals/${w.id}/resolve`, { action: 'PAYOUT_FAILED', reason: 'again' })).json().value.status).toBe('FAILED');
    expect((await confirm(a, w.id, { outcome: 'RECEIVED' })).json().code).toBe('wallet.state_invalid');
    expect(await balanceOf(a)).toBe('100000');
    expect((await get(a, '/wps/wallet/notices')).json().value.list[0]).toMatchObject({ kind: 'WITHDRAWAL_FAILED', amount: '25000' });
  });

  it('bad input: amounts, limits, wrong payment password, foreign payee, replay — coded 4xx, nothing moved', async () => {
    const { a, payeeId } = await ready();
    const other = await ready();
    const cases: [unknown, object, string][] = [
      ['-1', {}, 'wallet.amount_invalid'],
      ['0', {}, 'wallet.amount_invalid'],
      ['10.005', {}, 'wallet.amount_invalid'],
      ['ten', {}, 'wallet.amount_invalid'],
      ['1e9', {}, 'wallet.amount_invalid'],
      ['99', {}, 'wallet.amount_out_of_range'],
      ['500000.01', {}, 'wallet.amount_out_of_range'],
      ['1000.01', {}, 'wallet.insufficient_funds'],
      ['100', { paymentPassword: '999999' }, 'wallet.payment_password_wrong'],
      ['100', { payeeId: other.payeeId }, 'wallet.payee_not_found'],
      ['100', { requestId: '<script>' }, 'request_param_err'],
    ];
    for (const [amount, extra, code] of cases) {
      const res = await withdraw(a, payeeId, amount, extra);
      expect(res.json().code, `${amount} ${JSON.stringify(extra)}`).toBe(code);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await balanceOf(a)).toBe('100000');
    const id = rid();
    const first = (await withdraw(a, payeeId, '100', { requestId: id })).json().value;
    const again = (await withdraw(a, payeeId, '100', { requestId: id })).json().value;
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect((await withdraw(a, payeeId, '150', { requestId: id })).json().code).toBe('ledger.idempotency_conflict');
    expect(await balanceOf(a)).toBe('90000');
    expect((await get(a, '/wps/withdrawal/list')).json().value.list).toHaveLength(1);
    expect((await get(other.a, '/wps/withdrawal/list')).json().value.list).toHaveLength(0);
    expect((await confirm(other.a, first.id, { outcome: 'RECEIVED' })).statusCode).toBe(404);
  });
});

describe('auto-receipt job', () => {
  it('an unconfirmed payout counts as received after the merchant’s minutes; two copies run a period once', async () => {
    const { a, payeeId } = await ready();
    const w = (await withdraw(a, payeeId, '100')).json().value;
    await ops(`/withdrawals/${w.id}/approve`);
    const { createWithdrawalService } = await import('../src/modules/withdrawals/withdrawal.service');
    const db = t.dbHandle.db;
    const ledger = createLedgerService({ db });
    const at = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
    const svc = (minutes: number) =>
      createWithdrawalService({ db, ledger, wallet: {} as never, payees: {} as never, paymentPasswords: {} as never, now: at(minutes) });
    expect((await svc(59).autoReceipt()).ids).not.toContain(w.id);
    const copyA = createJobLease({ db, owner: 'copy-a', now: at(61) });
    const copyB = createJobLease({ db, owner: 'copy-b', now: at(61) });
    const runs = await Promise.all(
      [copyA, copyB].map((c) => c.runOnce('withdrawal-auto-receipt', 'test-period', () => svc(61).autoReceipt())),
    );
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect((await get(a, '/wps/withdrawal/list')).json().value.list[0]).toMatchObject({ status: 'AUTO_RECEIVED', receivedAmount: '10000' });
    expect(
      (await confirm(a, w.id, { outcome: 'NOT_RECEIVED' }, [{ name: 'p', filename: 'a.png', type: 'image/png', data: pngBytes() }])).json()
        .code,
    ).toBe('wallet.state_invalid');
    const again = await createJobLease({ db, owner: 'copy-c', now: at(61) }).runOnce(
      'withdrawal-auto-receipt',
      'test-period',
      async () => 'ran',
    );
    expect(again.ran).toBe(false);
    expect(await balanceOf(a)).toBe('90000');
  });

  it('a period whose owner died (lease expired, unfinished) is taken over once', async () => {
    const db = t.dbHandle.db;
    const t0 = Date.now();
    const dead = createJobLease({ db, owner: 'dead', leaseMs: 1000, now: () => new Date(t0) });
    await expect(dead.runOnce('probe', 'p1', async () => Promise.reject(new Error('crash')))).rejects.toThrow('crash');
    const early = await createJobLease({ db, owner: 'b', now: () => new Date(t0 + 500) }).runOnce('probe', 'p1', async () => 1);
    const later = await createJobLease({ db, owner: 'c', now: () => new Date(t0 + 2000) }).runOnce('probe', 'p1', async () => 2);
    expect([early.ran, later.ran]).toEqual([false, true]);
  });
});
