import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants, createLedgerService } from '../src/modules/ledger';
import { agentTree, createTestApp, fund, OPS, type signIn, type TestContext } from './harness';

/**
 * Issue 28, item 1: money leaving a member's main wallet for another member (to the upline, to downlines) runs the
 * bonus rules exactly as a withdrawal does: a bonus still wagering under REFUSE refuses the transfer and nothing
 * moves; under FORFEIT the bonus is taken back first and the rest may go.
 */
type Member = Awaited<ReturnType<typeof signIn>>;

describe('bonus money cannot leave through a transfer before wagering is met', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await assertLedgerInvariants(t.dbHandle.db);
    await t.close();
  });

  const call = (m: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: m.headers, ...(payload ? { payload } : {}) });
  const balanceOf = async (m: Member) => (await call(m, 'GET', '/wps/v2/wallets/balance')).json().value.balance[0].availBalance as string;

  /** A reward of `amount` minor units with wagering of its amount, issued by the operator and claimed at once. */
  const bonus = async (m: Member, amount: bigint, rule: 'REFUSE' | 'FORFEIT') => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/rewards',
      headers: OPS,
      payload: {
        account: m.member.account,
        title: { EN: `bonus ${rule}` },
        amount: amount.toString(),
        turnoverX100: 100,
        earlyWithdrawal: rule,
        requestId: randomUUID(),
      },
    });
    expect(issued.statusCode).toBe(200);
    const claim = await call(m, 'POST', `/wps/rewards/${issued.json().value.id}/claim`);
    expect(claim.statusCode).toBe(200);
  };
  const up = (m: Member, amount: string) => call(m, 'POST', '/wps/wallet/transfer/upline', { amount, requestId: randomUUID() });
  const down = (agent: Member, to: Member, amount: string) =>
    call(agent, 'POST', '/wps/wallet/transfer/downline', { requestId: randomUUID(), transfers: [{ account: to.member.account, amount }] });

  it('REFUSE: a member cannot send a wagering bonus (or anything) to its agent; nothing moves', async () => {
    const { agent, m1 } = await agentTree(t);
    await fund(t, m1.member, 10_000n);
    await bonus(m1, 5_000n, 'REFUSE');
    expect(await balanceOf(m1)).toBe('15000');
    const res = await up(m1, '150.00');
    expect([res.statusCode, res.json().code]).toEqual([409, 'bonus.wagering_unmet']);
    expect((await up(m1, '1.00')).json().code).toBe('bonus.wagering_unmet');
    expect([await balanceOf(m1), await balanceOf(agent)]).toEqual(['15000', '0']);
  });

  it('REFUSE: an agent holding a wagering bonus cannot pass it to its downline', async () => {
    const { agent, m2 } = await agentTree(t);
    await fund(t, agent.member, 2_000n);
    await bonus(agent, 8_000n, 'REFUSE');
    const res = await down(agent, m2, '100.00');
    expect(res.json().code).toBe('bonus.wagering_unmet');
    expect([await balanceOf(agent), await balanceOf(m2)]).toEqual(['10000', '0']);
  });

  it('FORFEIT: the bonus is taken back first; only what is left can go, and a transfer beyond it moves nothing', async () => {
    const { agent, m1 } = await agentTree(t);
    await fund(t, m1.member, 10_000n);
    await bonus(m1, 5_000n, 'FORFEIT');
    const tooMuch = await up(m1, '150.00');
    expect(tooMuch.json().code).toBe('wallet.insufficient_funds');
    expect(await balanceOf(m1)).toBe('15000');
    const ok = await up(m1, '100.00');
    expect(ok.statusCode).toBe(200);
    // 150.00 − 50.00 forfeited − 100.00 sent
    expect([await balanceOf(m1), await balanceOf(agent)]).toEqual(['0', '10000']);
    const claims = (await call(m1, 'GET', '/wps/relay/MCS2_getPromotionClaimList')).json().value.list;
    expect(claims.map((c: { status: string; forfeited: string }) => [c.status, c.forfeited])).toEqual([['FORFEITED', '5000']]);
  });

  it('20 transfers at once under REFUSE: every one refused, nothing moved', async () => {
    const { agent, m1 } = await agentTree(t);
    await fund(t, m1.member, 20_000n);
    await bonus(m1, 1_000n, 'REFUSE');
    const all = await Promise.all(Array.from({ length: 20 }, () => up(m1, '10.00')));
    expect(new Set(all.map((r) => r.json().code))).toEqual(new Set(['bonus.wagering_unmet']));
    expect([await balanceOf(m1), await balanceOf(agent)]).toEqual(['21000', '0']);
  });

  it('the ledger guard refuses in the transfer itself a bonus granted after the checks before it (issue 33)', async () => {
    const { agent, m1 } = await agentTree(t);
    await fund(t, m1.member, 10_000n);
    const ledger = createLedgerService({ db: t.dbHandle.db });
    // What the upline transfer sends once its checks before the ledger passed: the guard rides on the transfer.
    const send = (key: string) =>
      ledger.transfer({
        idempotencyKey: key,
        merchantId: m1.member.merchantId,
        kind: 'TRANSFER_UPLINE',
        postings: [
          { account: { memberId: m1.member.id }, amount: -1_000n },
          { account: { memberId: agent.member.id }, amount: 1_000n },
        ],
        guard: { bonusClearOf: m1.member.id },
        event: { merchantId: m1.member.merchantId, type: 'transfer.completed', subjectId: m1.member.id, payload: { test: true } },
      });
    const first = await send(`guard-${randomUUID()}`);
    expect(first.replayed).toBe(false);
    // A bonus arrives between the checks and the transfer: the guard, after the wallet lock, refuses; nothing moves.
    await bonus(m1, 5_000n, 'FORFEIT');
    await expect(send(`guard-${randomUUID()}`)).rejects.toMatchObject({ code: 'bonus.wagering_unmet' });
    expect([await balanceOf(m1), await balanceOf(agent)]).toEqual(['14000', '1000']);
  });
});
