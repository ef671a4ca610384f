import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { createSessionService } from '../src/modules/sessions';
import { growthConsumer } from './growth-helpers';
import { createTestApp, H, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const as = async (account: string) => {
  const [m] = await t.dbHandle.db.select().from(members).where(eq(members.account, account));
  if (!m) throw new Error(`no ${account}`);
  const s = await createSessionService({ db: t.dbHandle.db }).open({ merchantId: m.merchantId, memberId: m.id });
  return H('DEMO', { authorization: s.token });
};

/** A fresh site shows the growth features with real data: the seed's events, run through the consumer. */
describe('growth demo data', () => {
  it('demo01 finds the welcome bonus of its first deposit; demoplayer1 a bonus part-way wagered', async () => {
    await growthConsumer(t).drain();
    const d01 = await as('demo01');
    const centre = (await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getAvailablePromotions', headers: d01 })).json().value;
    expect(centre.items.find((i: { title: string }) => i.title === '100% welcome bonus')).toMatchObject({
      amount: '200000',
      status: 'AVAILABLE',
    });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: d01 })).json().value.availablePromoCount).toBeGreaterThan(
      0,
    );
    const p1 = await as('demoplayer1');
    const bonus = (await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_getPromotionClaimList', headers: p1 })).json().value;
    expect(bonus.list[0]).toMatchObject({ title: 'Goodwill bonus', status: 'ACTIVE', turnoverRequired: '150000' });
    expect(BigInt(bonus.list[0].turnoverDone)).toBeGreaterThan(0n);
    const promos = (await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getMerchantAvailablePromotions', headers: H() })).json()
      .value.list;
    expect(promos.map((p: { code: string }) => p.code)).toEqual([
      'WELCOME100',
      'RELOAD20',
      'BIGWIN',
      'LUCKYDRAW',
      'WEEKLYCASH',
      'VIPNIGHT',
    ]);
    // demoplayer1's seeded rounds wait as a rebate to claim (DEMO pays rebates on claim).
    const rebate = (
      await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', headers: p1 })
    ).json().value;
    expect(rebate).toMatchObject({ mode: 'MANUAL', claimable: true });
    expect(BigInt(rebate.total)).toBeGreaterThan(0n);
    // demo01's first deposit made it a Bronze VIP, with its upgrade bonus waiting.
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: d01 })).json().value).toMatchObject({
      hasVip: true,
      vipLabelName: 'Bronze',
      vipRankLevel: 1,
    });
    expect(centre.items.some((i: { source: string }) => i.source === 'VIP_UPGRADE')).toBe(true);
    // The same deposit completed this week's deposit mission: claimable, counted on the missions badge, in the centre.
    const missions = (await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getMissionSummary', headers: d01 })).json().value;
    expect(missions.list.map((m: { code: string }) => m.code)).toEqual(['D_LOGIN', 'D_SLOTS', 'D_BET', 'W_DEPOSIT', 'W_LOGIN', 'W_BET']);
    expect(missions.list.find((m: { code: string }) => m.code === 'W_DEPOSIT')).toMatchObject({ status: 'CLAIMABLE', progress: '100000' });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: d01 })).json().value.missionCount).toBe(1);
    expect(centre.items.some((i: { source: string }) => i.source === 'MISSION')).toBe(true);
    // demoplayer1's seeded rounds put it on this week's leaderboard, masked like every account there.
    const board = (await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getMissionLeaderboard?period=WEEKLY', headers: p1 })).json()
      .value;
    expect(board.mine).not.toBeNull();
    expect(board.list.find((e: { me: boolean }) => e.me)).toMatchObject({ account: 'de***r1', rank: board.mine.rank });
    for (const e of board.list) expect(e.account).toMatch(/^.{1,2}\*\*\*.{0,2}$/);
  });
});
