import { randomUUID } from 'node:crypto';
import { supportPlayerValue } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, H, OPS, signIn, type TestContext, createTestApp } from './harness';

/** Issue 36, item 21: the console shows the chat's player, and a waiting chat is taken before it is answered. */
describe('support console: the player beside the chat, and take before reply', () => {
  let t: TestContext;
  const staffOf = async (merchant: string, username: string) => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/support-console/login',
      headers: H(merchant),
      payload: { username, password: 'support123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    return H(merchant, { authorization: `Bearer ${login.json().value.token}` });
  };
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOf('DEMO', 'support01');
  });
  afterAll(() => t.close());

  /**
   * A player of its own who writes to support: funded, with a claimed bonus still being wagered, three deposits and
   * one withdrawal request (rows as the wallet writes them); answers its conversation id.
   */
  const chattingPlayer = async () => {
    const m = await signIn(t);
    await fund(t, m.member, 50_000n);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/rewards',
      headers: OPS,
      payload: { account: m.member.account, title: { EN: 'welcome' }, amount: '2500', turnoverX100: 300, requestId: randomUUID() },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const claimed = await t.app.inject({ method: 'POST', url: `/wps/rewards/${issued.json().value.id}/claim`, headers: m.headers });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const merchantId = m.member.merchantId;
    for (const [i, status] of ['CREDITED', 'REJECTED', 'PENDING'].entries())
      await t.dbHandle.db.execute(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, request_id, amount, status, created_at)
        VALUES (${merchantId}, ${m.member.id}, (SELECT min(id) FROM payment_channels WHERE merchant_id = ${merchantId}), ${`dep-${i}`},
          ${(i + 1) * 10_000}, ${status}, now() - ${`${3 - i} hours`}::interval)`);
    await t.dbHandle.db.execute(sql`WITH p AS (INSERT INTO payee_accounts (merchant_id, member_id, bank_name, account_no, payee_name)
        VALUES (${merchantId}, ${m.member.id}, 'HBL', '01234567890', 'Test Payee') RETURNING id)
      INSERT INTO withdrawals (merchant_id, member_id, payee_id, request_id, amount, status)
      SELECT ${merchantId}, ${m.member.id}, p.id, 'wd-1', 7000, 'PENDING' FROM p`);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/support/messages',
      headers: m.headers,
      payload: { body: 'Where is my withdrawal?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return { ...m, conversationId: Number(sent.json().value.conversationId) };
  };

  it('answers the player: wallets, newest deposits and withdrawals, open bonuses; only to its merchant’s agents', async () => {
    const p = await chattingPlayer();
    const res = await t.app.inject({ url: `/wps/support-console/conversations/${p.conversationId}/player`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    const card = supportPlayerValue.parse(res.json().value);
    expect(card.account).toBe(p.member.account);
    const wallet = (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: p.headers })).json().value.balance[0];
    expect(card.wallets.find((w) => w.wallet === 'MAIN')?.balance).toBe(String(wallet.availBalance));
    expect(String(wallet.availBalance)).toBe('52500');
    // Newest first.
    expect(card.deposits.map((d) => [d.amount, d.status])).toEqual([
      ['30000', 'PENDING'],
      ['20000', 'REJECTED'],
      ['10000', 'CREDITED'],
    ]);
    expect(card.withdrawals.map((w) => [w.amount, w.status])).toEqual([['7000', 'PENDING']]);
    expect(card.bonuses.map((b) => [b.amount, b.turnoverLeft])).toEqual([['2500', '7500']]);

    // Another merchant's agent, a member's token and no token at all are refused.
    const acme = await staffOf('ACME', 'acmesupport01');
    const foreign = await t.app.inject({ url: `/wps/support-console/conversations/${p.conversationId}/player`, headers: acme });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'support.not_found']);
    const member = await t.app.inject({
      url: `/wps/support-console/conversations/${p.conversationId}/player`,
      headers: H('DEMO', { authorization: `Bearer ${p.token}` }),
    });
    expect([member.statusCode, member.json().code]).toEqual([401, 'support.staff_required']);
    const none = await t.app.inject({ url: `/wps/support-console/conversations/${p.conversationId}/player`, headers: H() });
    expect(none.json().code).toBe('support.staff_required');
  });

  it('refuses a reply to a waiting chat with support.take_first and stores nothing; after Take the reply goes out', async () => {
    const p = await chattingPlayer();
    const url = `/wps/support-console/conversations/${p.conversationId}`;
    const early = await t.app.inject({ method: 'POST', url: `${url}/messages`, headers: staff, payload: { body: 'Checking now.' } });
    expect([early.statusCode, early.json().code]).toEqual([409, 'support.take_first']);
    const thread = (await t.app.inject({ url, headers: staff })).json().value;
    expect(thread.conversation.status).toBe('WAITING');
    expect(thread.messages.filter((m: { sender: string }) => m.sender === 'STAFF')).toEqual([]);
    const urdu = await t.app.inject({
      method: 'POST',
      url: `${url}/messages`,
      headers: { ...staff, language: 'UR' },
      payload: { body: 'Checking now.' },
    });
    expect(urdu.json().message).toMatch(/[\u0600-\u06FF]/);

    expect((await t.app.inject({ method: 'POST', url: `${url}/take`, headers: staff })).json().value.status).toBe('OPEN');
    const reply = await t.app.inject({ method: 'POST', url: `${url}/messages`, headers: staff, payload: { body: 'Checking now.' } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().value).toMatchObject({ sender: 'STAFF', body: 'Checking now.' });
  });
});
