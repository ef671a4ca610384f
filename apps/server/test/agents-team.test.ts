import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsModule, q, template } from './agents-helpers';
import { playRound, depositCredited } from './growth-helpers';
import { encCall, solveCaptcha } from './auth-helpers';
import { createTestApp, OPS, signIn, type TestContext } from './harness';

const tiers = (rate: number) => [
  { min: '0', active: 0, rateBp: Math.floor(rate / 2) },
  { min: '100000', active: 1, rateBp: rate },
];

describe('agent centre: team tree, contracts and reports', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tree = async () => {
    const top = await signIn(t, { type: 1 });
    const sub = await signIn(t, { type: 2, parentId: top.member.id });
    const subsub = await signIn(t, { type: 2, parentId: sub.member.id });
    const m1 = await signIn(t, { parentId: sub.member.id });
    const m2 = await signIn(t, { parentId: subsub.member.id });
    return { top, sub, subsub, m1, m2 };
  };
  type Who = { headers: Record<string, string> };
  type Account = { member: { account: string } };
  /** An agent offers a contract to one of its downline. */
  const offer = (who: Who, to: Account, contractTiers: { min: string; active: number; rateBp: number }[], kind = 'DAILY') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/agent/contract/offer',
      headers: who.headers,
      payload: { account: to.member.account, kind, tiers: contractTiers },
    });
  /** The merchant offers a template's contract to a top-level agent. */
  const merchantOffer = (to: Account, templateId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/agent-contracts',
      headers: OPS,
      payload: { account: to.member.account, templateId },
    });
  /** An operator moves a member (and its team) under another upline. */
  const move = (who: Account, upline: Account) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/agent-tree/move',
      headers: OPS,
      payload: { account: who.member.account, upline: upline.member.account },
    });
  const relay = (who: Who, path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/wps/relay/${path}`, headers: who.headers, payload });

  /** The closure table's rows for a member, nearest first: [ancestor id, depth]. */
  const uplinesOf = async (memberId: number) =>
    (
      await q<{ ancestor_id: string; depth: number }>(
        t,
        sql`SELECT ancestor_id::text, depth FROM agent_tree WHERE descendant_id = ${memberId} ORDER BY depth`,
      )
    ).map((r) => [Number(r.ancestor_id), r.depth]);

  it('keeps the closure table on creation and on an operator move (whole subtree, cycles refused)', async () => {
    const { top, sub, subsub, m2 } = await tree();
    expect(await uplinesOf(m2.member.id)).toEqual([
      [m2.member.id, 0],
      [subsub.member.id, 1],
      [sub.member.id, 2],
      [top.member.id, 3],
    ]);
    const other = await signIn(t, { type: 1 });
    // A move under its own downline is refused and nothing changes.
    const bad = await move(sub, m2);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('agent.move_invalid');
    const moved = await move(subsub, other);
    expect(moved.json().value).toMatchObject({ moved: 2, upline: other.member.account });
    expect(await uplinesOf(m2.member.id)).toEqual([
      [m2.member.id, 0],
      [subsub.member.id, 1],
      [other.member.id, 2],
    ]);
    // The old uplines no longer see the moved team.
    const list = await t.app.inject({ method: 'GET', url: '/wps/agent/team/downline?scope=all', headers: top.headers });
    expect(
      list
        .json()
        .value.list.map((r: { account: string }) => r.account)
        .sort(),
    ).toEqual(
      [
        sub.member.account,
        ...(await q<{ account: string }>(t, sql`SELECT account FROM members WHERE parent_id = ${sub.member.id}`)).map((r) => r.account),
      ].sort(),
    );
  });

  it('refuses members, other teams and other merchants with coded errors, writing nothing', async () => {
    const { top, m1 } = await tree();
    const member = await t.app.inject({ method: 'GET', url: '/wps/agent/team/overview', headers: m1.headers });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('agent.only');
    const stranger = await signIn(t, { type: 1 });
    const other = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/team/downline?parent=${stranger.member.account}`,
      headers: top.headers,
    });
    expect(other.json().code).toBe('agent.not_in_team');
    const foreign = await signIn(t, { merchant: 'ACME', type: 1 });
    const foreignOffer = await offer(top, foreign, tiers(100));
    expect(foreignOffer.json().code).toBe('agent.not_in_team');
    const range = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/team/overview?range=custom&from=2026-01-01&to=2026-12-31',
      headers: top.headers,
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().code).toBe('agent.range_invalid');
    const ur = await t.app.inject({ method: 'GET', url: '/wps/agent/team/overview', headers: { ...m1.headers, language: 'UR' } });
    expect(ur.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(
      (await q<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM agent_contracts WHERE agent_id = ${foreign.member.id}`))[0]?.n,
    ).toBe(0);
  });

  it('contract lifecycle: offer, accept, rate cap, auto-termination, termination request, flags', async () => {
    const { top, sub, subsub } = await tree();
    const tpl = await template(t, { name: 'Daily 2%', kind: 'DAILY', tiers: tiers(200) });
    const low = await template(t, { name: 'Daily 0.5%', kind: 'DAILY', tiers: tiers(50) });
    // The merchant offers top-level agents only.
    const notTop = await merchantOffer(sub, tpl.id);
    expect(notTop.json().code).toBe('agent.top_level_only');
    const offered = await merchantOffer(top, tpl.id);
    expect(offered.json().value.status).toBe('OFFERED');
    const flags = (await t.app.inject({ method: 'GET', url: '/wps/agent/contract/consolidated', headers: top.headers })).json().value;
    expect(flags).toMatchObject({ dailysalreqtype: 1, divtypereq: 0, enableCt: true, dailySalary: false });
    const accepted = await relay(top, 'MCSFE_processDailySalaryContract', { action: 'ACCEPT' });
    expect(accepted.json().value.contract.status).toBe('ACTIVE');
    const after = (await t.app.inject({ method: 'GET', url: '/wps/agent/contract/consolidated', headers: top.headers })).json().value;
    expect(after).toMatchObject({ dailysalreqtype: 0, enableCt: false, dailySalary: true });

    // Above its own rate at any tier: refused, nothing written. A grandchild is not a direct downline.
    const above = await offer(top, sub, [{ min: '0', active: 0, rateBp: 150 }]);
    expect(above.statusCode).toBe(400);
    expect(above.json().code).toBe('agent.rate_above_own');
    const deep = await offer(top, subsub, tiers(100));
    expect(deep.json().code).toBe('agent.not_direct_downline');
    const noOwn = await offer(sub, subsub, tiers(100));
    expect(noOwn.json().code).toBe('agent.no_own_contract');
    expect((await q<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM agent_contracts WHERE agent_id = ${sub.member.id}`))[0]?.n).toBe(
      0,
    );

    const ok = await offer(top, sub, tiers(150));
    expect(ok.statusCode).toBe(200);
    expect((await relay(sub, 'MCSFE_processDailySalaryContract', { action: 'ACCEPT' })).json().value.contract.status).toBe('ACTIVE');
    // sub offers its own downline at most its own rate.
    expect((await offer(sub, subsub, tiers(150))).statusCode).toBe(200);
    expect((await relay(subsub, 'MCSFE_processDailySalaryContract', { action: 'ACCEPT' })).statusCode).toBe(200);

    // top accepts a lower contract (0.5 %): sub's 1.5 % contract is terminated at once; subsub's (under sub) stays.
    await merchantOffer(top, low.id);
    await relay(top, 'MCSFE_processDailySalaryContract', { action: 'ACCEPT' });
    const states = await q<{ agent_id: string; status: string; end_reason: string | null }>(
      t,
      sql`SELECT agent_id::text, status, end_reason FROM agent_contracts WHERE agent_id IN (${top.member.id}, ${sub.member.id}, ${subsub.member.id}) ORDER BY id`,
    );
    const byAgent = (id: number) => states.filter((s) => Number(s.agent_id) === id).map((s) => `${s.status}:${s.end_reason ?? ''}`);
    expect(byAgent(top.member.id)).toEqual(['TERMINATED:REPLACED', 'ACTIVE:']);
    expect(byAgent(sub.member.id)).toEqual(['TERMINATED:UPLINE_RATE']);
    expect(byAgent(subsub.member.id)).toEqual(['ACTIVE:']);

    // A termination request: the downline sees divtypereq-like flag 2 and may refuse, then accept a new one.
    await offer(top, sub, tiers(50));
    await relay(sub, 'MCSFE_processDailySalaryContract', { action: 'ACCEPT' });
    const active = (await relay(sub, 'MCSFE_processDailySalaryContract', { action: 'GET' })).json().value.contract;
    const reqd = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/contract/terminate-request',
      headers: top.headers,
      payload: { contractId: active.id },
    });
    expect(reqd.json().value.pendingTermination).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/agent/contract/consolidated', headers: sub.headers })).json().value.dailysalreqtype,
    ).toBe(2);
    // Only the upline may ask: sub cannot ask to end top's contract.
    const foreignAsk = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/contract/terminate-request',
      headers: sub.headers,
      payload: { contractId: active.id },
    });
    expect(foreignAsk.json().code).toBe('agent.contract_not_found');
    await relay(sub, 'MCSFE_processDailySalaryContract', { action: 'REFUSE' });
    expect((await relay(sub, 'MCSFE_processDailySalaryContract', { action: 'GET' })).json().value).toMatchObject({
      contract: { status: 'ACTIVE', pendingTermination: false },
      pending: null,
    });
    await relay(sub, 'MCSFE_processDailySalaryContract', { action: 'TERMINATE' });
    expect((await relay(sub, 'MCSFE_processDailySalaryContract', { action: 'GET' })).json().value.contract).toBeNull();
  });

  it('rolls events up per team (overview, downline list, P&L per level), once even when replayed', async () => {
    const { top, sub, m1, m2 } = await tree();
    const mod = agentsModule(t);
    await depositCredited(t, m1.member, 50_000n);
    await depositCredited(t, m2.member, 70_000n);
    await playRound(t, m1.member, 10_000n, 4_000n);
    await playRound(t, m2.member, 20_000n, 30_000n);
    await playRound(t, m2.member, 5_000n, 0n);
    await mod.drain();
    await mod.rewind();
    await mod.drain();
    const ov = (await t.app.inject({ method: 'GET', url: '/wps/agent/team/overview?range=today', headers: top.headers })).json().value;
    expect(ov.figures).toMatchObject({
      teamSize: 4,
      directCount: 1,
      newMembers: 0,
      activeMembers: 2,
      deposit: '120000',
      validBet: '35000',
      stake: '35000',
      payout: '34000',
      profitLoss: '-1000',
    });
    const week = (await t.app.inject({ method: 'GET', url: '/wps/agent/team/overview?range=thisWeek', headers: top.headers })).json().value;
    expect(week.figures.activeMembers).toBe(2);
    const down = (await t.app.inject({ method: 'GET', url: '/wps/agent/team/downline?scope=all&kind=member', headers: top.headers })).json()
      .value;
    expect(down.total).toBe(2);
    expect(down.totals).toMatchObject({ validBet: '35000', deposit: '120000' });
    const drill = (
      await t.app.inject({ method: 'GET', url: `/wps/agent/team/downline?parent=${sub.member.account}`, headers: top.headers })
    ).json().value;
    expect(drill.list.map((r: { account: string }) => r.account)).toContain(m1.member.account);
    const levels = (await t.app.inject({ method: 'GET', url: '/wps/agent/team/pnl?by=level', headers: top.headers })).json().value;
    expect(levels.list.map((r: { level: number; validBet: string }) => [r.level, r.validBet])).toEqual([
      [2, '10000'],
      [3, '25000'],
    ]);
    expect(levels.totals.profitLoss).toBe('-1000');
    const paging = (await t.app.inject({ method: 'GET', url: '/wps/agent/team/downline?pageSize=101', headers: top.headers })).json();
    expect(paging.code).toBe('request_param_err');
  });

  it('20 offers and 20 answers at once: one offer stands, one contract is active', async () => {
    const { top, sub } = await tree();
    const tpl = await template(t, { name: 'Hourly', kind: 'HOURLY', tiers: tiers(100) });
    await merchantOffer(top, tpl.id);
    await relay(top, 'MCSFE_processContractHourSalary', { action: 'ACCEPT' });
    const offers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => offer(top, sub, [{ min: '0', active: 0, rateBp: 10 + i }], 'HOURLY')),
    );
    expect(offers.every((r) => r.statusCode === 200)).toBe(true);
    const open = await q<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM agent_contracts WHERE agent_id = ${sub.member.id} AND status = 'OFFERED'`,
    );
    expect(open[0]?.n).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => relay(sub, 'MCSFE_processContractHourSalary', { action: 'ACCEPT' })),
    );
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of answers) if (r.statusCode !== 200) expect(r.json().code).toBe('agent.contract_not_found');
    const active = await q<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM agent_contracts WHERE agent_id = ${sub.member.id} AND status = 'ACTIVE'`,
    );
    expect(active[0]?.n).toBe(1);
  });

  it('register centre: an invitation makes a sub-agent with a contract offer; direct creation; nothing above its own', async () => {
    const { top } = await tree();
    const tpl = await template(t, { name: 'Daily 1%', kind: 'DAILY', tiers: tiers(100) });
    await merchantOffer(top, tpl.id);
    await relay(top, 'MCSFE_processDailySalaryContract', { action: 'ACCEPT' });
    const above = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/invites',
      headers: top.headers,
      payload: { accountType: 'agent', offers: [{ kind: 'DAILY', tiers: [{ min: '0', active: 0, rateBp: 101 }] }] },
    });
    expect(above.json().code).toBe('agent.rate_above_own');
    const inv = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/invites',
      headers: top.headers,
      payload: { accountType: 'agent', offers: [{ kind: 'DAILY', tiers: tiers(60) }] },
    });
    expect(inv.statusCode).toBe(200);
    const code = inv.json().value.code as string;
    expect((await t.app.inject({ method: 'GET', url: '/wps/agent/invites', headers: top.headers })).json().value.list).toHaveLength(1);
    const check = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?affiliateCode=${code}`,
      headers: { merchant: 'DEMO', language: 'EN', device: 'WEB' },
    });
    expect(check.json().value).toEqual({ valid: true, agentAccount: top.member.account });
    const username = `inv${Math.floor(Math.random() * 1e6)}`;
    const reg = await encCall(t, 'POST', '/wps/member/register', {
      username,
      password: 'secret12',
      confirmPassword: 'secret12',
      registerUrl: 'https://demo.example/register',
      registerMethod: 'WEB',
      recommenderId: code,
      ...(await solveCaptcha(t)),
    });
    expect(reg.statusCode).toBe(200);
    const [made] = await q<{ id: string; type: number; parent_id: string }>(
      t,
      sql`SELECT id::text, type, parent_id::text FROM members WHERE account = ${username}`,
    );
    expect(made).toMatchObject({ type: 2, parent_id: String(top.member.id) });
    await agentsModule(t).drain();
    const offers = await q<{ status: string; upline_id: string }>(
      t,
      sql`SELECT status, upline_id::text FROM agent_contracts WHERE agent_id = ${Number(made?.id)}`,
    );
    expect(offers).toEqual([{ status: 'OFFERED', upline_id: String(top.member.id) }]);
    // Direct creation: a member under the agent; the same name again is refused.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/register',
      headers: top.headers,
      payload: { username: 'teamnew1', password: 'secret12', accountType: 'member' },
    });
    expect(direct.json().value).toMatchObject({ account: 'teamnew1', accountType: 'member' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/register',
      headers: top.headers,
      payload: { username: 'teamnew1', password: 'secret12', accountType: 'member' },
    });
    expect(again.json().code).toBe('register.account_exists');
    await agentsModule(t).drain();
    const ov = (await t.app.inject({ method: 'GET', url: '/wps/agent/team/overview', headers: top.headers })).json().value;
    expect(ov.figures.newMembers).toBe(2);
  });
});
