import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositCredited, growthAppForFile, playRound } from './growth-helpers';
import { fund, OPS, signIn } from './harness';

const { t, g } = growthAppForFile();

type Who = Awaited<ReturnType<typeof signIn>>;
const get = (who: Who, url: string, lang = 'EN') => t.app.inject({ method: 'GET', url, headers: { ...who.headers, language: lang } });
const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/ops/v1/merchants/DEMO${url}`, headers: OPS, payload });
const progress = async (who: Who, lang = 'EN') => (await get(who, '/wps/relay/MCSFE_getPlayerRankProgress', lang)).json().value;
const info = async (who: Who, lang = 'EN') => (await get(who, '/wps/member/info', lang)).json().value;
const vipRewards = async (who: Who) =>
  (await get(who, '/wps/relay/MCSFE_getAvailablePromotions'))
    .json()
    .value.items.filter((i: { source: string }) => i.source.startsWith('VIP'));
const levels = [
  { level: 1, names: { EN: 'Bronze', UR: 'کانسی' }, minDeposit: '100000', minValidBet: '0', upgradeBonus: '5000' },
  {
    level: 2,
    names: { EN: 'Silver', UR: 'چاندی' },
    minDeposit: '500000',
    minValidBet: '1000000',
    upgradeBonus: '20000',
    monthlyBonus: '10000',
  },
  {
    level: 3,
    names: { EN: 'Gold', UR: 'سونا' },
    minDeposit: '2000000',
    minValidBet: '5000000',
    upgradeBonus: '50000',
    monthlyBonus: '30000',
  },
];

describe('VIP', () => {
  beforeAll(async () => {
    const res = await ops('PUT', '/vip-levels', { levels });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('levels from cumulative deposit and valid bet; upgrade and monthly bonuses in the reward centre; member info', async () => {
    const a = await signIn(t);
    expect((await info(a)).hasVip).toBe(false);
    await depositCredited(t, a.member, 600_000n);
    await fund(t, a.member, 2_000_000n);
    await playRound(t, a.member, 400_000n, 0n);
    await g.drain();
    const p = await progress(a);
    expect(p).toMatchObject({ hasVip: true, level: 1, name: 'Bronze', deposited: '600000', validBet: '400000' });
    expect(p.next).toEqual({ level: 2, name: 'Silver', depositLeft: '0', validBetLeft: '600000', permille: 400 });
    expect(p.levels.map((l: { reached: boolean }) => l.reached)).toEqual([true, false, false]);
    expect(await info(a)).toMatchObject({ hasVip: true, vipLabelName: 'Bronze', vipRankLevel: 1 });
    expect((await info(a, 'UR')).vipLabelName).toBe('کانسی');
    expect((await progress(a, 'UR')).next.name).toBe('چاندی');
    expect((await vipRewards(a)).map((r: { amount: string; source: string }) => [r.source, r.amount])).toEqual([['VIP_UPGRADE', '5000']]);

    await playRound(t, a.member, 700_000n, 100_000n);
    await g.drain();
    expect((await progress(a)).level).toBe(2);
    const rewards = await vipRewards(a);
    expect(rewards).toHaveLength(2);
    expect(rewards[0]).toMatchObject({ source: 'VIP_UPGRADE', amount: '20000', title: 'VIP upgrade bonus: Silver' });

    const monthly = await ops('POST', '/vip-monthly/run');
    expect(monthly.json().value.issued).toBeGreaterThanOrEqual(1);
    expect((await ops('POST', '/vip-monthly/run')).json().value.issued).toBe(0);
    const m = (await vipRewards(a)).filter((r: { source: string }) => r.source === 'VIP_MONTHLY');
    expect(m).toHaveLength(1);
    expect(m[0].amount).toBe('10000');

    // 20 claims of the upgrade bonus at once pay it once.
    const before = (await get(a, '/wps/v2/wallets/balance')).json().value.balance[0].availBalance;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: `/wps/rewards/${rewards[0].id}/claim`, headers: a.headers })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const after = (await get(a, '/wps/v2/wallets/balance')).json().value.balance[0].availBalance;
    expect(BigInt(after) - BigInt(before)).toBe(20_000n);

    // Higher thresholds later never lower a level reached.
    await ops('PUT', '/vip-levels', {
      levels: levels.map((l) => ({
        ...l,
        minDeposit: String(BigInt(l.minDeposit) * 10n),
        minValidBet: String(BigInt(l.minValidBet) * 10n),
      })),
    });
    await playRound(t, a.member, 1_000n, 0n);
    await g.drain();
    expect((await progress(a)).level).toBe(2);
    await ops('PUT', '/vip-levels', { levels });
  });

  it('bad levels are refused with a code and change nothing', async () => {
    const cases = [
      [{ ...levels[0], level: 2 }],
      [levels[0], { ...levels[1], level: 3 }],
      [levels[1], { ...levels[0], level: 2 }],
      [levels[0], { ...levels[0], level: 2 }],
    ];
    for (const c of cases) {
      const res = await ops('PUT', '/vip-levels', { levels: c });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('vip.levels_invalid');
    }
    expect((await ops('PUT', '/vip-levels', { levels: [{ ...levels[0], minDeposit: '-5' }] })).statusCode).toBe(400);
    expect((await ops('PUT', '/vip-levels', { levels: [{ ...levels[0], names: { UR: 'x' } }] })).statusCode).toBe(400);
    expect((await ops('GET', '/vip-levels')).json().value.levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3]);
  });

  it('delivering every event again counts nothing twice', async () => {
    const a = await signIn(t);
    await depositCredited(t, a.member, 150_000n);
    await fund(t, a.member, 100_000n);
    await playRound(t, a.member, 30_000n, 0n);
    await g.drain();
    const row = async () =>
      (
        (await t.dbHandle.db.execute(
          sql`SELECT deposited::text, valid_bet::text, level FROM member_vip WHERE member_id = ${a.member.id}`,
        )) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const was = await row();
    expect(was).toEqual([{ deposited: '150000', valid_bet: '30000', level: 1 }]);
    await g.rewind();
    await g.drain();
    expect(await row()).toEqual(was);
    expect(await vipRewards(a)).toHaveLength(1);
  });
});
