import { and, eq } from 'drizzle-orm';
import type { MerchantContext } from '../core/context';
import { createDepositService } from '../modules/deposits';
import { createGrowth } from '../modules/growth';
import { createLedgerService } from '../modules/ledger';
import type { Db } from '../db/client';
import { members, merchants } from '../db/schema';
import { playHouseRounds } from './house-rounds';
import { promotionCategorySeeds, promotionSeeds } from './promotions.data';
import { samplePng } from './sample-png';
import type { SeedStep } from './step';

const t = (EN: string, UR: string) => ({ EN, UR });

export const actorOf = async (tx: Db, merchantId: number, account: string) => {
  const [m] = await tx.select().from(merchants).where(eq(merchants.id, merchantId));
  const [member] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  if (!m || !member) return null;
  // The services read the merchant's id, code, decimals and account-type settings from this.
  const merchant = { id: m.id, code: m.code, row: m } as unknown as MerchantContext;
  return { actor: { merchant, member: { ...member, merchantId } }, member };
};

/**
 * Promotions for both merchants (categories and one promotion of each kind), and live demo state made the way a
 * player makes it: `demo01` has a credited gateway deposit whose `deposit.credited` event the growth consumer turns
 * into the welcome bonus at start (waiting in the reward centre); `demoplayer1` claimed a goodwill bonus with a
 * turnover requirement and then played house rounds, whose `bet.settled` events show as wagering progress.
 */
export const promotionsSeed: SeedStep = async (tx, ctx) => {
  const ledger = createLedgerService({ db: tx });
  const growth = createGrowth({ db: tx, ledger });
  for (const m of ctx.merchants) {
    const [row] = await tx.select().from(merchants).where(eq(merchants.id, m.id));
    await growth.promotionsOps.setCategories(m.id, promotionCategorySeeds);
    for (const p of promotionSeeds(row?.currencySymbol ?? '')) await growth.promotionsOps.create(m.id, p);
  }

  const demo = ctx.merchants.find((m) => m.code === 'DEMO');
  if (!demo) return;
  const d01 = await actorOf(tx, demo.id, 'demo01');
  if (d01) {
    const deposits = createDepositService({ db: tx, ledger });
    const order = await deposits.createGateway(d01.actor as never, {
      channelCode: 'FASTPAY',
      amount: '2000.00',
      requestId: 'seed-demo01-first',
    });
    await deposits.approve(demo.id, order.id, 'seed');
  }
  const p1 = await actorOf(tx, demo.id, 'demoplayer1');
  if (p1) {
    const rewardId = await growth.rewards.issue(tx, {
      merchantId: demo.id,
      memberId: p1.member.id,
      source: 'PROMOTION',
      sourceKey: 'ops:seed-goodwill-demoplayer1',
      title: t('Goodwill bonus', 'خیر سگالی بونس'),
      amount: 50_000n,
      turnoverX100: 300,
      earlyWithdrawal: 'REFUSE',
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    });
    if (rewardId != null) await growth.rewards.claim(p1.actor as never, rewardId, 'EN');
    await playHouseRounds(tx, demo.id, p1.member, 6, 'bonus');
  }
  // The back office's applications queue and a promotion's uptake (issue 32): demo01's application for the big-win
  // bonus waits with two screenshots; demoplayer1's was approved (its reward waits in the reward centre).
  const bigWin = (await growth.promotionsOps.list(demo.id)).list.find((p) => p.code === 'BIGWIN');
  if (!bigWin) return;
  const shots = [samplePng(96, [250, 204, 21], [220, 38, 38]), samplePng(96, [16, 185, 129], [37, 99, 235])];
  const apply = (who: NonNullable<typeof d01>, comment: string, n: number) =>
    growth.promotions.apply(
      who.actor as never,
      bigWin.id,
      comment,
      shots.slice(0, n).map((data) => ({ mime: 'image/png' as const, data })),
      'EN',
    );
  if (p1) {
    await apply(p1, 'Big win on House Baccarat last night.', 1);
    const [entry] = (await growth.promotionsOps.entries(demo.id, 'APPLYING')).list;
    if (entry) await growth.promotionsOps.approve(demo.id, entry.id, 'seed');
  }
  if (d01) await apply(d01, 'Won 25,000 on House Baccarat, round screenshots attached.', 2);
};
