import type { LanguageCode } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createGrowthConsumer, growthEvents } from '../activity';
import type { LedgerService } from '../ledger';
import { CONSUMER_BATCH, CONSUMER_POLL_MS, type ConsumerSpec } from '../outbox';
import {
  createPromotionsOpsService,
  createPromotionsService,
  createRaffleService,
  onDepositCredited,
  weeklyLoss,
  promotionsRoutes,
} from '../promotions';
import { createMissionsService, missionsRoutes } from '../missions';
import { createRebatesService, rebatesRoutes } from '../rebates';
import { createVipService, vipRoutes } from '../vip';
import { createPointsService, type PasswordCheck, pointsRoutes } from '../points';
import { applyTurnover, type ClaimGuard, createRewardsService, createWageringGate, rewardsRoutes } from '../rewards';

/** The name the growth consumer keeps its checkpoint under (stable: renaming starts from the beginning). */
export const GROWTH_CONSUMER = 'growth.activity';

/**
 * The growth modules put together (promotions, rewards and wagering, …): their services, the one consumer of the
 * money events they share, the withdrawal gate the withdrawals module is given, and their routes. app.ts and the
 * tests build it the same way.
 */
export const createGrowth = (deps: {
  db: Db;
  ledger: LedgerService;
  now?: () => Date;
  checkPassword?: PasswordCheck;
  /** The risk rules' check before a reward claim (issue 31). */
  claimGuard?: ClaimGuard;
}) => {
  const { db, ledger, now } = deps;
  const rebates = createRebatesService({ db, ledger, now });
  const rewards = createRewardsService({ db, ledger, now, rebateClaimable: rebates.claimable });
  const vip = createVipService({ db, issue: rewards.issue, now });
  const points = createPointsService({ db, ledger, checkPassword: deps.checkPassword });
  const raffle = createRaffleService({ db, issue: rewards.issue, now });
  const promotions = createPromotionsService({ db, raffle, claimReward: rewards.claim, now });
  const promotionsOps = createPromotionsOpsService({ db, issue: rewards.issue, issuedId: rewards.issuedId, now });
  const missions = createMissionsService({ db, issue: rewards.issue, claimReward: rewards.claim, now });
  const wagering = createWageringGate({ db, ledger, now });
  const consumer = createGrowthConsumer({
    now,
    steps: [
      (tx, b) => applyTurnover(tx, b.bets, b.at).then(() => undefined),
      async (tx, b) => {
        for (const d of b.deposits) await onDepositCredited(tx, rewards.issue, d);
      },
      vip.step,
      points.step,
      missions.step,
    ],
  });
  const subscription: ConsumerSpec = {
    name: GROWTH_CONSUMER,
    types: growthEvents,
    handle: consumer.handle,
    handleBatch: consumer.handleBatch,
    // Every bet comes here: a batch of what arrived in the last second pays the batch's statements once (decision 014).
    batchSize: CONSUMER_BATCH,
    pollMs: CONSUMER_POLL_MS,
  };

  /** Member info's badges: VIP, the unclaimed rewards (availablePromoCount) and the missions waiting to be claimed. */
  const badges = async (merchantId: number, memberId: number, lang: LanguageCode) => {
    const [v, availablePromoCount, missionCount] = await Promise.all([
      vip.badge(merchantId, memberId, lang),
      rewards.count(merchantId, memberId),
      missions.badge(merchantId, memberId),
    ]);
    return { ...v, availablePromoCount, missionCount };
  };

  const register = async (app: FastifyInstance) => {
    await app.register(promotionsRoutes, { promotions, promotionsOps });
    await app.register(rewardsRoutes, { rewards, claimGuard: deps.claimGuard });
    await app.register(rebatesRoutes, { rebates });
    await app.register(vipRoutes, { vip });
    await app.register(pointsRoutes, { points });
    await app.register(missionsRoutes, { missions });
  };

  const jobs = [
    { name: 'rewards-expire', run: () => rewards.expire() },
    { name: 'vip-monthly', run: () => vip.issueMonthly(), periodMs: 3_600_000 },
    { name: 'rebates-auto', run: () => rebates.payAuto(), periodMs: 300_000 },
    { name: 'promotions-weekly-loss', run: () => weeklyLoss(db, rewards.issue, (now ?? (() => new Date()))()), periodMs: 3_600_000 },
  ];

  return { rewards, rebates, vip, points, missions, promotions, promotionsOps, wagering, subscription, badges, register, jobs };
};
export type Growth = ReturnType<typeof createGrowth>;
