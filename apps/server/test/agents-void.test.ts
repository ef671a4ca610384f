// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentsRepo } from '../src/modules/agents/agents.repo';
import { q } from './agents-helpers';
import { createTestApp, OPS, signIn, type TestContext } from './harness';

/**
 * Issue 28, item 3: an operator voids an agent period whose bills are unpaid (before, PostgreSQL refused the
 * `FOR UPDATE` beside an aggregate and every void answered 500); a period with a paid bill is refused; and a void
 * racing the settlement that writes the period's bills leaves the period void with no live bill, whichever comes
 * first.
 */
describe('voiding an agent period', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let day = 0;
  /** A period of its own per case (days of January 2025). */
  const nextPeriod = () => {
    day += 1;
    return `2025-01-${String(day).padStart(2, '0')}`;
  };

  /** A top agent and a sub-agent holding a daily salary contract paid by the top agent. */
  const contract = async () => {
    const top = await signIn(t, { type: 1 });
    const agent = await signIn(t, { type: 2, parentId: top.member.id });
    const [row] = await q<{ id: number }>(
      t,
      sql`INSERT INTO agent_contracts (merchant_id, kind, agent_id, upline_id, status, tiers, offered_at, expires_at, decided_at)
        VALUES (${agent.member.merchantId}, 'DAILY', ${agent.member.id}, ${top.member.id}, 'ACTIVE', '[]'::jsonb, now(), now(), now())
        RETURNING id::int AS id`,
    );
    return {
      merchantId: agent.member.merchantId,
      bill: {
        contractId: Number(row!.id),
        agentId: agent.member.id,
        payerId: top.member.id,
        level: 1,
        base: 100_000n,
        active: 3,
        rateBp: 150,
        carryIn: 0n,
        carryOut: 0n,
        amount: 1_500n,
      },
    };
  };
  const voidIt = (period: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/agent-periods/void',
      headers: OPS,
      payload: { kind: 'DAILY', period, reason: 'test: void' },
    });
  const stateOf = async (merchantId: number, period: string) => ({
    period: (
      await q<{ status: string }>(
        t,
        sql`SELECT status FROM agent_periods WHERE merchant_id = ${merchantId} AND kind = 'DAILY' AND period = ${period}`,
      )
    )[0]?.status,
    bills: (
      await q<{ status: string }>(
        t,
        sql`SELECT status FROM agent_bills WHERE merchant_id = ${merchantId} AND kind = 'DAILY' AND period = ${period}`,
      )
    ).map((b) => b.status),
  });

  it('an unpaid period is voided: its bills and the period say VOID; a second void changes nothing', async () => {
    const c = await contract();
    const period = nextPeriod();
    await createAgentsRepo(t.dbHandle.db).insertBills(c.merchantId, 'DAILY', period, [c.bill]);
    expect(await stateOf(c.merchantId, period)).toEqual({ period: 'SETTLED', bills: ['PENDING'] });
    const res = await voidIt(period);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(c.merchantId, period)).toEqual({ period: 'VOID', bills: ['VOID'] });
    expect((await voidIt(period)).statusCode).toBe(200);
  });

  it('a period with a paid bill is refused with its code, and nothing changes', async () => {
    const c = await contract();
    const period = nextPeriod();
    await createAgentsRepo(t.dbHandle.db).insertBills(c.merchantId, 'DAILY', period, [c.bill]);
    await q(
      t,
      sql`UPDATE agent_bills SET paid = 500, status = 'PART_PAID' WHERE contract_id = ${c.bill.contractId} AND period = ${period}`,
    );
    const res = await voidIt(period);
    expect([res.statusCode, res.json().code]).toEqual([409, 'agent.period_paid']);
    expect(await stateOf(c.merchantId, period)).toEqual({ period: 'SETTLED', bills: ['PART_PAID'] });
  });

  it('a void racing the settlement that writes the bills: the period ends void with no live bill, every time', async () => {
    const c = await contract();
    const repo = createAgentsRepo(t.dbHandle.db);
    for (let i = 0; i < 8; i++) {
      const period = nextPeriod();
      const [, voided] = await Promise.all([repo.insertBills(c.merchantId, 'DAILY', period, [c.bill]), voidIt(period)]);
      expect(voided.statusCode).toBe(200);
      const s = await stateOf(c.merchantId, period);
      expect(s.period, period).toBe('VOID');
      expect(
        s.bills.filter((b) => b !== 'VOID'),
        period,
      ).toEqual([]);
    }
  });
});
