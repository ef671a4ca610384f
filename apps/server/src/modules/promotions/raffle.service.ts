import { createHash, createHmac, randomBytes } from 'node:crypto';
import { pickPrize, type RaffleDrawView } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import type { Db } from '../../db/client';
import type { NewReward } from '../rewards';
import { promotionRewardTerms } from './promotion-reward';
import { createPromotionsRepo, type DrawRow, type PromotionRow, promotionsTx } from './promotions.repo';

/** HMAC-SHA256(seed, "<member>:<nonce>") in hex: the roll contracts' pickPrize turns into a prize. */
export const raffleRoll = (seed: string, memberId: number, nonce: number) =>
  createHmac('sha256', seed).update(`${memberId}:${nonce}`).digest('hex');
const newSeed = () => {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: createHash('sha256').update(seed).digest('hex') };
};

export const drawView = (d: DrawRow): RaffleDrawView => {
  const drawn = d.drawn_at != null;
  return {
    nonce: d.nonce,
    seedHash: d.seed_hash,
    seed: drawn ? d.seed : null,
    roll: drawn ? d.roll : null,
    prizeIndex: d.prize_index,
    amount: d.amount == null ? null : String(d.amount),
    drawnAt: drawn ? new Date(d.drawn_at as string).toISOString() : null,
  };
};

/**
 * Raffle promotions, provably fair: before a draw the member sees the hash of its seed (the commitment of draw n,
 * made when the status is read); the claim takes the member's next use of the promotion (atomic, per-member limit),
 * rolls HMAC-SHA256(seed, "<member>:<n>"), picks the prize by weight, reveals the seed, and credits the prize as a
 * reward (with the promotion's wagering). The commitment of the following draw is made at once.
 */
export const createRaffleService = (deps: { db: Db; issue: (tx: Db, r: NewReward) => Promise<number | null>; now?: () => Date }) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createPromotionsRepo(db);

  const commit = (tx: Db, merchantId: number, p: PromotionRow, memberId: number, nonce: number) =>
    promotionsTx.commitment(tx, { merchantId, promotionId: p.id, memberId, nonce, ...newSeed() });

  /** The draws made (seeds revealed) and the commitment of the next one while uses are left. */
  const state = async (merchantId: number, p: PromotionRow, memberId: number) => {
    const used = await repo.used(p.id, memberId);
    let rows = await repo.draws(p.id, memberId);
    if (used < p.per_member_limit && !rows.some((r) => r.nonce === used + 1)) {
      await commit(db, merchantId, p, memberId, used + 1);
      rows = await repo.draws(p.id, memberId);
    }
    const next = used < p.per_member_limit ? rows.find((r) => r.nonce === used + 1 && r.drawn_at == null) : undefined;
    return {
      next: next ? { nonce: next.nonce, seedHash: next.seed_hash } : null,
      draws: rows.filter((r) => r.drawn_at != null).map(drawView),
    };
  };

  /** Draws; answers the draw and the reward to credit (null for a prize of nothing). */
  const draw = async (actor: Actor, p: PromotionRow) => {
    const merchantId = actor.merchant.id;
    const memberId = actor.member.id;
    const at = now();
    return db.transaction(async (tx) => {
      const nonce = await promotionsTx.takeUse(tx, p.id, memberId, p.per_member_limit);
      if (nonce == null) throw new AppError('promotion.limit_reached');
      const row = await commit(tx, merchantId, p, memberId, nonce);
      if (!row || row.drawn_at != null) throw new AppError('promotion.limit_reached');
      const roll = raffleRoll(row.seed, memberId, nonce);
      const prizeIndex = pickPrize(p.prizes, roll);
      const amount = BigInt(p.prizes[prizeIndex]?.amount ?? '0');
      if (amount > 0n && !(await promotionsTx.takeBudget(tx, p.id, amount))) throw new AppError('promotion.closed');
      const drawn = await promotionsTx.drawn(tx, Number(row.id), { prizeIndex, amount, roll, at });
      if (!drawn) throw new AppError('promotion.limit_reached');
      if (nonce < p.per_member_limit) await commit(tx, merchantId, p, memberId, nonce + 1);
      const rewardId =
        amount > 0n
          ? await deps.issue(tx, {
              merchantId,
              memberId,
              source: 'RAFFLE',
              sourceKey: `raffle:${drawn.id}`,
              amount,
              ...promotionRewardTerms(p, at),
            })
          : null;
      return { draw: drawView(drawn), rewardId };
    });
  };

  return { state, draw };
};
export type RaffleService = ReturnType<typeof createRaffleService>;
