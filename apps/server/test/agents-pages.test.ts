import { agentAnnouncementsValue, teamBetsValue, teamMoneyValue } from '@wl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, payeeAccounts, paymentChannels, vendorTransactions, withdrawals } from '../src/db/schema';
import { createLedgerService } from '../src/modules/ledger';
import { createTestApp, OPS, signIn, type TestContext } from './harness';

type Who = Awaited<ReturnType<typeof signIn>>;

/** Agent announcements, team betting and downline transactions: agents only, inside their own team. */
describe('agent centre: announcements, team betting, downline transactions', () => {
  let t: TestContext;
  let top: Who;
  let sub: Who;
  let m1: Who;
  let m2: Who;
  let outsider: Who;
  let member: Who;
  beforeAll(async () => {
    t = await createTestApp();
    top = await signIn(t, { type: 1 });
    sub = await signIn(t, { type: 2, parentId: top.member.id });
    m1 = await signIn(t, { parentId: top.member.id });
    m2 = await signIn(t, { parentId: sub.member.id });
    outsider = await signIn(t, { type: 1 });
    member = await signIn(t);
  });
  afterAll(() => t.close());

  const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

  it('operators publish agent announcements; agents read them paged, members never', async () => {
    const publish = (payload: Record<string, unknown>, merchant = 'DEMO') =>
      t.app.inject({ method: 'POST', url: `/ops/v1/merchants/${merchant}/agent-announcements`, headers: OPS, payload });
    const bad = await publish({ title: { UR: 'صرف اردو' }, contentHtml: { EN: 'x' } });
    expect(bad.statusCode).toBe(400);
    const inverted = await publish({
      title: { EN: 'Window' },
      contentHtml: { EN: 'x' },
      startsAt: '2030-01-02T00:00:00.000Z',
      endsAt: '2030-01-01T00:00:00.000Z',
    });
    expect(inverted.statusCode).toBe(400);
    const before = (await get(top, '/wps/agent/announcements?pageSize=50')).json().value.total as number;
    for (let i = 0; i < 3; i++) {
      const r = await publish({
        title: { EN: `Agent news ${i}`, UR: `ایجنٹ خبر ${i}` },
        contentHtml: { EN: `<p>Rates ${i}<script>x()</script></p>`, UR: `<p>شرح ${i}</p>` },
        sort: 0,
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    // A future one and another merchant's are not shown.
    await publish({ title: { EN: 'Later' }, contentHtml: { EN: 'later' }, startsAt: '2099-01-01T00:00:00.000Z' });
    await publish({ title: { EN: 'Acme agents' }, contentHtml: { EN: 'acme' } }, 'ACME');
    const listed = await t.app.inject({ method: 'GET', url: '/ops/v1/merchants/DEMO/agent-announcements', headers: OPS });
    expect(listed.json().value.list.some((n: { title: { EN: string } }) => n.title.EN === 'Later')).toBe(true);

    const r = await get(top, '/wps/agent/announcements?pageSize=2&search=agent%20news');
    expect(r.statusCode, r.body).toBe(200);
    const v = agentAnnouncementsValue.parse(r.json().value);
    expect(v.total).toBe(3);
    expect(v.totalPages).toBe(2);
    expect(v.list.map((n) => n.title)).toEqual(['Agent news 2', 'Agent news 1']);
    expect(v.list[0]!.content).not.toContain('script');
    const ur = agentAnnouncementsValue.parse((await get(top, '/wps/agent/announcements?pageSize=2&search=news&language=UR')).json().value);
    expect(ur.list[0]!.title).toBe('ایجنٹ خبر 2');
    const all = agentAnnouncementsValue.parse((await get(top, '/wps/agent/announcements?pageSize=50')).json().value);
    expect(all.total).toBe(before + 3);
    expect(all.list.map((n) => n.title)).not.toContain('Later');
    expect(all.list.map((n) => n.title)).not.toContain('Acme agents');

    const past = await get(top, '/wps/agent/announcements?pageSize=2&pageNo=3&search=agent%20news');
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('game.page_out_of_range');
    expect((await get(top, '/wps/agent/announcements?pageSize=51')).statusCode).toBe(400);
    const asMember = await get(member, '/wps/agent/announcements');
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('agent.only');
  });

  it('team betting: any downline at any level with the member filters; an account outside the team is refused', async () => {
    const db = t.dbHandle.db;
    const bet = (who: Who, n: number, amount: bigint, payout: bigint | null, vendor = 'JILI') =>
      db.insert(vendorTransactions).values({
        merchantId: who.member.merchantId,
        memberId: who.member.id,
        vendor,
        txId: `team-${who.member.id}-${n}-${vendor}`,
        kind: 'BET',
        gameCode: 'G1',
        amount,
        state: payout === null ? 'OPEN' : 'SETTLED',
        payout,
        settledAt: payout === null ? null : new Date(),
        fingerprint: `BET:${amount}`,
        response: {},
      });
    await bet(m1, 1, 1000n, 3000n);
    await bet(m1, 2, 500n, 0n);
    await bet(m2, 1, 2000n, 0n, 'PG');
    await bet(m2, 2, 700n, null, 'PG');
    await bet(outsider, 1, 999n, 0n);

    const all = teamBetsValue.parse((await get(top, '/wps/agent/team/bets?range=today')).json().value);
    expect(all.total).toBe(4);
    expect(new Set(all.list.map((b) => b.account))).toEqual(new Set([m1.member.account, m2.member.account]));
    expect(all.list.find((b) => b.account === m2.member.account)?.level).toBe(2);
    expect(all.totals).toMatchObject({ count: 4, stake: '3500', payout: '3000', net: '-500', pendingStake: '700' });

    const one = teamBetsValue.parse(
      (await get(top, `/wps/agent/team/bets?account=${m2.member.account}&status=lost&vendor=PG`)).json().value,
    );
    expect(one.list.map((b) => [b.account, b.stake, b.result])).toEqual([[m2.member.account, '2000', 'LOSS']]);
    const won = teamBetsValue.parse((await get(top, '/wps/agent/team/bets?status=won')).json().value);
    expect(won.list.map((b) => b.stake)).toEqual(['1000']);
    // The sub-agent sees its own downline only.
    const subView = teamBetsValue.parse((await get(sub, '/wps/agent/team/bets')).json().value);
    expect(subView.list.every((b) => b.account === m2.member.account && b.level === 1)).toBe(true);

    for (const [who, account] of [
      [top, outsider.member.account],
      [sub, m1.member.account],
      [top, top.member.account],
      [top, 'nobody-here'],
    ] as const) {
      const r = await get(who, `/wps/agent/team/bets?account=${account}`);
      expect(r.statusCode, account).toBe(403);
      expect(r.json().code).toBe('agent.not_in_team');
    }
    const paged = teamBetsValue.parse((await get(top, '/wps/agent/team/bets?pageSize=3&pageNo=2')).json().value);
    expect(paged.list).toHaveLength(1);
    expect(paged.totalPages).toBe(2);
    const past = await get(top, '/wps/agent/team/bets?pageSize=3&pageNo=3');
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('game.page_out_of_range');
    expect((await get(top, '/wps/agent/team/bets?pageSize=101')).statusCode).toBe(400);
    expect((await get(member, '/wps/agent/team/bets')).json().code).toBe('agent.only');
  });

  it('downline transactions: deposits, withdrawals and transfers by type, account and level, with totals', async () => {
    const db = t.dbHandle.db;
    const [channel] = await db.select().from(paymentChannels).limit(1);
    const deposit = (who: Who, n: number, amount: bigint, status: 'CREDITED' | 'PENDING') =>
      db.insert(deposits).values({
        merchantId: who.member.merchantId,
        memberId: who.member.id,
        channelId: channel!.id,
        requestId: `team-dep-${n}`,
        amount,
        status,
      });
    await deposit(m1, 1, 10_000n, 'CREDITED');
    await deposit(m2, 2, 20_000n, 'CREDITED');
    await deposit(m2, 3, 5_000n, 'PENDING');
    await deposit(outsider, 4, 77_000n, 'CREDITED');
    const [payee] = await db
      .insert(payeeAccounts)
      .values({ merchantId: m2.member.merchantId, memberId: m2.member.id, bankName: 'B', accountNo: '123456', payeeName: 'P' })
      .returning();
    for (const [n, status] of [
      [1, 'PAID'],
      [2, 'REJECTED'],
    ] as const)
      await db.insert(withdrawals).values({
        merchantId: m2.member.merchantId,
        memberId: m2.member.id,
        payeeId: payee!.id,
        requestId: `team-wd-${n}`,
        amount: 3_000n,
        status,
      });
    // The top agent sends 4,000 to m2 (level 2): a transfer received by a downline.
    const ledger = createLedgerService({ db });
    await ledger.transfer({
      idempotencyKey: 'team-seed-top',
      merchantId: top.member.merchantId,
      kind: 'ADJUSTMENT',
      postings: [
        { account: { system: 'DEPOSIT_CLEARING' }, amount: -10_000n },
        { account: { memberId: top.member.id }, amount: 10_000n },
      ],
    });
    await ledger.transfer({
      idempotencyKey: 'team-down-1',
      merchantId: top.member.merchantId,
      kind: 'TRANSFER_DOWNLINE',
      ref: m2.member.account,
      postings: [
        { account: { memberId: top.member.id }, amount: -4_000n },
        { account: { memberId: m2.member.id }, amount: 4_000n },
      ],
    });

    const money = async (who: Who, q = '') => {
      const r = await get(who, `/wps/agent/team/transactions?range=today${q}`);
      expect(r.statusCode, r.body).toBe(200);
      return teamMoneyValue.parse(r.json().value);
    };
    const all = await money(top);
    expect(all.total).toBe(6);
    expect(all.totals).toEqual({ deposit: '30000', withdrawal: '3000', transferIn: '4000', transferOut: '0' });
    const transfer = all.list.find((r) => r.type === 'transfer');
    expect(transfer).toMatchObject({ account: m2.member.account, level: 2, amount: '4000', counterparty: top.member.account });
    expect(all.list.some((r) => r.account === outsider.member.account || r.account === top.member.account)).toBe(false);

    const level1 = await money(top, '&level=1');
    expect(level1.list.map((r) => [r.account, r.type, r.amount])).toEqual([[m1.member.account, 'deposit', '10000']]);
    const wd = await money(top, `&type=withdrawal&account=${m2.member.account}`);
    expect(wd.list.map((r) => r.status).sort()).toEqual(['PAID', 'REJECTED']);
    expect(wd.totals.withdrawal).toBe('3000');
    const none = await get(top, '/wps/agent/team/transactions?range=yesterday');
    expect(teamMoneyValue.parse(none.json().value).total).toBe(0);
    // Seen from the sub-agent, m2 is level 1 and m1 is not in its team.
    expect((await money(sub)).list.every((r) => r.account === m2.member.account && r.level === 1)).toBe(true);
    const foreign = await get(sub, `/wps/agent/team/transactions?account=${m1.member.account}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('agent.not_in_team');
    const other = await get(outsider, `/wps/agent/team/transactions?account=${m2.member.account}`);
    expect(other.json().code).toBe('agent.not_in_team');

    const p2 = await money(top, '&pageSize=4&pageNo=2');
    expect(p2.list).toHaveLength(2);
    const past = await get(top, '/wps/agent/team/transactions?pageSize=4&pageNo=3');
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('game.page_out_of_range');
    const range = await get(top, '/wps/agent/team/transactions?range=custom&from=2026-01-01&to=2026-12-31');
    expect(range.json().code).toBe('agent.range_invalid');
    expect((await get(top, '/wps/agent/team/transactions?type=bonus')).statusCode).toBe(400);
    expect((await get(member, '/wps/agent/team/transactions')).json().code).toBe('agent.only');
  });
});
