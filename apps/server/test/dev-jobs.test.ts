import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from './agents-helpers';
import { playRound } from './growth-helpers';
import { OPS, type TestContext, createTestApp, fund, signIn } from './harness';
import { makeDraw, makeGame } from './lottery-helpers';

/**
 * The development aids that run a periodic job's period now (agent settlement, a lottery draw, a withdrawal's
 * auto-receipt): tests and journeys drive time with them instead of waiting for a period to end.
 */
const post = (t: TestContext, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/ops/v1/dev/merchants/DEMO${url}`, headers: OPS, ...(payload ? { payload } : {}) });

describe('dev jobs: a period run now', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("settles the current real-time period as at its end: the agent's salary for a bet placed now is paid", async () => {
    const agent = await signIn(t, { type: 1 });
    const player = await signIn(t, { parentId: agent.member.id });
    await fund(t, player.member, 1_000_000n);
    await q(
      t,
      sql`INSERT INTO agent_contracts (merchant_id, kind, agent_id, upline_id, status, cycle, tiers, offered_at, expires_at, decided_at)
        SELECT merchant_id, 'REALTIME', id, NULL, 'ACTIVE', NULL, ${JSON.stringify([{ min: '0', active: 0, rateBp: 100 }])}::jsonb,
          now() - interval '1 day', now() + interval '1 day', now() - interval '1 day' FROM members WHERE id = ${agent.member.id}`,
    );
    await playRound(t, player.member, 50_000n, 0n);

    // The period is still running: the operator's settlement refuses it; the aid settles it (the consumer caught up first).
    const now = await post(t, '/agent-periods/settle-now', { kind: 'REALTIME' });
    expect(now.statusCode).toBe(200);
    const { period } = now.json().value;
    expect(period).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:[0-5][05]$/);
    const byHand = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/agent-periods/settle',
      headers: OPS,
      payload: { kind: 'REALTIME', period },
    });
    expect(byHand.json().code).toBe('agent.period_open');
    const bills = await q<{ amount: string; paid: string; status: string }>(
      t,
      sql`SELECT amount::text, paid::text, status FROM agent_bills WHERE agent_id = ${agent.member.id} AND period = ${period}`,
    );
    expect(bills).toEqual([{ amount: '500', paid: '500', status: 'PAID' }]);
    // Run again, it answers the same settled period and pays nothing twice.
    expect((await post(t, '/agent-periods/settle-now', { kind: 'REALTIME', period })).json().value).toMatchObject({
      period,
      paid: now.json().value.paid,
    });
  });

  it('draws and settles an open house draw now: betting closed, the result drawn, the draw settled', async () => {
    const game = await makeGame(t, { format: 'FAST' });
    const drawId = await makeDraw(t, game);
    const r = await post(t, `/lottery/draws/${drawId}/draw-now`);
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toMatchObject({ drawId, state: 'settled' });
    expect(r.json().value.result).not.toBeNull();
    expect((await post(t, `/lottery/draws/${drawId}/draw-now`)).json().code).toBe('lottery.draw_state');
  });

  it('refuses bad input with a coded 4xx', async () => {
    const codeOf = async (url: string, body?: object) => {
      const r = await post(t, url, body);
      return [r.statusCode, r.json().code];
    };
    expect(await codeOf('/agent-periods/settle-now', { kind: 'WEEKLY' })).toEqual([400, 'request_param_err']);
    expect(await codeOf('/agent-periods/settle-now', { kind: 'HOURLY', period: '2026-13-99' })).toEqual([400, 'agent.period_invalid']);
    expect(await codeOf('/agent-periods/settle-now', { kind: 'DIVIDEND' })).toEqual([400, 'agent.period_invalid']);
    expect(await codeOf('/lottery/draws/999999999/draw-now')).toEqual([404, 'lottery.draw_unknown']);
    expect(await codeOf('/withdrawals/999999999/auto-receipt-now')).toEqual([404, 'resource.not_found']);
    const noKey = await t.app.inject({ method: 'POST', url: '/ops/v1/dev/merchants/DEMO/lottery/draws/1/draw-now' });
    expect(noKey.statusCode).toBe(401);
  });
});

describe('dev jobs in production', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('no route answers them', async () => {
    for (const [url, body] of [
      ['/agent-periods/settle-now', { kind: 'REALTIME' }],
      ['/lottery/draws/1/draw-now', undefined],
      ['/withdrawals/1/auto-receipt-now', undefined],
    ] as const) {
      const r = await post(t, url, body);
      expect([r.statusCode, r.json().code]).toEqual([404, 'route.not_found']);
    }
  });
});
