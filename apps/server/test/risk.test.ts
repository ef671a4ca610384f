import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPS, appForFile, fund, signIn } from './harness';

const t = appForFile();
const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/ops/v1/merchants/DEMO${url}`, headers: OPS, payload });
const details = (who: { headers: Record<string, string> }, fullName: string, birthDate = '1971-03-02') =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/kyc/details',
    headers: who.headers,
    payload: { fullName, birthDate, idNumber: '35202-7654321-1', address: '4 Canal View, Lahore', nationality: 'Pakistani' },
  });
/** A member with money, a payee and a payment password, and one pending withdrawal. */
const withdrawing = async () => {
  const a = await signIn(t);
  await fund(t, a.member, 100_000n);
  await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: a.headers, payload: { newPassword: '135790' } });
  const payee = (
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/payee',
      headers: a.headers,
      payload: { bankName: 'HBL', accountNo: `5${Date.now()}`, payeeName: 'M Y Qureshi' },
    })
  ).json().value.list[0].id;
  const w = await t.app.inject({
    method: 'POST',
    url: '/wps/withdrawal',
    headers: a.headers,
    payload: { payeeId: payee, amount: '100.00', paymentPassword: '135790', requestId: randomUUID() },
  });
  return { a, withdrawalId: w.json().value.id as number };
};

describe('screening (issue 31)', () => {
  it('a name on the list, in another spelling, opens a case that holds withdrawals until it is cleared', async () => {
    const { a, withdrawalId } = await withdrawing();
    expect((await details(a, 'Mohammed Yusuf Kureshi')).json().code).toBeNull();
    const list = (await ops('GET', '/risk-cases')).json().value;
    const c = list.rows.find((r: { account: string }) => r.account === a.member.account);
    expect(c).toMatchObject({
      kind: 'SCREENING',
      holdsWithdrawals: true,
      evidence: { hits: [expect.objectContaining({ ref: 'SAN-0001', list: 'SANCTIONS' })] },
    });

    // The payout waits, and the queue's precheck says why.
    expect((await ops('POST', `/withdrawals/${withdrawalId}/approve`)).json().code).toBe('risk.withdrawal_held');
    const ticket = (await ops('GET', `/queues/withdrawals/${withdrawalId}`)).json().value;
    expect(ticket.precheck.flags).toContain('risk_hold');
    expect(ticket.precheck.checks.find((x: { code: string }) => x.code === 'kyc_level')).toMatchObject({ ok: true, value: 'BASIC' });

    expect(
      (await ops('POST', `/risk-cases/${c.id}/notes`, { text: 'Date of birth differs from the listed person; ID checked.' })).json().value
        .notes,
    ).toHaveLength(1);
    const closed = (await ops('POST', `/risk-cases/${c.id}/close`, { outcome: 'CLEARED', reason: 'Not the listed person' })).json().value;
    expect(closed).toMatchObject({ status: 'CLOSED', outcome: 'CLEARED' });
    const paid = await ops('POST', `/withdrawals/${withdrawalId}/approve`);
    expect(paid.json().code, paid.body).toBeNull();
  });

  it('matches a name written in Urdu; a different person or a listed name with another birth year opens nothing', async () => {
    const urdu = await signIn(t);
    await details(urdu, 'طارق محمود بیگ', '1965-07-01');
    const other = await signIn(t);
    await details(other, 'Ayesha Khan', '1990-04-12');
    const born = await signIn(t);
    await details(born, 'Tariq Mehmood Baig', '1990-01-01');
    const accounts = (await ops('GET', '/risk-cases?size=100')).json().value.rows.map((r: { account: string }) => r.account);
    expect(accounts).toContain(urdu.member.account);
    expect(accounts).not.toContain(other.member.account);
    expect(accounts).not.toContain(born.member.account);
  });

  it('closing RESTRICTED stops bonuses and marketing; CLOSED_FUNDS_RETURNED closes the account and ends its sessions', async () => {
    const r = await signIn(t);
    await details(r, 'Nusrat Jahan Siddiqui', '1958-05-05');
    const c1 = await signIn(t);
    await details(c1, 'Viktor Aleksandrovich Petrenko', '1962-01-01');
    const rows = (await ops('GET', '/risk-cases?size=100')).json().value.rows as { id: number; account: string }[];
    const caseOf = (account: string) => rows.find((x) => x.account === account)?.id;
    expect(
      (
        await ops('POST', `/risk-cases/${caseOf(r.member.account)}/close`, { outcome: 'RESTRICTED', reason: 'PEP, enhanced monitoring' })
      ).json().code,
    ).toBeNull();
    const { marketingOpen } = await import('../src/modules/protection');
    expect(await marketingOpen(t.dbHandle.db, r.member.id)).toBe(false);
    expect(
      (
        await ops('POST', `/risk-cases/${caseOf(c1.member.account)}/close`, {
          outcome: 'CLOSED_FUNDS_RETURNED',
          reason: 'Listed person confirmed',
        })
      ).json().code,
    ).toBeNull();
    expect((await t.app.inject({ url: '/wps/member/kyc', headers: c1.headers })).json().code).toBe('login.not.session');
  });
});
