import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { q } from './agents-helpers';
import { dayKey } from '../src/modules/agents';
import { createSessionService } from '../src/modules/sessions/session.service';
import { createTestApp, H, type TestContext } from './harness';

/** A merchant day (DEMO's time zone) `n` days before today. */
const dayBack = async (n: number) => {
  const { merchantSeeds } = await import('../src/seed/merchants.data');
  const tz = (merchantSeeds.find((m) => m.code === 'DEMO') as { timeZone?: string } | undefined)?.timeZone ?? 'UTC';
  return dayKey(new Date(Date.now() - n * 86_400_000), tz);
};

describe('agent demo seed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a fresh site has an agent tree with contracts, team figures and paid periods', async () => {
    const bills = await q<{ account: string; kind: string; n: number; paid: string }>(
      t,
      sql`SELECT m.account, b.kind, count(*)::int AS n, sum(b.paid)::text AS paid FROM agent_bills b JOIN members m ON m.id = b.agent_id
        WHERE m.merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO') GROUP BY m.account, b.kind ORDER BY 1, 2`,
    );
    expect(bills.filter((b) => b.kind === 'DAILY').map((b) => [b.account, b.n])).toEqual([
      ['agent01', 3],
      ['agent02', 3],
      ['agent03', 3],
    ]);
    expect(BigInt(bills.find((b) => b.account === 'agent01' && b.kind === 'DAILY')?.paid ?? '0')).toBeGreaterThan(0n);
    const team = await q<{ valid_bet: string; active: number }>(
      t,
      sql`SELECT sum(valid_bet)::text AS valid_bet, sum(active)::int AS active FROM agent_team_stats s JOIN members m ON m.id = s.agent_id
        WHERE m.account = 'agent01' AND s.grain = 'D'`,
    );
    expect(BigInt(team[0]?.valid_bet ?? '0')).toBeGreaterThan(0n);
    await assertLedgerInvariants(t.dbHandle.db);
  });

  it("agent01's centre opens on real rows: new members this week, team bets, downline transactions, announcements", async () => {
    const [me] = await q<{ id: number; merchant_id: number }>(
      t,
      sql`SELECT id::int AS id, merchant_id FROM members WHERE account = 'agent01' AND merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
    );
    const session = await createSessionService({ db: t.dbHandle.db }).open({ merchantId: me!.merchant_id, memberId: me!.id });
    const agent = { headers: H('DEMO', { authorization: session.token }) };
    const get = async (url: string) => {
      const r = await t.app.inject({ method: 'GET', url, headers: agent.headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().value;
    };
    // Two sub-agents and two players signed up today, the other players on the three days before.
    expect((await get('/wps/agent/team/overview?range=today')).figures.newMembers).toBe(4);
    const lastDays = await get(`/wps/agent/team/overview?range=custom&from=${await dayBack(3)}&to=${await dayBack(0)}`);
    expect(lastDays.figures.newMembers).toBe(8);
    const bets = await get('/wps/agent/team/bets?range=7d');
    expect(bets.total).toBeGreaterThanOrEqual(24);
    expect(new Set(bets.list.map((b: { account: string }) => b.account)).size).toBeGreaterThan(1);
    const money = await get(`/wps/agent/team/transactions?range=custom&from=${await dayBack(3)}&to=${await dayBack(0)}`);
    expect(money.list.filter((r: { type: string }) => r.type === 'deposit')).toHaveLength(6);
    expect(
      money.list
        .filter((r: { type: string }) => r.type === 'transfer')
        .map((r: { account: string }) => r.account)
        .sort(),
    ).toEqual(['agent02', 'teamplayer1']);
    const news = await get('/wps/agent/announcements');
    expect(news.total).toBe(2);
  });
});
