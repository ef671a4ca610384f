import { type DayWindow, type PromotionInput, windowBounds } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { textOf } from '../../core/i18n';
import { sanitizeHtml } from '../../core/sanitize-html';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { EarlyWithdrawal, Texts } from '../../db/schema';
import type { NewReward } from '../rewards';
import { createPromotionsOpsRepo, type OpsEntryRow, type OpsPromotionRow } from './promotions.ops.repo';
import { createPromotionsRepo, promotionsTx } from './promotions.repo';
import { issuePromotionReward } from './promotions.triggers';
import { isUniqueViolation } from '../../core/sql-errors';

const entryView = (e: OpsEntryRow) => ({
  id: Number(e.id),
  promotionId: e.promotion_id,
  promotion: textOf(e.promotion, 'EN'),
  promotionTitles: e.promotion,
  account: e.account,
  status: e.status,
  comment: e.comment,
  images: (e.image_ids ?? []).length,
  reason: e.reason,
  createdAt: new Date(e.created_at).toISOString(),
});

const rowView = (p: OpsPromotionRow) => ({
  id: p.id,
  code: p.code,
  title: textOf(p.title, 'EN'),
  titles: p.title,
  kind: p.kind,
  trigger: p.trigger,
  status: p.status,
  startsAt: new Date(p.starts_at).toISOString(),
  endsAt: p.ends_at ? new Date(p.ends_at).toISOString() : null,
  budget: p.budget == null ? null : String(p.budget),
  budgetUsed: String(p.budget_used),
  paid: String(p.paid),
  forfeited: String(p.forfeited),
  rewardsIssued: Number(p.issued),
  rewardsClaimed: Number(p.claimed),
  applicationsWaiting: Number(p.waiting),
});

const sanitizeTexts = (t: Texts) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, sanitizeHtml(v)]));

/** The operator side of promotions: definitions, categories, the application queue, rewards by hand, member tags. */
export const createPromotionsOpsService = (deps: {
  db: Db;
  issue: (tx: Db, r: NewReward) => Promise<number | null>;
  /** The reward a source key issued to a member already (a repeated request answers it). */
  issuedId: (tx: Db, merchantId: number, memberId: number, sourceKey: string) => Promise<number | null>;
  now?: () => Date;
}) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createPromotionsOpsRepo(db);
  const promos = createPromotionsRepo(db);

  const valuesOf = async (merchantId: number, input: PromotionInput) => {
    if (input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt)) throw new AppError('request_param_err');
    const categoryId = input.category ? await repo.categoryId(merchantId, input.category) : null;
    if (input.category && categoryId == null) throw new AppError('promotion.category_unknown');
    const { category: _, ...rest } = input;
    return { ...rest, contentHtml: sanitizeTexts(input.contentHtml), categoryId };
  };

  const one = async (merchantId: number, id: number) => {
    const row = await repo.one(merchantId, id);
    if (!row) throw new AppError('promotion.not_found');
    return rowView(row);
  };

  const entry = async (merchantId: number, id: number) => {
    const e = await repo.entry(merchantId, id);
    if (!e) throw new AppError('resource.not_found');
    return e;
  };

  return {
    /** The promotions; with a window of days (in the merchant's zone), those running in it: the next ones are scheduled. */
    list: async (merchantId: number, window?: DayWindow) => {
      const during = window ? windowBounds(window, now(), await repo.timeZone(merchantId)) : undefined;
      return { list: (await repo.list(merchantId, during)).map(rowView) };
    },

    create: async (merchantId: number, input: PromotionInput) => {
      const id = await repo.insert(merchantId, await valuesOf(merchantId, input));
      if (id == null) throw new AppError('promotion.code_taken');
      return one(merchantId, id);
    },

    update: async (merchantId: number, id: number, input: PromotionInput) => {
      try {
        if ((await repo.update(merchantId, id, await valuesOf(merchantId, input))) == null) throw new AppError('promotion.not_found');
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('promotion.code_taken');
        throw err;
      }
      return one(merchantId, id);
    },

    setCategories: async (merchantId: number, list: { code: string; names: Texts }[]) => {
      if (new Set(list.map((c) => c.code)).size !== list.length) throw new AppError('request_param_err');
      await repo.setCategories(merchantId, list);
      return { list: (await promos.categories(merchantId)).map((c) => ({ code: c.code, name: textOf(c.names, 'EN') })) };
    },

    entries: async (merchantId: number, status?: string) => ({ list: (await repo.entries(merchantId, status)).map(entryView) }),

    /**
     * Approves an application: APPLYING → APPROVED and the reward (the promotion's fixed amount, or the amount given)
     * issued into the member's reward centre, in one transaction. The use and budget are taken then; when either is
     * gone the approval is refused and nothing changes. A second approval finds the entry no longer applying.
     */
    approve: async (merchantId: number, id: number, by: string, amountText?: string) => {
      const e = await entry(merchantId, id);
      const p = await promos.byId(merchantId, e.promotion_id);
      if (!p) throw new AppError('promotion.not_found');
      const amount = amountText != null ? BigInt(amountText) : toBig(p.fixed_amount);
      if (amount <= 0n) throw new AppError('promotion.amount_invalid');
      await db.transaction(async (tx) => {
        if (!(await promotionsTx.moveEntry(tx, merchantId, id, ['APPLYING'], 'APPROVED', by, null)))
          throw new AppError('promotion.entry_state');
        const rewardId = await issuePromotionReward(tx, deps.issue, p, Number(e.member_id), amount, `promo:${p.id}:entry:${id}`, now());
        if (rewardId == null) throw new AppError('promotion.limit_reached');
      });
      return entryView(await entry(merchantId, id));
    },

    reject: async (merchantId: number, id: number, by: string, reason: string) => {
      await entry(merchantId, id);
      const moved = await db.transaction(async (tx) => promotionsTx.moveEntry(tx, merchantId, id, ['APPLYING'], 'REJECTED', by, reason));
      if (!moved) throw new AppError('promotion.entry_state');
      return entryView(await entry(merchantId, id));
    },

    image: async (merchantId: number, id: number, n: number) => {
      const e = await entry(merchantId, id);
      const fileId = (e.image_ids ?? [])[n];
      const f = fileId != null ? await repo.image(merchantId, fileId) : null;
      if (!f) throw new AppError('resource.not_found');
      return { mime: f.mime, data: Buffer.from(f.data) };
    },

    issueReward: async (
      merchantId: number,
      b: {
        account: string;
        title: Texts;
        amount: string;
        turnoverX100: number;
        earlyWithdrawal: EarlyWithdrawal;
        claimDays: number;
        requestId: string;
      },
    ) => {
      const memberId = await repo.memberId(merchantId, b.account);
      if (memberId == null) throw new AppError('member.not_found');
      const amount = BigInt(b.amount);
      if (amount <= 0n) throw new AppError('promotion.amount_invalid');
      const at = now();
      const id = await deps.issue(db, {
        merchantId,
        memberId,
        source: 'PROMOTION',
        sourceKey: `ops:${b.requestId}`,
        title: b.title,
        amount,
        turnoverX100: b.turnoverX100,
        earlyWithdrawal: b.earlyWithdrawal,
        expiresAt: new Date(at.getTime() + b.claimDays * 86_400_000),
      });
      if (id != null) return { id, created: true };
      // The same request again answers the reward it made; the request id used for another member is a conflict.
      const prior = await deps.issuedId(db, merchantId, memberId, `ops:${b.requestId}`);
      if (prior == null) throw new AppError('ledger.idempotency_conflict');
      return { id: prior, created: false };
    },

    setTags: async (merchantId: number, account: string, tags: string[]) => {
      const memberId = await repo.memberId(merchantId, account);
      if (memberId == null) throw new AppError('member.not_found');
      await repo.setTags(merchantId, memberId, [...new Set(tags)]);
      return { account, tags: [...new Set(tags)] };
    },
  };
};
export type PromotionsOpsService = ReturnType<typeof createPromotionsOpsService>;
