import type { LanguageCode, redeemListQuery, convertPointBody, redeemPointBody } from '@wl/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { textOf } from '../../core/i18n';
import { toBig } from '../../core/sql';
import type { ExchangeTier } from '../../db/schema';
import { PAGE, type PointsContext } from './points.context';
import { pointsTx } from './points.repo';
import { itemView, redemptionView } from './points.views';

/** Cash for points at the table: the tier with the highest minimum at or below the points applies; null below all. */
export const cashFor = (tiers: ExchangeTier[], points: number) => {
  const tier = [...tiers].sort((a, b) => b.minPoints - a.minPoints).find((t) => points >= t.minPoints);
  if (!tier) return null;
  return (BigInt(points) * BigInt(tier.amount)) / BigInt(tier.points);
};

/** The member's side of the points mall: balance, items, redeeming, converting to cash and the points' history. */
export const createMemberPoints = (ctx: PointsContext) => {
  const { db, ledger, repo, checkPassword, settingsOf } = ctx;

  const balance = async (actor: Actor) => {
    const [b, s] = await Promise.all([repo.balance(actor.member.id), settingsOf(actor.merchant.id)]);
    return { balance: String(b.balance), earned: String(b.earned), pointsPerUnit: s.pointsPerUnit, unit: s.unit.toString() };
  };

  const exchange = async (merchantId: number) => ({ tiers: (await settingsOf(merchantId)).exchange });

  const items = async (merchantId: number, lang: LanguageCode) => ({
    list: (await repo.items(merchantId, true)).map((i) => itemView(i, lang)),
  });

  const config = async (merchantId: number, lang: LanguageCode) => {
    const s = await settingsOf(merchantId);
    return { rules: textOf(s.rules, lang), pointsPerUnit: s.pointsPerUnit, unit: s.unit.toString(), tiers: s.exchange };
  };

  const redeem = async (actor: Actor, body: z.output<typeof redeemPointBody>, lang: LanguageCode) => {
    const merchantId = actor.merchant.id;
    const memberId = actor.member.id;
    const done = await repo.byRequest(memberId, body.requestId);
    if (done) return { redemption: redemptionView(done, lang), balance: String((await repo.balance(memberId)).balance) };
    const item = await pointsTx.item(db, merchantId, body.itemId);
    if (!item) throw new AppError('points.item_not_found');
    if (item.status !== 'ACTIVE') throw new AppError('points.item_unavailable');
    await checkPassword(merchantId, memberId, body.paymentPassword);
    const points = toBig(item.points_required);
    const id = await db.transaction(async (tx) => {
      if (toBig(item.amount_required) > 0n && (await pointsTx.deposited(tx, memberId)) < toBig(item.amount_required))
        throw new AppError('points.deposit_required');
      // Checked under the row locks before anything is written.
      const held = await pointsTx.lockForRedeem(tx, memberId, item.id);
      if (held.balance < points) throw new AppError('points.insufficient');
      if (held.quantity <= 0) throw new AppError('points.out_of_stock');
      const rid = await pointsTx.insertRedemption(tx, { merchantId, memberId, itemId: item.id, requestId: body.requestId, points });
      if (rid == null) return null;
      if (!(await pointsTx.takeStock(tx, item.id))) throw new AppError('points.out_of_stock');
      const after = await pointsTx.take(tx, memberId, points);
      if (after == null) throw new AppError('points.insufficient');
      await pointsTx.entry(tx, {
        merchantId,
        memberId,
        kind: 'REDEEM',
        ref: `redeem:${rid}`,
        points: -points,
        balanceAfter: after,
        remark: null,
      });
      return rid;
    });
    const row = id == null ? await repo.byRequest(memberId, body.requestId) : await repo.redemption(merchantId, id);
    if (!row) throw new AppError('points.redemption_not_found');
    return { redemption: redemptionView(row, lang), balance: String((await repo.balance(memberId)).balance) };
  };

  const redeemList = async (actor: Actor, q: z.output<typeof redeemListQuery>, lang: LanguageCode) => {
    const status = q.status ?? null;
    const [rows, n] = await Promise.all([
      repo.redemptionsOf(actor.member.id, status, (q.pageNo - 1) * PAGE, PAGE),
      repo.countRedemptions(actor.member.id, status),
    ]);
    return { list: rows.map((r) => redemptionView(r, lang)), pageNo: q.pageNo, totalPages: Math.max(1, Math.ceil(n / PAGE)) };
  };

  const convert = async (actor: Actor, body: z.output<typeof convertPointBody>) => {
    const merchantId = actor.merchant.id;
    const memberId = actor.member.id;
    const s = await settingsOf(merchantId);
    if (s.exchange.length === 0) throw new AppError('points.exchange_closed');
    const amount = cashFor(s.exchange, body.points);
    if (amount == null || amount <= 0n) throw new AppError('points.below_minimum');
    const points = BigInt(body.points);
    if (toBig((await repo.balance(memberId)).balance) < points) throw new AppError('points.insufficient');
    await checkPassword(merchantId, memberId, body.paymentPassword);
    const result = await ledger.transfer({
      idempotencyKey: `points-convert:${memberId}:${body.requestId}`,
      merchantId,
      kind: 'POINTS_CASH',
      ref: 'points:convert',
      meta: { points: body.points },
      postings: [
        { account: { system: 'PROMOTION_EXPENSE' }, amount: -amount },
        { account: { memberId }, amount },
      ],
      within: async (tx) => {
        const after = await pointsTx.take(tx, memberId, points);
        if (after == null) throw new AppError('points.insufficient');
        await pointsTx.entry(tx, {
          merchantId,
          memberId,
          kind: 'CONVERT',
          ref: `convert:${body.requestId}`,
          points: -points,
          balanceAfter: after,
          remark: amount.toString(),
        });
      },
    });
    const main = result.postings.find((p) => p.memberId === memberId);
    return {
      points: points.toString(),
      amount: amount.toString(),
      balance: String((await repo.balance(memberId)).balance),
      cashBalance: (main?.balanceAfter ?? 0n).toString(),
    };
  };

  const details = async (actor: Actor, pageNo: number) => {
    const [rows, n] = await Promise.all([repo.entries(actor.member.id, (pageNo - 1) * PAGE, PAGE), repo.countEntries(actor.member.id)]);
    return {
      list: rows.map((e) => ({
        kind: e.kind,
        points: String(e.points),
        balanceAfter: String(e.balance_after),
        remark: e.remark,
        time: new Date(e.updated_at).toISOString(),
      })),
      pageNo,
      totalPages: Math.max(1, Math.ceil(n / PAGE)),
    };
  };

  return { balance, exchange, items, config, redeem, redeemList, convert, details };
};
