import { type ActivityFacts, activityStatus, type LanguageCode, type PromotionCard, type PromotionDetail } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor, MerchantContext } from '../../core/context';
import { textOf } from '../../core/i18n';
import { sanitizeHtml } from '../../core/sanitize-html';
import type { Db } from '../../db/client';
import type { PromotionAudience } from '../../db/schema';
import { type Proof, requireRealAccount, saveProofFiles } from '../money';
import { createPromotionsRepo, type MemberFactsRow, type ProfileRow, type PromotionRow, promotionsTx } from './promotions.repo';
import type { RaffleService } from './raffle.service';
import { marketingOpen } from '../protection';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** Whether a member is in a promotion's audience. */
export const inAudience = (a: PromotionAudience, p: ProfileRow | null, now: Date) => {
  if (!p) return false;
  if (a.kind === 'ALL') return true;
  if (a.kind === 'NEW') return new Date(p.created_at).getTime() >= now.getTime() - a.newWithinDays * 86_400_000;
  if (a.kind === 'VIP') return Number(p.level) >= a.minVipLevel;
  return a.tags.some((t) => (p.tags ?? []).includes(t));
};

/** Still on for everyone: switched on and with budget left. */
const openOf = (p: PromotionRow) => p.status === 'ACTIVE' && (p.budget == null || BigInt(p.budget_used) < BigInt(p.budget));

export const termsOf = (p: PromotionRow) => ({
  matchBp: p.match_bp,
  fixedAmount: String(p.fixed_amount),
  maxBonus: String(p.max_bonus),
  minDeposit: String(p.min_deposit),
  turnoverX100: p.turnover_x100,
  perMemberLimit: p.per_member_limit,
  earlyWithdrawal: p.early_withdrawal,
  claimDays: p.claim_days,
});

/**
 * The promotions page: the merchant's promotions with, for a signed-in member, each one's activity status (contracts'
 * activityStatus decides it from the facts read here), and joining and applying. Rewards themselves are issued by the
 * triggers (events), an operator's approval, or a raffle draw, and claimed in the reward centre.
 */
export const createPromotionsService = (deps: {
  db: Db;
  raffle: RaffleService;
  /** Credits a reward at once (the rewards module's claim): a raffle prize is paid as it is drawn. */
  claimReward: (
    actor: Actor,
    rewardId: number,
    lang: LanguageCode,
    from?: { ip?: string; deviceId?: string },
  ) => Promise<{ bonus: { id: number } | null }>;
  now?: () => Date;
}) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createPromotionsRepo(db);

  const card = (
    p: PromotionRow,
    lang: LanguageCode,
    facts: MemberFactsRow | undefined,
    profile: ProfileRow | null,
    signedIn: boolean,
    at: Date,
  ): PromotionCard => {
    const f: ActivityFacts = {
      now: at,
      startsAt: new Date(p.starts_at),
      endsAt: p.ends_at ? new Date(p.ends_at) : null,
      open: openOf(p),
      trigger: p.trigger,
      optIn: p.opt_in,
      signedIn,
      eligible: signedIn && inAudience(p.audience, profile, at),
      usesLeft: (facts?.used ?? 0) < p.per_member_limit,
      entry: facts?.entry ?? null,
      reward:
        facts?.reward === 'AVAILABLE' && facts.reward_expires && new Date(facts.reward_expires) <= at ? 'EXPIRED' : (facts?.reward ?? null),
      bonus: facts?.bonus ?? null,
      drawn: facts?.drawn ?? false,
    };
    const { status, action } = activityStatus(f);
    return {
      id: p.id,
      code: p.code,
      category: p.category,
      title: textOf(p.title, lang),
      summary: textOf(p.summary, lang),
      art: p.art,
      kind: p.kind,
      trigger: p.trigger,
      startsAt: new Date(p.starts_at).toISOString(),
      endsAt: iso(p.ends_at),
      status,
      action,
      terms: termsOf(p),
    };
  };

  const memberSide = async (merchantId: number, memberId: number | null, ids: number[]) => {
    if (memberId == null) return { facts: new Map<number, MemberFactsRow>(), profile: null };
    const [facts, profile] = await Promise.all([repo.memberFacts(merchantId, memberId, ids), repo.profile(merchantId, memberId)]);
    return { facts: new Map(facts.map((f) => [Number(f.promotion_id), f])), profile };
  };

  const load = async (merchantId: number, id: number) => {
    const p = await repo.byId(merchantId, id);
    if (p?.status !== 'ACTIVE') throw new AppError('promotion.not_found');
    return p as PromotionRow;
  };

  const detail = async (merchant: MerchantContext, actor: Actor | null, id: number, lang: LanguageCode): Promise<PromotionDetail> => {
    const p = await load(merchant.id, id);
    const at = now();
    const memberId = actor?.member.id ?? null;
    const { facts, profile } = await memberSide(merchant.id, memberId, [p.id]);
    const entry = memberId != null ? await repo.latestEntry(p.id, memberId) : null;
    const raffle = p.trigger === 'RAFFLE' && memberId != null ? await deps.raffle.state(merchant.id, p, memberId) : null;
    return {
      ...card(p, lang, facts.get(p.id), profile, memberId != null, at),
      contentHtml: sanitizeHtml(textOf(p.content_html, lang)),
      entry: entry
        ? {
            status: entry.status,
            comment: entry.comment,
            reason: entry.reason,
            images: (entry.image_ids ?? []).length,
            createdAt: new Date(entry.created_at).toISOString(),
          }
        : null,
      prizes: p.prizes.map((x) => ({ amount: String(x.amount), weight: x.weight })),
      raffle,
    };
  };

  /** Checks that the member may take part now: started, not ended, in the audience, uses left. */
  const assertOpen = async (actor: Actor, p: PromotionRow) => {
    const at = now();
    if (new Date(p.starts_at) > at) throw new AppError('promotion.not_started');
    if (!openOf(p) || (p.ends_at && new Date(p.ends_at) <= at)) throw new AppError('promotion.closed');
    const { facts, profile } = await memberSide(actor.merchant.id, actor.member.id, [p.id]);
    if (!inAudience(p.audience, profile, at)) throw new AppError('promotion.not_eligible');
    if ((facts.get(p.id)?.used ?? 0) >= p.per_member_limit) throw new AppError('promotion.limit_reached');
    return facts.get(p.id);
  };

  return {
    categories: async (merchant: MerchantContext, lang: LanguageCode) => ({
      list: (await repo.categories(merchant.id)).map((c) => ({ code: c.code, name: textOf(c.names, lang) })),
    }),

    list: async (merchant: MerchantContext, actor: Actor | null, lang: LanguageCode, category?: string) => {
      const at = now();
      const rows = await repo.listed(merchant.id, at, category);
      const { facts, profile } = await memberSide(
        merchant.id,
        actor?.member.id ?? null,
        rows.map((p) => p.id),
      );
      return { list: rows.map((p) => card(p, lang, facts.get(p.id), profile, actor != null, at)) };
    },

    detail,

    /** Joining an opt-in promotion: from then on its deposits or losses count. A second join is refused. */
    join: async (actor: Actor, id: number, lang: LanguageCode) => {
      requireRealAccount(actor);
      const p = await load(actor.merchant.id, id);
      if (!(p.trigger === 'JOIN' || p.opt_in)) throw new AppError('promotion.not_joinable');
      if (!(await marketingOpen(db, actor.member.id, now()))) throw new AppError('protection.restricted');
      await assertOpen(actor, p);
      const row = await promotionsTx.insertEntry(db, {
        merchantId: actor.merchant.id,
        promotionId: p.id,
        memberId: actor.member.id,
        status: 'JOINED',
      });
      if (!row) throw new AppError('promotion.already_joined');
      return detail(actor.merchant, actor, id, lang);
    },

    /**
     * An application (trigger APPLY): the comment and images are stored with an APPLYING entry in one transaction;
     * one open application per promotion and member (a second, even sent at once, is refused). An operator approves
     * (a reward to the reward centre) or rejects it with a reason.
     */
    apply: async (actor: Actor, id: number, comment: string, images: Proof[], lang: LanguageCode) => {
      requireRealAccount(actor);
      const p = await load(actor.merchant.id, id);
      if (p.trigger !== 'APPLY') throw new AppError('promotion.not_applicable');
      if (!(await marketingOpen(db, actor.member.id, now()))) throw new AppError('protection.restricted');
      const facts = await assertOpen(actor, p);
      if (facts?.entry === 'APPLYING') throw new AppError('promotion.applying');
      await db.transaction(async (tx) => {
        const imageIds = await saveProofFiles(tx, actor.merchant.id, actor.member.id, images);
        const row = await promotionsTx.insertEntry(tx, {
          merchantId: actor.merchant.id,
          promotionId: p.id,
          memberId: actor.member.id,
          status: 'APPLYING',
          comment: comment || null,
          imageIds,
        });
        if (!row) throw new AppError('promotion.applying');
      });
      return detail(actor.merchant, actor, id, lang);
    },

    raffleStatus: async (actor: Actor, id: number, lang: LanguageCode) => {
      const p = await load(actor.merchant.id, id);
      if (p.trigger !== 'RAFFLE') throw new AppError('promotion.not_found');
      const d = await detail(actor.merchant, actor, id, lang);
      return { promotionId: p.id, status: d.status, prizes: d.prizes, next: d.raffle?.next ?? null, draws: d.raffle?.draws ?? [] };
    },

    /** Draws the member's next raffle prize and credits it (the reward stays in the reward centre if that fails). */
    raffleClaim: async (actor: Actor, id: number, lang: LanguageCode, from: { ip?: string; deviceId?: string } = {}) => {
      requireRealAccount(actor);
      const p = await load(actor.merchant.id, id);
      if (p.trigger !== 'RAFFLE') throw new AppError('promotion.not_found');
      await assertOpen(actor, p);
      const { draw, rewardId } = await deps.raffle.draw(actor, p);
      let bonusId: number | null = null;
      if (rewardId != null) {
        try {
          bonusId = (await deps.claimReward(actor, rewardId, lang, from)).bonus?.id ?? null;
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
        }
      }
      return { draw, bonusId };
    },
  };
};
export type PromotionsService = ReturnType<typeof createPromotionsService>;
