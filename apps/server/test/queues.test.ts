import { dayInZone } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, fund, signIn } from './harness';
import { bearer, staffClient } from './staff-helpers';

/**
 * The back office's money queues (issue 29): pending deposits and withdrawals are claimed one by one (two staff
 * opening "next" at once never get the same item), held with a reason, decided only by the claimant while the claim
 * lives, and each ticket carries a precheck naming the rules that did not pass.
 */
const t = appForFile();
const { call, signIn: staffSignIn } = staffClient(t);
const Q = '/ops/v1/merchants/DEMO/queues';
let n = 0;
const rid = () => `queue-${Date.now()}-${n++}`;

/** A member who asked to withdraw `amount` (minor units) to a bank account added just now. */
const pendingWithdrawal = async (amount: string, funds = 100_000n) => {
  const a = await signIn(t);
  await fund(t, a.member, funds);
  const send = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, headers: a.headers, payload });
  await send('/wps/member/paymentPassword', { newPassword: '135790' }, 'PUT');
  const payee = (await send('/wps/member/payee', { bankName: 'Meezan Bank', accountNo: '01234567890', payeeName: 'Ali Khan' })).json().value
    .list[0];
  const w = await send('/wps/withdrawal', { payeeId: payee.id, amount, paymentPassword: '135790', requestId: rid() });
  expect(w.statusCode, w.body).toBe(200);
  return { account: a.member.account, id: Number(w.json().value.id) };
};

const pendingDeposit = async (memberId: number, amount: number) =>
  Number(
    (
      (await t.dbHandle.db.execute(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, request_id, amount, status, payer_name)
        SELECT m.merchant_id, m.id, (SELECT id FROM payment_channels WHERE merchant_id = m.merchant_id ORDER BY id LIMIT 1),
          ${rid()}, ${amount}, 'PENDING', 'Payer Name' FROM members m WHERE m.id = ${memberId} RETURNING id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]?.id,
  );

describe('money queues', () => {
  it('two staff opening "next" at once get different items; only the claimant decides while the claim lives', async () => {
    const first = await pendingWithdrawal('100.00');
    const second = await pendingWithdrawal('200.00');
    const { token: a } = await staffSignIn('finance');
    const { token: b } = await staffSignIn('finance2');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', `${Q}/withdrawals/next`, bearer(i % 2 ? b : a))));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const idsOf = (odd: number) => new Set(answers.filter((_, i) => i % 2 === odd).map((r) => r.json().value.id));
    const [mineA, mineB] = [idsOf(0), idsOf(1)];
    expect(mineA.size).toBe(1);
    expect(mineB.size).toBe(1);
    expect([...mineA, ...mineB].sort()).toEqual([first.id, second.id].sort());
    const aId = [...mineA][0] as number;
    const bId = [...mineB][0] as number;

    // The ticket's precheck: a first withdrawal, to a bank account added just now and shared with the other player,
    // with nothing deposited.
    const ticket = (await call('GET', `${Q}/withdrawals/${aId}`, bearer(a))).json().value;
    expect(ticket.claim).toMatchObject({ by: 'staff:finance', held: false });
    expect(ticket.detail).toMatchObject({ bankName: 'Meezan Bank', accountNo: '****7890' });
    expect(ticket.precheck.flags.sort()).toEqual(['first_withdrawal', 'linked_accounts', 'profile_change', 'ratio', 'win_multiple']);
    expect(ticket.precheck.checks.find((c: { code: string }) => c.code === 'linked_accounts')).toMatchObject({ value: '1' });
    expect(ticket.precheck.checks.find((c: { code: string }) => c.code === 'wagering')).toMatchObject({ ok: true });

    expect((await call('POST', `/ops/v1/merchants/DEMO/withdrawals/${aId}/approve`, bearer(b))).json().code).toBe('queue.claimed');
    expect((await call('POST', `${Q}/withdrawals/${aId}/claim`, bearer(b))).json().code).toBe('queue.claimed');
    const approved = await call('POST', `/ops/v1/merchants/DEMO/withdrawals/${aId}/approve`, bearer(a));
    expect(approved.statusCode, approved.body).toBe(200);

    // B holds its item: it leaves the open queue for the held one; released, it is open again.
    const held = await call('POST', `${Q}/withdrawals/${bId}/hold`, bearer(b), { reason: 'asked the player for a bank statement' });
    expect(held.json().value.claim).toMatchObject({ held: true, holdReason: 'asked the player for a bank statement' });
    const heldList = (await call('GET', `${Q}/withdrawals?view=held`, bearer(a))).json().value;
    expect(heldList.rows.map((r: { id: number }) => r.id)).toContain(bId);
    expect((await call('GET', `${Q}/withdrawals?view=open`, bearer(a))).json().value.rows.map((r: { id: number }) => r.id)).not.toContain(
      bId,
    );
    expect((await call('POST', `${Q}/withdrawals/${bId}/release`, bearer(b))).statusCode).toBe(200);
    const open = (await call('GET', `${Q}/withdrawals`, bearer(a))).json().value;
    expect(open.rows.map((r: { id: number }) => r.id)).toContain(bId);
    expect(open.rows.map((r: { id: number }) => r.id)).not.toContain(aId);
  });

  it('reading needs money.view, claiming money.decide', async () => {
    const { token: support } = await staffSignIn('support');
    const { token: marketing } = await staffSignIn('marketing');
    expect((await call('GET', `${Q}/withdrawals`, bearer(support))).statusCode).toBe(200);
    expect((await call('POST', `${Q}/withdrawals/next`, bearer(support))).json().code).toBe('ops.forbidden');
    expect((await call('GET', `${Q}/deposits`, bearer(marketing))).json().code).toBe('ops.forbidden');
    expect((await call('GET', `${Q}/bonuses`, bearer(support))).json().code).toBe('request_param_err');
    // A deposit's proof image opens for staff as for keys (an unknown one is not found, not unauthorised).
    expect((await call('GET', '/ops/v1/merchants/DEMO/files/999999', bearer(support))).statusCode).toBe(404);
    expect((await call('GET', '/ops/v1/merchants/DEMO/files/999999', bearer(marketing))).statusCode).toBe(403);
  });

  it('a deposit ticket flags a missing proof, the same amount twice in a day and a first deposit', async () => {
    const p = await signIn(t);
    const one = await pendingDeposit(p.member.id, 50_000);
    await pendingDeposit(p.member.id, 50_000);
    const { token } = await staffSignIn('admin');
    const ticket = (await call('POST', `${Q}/deposits/${one}/claim`, bearer(token))).json().value;
    expect(ticket).toMatchObject({ id: one, account: p.member.account, amount: '50000', detail: { payerName: 'Payer Name' } });
    expect(ticket.precheck.flags.sort()).toEqual(['duplicate', 'proof']);
    // The second pending deposit counts as an earlier one: the first-deposit rule passes; the duplicate does not.
    expect(ticket.precheck.checks.find((c: { code: string }) => c.code === 'duplicate')).toMatchObject({ ok: false, value: '1' });
  });

  it('a withdrawal above the role threshold is paid only when a second staff member approves, once, however many race', async () => {
    const big = await pendingWithdrawal('60000.00', 7_000_000n);
    const small = await pendingWithdrawal('100.00');
    const { token: maker } = await staffSignIn('finance', undefined, 'DEMO');
    const { token: checker } = await staffSignIn('finance2', undefined, 'DEMO');
    const { token: admin } = await staffSignIn('admin', undefined, 'DEMO');
    // Below finance's 50,000 it is paid at once.
    expect((await call('POST', `/ops/v1/merchants/DEMO/withdrawals/${small.id}/approve`, bearer(maker))).json().value).toMatchObject({
      status: 'PAID',
    });
    const asked = (await call('POST', `/ops/v1/merchants/DEMO/withdrawals/${big.id}/approve`, bearer(maker))).json().value;
    expect(asked).toMatchObject({ status: 'PENDING', approval: { state: 'PENDING', threshold: '5000000' } });
    const id = asked.approval.id;
    expect((await call('POST', `/ops/v1/merchants/DEMO/approvals/${id}/approve`, bearer(maker))).json().code).toBe('approval.self');
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', `/ops/v1/merchants/DEMO/approvals/${id}/approve`, bearer(i % 2 ? checker : admin))),
    );
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(race.filter((r) => r.json().code === 'approval.decided')).toHaveLength(19);
    const paid = (await call('GET', '/ops/v1/merchants/DEMO/withdrawals?status=PAID', bearer(admin))).json().value;
    expect(paid.find((w: { id: number }) => w.id === big.id)).toMatchObject({ status: 'PAID' });
    const payouts = (await t.dbHandle.db.execute(
      sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'WITHDRAWAL_PAYOUT' AND ref = ${String(big.id)}`,
    )) as unknown as { rows: { n: string }[] };
    expect(Number(payouts.rows[0]?.n)).toBe(1);
  });

  it("the dashboard sums the merchant's day (its zone) and counts what waits, for the merchant's own staff", async () => {
    const day = dayInZone('Asia/Karachi', new Date());
    const p = await signIn(t);
    const q = await signIn(t);
    const stat = (
      memberId: number,
      period: string,
      v: { stake: number; payout: number; deposit: number; withdrawal: number; bets: number },
    ) =>
      t.dbHandle.db.execute(sql`INSERT INTO agent_member_stats (merchant_id, member_id, grain, period, stake, payout, deposit, withdrawal, bets)
        SELECT merchant_id, id, 'D', ${period}, ${v.stake}, ${v.payout}, ${v.deposit}, ${v.withdrawal}, ${v.bets} FROM members WHERE id = ${memberId}`);
    const { token } = await staffSignIn('viewer');
    const before = (await call('GET', '/ops/v1/merchants/DEMO/dashboard', bearer(token))).json().value;
    await stat(p.member.id, day, { stake: 10_000, payout: 7_500, deposit: 50_000, withdrawal: 0, bets: 4 });
    await stat(q.member.id, day, { stake: 0, payout: 0, deposit: 20_000, withdrawal: 5_000, bets: 0 });
    await stat(q.member.id, '2000-01-01', { stake: 99_999, payout: 0, deposit: 99_999, withdrawal: 99_999, bets: 9 });
    await pendingDeposit(q.member.id, 1_000);
    const after = (await call('GET', '/ops/v1/merchants/DEMO/dashboard', bearer(token))).json().value;
    expect(after).toMatchObject({ day, zone: 'Asia/Karachi', currency: 'PKR' });
    const delta = (k: string) => BigInt(after[k]) - BigInt(before[k]);
    expect([delta('deposits'), delta('withdrawals'), delta('stake'), delta('ggr')]).toEqual([70_000n, 5_000n, 10_000n, 2_500n]);
    expect(after.activePlayers - before.activePlayers).toBe(1);
    expect(after.pending.deposits - before.pending.deposits).toBe(1);
    const { token: acme } = await staffSignIn('viewer', undefined, 'ACME');
    expect((await call('GET', '/ops/v1/merchants/DEMO/dashboard', bearer(acme))).json().code).toBe('ops.forbidden');
  });
});
