import { type BonusView, type LanguageCode, languages, type RewardItem } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { errorText, textOf } from '../../core/i18n';
import { minBig } from '../../core/bigint';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { LedgerService } from '../ledger';
import { type BonusRow, createRewardsRepo, type NewReward, type RewardRow, rewardsTx } from './rewards.repo';
import { marketingOpen } from '../protection';
import { type ClaimOrigin, takePromotionClaim } from './promotion-claims.repo';

/** The ledger kind of every reward credited from PROMOTION_EXPENSE, and of a forfeit taking one back. */
export const BONUS_KIND = 'BONUS';
export const FORFEIT_KIND = 'BONUS_FORFEIT';
const HISTORY_DAYS = 30;
/** How long a manual bonus waits in the reward centre to be claimed. */
const MANUAL_DAYS = 30;
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** The turnover a reward asks once claimed: its amount times the multiple (hundredths), rounded up. */
export const turnoverOf = (amount: bigint, turnoverX100: number) => (amount * BigInt(turnoverX100) + 99n) / 100n;

export const rewardView = (r: RewardRow, lang: LanguageCode, now: Date): RewardItem => ({
  id: Number(r.id),
  source: r.source,
  title: textOf(r.title, lang),
  amount: String(r.amount),
  turnoverX100: r.turnover_x100,
  earlyWithdrawal: r.early_withdrawal,
  status: r.status === 'AVAILABLE' && new Date(r.expires_at) <= now ? 'EXPIRED' : r.status,
  expiresAt: new Date(r.expires_at).toISOString(),
  createdAt: new Date(r.created_at).toISOString(),
  claimedAt: iso(r.claimed_at),
});

export const bonusView = (b: BonusRow, lang: LanguageCode): BonusView => {
  const required = toBig(b.turnover_required);
  const left = toBig(b.turnover_left);
  return {
    id: Number(b.id),
    source: b.source,
    title: textOf(b.title, lang),
    amount: String(b.amount),
    turnoverRequired: required.toString(),
    turnoverDone: (required - left).toString(),
    turnoverLeft: left.toString(),
    earlyWithdrawal: b.early_withdrawal,
    status: b.status,
    forfeited: String(b.forfeited),
    grantedAt: new Date(b.granted_at).toISOString(),
    closedAt: iso(b.closed_at),
  };
};

/**
 * The reward centre: rewards are issued once per source key (promotions, raffles, missions, VIP), wait for the member
 * to claim them until they expire, and are credited to the main wallet from PROMOTION_EXPENSE when claimed. A reward
 * with a turnover multiple becomes a wagering bonus (bonusDetails); see decision 013 for how it holds withdrawals.
 */
export const createRewardsService = (deps: {
  db: Db;
  ledger: LedgerService;
  now?: () => Date;
  /** The rebate a member may claim now (rebates module), shown as one line of the reward centre. */
  rebateClaimable?: (merchantId: number, memberId: number) => Promise<bigint>;
}) => {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createRewardsRepo(db);

  /** Issues a reward with `exec` (a consumer's transaction, or the pool); answers its id, null if it existed. */
  const issue = async (exec: Db, r: NewReward) => {
    if (r.amount <= 0n) return null;
    // The one marketing check (issue 30): no promotion, mission, VIP or raffle reward reaches a player in a time-out,
    // self-excluded, or restricted by a markers-of-harm case.
    if (!(await marketingOpen(exec, r.memberId, now()))) return null;
    return rewardsTx.issue(exec, r);
  };

  /**
   * An operator's manual bonus (the back office's third kind of adjustment): a reward in the member's centre, once per
   * key, kept 30 days; claimed, it is a wagering bonus like any other (withdrawals wait for its turnover).
   */
  const grantManual = (exec: Db, b: { merchantId: number; memberId: number; key: string; amount: bigint; turnoverX100: number }) =>
    issue(exec, {
      merchantId: b.merchantId,
      memberId: b.memberId,
      source: 'MANUAL',
      sourceKey: b.key,
      title: Object.fromEntries(languages.map((l) => [l.code, errorText(l.code, 'reward_title_manual')])),
      amount: b.amount,
      turnoverX100: b.turnoverX100,
      earlyWithdrawal: 'REFUSE',
      expiresAt: new Date(now().getTime() + MANUAL_DAYS * 86_400_000),
    });

  const count = async (merchantId: number, memberId: number) => {
    const n = await repo.countAvailable(merchantId, memberId, now());
    const rebate = deps.rebateClaimable ? await deps.rebateClaimable(merchantId, memberId) : 0n;
    return n + (rebate > 0n ? 1 : 0);
  };

  const centre = async (actor: Actor, lang: LanguageCode) => {
    const at = now();
    const rows = await repo.rewardsOf(actor.merchant.id, actor.member.id, new Date(at.getTime() - HISTORY_DAYS * 86_400_000));
    const items = rows.map((r) => rewardView(r, lang, at));
    const rebate = deps.rebateClaimable ? await deps.rebateClaimable(actor.merchant.id, actor.member.id) : 0n;
    return {
      items,
      rebate: rebate > 0n ? { amount: rebate.toString() } : null,
      count: items.filter((i) => i.status === 'AVAILABLE').length + (rebate > 0n ? 1 : 0),
    };
  };

  /**
   * Claims a reward: one ledger transfer keyed `reward:<id>` (PROMOTION_EXPENSE → the member's MAIN) whose
   * transaction also moves the reward to CLAIMED and opens its wagering bonus, and writes `bonus.granted`. Of claims
   * sent at once, one pays; the others find the key taken (a replay) and answer `reward.claimed`.
   */
  const claim = async (actor: Actor, id: number, lang: LanguageCode, from: ClaimOrigin = {}) => {
    const merchantId = actor.merchant.id;
    const memberId = actor.member.id;
    const r = await repo.reward(merchantId, memberId, id);
    if (!r) throw new AppError('reward.not_found');
    const at = now();
    if (!(await marketingOpen(db, memberId, at))) throw new AppError('protection.restricted');
    if (r.status === 'CLAIMED') throw new AppError('reward.claimed');
    if (r.status === 'EXPIRED' || new Date(r.expires_at) <= at) throw new AppError('reward.expired');
    const amount = toBig(r.amount);
    const turnover = turnoverOf(amount, r.turnover_x100);
    const result = await ledger.transfer({
      idempotencyKey: `reward:${id}`,
      merchantId,
      kind: BONUS_KIND,
      ref: r.promotion_id != null ? `promotion:${r.promotion_id}` : r.source,
      meta: { rewardId: id, source: r.source, promotionId: r.promotion_id },
      postings: [
        { account: { system: 'PROMOTION_EXPENSE' }, amount: -amount },
        { account: { memberId }, amount },
      ],
      event: {
        merchantId,
        type: 'bonus.granted',
        subjectId: memberId,
        aggregateId: `reward:${id}`,
        payload: {
          rewardId: id,
          source: r.source,
          promotionId: r.promotion_id,
          amount: amount.toString(),
          turnoverRequired: turnover.toString(),
        },
      },
      within: async (tx) => {
        const marked = await rewardsTx.markClaimed(tx, merchantId, memberId, id, at);
        if (!marked) throw new AppError('reward.claimed');
        // A promotion's per-address and per-device limits: a refused claim rolls the payment back with it.
        if (r.promotion_id != null) {
          const refused = await takePromotionClaim(tx, { merchantId, promotionId: r.promotion_id, memberId, rewardId: id, at, ...from });
          if (refused) throw new AppError('promotion.claim_limit');
        }
        if (turnover > 0n)
          await rewardsTx.insertBonus(tx, {
            merchantId,
            memberId,
            rewardId: id,
            source: r.source,
            title: r.title,
            amount,
            turnover,
            early: r.early_withdrawal,
            at,
          });
      },
    });
    if (result.replayed) throw new AppError('reward.claimed');
    const after = await repo.reward(merchantId, memberId, id);
    const bonus = await repo.bonusByReward(id);
    const main = result.postings.find((p) => p.memberId === memberId);
    return {
      reward: rewardView(after ?? r, lang, at),
      bonus: bonus ? bonusView(bonus, lang) : null,
      balance: (main?.balanceAfter ?? 0n).toString(),
    };
  };

  const bonusDetails = async (actor: Actor, lang: LanguageCode) => {
    const rows = await repo.bonusesOf(actor.merchant.id, actor.member.id);
    const balance = await repo.mainBalance(actor.merchant.id, actor.member.id);
    const active = rows.filter((b) => b.status === 'ACTIVE');
    const locked = active.some((b) => b.early_withdrawal === 'REFUSE');
    const forfeitable = active.filter((b) => b.early_withdrawal === 'FORFEIT').reduce((s, b) => s + toBig(b.amount), 0n);
    const forfeit = minBig(forfeitable, balance);
    return {
      list: rows.map((b) => bonusView(b, lang)),
      summary: {
        balance: balance.toString(),
        withdrawable: locked ? '0' : (balance - forfeit).toString(),
        locked,
        forfeitOnWithdrawal: locked ? '0' : forfeit.toString(),
        turnoverLeft: active.reduce((s, b) => s + toBig(b.turnover_left), 0n).toString(),
      },
    };
  };

  /** The reward a source key issued to the member, for the answer to a repeated issue. */
  const issuedId = (exec: Db, merchantId: number, memberId: number, sourceKey: string) =>
    rewardsTx.idByKey(exec, merchantId, memberId, sourceKey);
  /** A block (time-out, self-exclusion) cancels the rewards still waiting to be claimed, in the block's transaction. */
  const cancelPending = (tx: Db, merchantId: number, memberId: number, at: Date) => rewardsTx.cancelPending(tx, merchantId, memberId, at);

  return { issue, issuedId, grantManual, count, centre, claim, bonusDetails, cancelPending, expire: () => repo.expire(now()) };
};
export type RewardsService = ReturnType<typeof createRewardsService>;
