// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applyForPromotion,
  createApplyPromotion,
  createPromotion,
  depositCredited,
  growthAppForFile,
  iso,
  playRound,
} from './growth-helpers';
import { fund, jpgBytes, type multipartBody, OPS, pngBytes, signIn } from './harness';

const { t, g } = growthAppForFile();

type Who = Awaited<ReturnType<typeof signIn>>;
const get = (who: Who | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? { merchant: 'DEMO', language: 'EN', device: 'WEB' } });
const post = (who: Who, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/ops/v1/merchants/DEMO${url}`, headers: OPS, payload });
const centre = async (who: Who) => (await get(who, '/wps/relay/MCSFE_getAvailablePromotions')).json().value;
const rewardOf = async (who: Who, promotionTitle: RegExp) =>
  (await centre(who)).items.find((i: { title: string; status: string }) => promotionTitle.test(i.title) && i.status === 'AVAILABLE');
const cardOf = async (who: Who | null, id: number) =>
  (await get(who, '/wps/relay/MCSFE_getMerchantAvailablePromotions')).json().value.list.find((p: { id: number }) => p.id === id);
const bonusDetails = async (who: Who) => (await get(who, '/wps/relay/MCS2_getPromotionClaimList')).json().value;

/** A member with a payee and a payment password, ready to withdraw. */
const withdrawer = async () => {
  const a = await signIn(t);
  await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: a.headers, payload: { newPassword: '135790' } });
  const payees = (await post(a, '/wps/member/payee', { bankName: 'Meezan Bank', accountNo: '01234567890', payeeName: 'Ali Khan' })).json()
    .value.list;
  return { a, payeeId: payees[0].id as number };
};
let n = 0;
const withdraw = (a: Who, payeeId: number, amount: string) =>
  post(a, '/wps/withdrawal', { payeeId, amount, paymentPassword: '135790', requestId: `wd-promo-${Date.now()}-${n++}` });

describe('first deposit bonus with wagering', () => {
  it('offers the bonus from the deposit event, pays it once on claim, holds withdrawals until the turnover is met', async () => {
    const pid = await createPromotion(t, { title: { EN: 'Welcome match', UR: 'خوش آمدید' }, matchBp: 5000, maxBonus: '30000' });
    const { a, payeeId } = await withdrawer();
    expect((await cardOf(a, pid)).status).toBe('JOINED');

    await depositCredited(t, a.member, 100_000n);
    await g.drain();
    const reward = await rewardOf(a, /Welcome match/);
    // 50 % of 1,000.00 capped at 300.00; 10× turnover.
    expect(reward).toMatchObject({ amount: '30000', turnoverX100: 1000, source: 'PROMOTION' });
    expect((await get(a, '/wps/member/info')).json().value.availablePromoCount).toBeGreaterThanOrEqual(1);
    expect((await cardOf(a, pid)).status).toBe('CLAIM');
    // A second deposit is not a first deposit: nothing more.
    await depositCredited(t, a.member, 100_000n);
    await g.drain();
    expect((await centre(a)).items.filter((i: { title: string }) => /Welcome match/.test(i.title))).toHaveLength(1);

    const claim = await post(a, `/wps/rewards/${reward.id}/claim`);
    expect(claim.statusCode).toBe(200);
    expect(claim.json().value.balance).toBe('230000');
    expect(claim.json().value.bonus).toMatchObject({
      amount: '30000',
      turnoverRequired: '300000',
      turnoverLeft: '300000',
      status: 'ACTIVE',
    });
    expect((await post(a, `/wps/rewards/${reward.id}/claim`)).json().code).toBe('reward.claimed');
    expect((await cardOf(a, pid)).status).toBe('PROCESS');

    const refused = await withdraw(a, payeeId, '100.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('bonus.wagering_unmet');
    let d = await bonusDetails(a);
    expect(d.summary).toMatchObject({ locked: true, withdrawable: '0', turnoverLeft: '300000' });

    await playRound(t, a.member, 100_000n, 50_000n);
    await g.drain();
    d = await bonusDetails(a);
    expect(d.list[0]).toMatchObject({ turnoverDone: '100000', turnoverLeft: '200000', status: 'ACTIVE' });
    expect((await withdraw(a, payeeId, '100.00')).json().code).toBe('bonus.wagering_unmet');

    await playRound(t, a.member, 150_000n, 150_000n);
    await playRound(t, a.member, 60_000n, 0n);
    await g.drain();
    d = await bonusDetails(a);
    expect(d.list[0]).toMatchObject({ turnoverLeft: '0', status: 'COMPLETED' });
    expect(d.summary.locked).toBe(false);
    expect(d.summary.withdrawable).toBe(d.summary.balance);
    expect((await cardOf(a, pid)).status).toBe('CLAIMED');
    const ok = await withdraw(a, payeeId, '100.00');
    expect(ok.statusCode).toBe(200);
  });

  it('a forfeiting bonus is taken back (up to the balance) when the member withdraws early', async () => {
    await createPromotion(t, {
      title: { EN: 'Forfeit reload' },
      trigger: 'RELOAD',
      matchBp: 10_000,
      maxBonus: '20000',
      earlyWithdrawal: 'FORFEIT',
      perMemberLimit: 5,
    });
    const { a, payeeId } = await withdrawer();
    await depositCredited(t, a.member, 50_000n);
    await g.drain();
    const reward = await rewardOf(a, /Forfeit reload/);
    expect(reward.amount).toBe('20000');
    await post(a, `/wps/rewards/${reward.id}/claim`);
    const d = await bonusDetails(a);
    expect(d.summary).toMatchObject({ locked: false, balance: '70000', forfeitOnWithdrawal: '20000', withdrawable: '50000' });
    // Asking for more than the forfeit leaves changes nothing.
    expect((await withdraw(a, payeeId, '600.00')).json().code).toBe('wallet.insufficient_funds');
    expect((await bonusDetails(a)).list[0].status).toBe('ACTIVE');
    expect((await withdraw(a, payeeId, '100.00')).statusCode).toBe(200);
    const after = await bonusDetails(a);
    expect(after.list[0]).toMatchObject({ status: 'FORFEITED', forfeited: '20000' });
    expect(after.summary.balance).toBe('40000');
  });
});

describe('applications', () => {
  const apply = (a: Who, id: number, fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) =>
    applyForPromotion(t, a.headers, id, fields, files);
  const img = (name = 'a.png', data = pngBytes()) => ({
    name: 'images',
    filename: name,
    type: name.endsWith('png') ? 'image/png' : 'image/jpeg',
    data,
  });

  it('refuses bad input with a code and writes nothing; a good application is reviewed by an operator', async () => {
    const pid = await createApplyPromotion(t, '5000', { title: { EN: 'Share a win' } });
    const a = await signIn(t);
    expect(await cardOf(a, pid)).toMatchObject({ status: 'JOIN', action: 'APPLY' });
    expect((await apply(a, pid, { comment: 'x'.repeat(141) })).json().code).toBe('promotion.comment_too_long');
    expect((await apply(a, pid, { comment: 'four' }, [img(), img(), img('b.jpg', jpgBytes()), img()])).json().code).toBe(
      'promotion.image_invalid',
    );
    expect(
      (
        await apply(a, pid, { comment: 'text' }, [
          { name: 'images', filename: 'a.png', type: 'image/png', data: Buffer.from('not an image at all') },
        ])
      ).json().code,
    ).toBe('promotion.image_invalid');
    const big = await apply(a, pid, { comment: 'big' }, [img('a.png', pngBytes(5 * 1024 * 1024 + 10))]);
    expect(big.json().code).toBe('promotion.image_too_large');
    expect(
      (await ops('GET', '/promotion-entries?status=APPLYING'))
        .json()
        .value.list.filter((e: { promotionId: number }) => e.promotionId === pid),
    ).toHaveLength(0);

    const ok = await apply(a, pid, { comment: 'My big win on slots' }, [img(), img('b.jpg', jpgBytes())]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ status: 'APPLYING', entry: { status: 'APPLYING', comment: 'My big win on slots', images: 2 } });
    expect((await apply(a, pid, { comment: 'again' })).json().code).toBe('promotion.applying');

    const queue = (await ops('GET', '/promotion-entries?status=APPLYING')).json().value.list;
    const entry = queue.find((e: { promotionId: number }) => e.promotionId === pid);
    expect(entry).toMatchObject({ account: a.member.account, images: 2 });
    const image = await t.app.inject({ method: 'GET', url: `/ops/v1/merchants/DEMO/promotion-entries/${entry.id}/images/1`, headers: OPS });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await ops('POST', `/promotion-entries/${entry.id}/approve`, {})).json().value.status).toBe('APPROVED');
    expect((await ops('POST', `/promotion-entries/${entry.id}/approve`, {})).json().code).toBe('promotion.entry_state');
    const reward = await rewardOf(a, /Share a win/);
    expect(reward).toMatchObject({ amount: '5000', turnoverX100: 0 });
    const claimed = (await post(a, `/wps/rewards/${reward.id}/claim`)).json().value;
    expect(claimed.bonus).toBeNull();
    expect((await cardOf(a, pid)).status).toBe('CLAIMED');
  });

  it('a rejected application shows its reason and may be sent again', async () => {
    const pid = await createApplyPromotion(t, '1000');
    const a = await signIn(t);
    await apply(a, pid, { comment: 'first try' });
    const entry = (await ops('GET', '/promotion-entries?status=APPLYING'))
      .json()
      .value.list.find((e: { promotionId: number }) => e.promotionId === pid);
    expect((await ops('POST', `/promotion-entries/${entry.id}/reject`, { reason: 'No screenshot' })).json().value.status).toBe('REJECTED');
    const detail = (await get(a, `/wps/promotions/${pid}`)).json().value;
    expect(detail).toMatchObject({ status: 'REJECTED', action: 'APPLY', entry: { status: 'REJECTED', reason: 'No screenshot' } });
    expect(detail.contentHtml).not.toContain('script');
    expect((await apply(a, pid, { comment: 'second try' }, [img()])).json().value.status).toBe('APPLYING');
  });
});

describe('statuses and audience', () => {
  it('coming soon, join for opt-in, closed for another audience; a visitor sees join with login', async () => {
    const soon = await createPromotion(t, { startsAt: iso(86_400_000) });
    const optIn = await createPromotion(t, { trigger: 'RELOAD', optIn: true, perMemberLimit: 3 });
    const vip = await createPromotion(t, { audience: { kind: 'VIP', minVipLevel: 3 } });
    const a = await signIn(t);
    expect((await cardOf(a, soon)).status).toBe('COMING_SOON');
    expect(await cardOf(a, optIn)).toMatchObject({ status: 'JOIN', action: 'JOIN' });
    expect((await cardOf(a, vip)).status).toBe('CLOSE');
    expect(await cardOf(null, optIn)).toMatchObject({ status: 'JOIN', action: 'LOGIN' });
    // Before joining, a deposit does not count for an opt-in promotion.
    await depositCredited(t, a.member, 10_000n);
    await g.drain();
    const optInTitle = `Promo ${(await cardOf(a, optIn)).code}`;
    expect((await centre(a)).items.filter((i: { title: string }) => i.title === optInTitle)).toHaveLength(0);
    expect((await post(a, `/wps/promotions/${optIn}/join`)).json().value.status).toBe('JOINED');
    expect((await post(a, `/wps/promotions/${optIn}/join`)).json().code).toBe('promotion.already_joined');
    expect((await post(a, `/wps/promotions/${vip}/join`)).json().code).toBe('promotion.not_joinable');
    await depositCredited(t, a.member, 10_000n);
    await g.drain();
    expect((await cardOf(a, optIn)).status).toBe('CLAIM');
  });
});

describe('raffle', () => {
  it('shows the seed hash before, reveals a seed that matches it after, and credits the prize', async () => {
    const pid = await createPromotion(t, {
      kind: 'RAFFLE',
      trigger: 'RAFFLE',
      prizes: [
        { amount: '1000', weight: 1 },
        { amount: '2500', weight: 1 },
      ],
      perMemberLimit: 2,
      turnoverX100: 100,
    });
    const a = await signIn(t);
    const before = (await get(a, `/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=${pid}`)).json().value;
    expect(before.status).toBe('CLAIM');
    expect(before.next.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const res = await post(a, '/wps/relay/MCS2_claimRafflePromotion', { promotionId: pid });
    expect(res.statusCode).toBe(200);
    const { draw, bonusId } = res.json().value;
    expect(draw.seedHash).toBe(before.next.seedHash);
    expect(createHash('sha256').update(draw.seed).digest('hex')).toBe(before.next.seedHash);
    expect(draw.roll).toBe(createHmac('sha256', draw.seed).update(`${a.member.id}:1`).digest('hex'));
    expect(['1000', '2500']).toContain(draw.amount);
    expect(bonusId).toBeGreaterThan(0);
    const after = (await get(a, `/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=${pid}`)).json().value;
    expect(after.draws).toHaveLength(1);
    expect(after.next.nonce).toBe(2);
    await post(a, '/wps/relay/MCSFE_claimRafflePromotion', { promotionId: pid });
    expect((await post(a, '/wps/relay/MCS2_claimRafflePromotion', { promotionId: pid })).json().code).toBe('promotion.limit_reached');
  });
});

describe('claims at once and replays', () => {
  it('20 claims of one reward at once pay it once', async () => {
    await createPromotion(t, { title: { EN: 'Race match' }, matchBp: 10_000, maxBonus: '10000', turnoverX100: 0 });
    const a = await signIn(t);
    await depositCredited(t, a.member, 10_000n);
    await g.drain();
    const reward = await rewardOf(a, /Race match/);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(a, `/wps/rewards/${reward.id}/claim`)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'reward.claimed')).toBe(true);
    const bal = (await get(a, '/wps/v2/wallets/balance')).json().value.balance[0].availBalance;
    expect(bal).toBe('20000');
  });

  it("an operator's reward sent again with its request id answers the same reward; the id reused for another member is refused", async () => {
    const [a, b] = [await signIn(t), await signIn(t)];
    const requestId = `goodwill-${a.member.id}`;
    const body = (account: string) => ({ account, title: { EN: 'Goodwill' }, amount: '1500', turnoverX100: 0, requestId });
    const first = (await ops('POST', '/rewards', body(a.member.account))).json().value;
    expect(first).toEqual({ id: expect.any(Number), created: true });
    const again = await Promise.all(Array.from({ length: 5 }, () => ops('POST', '/rewards', body(a.member.account))));
    for (const r of again) expect(r.json().value).toEqual({ id: first.id, created: false });
    const other = await ops('POST', '/rewards', body(b.member.account));
    expect(other.json().code).toBe('ledger.idempotency_conflict');
    expect((await centre(b)).items.filter((i: { title: string }) => /Goodwill/.test(i.title))).toEqual([]);
  });

  it('delivering every event again accrues nothing twice', async () => {
    await createPromotion(t, { title: { EN: 'Replay match' }, matchBp: 10_000, maxBonus: '10000', turnoverX100: 5000 });
    const a = await signIn(t);
    await depositCredited(t, a.member, 10_000n);
    await g.drain();
    await post(a, `/wps/rewards/${(await rewardOf(a, /Replay match/)).id}/claim`);
    await fund(t, a.member, 100_000n);
    await playRound(t, a.member, 20_000n, 0n);
    await g.drain();
    const before = await bonusDetails(a);
    await g.rewind();
    await g.drain();
    expect(await bonusDetails(a)).toEqual(before);
    expect((await centre(a)).items.filter((i: { title: string }) => /Replay match/.test(i.title))).toHaveLength(1);
  });
});
