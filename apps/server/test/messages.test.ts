import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createMessagesService, fundsEvents } from '../src/modules/messages';
import { createOutbox } from '../src/modules/outbox';
import { agentTree, fund, H, multipartBody, OPS, pngBytes, type TestContext, createTestApp, signIn } from './harness';

/** Issue 13, platform messages and feedback: inbox, unread counts, sends through the job, funds notices from events. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Who = { headers: Record<string, string>; member?: { id: number; merchantId: number; account: string } };
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: Who, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
const ops = (method: 'GET' | 'POST', url: string, payload?: unknown, code = 'DEMO') =>
  t.app.inject({ method, url: `/ops/v1/merchants/${code}${url}`, headers: OPS, payload: payload as object });
const inbox = async (who: Who, q = '') => (await get(who, `/wps/relay/CSP_getInbox${q}`)).json().value;
const unread = async (who: Who) => (await get(who, '/wps/relay/CSP_unreadCount')).json().value;
const q = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(text));
const message = (who: Who, title: string, category = 'SYSTEM', content = `<p>${title}</p>`) =>
  ops('POST', '/messages', { target: { kind: 'MEMBER', account: who.member?.account }, category, title, content });
/**
 * Runs the delivery job until no send is left open. A runner skips a send another runner holds (the one the send
 * call starts in the background, on PostgreSQL really in parallel), so the test waits for that one to finish.
 */
const deliverAll = async () => {
  for (let i = 0; i < 200; i++) {
    await createMessagesService({ db: t.dbHandle.db }).deliverSends();
    const open = await q<{ n: unknown }>(sql`SELECT count(*) AS n FROM message_sends WHERE status <> 'DONE'`);
    if (Number(open[0]?.n) === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('sends still open');
};
/** Every table's row count: a refused call leaves each one as it was. */
const counts = async () => {
  const out: Record<string, number> = {};
  for (const name of ['messages', 'message_sends', 'feedback'])
    out[name] = Number((await q<{ n: unknown }>(sql.raw(`SELECT count(*) AS n FROM ${name}`)))[0]?.n);
  return out;
};

describe('inbox', () => {
  it('pages newest first, filters by category, counts unread, marks one and all read, deletes', async () => {
    const a = await signIn(t);
    expect(await unread(a)).toEqual({ total: 0, byCategory: { SYSTEM: 0, PROMOTION: 0, FUNDS: 0, AGENT: 0 } });
    for (let i = 1; i <= 12; i++) {
      const r = (await message(a, `Note ${i}`, i % 3 === 0 ? 'PROMOTION' : 'SYSTEM')).json();
      expect(r.value).toMatchObject({ status: 'DONE', delivered: 1 });
    }
    expect(await unread(a)).toEqual({ total: 12, byCategory: { SYSTEM: 8, PROMOTION: 4, FUNDS: 0, AGENT: 0 } });
    const p1 = await inbox(a, '?pageNo=1&pageSize=5');
    expect(p1).toMatchObject({ pageNum: 1, totalPages: 3, total: 12 });
    expect(p1.content.map((m: { title: string }) => m.title)).toEqual(['Note 12', 'Note 11', 'Note 10', 'Note 9', 'Note 8']);
    expect(p1.content[0]).toMatchObject({ category: 'PROMOTION', read: false, sender: 'platform', content: '<p>Note 12</p>' });
    const p3 = await inbox(a, '?pageNo=3&pageSize=5');
    expect(p3.content).toHaveLength(2);
    expect((await inbox(a, '?pageNo=9&pageSize=5')).content).toEqual([]);
    const promos = await inbox(a, '?category=PROMOTION');
    expect(promos.total).toBe(4);
    expect(promos.content.every((m: { category: string }) => m.category === 'PROMOTION')).toBe(true);

    const first = p1.content[1].id;
    expect((await post(a, '/wps/relay/CSP_readInbox', { ids: [first] })).json().value).toEqual({ changed: 1 });
    expect((await post(a, '/wps/relay/CSP_readInbox', { ids: [first] })).json().value).toEqual({ changed: 0 });
    expect((await unread(a)).total).toBe(11);
    expect((await post(a, '/wps/relay/CSP_readInbox', { all: true, category: 'PROMOTION' })).json().value).toEqual({ changed: 4 });
    expect(await unread(a)).toMatchObject({ total: 7, byCategory: { PROMOTION: 0, SYSTEM: 7 } });
    expect((await post(a, '/wps/relay/CSP_readInbox', { all: true })).json().value).toEqual({ changed: 7 });
    expect((await unread(a)).total).toBe(0);

    expect((await post(a, '/wps/relay/CSP_deleteInbox', { ids: [first, p1.content[0].id] })).json().value).toEqual({ changed: 2 });
    expect((await inbox(a)).total).toBe(10);
    expect((await post(a, '/wps/relay/CSP_deleteInbox', { ids: [first] })).json().code).toBe('message.not_found');
  });

  it('the demo member starts with read and unread messages in every category and an answered feedback', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/ops/v1/merchants/DEMO/members/demo01/session', headers: OPS })).json().value;
    const who: Who = { headers: H('DEMO', { authorization: demo.token }) };
    const u = await unread(who);
    for (const c of ['SYSTEM', 'PROMOTION', 'FUNDS', 'AGENT']) expect(u.byCategory[c]).toBeGreaterThan(0);
    const all = await inbox(who, '?pageSize=50');
    expect(all.content.some((m: { read: boolean }) => m.read)).toBe(true);
    expect(all.content.some((m: { sender: string }) => m.sender === 'support')).toBe(true);
    expect((await ops('GET', '/feedback?status=ANSWERED')).json().value.length).toBeGreaterThan(0);
  });
});

describe('isolation and bad input', () => {
  it("a member can neither read, mark nor delete another's message, nor another merchant's", async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const c = await signIn(t, { merchant: 'ACME' });
    await message(a, 'Private');
    const id = (await inbox(a)).content[0].id;
    expect((await inbox(b)).total).toBe(0);
    expect((await inbox(c)).total).toBe(0);
    const before = await counts();
    for (const who of [b, c]) {
      const mark = await post(who, '/wps/relay/CSP_readInbox', { ids: [id] });
      expect([mark.statusCode, mark.json().code]).toEqual([404, 'message.not_found']);
      expect((await post(who, '/wps/relay/CSP_deleteInbox', { ids: [id] })).json().code).toBe('message.not_found');
      expect((await post(who, '/wps/relay/CSP_readInbox', { all: true })).json().value).toEqual({ changed: 0 });
    }
    expect(await counts()).toEqual(before);
    expect((await inbox(a)).content[0]).toMatchObject({ id, read: false });
    // An operator bound to another merchant cannot message this one's members.
    expect(
      (await ops('POST', '/messages', { target: { kind: 'MEMBER', account: a.member.account }, title: 'x', content: 'y' }, 'ACME')).json()
        .code,
    ).toBe('resource.not_found');
  });

  it('refuses over-long, empty and NUL input with coded 4xx and writes nothing; scripts are stripped', async () => {
    const a = await signIn(t);
    const before = await counts();
    const bad = [
      { target: { kind: 'MEMBER', account: a.member.account }, title: 'x'.repeat(121), content: 'y' },
      { target: { kind: 'MEMBER', account: a.member.account }, title: 'x', content: 'y'.repeat(5001) },
      { target: { kind: 'MEMBER', account: a.member.account }, title: '  ', content: 'y' },
      { target: { kind: 'MEMBER', account: a.member.account }, title: 'x', content: 'y', extra: 1 },
      { target: { kind: 'EVERYONE' }, title: 'x', content: 'y' },
      { target: { kind: 'REGISTERED', from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, title: 'x', content: 'y' },
    ];
    for (const body of bad) {
      const r = await ops('POST', '/messages', body);
      expect([r.statusCode, r.json().code]).toEqual([400, 'request_param_err']);
    }
    const nul = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/messages',
      headers: { ...OPS, 'content-type': 'application/json' },
      payload: `{"target":{"kind":"MEMBER","account":"${a.member.account}"},"title":"a\\u0000b","content":"y"}`,
    });
    expect(nul.statusCode).toBe(400);
    expect((await post(a, '/wps/relay/CSP_readInbox', { ids: [] })).json().code).toBe('request_param_err');
    expect((await post(a, '/wps/relay/CSP_deleteInbox', { ids: ['1; DROP TABLE messages'] })).json().code).toBe('request_param_err');
    expect((await get(a, '/wps/relay/CSP_getInbox?pageSize=500')).json().code).toBe('request_param_err');
    expect((await get(a, '/wps/relay/CSP_getInbox?category=SPAM')).json().code).toBe('request_param_err');
    expect(await counts()).toEqual(before);

    await message(
      a,
      'Hi <script>alert(1)</script>',
      'SYSTEM',
      '<p onclick="x()">Hello<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    );
    const m = (await inbox(a)).content[0];
    expect(m.content).not.toMatch(/script|onclick|onerror/i);
    expect(m.content).toContain('Hello');
  });
});

describe('sends to many go through the job', () => {
  it('a team send is queued, then delivered exactly once per member even with two runners', async () => {
    const tree = await agentTree(t);
    const r = (
      await ops('POST', '/messages', {
        target: { kind: 'AGENT_TEAM', account: tree.agent.member.account },
        title: 'Team news',
        content: 'Hello team',
      })
    ).json().value;
    expect(r.status).not.toBe('DONE');
    const one = createMessagesService({ db: t.dbHandle.db });
    const two = createMessagesService({ db: t.dbHandle.db });
    await Promise.all([one.deliverSends(), two.deliverSends(), one.deliverSends()]);
    await deliverAll();
    expect((await ops('GET', `/messages/sends/${r.id}`)).json().value).toEqual({ id: r.id, status: 'DONE', delivered: 3 });
    const got = await q<{ member_id: unknown; n: unknown }>(
      sql`SELECT member_id, count(*) AS n FROM messages WHERE source_key = ${`send:${r.id}`} GROUP BY member_id`,
    );
    expect(got.map((g) => Number(g.member_id)).sort()).toEqual([tree.m1.member.id, tree.sub.member.id, tree.m2.member.id].sort());
    expect(got.every((g) => Number(g.n) === 1)).toBe(true);
    expect((await inbox(tree.otherMember)).total).toBe(0);
  });

  it('everyone: every real member of the merchant once, in batches; trial accounts and other merchants none', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: H(), payload: {} })).json().value;
    expect(trial?.token).toBeTruthy();
    const r = (
      await ops('POST', '/messages', {
        target: { kind: 'ALL' },
        category: 'PROMOTION',
        title: { EN: 'Big news', UR: 'بڑی خبر' },
        content: 'For all',
      })
    ).json().value;
    await Promise.all([
      createMessagesService({ db: t.dbHandle.db }).deliverSends(),
      createMessagesService({ db: t.dbHandle.db }).deliverSends(),
    ]);
    await deliverAll();
    const [{ n: members } = { n: 0 }] = await q<{ n: unknown }>(
      sql`SELECT count(*) AS n FROM members m JOIN merchants x ON x.id = m.merchant_id WHERE x.code = 'DEMO' AND m.status = 'ACTIVE' AND m.type <> 4`,
    );
    const [{ n: copies, d: distinct } = { n: 0, d: 0 }] = await q<{ n: unknown; d: unknown }>(
      sql`SELECT count(*) AS n, count(DISTINCT member_id) AS d FROM messages WHERE source_key = ${`send:${r.id}`}`,
    );
    expect(Number(copies)).toBe(Number(members));
    expect(Number(distinct)).toBe(Number(members));
    const urdu = await t.app.inject({ method: 'GET', url: '/wps/relay/CSP_getInbox', headers: { ...(await signIn(t)).headers } });
    expect(urdu.json().value.total).toBe(0); // joined after the send
    const acme = await q<{ n: unknown }>(
      sql`SELECT count(*) AS n FROM messages g JOIN merchants x ON x.id = g.merchant_id WHERE x.code = 'ACME' AND g.source_key = ${`send:${r.id}`}`,
    );
    expect(Number(acme[0]?.n)).toBe(0);
  });

  it('registered in a window', async () => {
    const a = await signIn(t);
    const from = new Date(Date.now() - 60_000).toISOString();
    const r = (
      await ops('POST', '/messages', {
        target: { kind: 'REGISTERED', from, to: new Date(Date.now() + 60_000).toISOString() },
        title: 'New here?',
        content: 'Welcome',
      })
    ).json().value;
    await deliverAll();
    expect((await ops('GET', `/messages/sends/${r.id}`)).json().value.status).toBe('DONE');
    expect((await inbox(a)).content.map((m: { title: string }) => m.title)).toContain('New here?');
  });

  it('an agent messages one downline or its team (agent category); not an outsider; a member cannot', async () => {
    const tree = await agentTree(t);
    const one = await post(tree.agent, '/wps/relay/CSP_sendDownline', {
      to: tree.m2.member.account,
      title: 'Hi',
      content: 'Line 1\n<b>x</b>',
    });
    expect(one.json().value).toMatchObject({ status: 'DONE', delivered: 1 });
    const got = (await inbox(tree.m2)).content[0];
    expect(got).toMatchObject({ category: 'AGENT', sender: tree.agent.member.account, content: 'Line 1<br>&lt;b&gt;x&lt;/b&gt;' });
    expect(
      (await post(tree.agent, '/wps/relay/CSP_sendDownline', { to: tree.otherMember.member.account, title: 'Hi', content: 'x' })).json()
        .code,
    ).toBe('message.not_downline');
    expect((await post(tree.m1, '/wps/relay/CSP_sendDownline', { to: 'TEAM', title: 'Hi', content: 'x' })).json().code).toBe(
      'message.agent_only',
    );
    await post(tree.agent, '/wps/relay/CSP_sendDownline', { to: 'TEAM', title: 'Team', content: 'All of you' });
    await deliverAll();
    expect((await unread(tree.m1)).byCategory.AGENT).toBe(1);
    expect((await unread(tree.m2)).byCategory.AGENT).toBe(2);
    // Flood guard: an agent's sends are limited per hour.
    let last = '';
    for (let i = 0; i < 12; i++)
      last = (await post(tree.agent, '/wps/relay/CSP_sendDownline', { to: 'TEAM', title: 'Spam', content: 'x' })).json().code ?? '';
    expect(last).toBe('message.too_many');
  });
});

describe('deposit and withdrawal notices arrive from the domain events', () => {
  it('credited, rejected, approved, rejected and failed withdrawals: one message each, none again on replay', async () => {
    const a = await signIn(t);
    await fund(t, a.member, 500_000n);
    const dep = async () => {
      const body = multipartBody({ channelCode: 'BANK', amount: '600', requestId: `d-${Math.random()}`, payerName: 'Ali Khan' }, [
        { name: 'proof', filename: 'slip.png', type: 'image/png', data: pngBytes() },
      ]);
      const r = await t.app.inject({
        method: 'POST',
        url: '/wps/deposit/manual',
        headers: { ...a.headers, ...body.headers },
        payload: body.payload,
      });
      return r.json().value.id as number;
    };
    expect((await ops('POST', `/deposits/${await dep()}/approve`)).json().success).toBe(true);
    expect((await ops('POST', `/deposits/${await dep()}/reject`, { reason: 'slip <b>unreadable</b>' })).json().success).toBe(true);
    await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: a.headers, payload: { newPassword: '135790' } });
    const payeeId = (
      await post(a, '/wps/member/payee', { bankName: 'Meezan Bank', accountNo: '01234567890', payeeName: 'Ali Khan' })
    ).json().value.list[0].id;
    const wd = async () =>
      (await post(a, '/wps/withdrawal', { payeeId, amount: '100', paymentPassword: '135790', requestId: `w-${Math.random()}` })).json()
        .value.id as number;
    const w1 = await wd();
    await ops('POST', `/withdrawals/${w1}/approve`);
    await ops('POST', `/withdrawals/${w1}/resolve`, { action: 'PAYOUT_FAILED', reason: 'bank bounced' });
    await ops('POST', `/withdrawals/${await wd()}/reject`, { reason: 'payee name mismatch' });

    const outbox = createOutbox({ db: t.dbHandle.db });
    const messages = createMessagesService({ db: t.dbHandle.db });
    outbox.subscribe({ name: 'messages.funds', types: fundsEvents, handle: messages.onFundsEvent });
    await outbox.drain('messages.funds');
    const titles = async () => (await inbox(a, '?category=FUNDS&pageSize=50')).content.map((m: { title: string }) => m.title).sort();
    const expected = ['Deposit credited', 'Deposit rejected', 'Withdrawal approved', 'Withdrawal failed', 'Withdrawal rejected'];
    expect(await titles()).toEqual(expected);
    const rejected = (await inbox(a, '?category=FUNDS&pageSize=50')).content.find((m: { title: string }) => m.title === 'Deposit rejected');
    expect(rejected.content).toBe('Your deposit of 600.00 was rejected: slip &lt;b&gt;unreadable&lt;/b&gt;');
    const ur = (
      await t.app.inject({ method: 'GET', url: '/wps/relay/CSP_getInbox?category=FUNDS', headers: { ...a.headers, language: 'UR' } })
    ).json().value;
    expect(ur.content[0].title).toMatch(/[\u0600-\u06ff]/);

    // Replay: the consumer starts again from the beginning; no message is written twice.
    await t.dbHandle.db.execute(sql`UPDATE outbox_consumers SET last_tx = '0'::xid8, last_id = 0 WHERE name = 'messages.funds'`);
    await outbox.drain('messages.funds');
    expect(await titles()).toEqual(expected);
  });
});

describe('feedback', () => {
  const text = 'The slot games load slowly on my phone in the evening';
  it('submit → the operator lists and answers → the answer arrives in the inbox', async () => {
    const a = await signIn(t);
    expect((await t.app.inject({ method: 'GET', url: '/wps/feedback/options', headers: H() })).json().value).toEqual({
      types: ['SUGGESTION', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'ACCOUNT', 'OTHER'],
      minWords: 5,
      maxWords: 300,
    });
    const sent = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: a.headers,
      payload: { questionType: 'GAME', content: text, contact: '0300 1234567' },
    });
    const id = sent.json().value.id;
    const open = (await ops('GET', '/feedback?status=OPEN')).json().value;
    expect(open.find((f: { id: number }) => f.id === id)).toMatchObject({
      account: a.member.account,
      questionType: 'GAME',
      content: text,
      contact: '0300 1234567',
    });
    const answered = (await ops('POST', `/feedback/${id}/answer`, { answer: 'Thanks, we have <b>fixed</b> it.' })).json().value;
    expect(answered).toMatchObject({ status: 'ANSWERED', answeredBy: 'ops-api-key' });
    expect((await ops('POST', `/feedback/${id}/answer`, { answer: 'again' })).json().code).toBe('wallet.state_invalid');
    const m = (await inbox(a)).content[0];
    expect(m).toMatchObject({ title: 'Reply to your feedback', sender: 'support', read: false });
    expect(m.content).toContain('Thanks, we have &lt;b&gt;fixed&lt;/b&gt; it.');
    expect((await unread(a)).total).toBe(1);
  });

  it('word counts, types and floods are refused with coded 4xx and nothing written; a visitor may send too', async () => {
    const a = await signIn(t);
    const put = (payload: unknown, who: Record<string, string> = a.headers) =>
      t.app.inject({ method: 'PUT', url: '/wps/feedback', headers: who, payload: payload as object });
    const before = await counts();
    const short = await put({ questionType: 'GAME', content: 'too short' });
    expect([short.statusCode, short.json().code, short.json().message]).toEqual([
      400,
      'feedback.word_count',
      'Please write between 5 and 300 words.',
    ]);
    const shortUr = await put({ questionType: 'GAME', content: 'too short' }, { ...a.headers, language: 'UR' });
    expect(shortUr.json().message).toMatch(/[\u0600-\u06ff]/);
    expect((await put({ questionType: 'GAME', content: 'word '.repeat(301) })).json().code).toBe('feedback.word_count');
    expect((await put({ questionType: 'SPAM', content: text })).json().code).toBe('request_param_err');
    expect((await put({ questionType: 'GAME', content: 'x'.repeat(2001) })).json().code).toBe('request_param_err');
    expect((await put({ questionType: 'GAME', content: text, contact: 'c'.repeat(129) })).json().code).toBe('request_param_err');
    expect(await counts()).toEqual(before);
    for (let i = 0; i < 5; i++) expect((await put({ questionType: 'OTHER', content: text })).json().success).toBe(true);
    const flood = await put({ questionType: 'OTHER', content: text });
    expect([flood.statusCode, flood.json().code]).toEqual([429, 'feedback.too_many']);
    const visitor = await put({ questionType: 'SUGGESTION', content: text, contact: 'guest@example.com' }, H());
    expect(visitor.json().success).toBe(true);
  });
});

describe('operator roles and merchants', () => {
  it('support reads feedback but cannot send; an operator of another merchant can do neither; sends are audited', async () => {
    const create = async (body: object) =>
      (await t.app.inject({ method: 'POST', url: '/ops/v1/operators', headers: OPS, payload: body })).json().value.key as string;
    const support = { authorization: `Bearer ${await create({ name: 'msg.support', role: 'SUPPORT', merchant: 'DEMO' })}` };
    const acme = { authorization: `Bearer ${await create({ name: 'msg.acme', role: 'ADMIN', merchant: 'ACME' })}` };
    const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/ops/v1/merchants/DEMO${url}`, headers, payload });
    expect((await call(support, 'GET', '/feedback')).json().success).toBe(true);
    const before = await counts();
    const send = { target: { kind: 'ALL' }, title: 'x', content: 'y' };
    expect((await call(support, 'POST', '/messages', send)).json().code).toBe('ops.forbidden');
    expect((await call(acme, 'POST', '/messages', send)).json().code).toBe('ops.forbidden');
    expect((await call(acme, 'GET', '/feedback')).json().code).toBe('ops.forbidden');
    expect((await call(acme, 'POST', '/feedback/1/answer', { answer: 'x' })).json().code).toBe('ops.forbidden');
    expect(await counts()).toEqual(before);
    const a = await signIn(t);
    await message(a, 'Audited');
    const audit = (await t.app.inject({ method: 'GET', url: '/ops/v1/audit?limit=50', headers: OPS })).json().value as { action: string }[];
    expect(audit.some((a) => a.action === 'message.send')).toBe(true);
  });
});

describe('a trial (free-play) member has no inbox', () => {
  it('the unread count and inbox answer in_need_true_account', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: H(), payload: {} })).json().value;
    const headers = H('DEMO', { authorization: trial.token });
    for (const url of ['/wps/relay/CSP_unreadCount', '/wps/relay/CSP_getInbox']) {
      const r = await t.app.inject({ method: 'GET', url, headers });
      expect([r.statusCode, r.json().code]).toEqual([403, 'in_need_true_account']);
    }
  });
});
