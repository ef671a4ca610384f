import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey, periodBounds } from '../src/modules/agents/periods';
import { agentsModule, q } from './agents-helpers';
import { createTestApp, OPS, signIn, type TestContext } from './harness';

/**
 * The level rows and first-day rows (decision 016) against a plain computation over the same events, and the
 * set-based rebuild against the consumer: wiping a team's rows and rebuilding them from the outbox gives back every
 * row the consumer wrote.
 */
describe('agents read model: per-level rows and the rebuild', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('per-level P&L, downline totals and active members equal a plain GROUP BY; a rebuild equals the consumer', async () => {
    const top = await signIn(t, { type: 1 });
    const sub = await signIn(t, { type: 2, parentId: top.member.id });
    const subsub = await signIn(t, { type: 2, parentId: sub.member.id });
    const m1 = await signIn(t, { parentId: sub.member.id });
    const m2 = await signIn(t, { parentId: subsub.member.id });
    const m3 = await signIn(t, { parentId: top.member.id });
    const ids = [top, sub, subsub, m1, m2, m3].map((x) => x.member.id);
    const [mer] = await q<{ id: number; time_zone: string }>(t, sql`SELECT id, time_zone FROM merchants WHERE code = 'DEMO'`);
    if (!mer) throw new Error('no DEMO');
    const tz = mer.time_zone;
    const today = dayKey(new Date(), tz);
    // Days long past (never closed by a settlement), written out of order so later batches change earlier gaps.
    const day = (n: number) => addDays(today, -n);
    const at = (n: number, hour: number) => new Date(periodBounds(day(n), tz).start.getTime() + hour * 3_600_000 + 7 * 60_000);
    const batches: [number, string, number, number, Record<string, string>][][] = [
      [
        [m1.member.id, 'bet.settled', 20, 3, { stake: '1000', payout: '0', validBet: '1000' }],
        [m2.member.id, 'bet.settled', 20, 4, { stake: '3000', payout: '5000', validBet: '3000' }],
        [m3.member.id, 'deposit.credited', 22, 1, { amount: '9000' }],
      ],
      [
        [m1.member.id, 'bet.settled', 26, 5, { stake: '700', payout: '1400', validBet: '700' }],
        [m2.member.id, 'bet.settled', 21, 6, { stake: '200', payout: '0', validBet: '200' }],
        [subsub.member.id, 'bet.settled', 24, 2, { stake: '500', payout: '100', validBet: '500' }],
        [m3.member.id, 'bet.settled', 22, 9, { stake: '400', payout: '0', validBet: '0' }],
      ],
      [
        [m1.member.id, 'bet.settled', 23, 5, { stake: '900', payout: '0', validBet: '900' }],
        [m2.member.id, 'bonus.granted', 23, 8, { amount: '250' }],
        [m2.member.id, 'rebate.paid', 25, 8, { amount: '30' }],
        [m3.member.id, 'bet.settled', 20, 10, { stake: '100', payout: '300', validBet: '100' }],
      ],
    ];
    const mod = agentsModule(t);
    for (const batch of batches) {
      for (const [member, type, n, hour, payload] of batch)
        await t.dbHandle.db.execute(sql`INSERT INTO domain_events (merchant_id, type, subject_id, payload, occurred_at)
          VALUES (${mer.id}, ${type}, ${member}, ${JSON.stringify(payload)}::jsonb, ${at(n, hour).toISOString()}::timestamptz)`);
      await mod.drain();
    }
    const from = day(26);
    const to = day(20);

    // The plain computation: the events joined with the closure table.
    const plain = await q<{ depth: number; valid_bet: string; pl: string; members: number; active: number }>(
      t,
      sql`SELECT t.depth, sum(CASE WHEN e.type = 'bet.settled' THEN (e.payload->>'validBet')::bigint ELSE 0 END)::text AS valid_bet,
        sum(CASE e.type WHEN 'bet.settled' THEN (e.payload->>'payout')::bigint - CASE WHEN (e.payload->>'validBet')::bigint > 0
          THEN (e.payload->>'stake')::bigint ELSE 0 END WHEN 'bonus.granted' THEN (e.payload->>'amount')::bigint
          WHEN 'rebate.paid' THEN (e.payload->>'amount')::bigint ELSE 0 END)::text AS pl,
        count(DISTINCT e.subject_id)::int AS members,
        count(DISTINCT e.subject_id) FILTER (WHERE e.type = 'bet.settled' AND (e.payload->>'validBet')::bigint > 0)::int AS active
        FROM agent_tree t JOIN domain_events e ON e.subject_id = t.descendant_id AND e.type <> 'member.registered'
          AND e.occurred_at >= ${periodBounds(from, tz).start.toISOString()}::timestamptz AND e.occurred_at < ${periodBounds(to, tz).end.toISOString()}::timestamptz
        WHERE t.ancestor_id = ${top.member.id} GROUP BY t.depth ORDER BY t.depth`,
    );
    expect(plain.map((r) => r.depth)).toEqual([1, 2, 3]);
    const reads = async (f: string, tt: string) => {
      const range = `range=custom&from=${f}&to=${tt}`;
      const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: top.headers })).json().value;
      return {
        levels: await get(`/wps/agent/team/pnl?by=level&${range}`),
        overview: await get(`/wps/agent/team/overview?${range}`),
        direct: await get(`/wps/agent/team/downline?scope=direct&${range}`),
        all: await get(`/wps/agent/team/downline?scope=all&${range}`),
      };
    };
    const check = async () => {
      const r = await reads(from, to);
      expect(
        r.levels.list.map((x: { level: number; validBet: string; profitLoss: string; members: number }) => [
          x.level,
          x.validBet,
          x.profitLoss,
          x.members,
        ]),
      ).toEqual(plain.map((p) => [p.depth, p.valid_bet, p.pl, p.members]));
      expect(r.levels.totals.members).toBe(plain.reduce((x, p) => x + p.members, 0));
      expect(r.overview.figures.activeMembers).toBe(plain.reduce((x, p) => x + p.active, 0));
      expect(r.direct.totals.validBet).toBe(plain.find((p) => p.depth === 1)?.valid_bet);
      expect(r.all.totals.validBet).toBe(plain.reduce((x, p) => x + BigInt(p.valid_bet), 0n).toString());
      // A range that starts inside the play: m1, m2 and m3 count once each (6 member-days; subsub played before it).
      const late = await reads(day(23), to);
      expect(late.overview.figures.activeMembers).toBe(3);
      expect(late.levels.totals.members).toBe(3);
      return r;
    };
    const before = await check();

    const snapshot = async () => ({
      members: await q(
        t,
        sql`SELECT member_id::text, grain, period, valid_bet::text, stake::text, payout::text, bonus::text, rebate::text, deposit::text,
          withdrawal::text, bets FROM agent_member_stats WHERE member_id = ANY(${`{${ids.join(',')}}`}::bigint[]) ORDER BY 1, 2, 3`,
      ),
      teams: await q(
        t,
        sql`SELECT agent_id::text, grain, period, valid_bet::text, stake::text, payout::text, bonus::text, rebate::text, deposit::text,
          withdrawal::text, bets, active, new_members FROM agent_team_stats WHERE agent_id = ANY(${`{${ids.join(',')}}`}::bigint[]) ORDER BY 1, 2, 3`,
      ),
      levels: await q(
        t,
        sql`SELECT agent_id::text, depth, period, valid_bet::text, stake::text, payout::text, bonus::text, rebate::text, deposit::text,
          withdrawal::text, bets, members FROM agent_level_stats WHERE agent_id = ANY(${`{${ids.join(',')}}`}::bigint[]) ORDER BY 1, 2, 3`,
      ),
      firsts: await q(
        t,
        sql`SELECT agent_id::text, depth, kind, period, gap, n FROM agent_level_firsts WHERE agent_id = ANY(${`{${ids.join(',')}}`}::bigint[])
          AND n <> 0 ORDER BY 1, 2, 3, 4, 5`,
      ),
    });
    const consumer = await snapshot();
    expect(consumer.firsts.length).toBeGreaterThan(0);
    // Wipe the team's rows, rebuild the days from the outbox: every row comes back as the consumer wrote it.
    const arr = `{${ids.join(',')}}`;
    await t.dbHandle.db.execute(sql`DELETE FROM agent_member_stats WHERE member_id = ANY(${arr}::bigint[])`);
    await t.dbHandle.db.execute(sql`DELETE FROM agent_team_stats WHERE agent_id = ANY(${arr}::bigint[])`);
    await t.dbHandle.db.execute(sql`DELETE FROM agent_level_stats WHERE agent_id = ANY(${arr}::bigint[])`);
    await t.dbHandle.db.execute(sql`DELETE FROM agent_level_firsts WHERE agent_id = ANY(${arr}::bigint[])`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/agent-stats/rebuild',
      headers: OPS,
      payload: { from, to },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rebuilt = await snapshot();
    expect(rebuilt.members).toEqual(consumer.members);
    expect(rebuilt.teams).toEqual(consumer.teams);
    expect(rebuilt.levels).toEqual(consumer.levels);
    expect(rebuilt.firsts).toEqual(consumer.firsts);
    expect(await check()).toEqual(before);
    // The events rebuilt are marked seen: the consumer replaying them counts nothing more.
    await mod.rewind();
    await mod.drain();
    expect((await snapshot()).members).toEqual(consumer.members);
    // A range longer than a report's is refused.
    const long = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/agent-stats/rebuild',
      headers: OPS,
      payload: { from: day(200), to },
    });
    expect(long.json().code).toBe('agent.range_invalid');
  });
});
