import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { q } from './agents-helpers';
import { createTestApp, type TestContext } from './harness';

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
});
