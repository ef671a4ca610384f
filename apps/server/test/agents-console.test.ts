import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContractTier } from '../src/db/schema';
import { dayKey } from '../src/modules/agents';
import { agentsModule, q } from './agents-helpers';
import { playRound } from './growth-helpers';
import { OPS, appForFile, fund, signIn } from './harness';
import { bearer, staffClient } from './staff-helpers';

/**
 * The back office's agents area (issue 32): the tree read and searched, agents made and promoted, contracts listed,
 * offered on an upline's behalf and ended with a reason; a period's preview is exactly what settlement then writes;
 * a void above the four-eyes threshold is a request that changes nothing until a second operator approves it; and
 * staff with agents.view only are refused every change.
 */
const t = appForFile();
const { call, signIn: staffSignIn } = staffClient(t);
const base = '/ops/v1/merchants/DEMO';
const get = (path: string, who: Record<string, string> = OPS) => call('GET', `${base}${path}`, who);
const post = (path: string, payload: object, who: Record<string, string> = OPS) => call('POST', `${base}${path}`, who, payload);
const salary: ContractTier[] = [
  { min: '0', active: 0, rateBp: 100 },
  { min: '100000', active: 1, rateBp: 300 },
];

let seq = 0;
/** A top agent and its sub-agent holding daily salary contracts, two players who played `daysBack` days ago. */
const team = async (daysBack: number) => {
  seq += 1;
  const top = await signIn(t, { type: 1, account: `ctop${seq}x${Date.now() % 100000}` });
  const sub = await signIn(t, { type: 2, parentId: top.member.id, account: `csub${seq}x${Date.now() % 100000}` });
  const p1 = await signIn(t, { parentId: top.member.id });
  const p2 = await signIn(t, { parentId: sub.member.id });
  await fund(t, top.member, 100_000_000n);
  for (const [agent, upline, tiers] of [
    [top.member.id, null, salary],
    [sub.member.id, top.member.id, salary.map((x) => ({ ...x, rateBp: x.rateBp / 2 }))],
  ] as const)
    await q(
      t,
      sql`INSERT INTO agent_contracts (merchant_id, kind, agent_id, upline_id, status, tiers, offered_at, expires_at, decided_at)
        SELECT merchant_id, 'DAILY', id, ${upline}, 'ACTIVE', ${JSON.stringify(tiers)}::jsonb, now() - interval '40 days',
          now() - interval '33 days', now() - interval '40 days' FROM members WHERE id = ${agent}`,
    );
  const before = Number((await q<{ m: string | null }>(t, sql`SELECT max(id)::text AS m FROM domain_events`))[0]?.m ?? 0);
  for (const p of [p1, p2]) {
    await fund(t, p.member, 10_000_000n);
    await playRound(t, p.member, 250_000n, 50_000n);
    await playRound(t, p.member, 120_000n, 0n);
  }
  await q(t, sql`UPDATE domain_events SET occurred_at = occurred_at - make_interval(days => ${daysBack}) WHERE id > ${before}`);
  await agentsModule(t).drain();
  const tz = (await q<{ tz: string }>(t, sql`SELECT time_zone AS tz FROM merchants WHERE code = 'DEMO'`))[0]?.tz ?? 'UTC';
  return { top, sub, p1, p2, period: dayKey(new Date(Date.now() - daysBack * 86_400_000), tz) };
};
const billsOf = (period: string) =>
  q<{ status: string }>(
    t,
    sql`SELECT b.status FROM agent_bills b JOIN merchants m ON m.id = b.merchant_id WHERE m.code = 'DEMO' AND b.period = ${period}`,
  );
const runOf = async (period: string) =>
  (
    await q<{ status: string }>(
      t,
      sql`SELECT p.status FROM agent_periods p JOIN merchants m ON m.id = p.merchant_id
        WHERE m.code = 'DEMO' AND p.kind = 'DAILY' AND p.period = ${period}`,
    )
  )[0]?.status ?? null;

describe('the agents area of the back office', () => {
  it('a period’s preview computes its bills without writing, and settlement then writes exactly those', async () => {
    const { top, sub, period } = await team(20);
    const pre = await get(`/agent-periods/preview?kind=DAILY&period=${period}`);
    expect(pre.statusCode, pre.body).toBe(200);
    const p = pre.json().value;
    expect(p).toMatchObject({ kind: 'DAILY', period, status: 'DUE', preview: true });
    const mine = p.list.filter((b: { agentAccount: string }) => [top.member.account, sub.member.account].includes(b.agentAccount));
    expect(mine).toHaveLength(2);
    expect(mine.find((b: { agentAccount: string }) => b.agentAccount === sub.member.account)).toMatchObject({
      payerAccount: top.member.account,
      base: '370000',
      status: null,
      paid: '0',
    });
    expect(mine.every((b: { amount: string }) => BigInt(b.amount) > 0n)).toBe(true);
    // Nothing was written: no run, no bill, and the period is listed as due.
    expect(await runOf(period)).toBeNull();
    expect(await billsOf(period)).toEqual([]);
    const runs = (await get('/agent-periods?kind=DAILY')).json().value;
    expect(runs.list).toContainEqual(expect.objectContaining({ period, status: 'DUE' }));

    const settled = await post('/agent-periods/settle', { kind: 'DAILY', period });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().value.amount).toBe(p.totals.amount);
    const after = (await get(`/agent-periods/preview?kind=DAILY&period=${period}`)).json().value;
    expect(after).toMatchObject({ status: 'SETTLED', preview: false });
    const shape = (b: Record<string, unknown>) => ({
      contractId: b.contractId,
      agentAccount: b.agentAccount,
      payerAccount: b.payerAccount,
      level: b.level,
      base: b.base,
      active: b.active,
      rateBp: b.rateBp,
      amount: b.amount,
    });
    const byContract = (a: { contractId: number }, b: { contractId: number }) => a.contractId - b.contractId;
    expect(after.list.map(shape).sort(byContract)).toEqual(p.list.map(shape).sort(byContract));
    expect(after.list.every((b: { status: string }) => b.status === 'PAID')).toBe(true);
    expect(after.totals).toEqual({ amount: p.totals.amount, paid: p.totals.amount });
    const listed = (await get('/agent-periods?kind=DAILY')).json().value.list.find((r: { period: string }) => r.period === period);
    expect(listed).toMatchObject({ status: 'SETTLED', total: p.totals.amount });
    // Bad input is refused with its code.
    const bad = await get('/agent-periods/preview?kind=HOURLY&period=2026-01-01');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'agent.period_invalid']);
  });

  it('a void above the threshold waits for a second operator; the maker cannot approve it; the approval voids it', async () => {
    const { period } = await team(21);
    const ops = async (name: string) => {
      const r = await call('POST', '/ops/v1/operators', OPS, { name, role: 'ADMIN', merchant: 'DEMO' });
      expect(r.statusCode, r.body).toBe(200);
      return { authorization: `Bearer ${r.json().value.key}` };
    };
    const maker = await ops('agents-void-maker');
    const checker = await ops('agents-void-checker');
    const set = await call('PUT', `${base}/four-eyes`, OPS, { role: 'ADMIN', action: 'agents.void', threshold: '100' });
    expect(set.statusCode, set.body).toBe(200);
    const total = (await get(`/agent-periods/preview?kind=DAILY&period=${period}`)).json().value.totals.amount;
    expect(BigInt(total)).toBeGreaterThan(100n);

    const short = await post('/agent-periods/void', { kind: 'DAILY', period, reason: 'x' }, maker);
    expect([short.statusCode, short.json().code]).toEqual([400, 'request_param_err']);
    const asked = await post('/agent-periods/void', { kind: 'DAILY', period, reason: 'figures disputed by the agent' }, maker);
    expect(asked.statusCode, asked.body).toBe(200);
    const approval = asked.json().value.approval;
    expect(approval).toMatchObject({ state: 'PENDING', threshold: '100' });
    // Nothing happened yet: no run, no void; the request is on the approvals list with its reason and total.
    expect(await runOf(period)).toBeNull();
    const listed = (await get('/approvals?state=PENDING')).json().value.find((a: { id: number }) => a.id === approval.id);
    expect(listed).toMatchObject({
      action: 'agents.void',
      account: `DAILY:${period}`,
      amount: total,
      reason: 'figures disputed by the agent',
    });
    // Asking again does not make a second request.
    const again = await post('/agent-periods/void', { kind: 'DAILY', period, reason: 'figures disputed by the agent' }, maker);
    expect(again.json().value.approval.id).toBe(approval.id);

    const self = await post(`/approvals/${approval.id}/approve`, {}, maker);
    expect(self.json().code).toBe('approval.self');
    expect(await runOf(period)).toBeNull();
    const ok = await post(`/approvals/${approval.id}/approve`, {}, checker);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ state: 'APPROVED', action: 'agents.void' });
    expect(await runOf(period)).toBe('VOID');
    // Settlement of a void period writes no bill.
    await post('/agent-periods/settle', { kind: 'DAILY', period });
    expect(await billsOf(period)).toEqual([]);

    // Under the threshold (none for the role) the void is made at once; a paid period is refused with its code.
    await call('PUT', `${base}/four-eyes`, OPS, { role: 'ADMIN', action: 'agents.void', threshold: null });
    const other = await team(22);
    const now = await post('/agent-periods/void', { kind: 'DAILY', period: other.period, reason: 'wrong contracts' }, maker);
    expect(now.json().value.approval).toBeNull();
    expect(await runOf(other.period)).toBe('VOID');
    const paid = await team(23);
    await post('/agent-periods/settle', { kind: 'DAILY', period: paid.period });
    const refused = await post('/agent-periods/void', { kind: 'DAILY', period: paid.period, reason: 'too late' }, maker);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'agent.period_paid']);
  });

  it('the tree: top-level agents, a parent’s downlines with team size and contracts, a search by name', async () => {
    const { top, sub } = await team(24);
    const kids = await get(`/agent-tree?parent=${top.member.account}`);
    expect(kids.statusCode, kids.body).toBe(200);
    const v = kids.json().value;
    expect(v.path).toEqual([{ account: top.member.account, kind: 'agent' }]);
    expect(v.total).toBe(2);
    const node = v.list.find((n: { account: string }) => n.account === sub.member.account);
    expect(node).toMatchObject({ kind: 'agent', upline: top.member.account, level: 1, teamSize: 1, direct: 1 });
    expect(node.contracts).toEqual([expect.objectContaining({ kind: 'DAILY', status: 'ACTIVE', rateBp: 50 })]);
    const deeper = (await get(`/agent-tree?parent=${sub.member.account}`)).json().value;
    expect(deeper.path.map((p: { account: string }) => p.account)).toEqual([top.member.account, sub.member.account]);
    const found = (await get(`/agent-tree?search=${top.member.account}`)).json().value;
    expect(found.list).toEqual([expect.objectContaining({ account: top.member.account, teamSize: 3, direct: 2, level: 0 })]);
    const tops = (await get('/agent-tree?size=100')).json().value;
    expect(tops.list.every((n: { kind: string; upline: string | null }) => n.kind === 'agent' && n.upline === null)).toBe(true);
    expect((await get('/agent-tree?parent=nobody-here')).statusCode).toBe(404);
  });

  it('an agent is made under an upline or at the top, or a player promoted; the rules refuse the rest with codes', async () => {
    const { top, p1, p2 } = await team(25);
    const account = `newag${Date.now() % 1_000_000}`;
    const made = await post('/agent-tree/agents', { mode: 'new', account, password: 'secret12', upline: top.member.account });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().value).toMatchObject({ account, upline: top.member.account, type: 2 });
    const node = (await get(`/agent-tree?search=${account}`)).json().value.list[0];
    expect(node).toMatchObject({ kind: 'agent', upline: top.member.account, level: 1 });
    const twice = await post('/agent-tree/agents', { mode: 'new', account, password: 'secret12', upline: null });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'register.account_exists']);
    const topLevel = await post('/agent-tree/agents', { mode: 'new', account: `${account}t`, password: 'secret12', upline: null });
    expect(topLevel.json().value).toMatchObject({ upline: null, type: 1 });
    const underPlayer = await post('/agent-tree/agents', {
      mode: 'new',
      account: `${account}p`,
      password: 'secret12',
      upline: p1.member.account,
    });
    expect([underPlayer.statusCode, underPlayer.json().code]).toEqual([400, 'agent.not_agent']);
    const badName = await post('/agent-tree/agents', { mode: 'new', account: 'X!', password: 'secret12', upline: null });
    expect([badName.statusCode, badName.json().code]).toEqual([400, 'request_param_err']);

    const promoted = await post('/agent-tree/agents', { mode: 'promote', account: p2.member.account });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().value.type).toBe(2);
    const again = await post('/agent-tree/agents', { mode: 'promote', account: p2.member.account });
    expect([again.statusCode, again.json().code]).toEqual([409, 'agent.already_agent']);
  });

  it('contracts: listed by agent, offered for the upline within its rate, ended with a reason (audited)', async () => {
    const { top, sub } = await team(26);
    const list = (await get(`/agent-contracts?account=${sub.member.account}`)).json().value;
    expect(list.total).toBe(1);
    const active = list.list[0];
    expect(active).toMatchObject({ kind: 'DAILY', status: 'ACTIVE', uplineAccount: top.member.account });

    const offer = { account: sub.member.account, kind: 'DAILY', tiers: [{ min: '0', active: 0, rateBp: 80 }] };
    const made = await post('/agent-contracts/on-behalf', offer);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().value).toMatchObject({ status: 'OFFERED', uplineAccount: top.member.account, agentAccount: sub.member.account });
    const above = await post('/agent-contracts/on-behalf', { ...offer, tiers: [{ min: '0', active: 0, rateBp: 101 }] });
    expect([above.statusCode, above.json().code]).toEqual([400, 'agent.rate_above_own']);
    const noUpline = await post('/agent-contracts/on-behalf', { ...offer, account: top.member.account });
    expect([noUpline.statusCode, noUpline.json().code]).toEqual([400, 'agent.no_upline']);
    const offered = (await get(`/agent-contracts?account=${sub.member.account}&status=OFFERED`)).json().value;
    expect(offered.list.map((c: { id: number }) => c.id)).toEqual([made.json().value.id]);

    const short = await post(`/agent-contracts/${active.id}/terminate`, { reason: '' });
    expect([short.statusCode, short.json().code]).toEqual([400, 'request_param_err']);
    const ended = await post(`/agent-contracts/${active.id}/terminate`, { reason: 'agent left the business' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value).toMatchObject({ status: 'TERMINATED', endReason: 'OPERATOR' });
    const twice = await post(`/agent-contracts/${active.id}/terminate`, { reason: 'agent left the business' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'agent.contract_state']);
    const audit = await q<{ payload: { reason?: string } }>(
      t,
      sql`SELECT payload FROM ops_audit_log WHERE action = 'agents.terminate' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]?.payload.reason).toBe('agent left the business');
  });

  it('staff with agents.view read the area and are refused every change', async () => {
    const { sub, period } = await team(27);
    const role = await call('PUT', `${base}/roles/agents-reader`, OPS, { name: 'Agents reader', permissions: ['agents.view'] });
    expect(role.statusCode, role.body).toBe(200);
    const made = await call('POST', `${base}/staff`, OPS, {
      username: 'agentsreader',
      displayName: 'Agents Reader',
      role: 'agents-reader',
    });
    const otp = made.json().value.temporaryPassword as string;
    const first = await staffSignIn('agentsreader', otp);
    await call('POST', '/bo/v1/password', bearer(first.token), { current: otp, next: 'Agents-reader-1' });
    const who = bearer(first.token);
    for (const path of [
      '/agent-tree',
      '/agent-contracts',
      '/agent-periods?kind=DAILY',
      `/agent-periods/preview?kind=DAILY&period=${period}`,
    ])
      expect((await get(path, who)).statusCode, path).toBe(200);
    const contract = (await get(`/agent-contracts?account=${sub.member.account}`)).json().value.list[0];
    const changes: [string, object][] = [
      ['/agent-tree/agents', { mode: 'promote', account: sub.member.account }],
      ['/agent-contracts/on-behalf', { account: sub.member.account, kind: 'DAILY', tiers: [{ min: '0', active: 0, rateBp: 10 }] }],
      [`/agent-contracts/${contract.id}/terminate`, { reason: 'not allowed' }],
      ['/agent-periods/void', { kind: 'DAILY', period, reason: 'not allowed' }],
      ['/agent-periods/settle', { kind: 'DAILY', period }],
      ['/agent-tree/move', { account: sub.member.account, upline: null }],
    ];
    for (const [path, body] of changes) expect((await post(path, body, who)).statusCode, path).toBe(403);
    expect(await runOf(period)).toBeNull();
    expect((await get(`/agent-contracts?account=${sub.member.account}&status=ACTIVE`)).json().value.total).toBe(1);
  });
});
