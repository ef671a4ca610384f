import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { OPS, appForFile, signIn } from './harness';
import { codeIn, encCall, lastOutbox } from './auth-helpers';
import { bearer, staffClient } from './staff-helpers';

/**
 * The back office's player search and 360 view (issue 29): search by every field, paging and sorting on the server,
 * contact and bank fields masked in every answer unless unmasked by an audited call of a role that may, and the
 * actions (lock, unlock, kick, note) each checked and audited.
 */
const t = appForFile();
const { call, signIn: staffSignIn } = staffClient(t);
const P = '/ops/v1/merchants/DEMO/players';
const db = () => t.dbHandle.db;

const addPayee = (memberId: number, accountNo: string) =>
  db().execute(sql`INSERT INTO payee_accounts (merchant_id, member_id, bank_name, account_no, payee_name)
    SELECT merchant_id, id, 'HBL', ${accountNo}, 'Shared Payee' FROM members WHERE id = ${memberId}`);

describe('player search', () => {
  it('finds a player by each field, masks contact fields in every answer, pages and sorts on the server', async () => {
    const by = async (field: string, q: string) => {
      const res = await call('GET', `${P}?by=${field}&q=${encodeURIComponent(q)}`, OPS);
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    for (const [field, q] of [
      ['account', 'demo01'],
      ['mobile', '03001234560'],
      ['mobile', '4560'],
      ['email', 'DEMO01@demo.example'],
      ['any', 'demo01@demo.example'],
    ] as const) {
      const res = await by(field, q);
      expect(res.json().value.rows.map((r: { account: string }) => r.account)).toContain('demo01');
      // The clear values never leave the server on a search.
      expect(res.body).not.toContain('03001234560');
      expect(res.body).not.toContain('demo01@demo.example');
    }
    const row = (await by('account', 'demo01')).json().value.rows.find((r: { account: string }) => r.account === 'demo01');
    expect(row).toMatchObject({ mobile: '0300****560', email: 'd****@demo.example' });
    const id = row.id;
    expect((await by('id', String(id))).json().value.rows).toHaveLength(1);
    expect((await by('agent', 'agent01')).json().value.rows.length).toBeGreaterThan(0);

    // Paging is stable and complete: two pages of two, in account order, then the total.
    const page = (n: number) => call('GET', `${P}?by=account&q=demo&sort=account&dir=asc&size=2&page=${n}`, OPS);
    const [p1, p2] = [(await page(1)).json().value, (await page(2)).json().value];
    const accounts = [...p1.rows, ...p2.rows].map((r: { account: string }) => r.account);
    expect(accounts).toEqual([...accounts].sort());
    expect(new Set(accounts).size).toBe(4);
    expect(p1.total).toBeGreaterThanOrEqual(4);
    // Bad input is a coded error, not an empty page.
    expect((await call('GET', `${P}?by=shoe&q=x`, OPS)).json().code).toBe('request_param_err');
    expect((await call('GET', `${P}?size=1000`, OPS)).json().code).toBe('request_param_err');
  });

  it('links players that share a bank account or an address, and finds them by it', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    await addPayee(a.member.id, '0123456789012');
    await addPayee(b.member.id, '0123456789012');
    await db().execute(sql`UPDATE sessions SET ip = '203.0.113.77' WHERE member_id IN (${a.member.id}, ${b.member.id})`);
    const links = (await call('GET', `${P}/${a.member.account}/links`, OPS)).json().value;
    expect(links).toEqual(
      expect.arrayContaining([
        { account: b.member.account, via: 'bank', value: '****9012' },
        { account: b.member.account, via: 'ip', value: '203.0.113.77' },
      ]),
    );
    const found = (await call('GET', `${P}?by=bank&q=0123456789012`, OPS)).json().value.rows.map((r: { account: string }) => r.account);
    expect(found.sort()).toEqual([a.member.account, b.member.account].sort());
    const byIp = (await call('GET', `${P}?by=ip&q=203.0.113.77`, OPS)).json().value.total;
    expect(byIp).toBe(2);
  });
});

describe('player 360', () => {
  it('the overview is masked; unmasking needs its permission, a reason, and is audited', async () => {
    const { token: support } = await staffSignIn('support');
    const { token: risk } = await staffSignIn('risk');
    const overview = await call('GET', `${P}/demo01`, bearer(support));
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().value).toMatchObject({ player: { account: 'demo01', mobile: '0300****560' }, unmasked: false });
    expect(overview.json().value.wallets.length).toBeGreaterThan(0);
    expect(overview.body).not.toContain('03001234560');

    const refused = await call('POST', `${P}/demo01/unmask`, bearer(support), { reason: 'caller verification' });
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', `${P}/demo01/unmask`, bearer(risk), {})).statusCode).toBe(400);
    const clear = await call('POST', `${P}/demo01/unmask`, bearer(risk), { reason: 'caller verification' });
    expect(clear.json().value).toMatchObject({ player: { mobile: '03001234560', email: 'demo01@demo.example' }, unmasked: true });
    const audit = rowsOf<{ actor: string; outcome: string; reason: string }>(
      await db().execute(sql`SELECT actor, payload->>'outcome' AS outcome, payload->>'reason' AS reason FROM ops_audit_log
        WHERE action = 'players.unmask' ORDER BY id`),
    );
    expect(audit).toEqual([
      { actor: 'staff:support', outcome: 'ops.forbidden', reason: 'caller verification' },
      { actor: 'staff:risk', outcome: 'ok', reason: 'caller verification' },
    ]);
    // Another merchant's staff never reads this merchant's players.
    const { token: acme } = await staffSignIn('admin', undefined, 'ACME');
    expect((await call('GET', `${P}/demo01`, bearer(acme))).statusCode).toBe(403);
    expect((await call('GET', `${P}?q=demo01`, bearer(acme))).statusCode).toBe(403);
  });

  it('lock signs the player out, unlock lifts it; kick ends sessions; notes keep their author, read-only staff only read', async () => {
    const p = await signIn(t);
    const { token: support } = await staffSignIn('support', undefined, 'DEMO');
    const path = `${P}/${p.member.account}`;
    expect((await call('GET', '/wps/member/info', p.headers)).statusCode).toBe(200);
    const locked = await call('POST', `${path}/status`, bearer(support), { status: 'LOCKED', reason: 'chargeback under review' });
    expect(locked.json().value.player.status).toBe('LOCKED');
    expect((await call('GET', '/wps/member/info', p.headers)).statusCode).toBe(401);
    const sessions = (await call('GET', `${path}/sessions`, bearer(support))).json().value;
    expect(sessions[0]).toMatchObject({ revokedReason: 'locked' });
    expect(
      (await call('POST', `${path}/status`, bearer(support), { status: 'ACTIVE', reason: 'review closed' })).json().value.player.status,
    ).toBe('ACTIVE');

    const again = await signIn(t, { account: `${p.member.account}x` });
    expect((await call('POST', `${P}/${again.member.account}/kick`, bearer(support))).json().value).toEqual({ ended: 1 });
    expect((await call('GET', '/wps/member/info', again.headers)).statusCode).toBe(401);

    const notes = await call('POST', `${path}/notes`, bearer(support), { text: 'Called about the chargeback.' });
    expect(notes.json().value[0]).toMatchObject({ author: 'staff:support', text: 'Called about the chargeback.' });
    // Read-only staff read notes but cannot write them.
    const { token: viewer } = await staffSignIn('viewer');
    expect((await call('GET', `${path}/notes`, bearer(viewer))).json().value).toHaveLength(1);
    expect((await call('POST', `${path}/notes`, bearer(viewer), { text: 'x' })).statusCode).toBe(403);
    expect((await call('GET', `${P}/nobody-here`, OPS)).statusCode).toBe(404);
  });

  it('every record tab answers a page, newest first: transactions, bets with proofs, money, bonuses, messages, audit', async () => {
    const p = await signIn(t);
    const adjust = await call('POST', `/ops/v1/merchants/DEMO/members/${p.member.account}/adjust`, OPS, {
      amount: '12.34',
      reason: 'goodwill for the 360 view',
      requestId: 'tabs-adjust-1',
    });
    expect(adjust.statusCode, adjust.body).toBe(200);
    const tab = async (account: string, name: string, q = '') => {
      const res = await call('GET', `${P}/${account}/records/${name}${q}`, OPS);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      return res.json().value;
    };
    expect((await tab(p.member.account, 'transactions')).rows[0]).toMatchObject({
      kind: 'ADJUST',
      wallet: 'MAIN',
      amount: '1234',
      balance: '1234',
    });
    expect((await tab(p.member.account, 'audit')).rows[0]).toMatchObject({ action: 'balance.adjust', actor: 'ops-api-key', outcome: 'ok' });
    for (const name of ['bets', 'money', 'bonuses', 'messages']) expect((await tab(p.member.account, name)).rows).toEqual([]);
    // The demo player's seeded history fills the other tabs; house rounds carry their proof.
    const [player] = rowsOf<{ account: string }>(
      await db().execute(sql`SELECT m.account FROM house_rounds h JOIN members m ON m.id = h.member_id
        JOIN merchants x ON x.id = h.merchant_id WHERE x.code = 'DEMO' AND h.status = 'PLAYED' LIMIT 1`),
    );
    const bets = await tab(player?.account ?? 'none', 'bets', '?size=5');
    expect(bets.rows.length, 'bets').toBeGreaterThan(0);
    expect(bets.rows.find((r: { source: string }) => r.source === 'HOUSE')?.proof).toMatch(/^sha256 [0-9a-f]{64}/);
    for (const name of ['money', 'messages']) expect((await tab('demo01', name)).rows.length, name).toBeGreaterThan(0);
    const first = await tab(player?.account ?? 'none', 'transactions', '?size=2');
    const second = await tab(player?.account ?? 'none', 'transactions', '?size=2&page=2');
    expect(first.more).toBe(true);
    expect(second.rows[0].id).toBeLessThan(first.rows[1].id);
    expect(typeof first.rows[0].id).toBe('number');
    expect((await call('GET', `${P}/demo01/records/secrets`, OPS)).json().code).toBe('request_param_err');
  });

  it('exports a search as CSV, masked and safe to open in a spreadsheet, audited with its reason and size', async () => {
    const p = await signIn(t);
    await db().execute(sql`UPDATE members SET nickname = '=HYPERLINK("http://x")', mobile = '03331234567' WHERE id = ${p.member.id}`);
    const { token: finance } = await staffSignIn('finance');
    const { token: viewer } = await staffSignIn('viewer');
    const url = `/ops/v1/merchants/DEMO/players-export?by=account&q=${p.member.account}&reason=${encodeURIComponent('monthly KYC review')}`;
    expect((await call('GET', url, bearer(viewer))).statusCode).toBe(403);
    expect((await call('GET', url.replace(/&reason=.*/, ''), bearer(finance))).statusCode).toBe(400);
    const csv = await call('GET', url, bearer(finance));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,account,nickname,status,type,mobile,email,agent,createdAt,lastLoginAt');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain('0333****567');
    expect(csv.body).not.toContain('03331234567');
    const [audit] = rowsOf<{ actor: string; reason: string; rows: string }>(
      await db().execute(sql`SELECT actor, payload->>'reason' AS reason, payload->>'rows' AS rows FROM ops_audit_log
        WHERE action = 'players.export' AND payload->>'outcome' = 'ok'`),
    );
    expect(audit).toEqual({ actor: 'staff:finance', reason: 'monthly KYC review', rows: '1' });
  });

  it("saved filters are each staff member's own: saved, replaced by name, listed, deleted", async () => {
    const { token: mine } = await staffSignIn('marketing');
    const { token: other } = await staffSignIn('admin');
    const F = '/ops/v1/merchants/DEMO/saved-filters';
    const save = (token: string, name: string, query: string) => call('POST', F, bearer(token), { page: 'players', name, query });
    expect((await save(mine, 'Locked VIPs', 'status=LOCKED')).json().value).toHaveLength(1);
    const replaced = (await save(mine, 'Locked VIPs', 'status=LOCKED&sort=lastLogin')).json().value;
    expect(replaced).toEqual([expect.objectContaining({ name: 'Locked VIPs', query: 'status=LOCKED&sort=lastLogin' })]);
    expect((await call('GET', `${F}?page=players`, bearer(other))).json().value).toEqual([]);
    expect((await call('DELETE', `${F}/${replaced[0].id}`, bearer(other))).statusCode).toBe(404);
    expect((await call('DELETE', `${F}/${replaced[0].id}`, bearer(mine))).json().value).toEqual([]);
  });

  it("a staff member scoped to an agent sees that agent's downline only, and nothing merchant-wide", async () => {
    const [agent] = rowsOf<{ id: string }>(await db().execute(sql`SELECT id FROM members WHERE account = 'agent01'`));
    const inside = await signIn(t, { parentId: Number(agent?.id) });
    const outside = await signIn(t);
    const made = await call('POST', '/ops/v1/merchants/DEMO/staff', OPS, {
      username: 'agentdesk',
      displayName: 'Agent Desk',
      role: 'support',
      agent: 'agent01',
    });
    expect(made.json().value).toMatchObject({ agent: 'agent01' });
    const { token } = await staffSignIn('agentdesk', made.json().value.temporaryPassword);
    expect(
      (
        await call('POST', '/bo/v1/password', bearer(token), { current: made.json().value.temporaryPassword, next: 'Agent-desk-2026' })
      ).json().value.stage,
    ).toBe('active');
    const all = (await call('GET', `${P}?size=100`, bearer(token))).json().value;
    const [downline] = rowsOf<{ n: string }>(
      await db().execute(sql`SELECT count(*) AS n FROM agent_tree WHERE ancestor_id = ${Number(agent?.id)}`),
    );
    expect(all.total).toBe(Number(downline?.n));
    expect(all.rows.map((r: { account: string }) => r.account)).toContain(inside.member.account);
    expect((await call('GET', `${P}/${inside.member.account}`, bearer(token))).statusCode).toBe(200);
    expect((await call('GET', `${P}/${outside.member.account}`, bearer(token))).json().code).toBe('member.not_found');
    expect((await call('GET', `${P}?by=account&q=${outside.member.account}`, bearer(token))).json().value.total).toBe(0);
    expect((await call('GET', '/ops/v1/merchants/DEMO/dashboard', bearer(token))).json().code).toBe('ops.forbidden');
    expect((await call('GET', '/ops/v1/merchants/DEMO/queues/withdrawals', bearer(token))).json().code).toBe('ops.forbidden');
    expect(
      (
        await call('POST', '/ops/v1/merchants/DEMO/staff', OPS, {
          username: 'nobodydesk',
          displayName: 'X',
          role: 'support',
          agent: 'no-such-agent',
        })
      ).json().code,
    ).toBe('member.not_found');
  });

  it('a staff reset sends the player the reset code the site takes; the audit lists it, newest first', async () => {
    const { token: support } = await staffSignIn('support');
    const sent = await call('POST', `${P}/demo01/reset-password`, bearer(support));
    expect(sent.json().value).toMatchObject({ channel: 'email' });
    const code = codeIn(await lastOutbox(t, 'demo01@demo.example'));
    expect(code).toMatch(/^\d{6}$/);
    const done = await encCall(t, 'POST', '/wps/member/password/verification', {
      method: 'email',
      username: 'demo01',
      code,
      newPassword: 'staffreset1',
      confirmNewPassword: 'staffreset1',
    });
    expect(done.statusCode, done.body).toBe(200);
    const { token: risk } = await staffSignIn('risk');
    const log = (await call('GET', '/ops/v1/merchants/DEMO/audit?action=players.reset_password', bearer(risk))).json().value;
    expect(log.rows[0]).toMatchObject({
      actor: 'staff:support',
      action: 'players.reset_password',
      outcome: 'ok',
      payload: { account: 'demo01' },
    });
    const page = (await call('GET', '/ops/v1/merchants/DEMO/audit?limit=2', bearer(risk))).json().value;
    const next = (await call('GET', `/ops/v1/merchants/DEMO/audit?limit=2&before=${page.rows[1].seq}`, bearer(risk))).json().value;
    expect(next.rows[0].seq).toBeLessThan(page.rows[1].seq);
    const { token: marketing } = await staffSignIn('marketing');
    expect((await call('GET', '/ops/v1/merchants/DEMO/audit', bearer(marketing))).statusCode).toBe(403);
  });
});
