import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createLedgerService } from '../src/modules/ledger';
import { createMarkersConsumer } from '../src/modules/protection';
import { createRewardsService } from '../src/modules/rewards';
import { OPS, appForFile, signIn } from './harness';
import { protectionCalls } from './protection-helpers';

const t = appForFile();
const db = () => t.dbHandle.db;
const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/ops/v1/merchants/DEMO${url}`, headers: OPS, payload });

/** Five deposits credited today and a chat message asking for a loan: 20 + 30 points, the UK profile's threshold. */
const troubledPlayer = async () => {
  const a = await signIn(t);
  const m = a.member;
  const channel = rowsOf<{ id: string }>(
    await db().execute(sql`SELECT id FROM payment_channels WHERE merchant_id = ${m.merchantId} LIMIT 1`),
  )[0]!;
  for (let i = 0; i < 5; i++)
    await db().execute(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, request_id, amount, status)
      VALUES (${m.merchantId}, ${m.id}, ${channel.id}, ${`mk-${m.id}-${i}`}, 10000, 'CREDITED')`);
  const conv = rowsOf<{ id: string }>(
    await db().execute(sql`INSERT INTO support_conversations (merchant_id, member_id) VALUES (${m.merchantId}, ${m.id}) RETURNING id`),
  )[0]!;
  await db().execute(
    sql`INSERT INTO support_messages (conversation_id, sender, body) VALUES (${conv.id}, 'MEMBER', 'Can I get a loan to keep playing?')`,
  );
  return a;
};
const consume = (memberId: number, merchantId: number, type = 'deposit.credited') =>
  db().transaction((tx) =>
    createMarkersConsumer({})(
      [
        {
          id: 1,
          merchantId,
          type: type as 'deposit.credited',
          subjectId: memberId,
          aggregateId: null,
          payload: {},
          occurredAt: new Date(),
        },
      ],
      tx,
    ),
  );

describe('markers of harm and cases (issue 30)', () => {
  it('a score at the threshold opens one case with its triggers and restricts bonuses until staff review it', async () => {
    const a = await troubledPlayer();
    await consume(a.member.id, a.member.merchantId);
    await consume(a.member.id, a.member.merchantId);
    const tab = (await ops('GET', `/players/${a.member.account}/protection`)).json().value;
    expect(tab.markers).toMatchObject({ score: 50, restricted: true, indicators: { depositVelocity: 5, chatKeywords: 1 } });
    expect(tab.cases).toHaveLength(1);
    expect(tab.cases[0]).toMatchObject({ status: 'OPEN', triggers: { depositVelocity: 5, chatKeywords: 1 } });
    const queue = (await ops('GET', '/rg-cases')).json().value;
    const id = queue.rows.find((r: { account: string }) => r.account === a.member.account).id;

    // Restricted: no reward is issued, and one issued before cannot be claimed.
    const rewards = createRewardsService({ db: db(), ledger: createLedgerService({ db: db() }) });
    const reward = {
      merchantId: a.member.merchantId,
      memberId: a.member.id,
      source: 'MANUAL' as const,
      title: { EN: 'Gift' },
      amount: 1000n,
      turnoverX100: 0,
      earlyWithdrawal: 'REFUSE' as const,
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    expect(await rewards.issue(db(), { ...reward, sourceKey: `mk-${a.member.id}-1` })).toBeNull();
    const earlier = rowsOf<{ id: string }>(
      await db().execute(sql`INSERT INTO reward_items (merchant_id, member_id, source, source_key, title, amount, expires_at)
        VALUES (${a.member.merchantId}, ${a.member.id}, 'MANUAL', ${`mk-${a.member.id}-0`}, '{"EN":"Gift"}'::jsonb, 1000, now() + interval '1 day') RETURNING id`),
    )[0]!;
    const claim = await t.app.inject({ method: 'POST', url: `/wps/rewards/${earlier.id}/claim`, headers: a.headers });
    expect(claim.json().code).toBe('protection.restricted');

    // Staff record the interaction and close it, lifting the restriction.
    expect((await ops('POST', `/rg-cases/${id}/claim`)).json().value.owner).toBeTruthy();
    const noted = (
      await ops('POST', `/rg-cases/${id}/interactions`, { channel: 'CALL', text: 'Called the player; agreed a deposit limit.' })
    ).json();
    expect(noted.value.interactions).toHaveLength(1);
    expect((await ops('POST', `/rg-cases/${id}/close`, { outcome: 'LIMITS_AGREED', liftRestriction: true, reason: 'x' })).json().code).toBe(
      'request_param_err',
    );
    const closed = (
      await ops('POST', `/rg-cases/${id}/close`, { outcome: 'LIMITS_AGREED', liftRestriction: true, reason: 'Limits agreed on the call' })
    ).json();
    expect(closed.value).toMatchObject({ status: 'CLOSED', outcome: 'LIMITS_AGREED' });
    expect((await ops('GET', `/players/${a.member.account}/protection`)).json().value.markers.restricted).toBe(false);
    expect(await rewards.issue(db(), { ...reward, sourceKey: `mk-${a.member.id}-2` })).not.toBeNull();
  });

  it('a quiet player opens no case; staff may set or lower a limit but never raise one', async () => {
    const a = await signIn(t);
    await consume(a.member.id, a.member.merchantId);
    const tab = (await ops('GET', `/players/${a.member.account}/protection`)).json().value;
    expect(tab.markers.score).toBe(0);
    expect(tab.cases).toEqual([]);
    const set = await ops('PUT', `/players/${a.member.account}/protection/limits`, {
      kind: 'deposit',
      period: 'day',
      amount: '50000',
      reason: 'Agreed with the player',
    });
    expect(set.json().value.state.limits[0]).toMatchObject({ amount: '50000' });
    expect(set.json().value.history[0]).toMatchObject({ kind: 'LIMIT_SET', detail: { reason: 'Agreed with the player' } });
    const raise = await ops('PUT', `/players/${a.member.account}/protection/limits`, {
      kind: 'deposit',
      period: 'day',
      amount: '90000',
      reason: 'Player asked',
    });
    expect(raise.json().code).toBe('protection.staff_increase');
    const to = await ops('POST', `/players/${a.member.account}/protection/timeout`, { hours: 72, reason: 'After a call' });
    expect(to.json().value.state.block).toMatchObject({ kind: 'TIMEOUT' });
    expect((await protectionCalls(t).state(a)).code).toBe('login.not.session');
  });
});

describe('marketing, one check for every path (issue 30)', () => {
  it('a member in a time-out gets no pop-up, promotion notice, bulk message, rebate or rewards while a visitor still sees the notices', async () => {
    const { createMessagesService } = await import('../src/modules/messages');
    const quiet = await signIn(t);
    const open = await signIn(t);
    const rewardKey = `mk-${quiet.member.id}-pending`;
    await db().execute(sql`INSERT INTO reward_items (merchant_id, member_id, source, source_key, title, amount, expires_at)
      VALUES (${quiet.member.merchantId}, ${quiet.member.id}, 'MANUAL', ${rewardKey}, '{"EN":"Gift"}'::jsonb, 1000, now() + interval '1 day')`);
    const p = protectionCalls(t);
    expect((await p.timeout(quiet, 24)).code).toBeNull();
    // The pending reward was cancelled with the time-out.
    const reward = rowsOf<{ status: string }>(await db().execute(sql`SELECT status FROM reward_items WHERE source_key = ${rewardKey}`))[0];
    expect(reward?.status).toBe('EXPIRED');
    const { createSessionService } = await import('../src/modules/sessions');
    const s = await createSessionService({ db: db() }).open({ merchantId: quiet.member.merchantId, memberId: quiet.member.id });
    const who = { headers: { ...quiet.headers, authorization: s.token } };
    const notice = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/wps/notice?types=B,PL,PU,PR,H&platform=W&execution=B', headers: h });
    const visitor = (await notice({ merchant: 'DEMO', language: 'EN', device: 'WEB' })).json().value;
    expect(visitor.popup.length).toBeGreaterThan(0);
    const mine = (await notice(who.headers)).json().value;
    expect(mine).toMatchObject({ popup: [], promotion: [] });
    expect(mine.banners.length).toBe(visitor.banners.length);
    expect((await notice(open.headers)).json().value.popup.length).toBe(visitor.popup.length);
    // A stale token is a visitor, not an error.
    expect((await notice({ ...who.headers, authorization: 'stale-token' })).json().value.popup.length).toBe(visitor.popup.length);

    const from = new Date(Date.now() - 120_000).toISOString();
    const send = await ops('POST', '/messages', {
      target: { kind: 'REGISTERED', from, to: new Date(Date.now() + 60_000).toISOString() },
      title: 'Weekend offer',
      content: 'Play more',
    });
    expect(send.json().code).toBeNull();
    // Deliver until no send is open (on PostgreSQL the send call's own background run may hold it for a moment).
    for (let i = 0; i < 200; i++) {
      await createMessagesService({ db: db() }).deliverSends();
      const left = rowsOf<{ n: unknown }>(await db().execute(sql`SELECT count(*) AS n FROM message_sends WHERE status <> 'DONE'`));
      if (Number(left[0]?.n) === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const inbox = async (h: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/wps/relay/CSP_getInbox', headers: h }))
        .json()
        .value.content.map((m: { title: string }) => m.title);
    expect(await inbox(open.headers)).toContain('Weekend offer');
    expect(await inbox(who.headers)).not.toContain('Weekend offer');
  });
});
