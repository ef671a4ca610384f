import {
  type LanguageCode,
  pointItemArts,
  type redeemListQuery,
  type convertPointBody,
  type opsPointItem,
  type opsPointSettings,
  type redeemPointBody,
} from '@wl/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { textOf } from '../../core/i18n';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { ExchangeTier } from '../../db/schema';
import type { GrowthBatch } from '../activity';
import type { LedgerService } from '../ledger';
import { createPointsRepo, type ItemRow, pointsTx, type RedemptionRow } from './points.repo';

/** The ledger kind of points paid out as cash (a conversion, an approved cash item). */
export const POINTS_CASH_KIND = 'POINTS_CASH';
const PAGE = 20;
const DEFAULT_RATIO = { pointsPerUnit: 1, unit: 10_000n };

/** The payment-password check the withdrawals module owns (a port app.ts fills in). */
export type PasswordCheck = (merchantId: number, memberId: number, password: string) => Promise<void>;

/** Points a day's valid bet earns: whole points only; the rest of the day's valid bet still counts later that day. */
export const pointsFor = (validBet: bigint, pointsPerUnit: number, unit: bigint) =>
  unit <= 0n ? 0n : (validBet * BigInt(pointsPerUnit)) / unit;

/** Cash for points at the table: the tier with the highest minimum at or below the points applies; null below all. */
export const cashFor = (tiers: ExchangeTier[], points: number) => {
  const tier = [...tiers].sort((a, b) => b.minPoints - a.minPoints).find((t) => points >= t.minPoints);
  if (!tier) return null;
  return (BigInt(points) * BigInt(tier.amount)) / BigInt(tier.points);
};

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
const artOf = (a: string) => ((pointItemArts as readonly string[]).includes(a) ? (a as (typeof pointItemArts)[number]) : 'gift');
const itemView = (i: ItemRow, lang: LanguageCode) => ({
  id: i.id,
  name: textOf(i.names, lang),
  art: artOf(i.art),
  quantity: i.quantity,
  pointsRequired: String(i.points_required),
  amountRequired: String(i.amount_required),
  cashValue: String(i.cash_value),
  status: i.status,
});
const redemptionView = (r: RedemptionRow, lang: LanguageCode) => ({
  id: Number(r.id),
  item: textOf(r.names, lang),
  points: String(r.points),
  status: r.status,
  remark: r.remark,
  createdAt: new Date(r.created_at).toISOString(),
  reviewedAt: iso(r.reviewed_at),
});

/**
 * The points mall (decision 014). Points are earned from valid bet by the growth consumer: one earning row per member
 * and merchant day holds that day's valid bet and the whole points it earned, so a batch adds only the difference
 * (no rounding lost, a replayed event dropped before it counts). Redeeming takes the points and one unit of stock in
 * one transaction and waits for an operator (a rejection gives both back); converting is one ledger transfer whose
 * transaction takes the points. Both ask the payment password first.
 */
export const createPointsService = (deps: { db: Db; ledger: LedgerService; checkPassword?: PasswordCheck }) => {
  const { db, ledger } = deps;
  const repo = createPointsRepo(db);
  const checkPassword: PasswordCheck =
    deps.checkPassword ??
    (async () => {
      throw new AppError('wallet.payment_password_required');
    });

  const settingsOf = async (merchantId: number) => {
    const s = await repo.settings(merchantId);
    return {
      pointsPerUnit: s?.points_per_unit ?? DEFAULT_RATIO.pointsPerUnit,
      unit: s ? toBig(s.points_unit) : DEFAULT_RATIO.unit,
      exchange: s?.exchange ?? [],
      rules: s?.points_rules ?? {},
    };
  };

  /** The growth step: each (member, day)'s valid bet so far and its points, the difference added to the balance. */
  const step = async (tx: Db, batch: GrowthBatch) => {
    const days = new Map<string, { merchantId: number; memberId: number; ref: string; validBet: bigint }>();
    for (const p of batch.play) {
      if (p.validBet <= 0n) continue;
      const ref = `earn:${p.day}`;
      const k = `${p.memberId}|${ref}`;
      const d = days.get(k) ?? { merchantId: p.merchantId, memberId: p.memberId, ref, validBet: 0n };
      d.validBet += p.validBet;
      days.set(k, d);
    }
    if (days.size === 0) return;
    const list = [...days.values()];
    const ratios = new Map(
      (await pointsTx.ratios(tx, [...new Set(list.map((d) => d.merchantId))])).map((r) => [
        r.merchant_id,
        { pointsPerUnit: r.points_per_unit, unit: toBig(r.points_unit) },
      ]),
    );
    const had = new Map(
      (await pointsTx.earnRows(tx, list)).map((r) => [`${r.member_id}|${r.ref}`, { basis: toBig(r.basis), points: toBig(r.points) }]),
    );
    const deltas = new Map<number, { memberId: number; merchantId: number; delta: bigint }>();
    const rows = list.map((d) => {
      const before = had.get(`${d.memberId}|${d.ref}`) ?? { basis: 0n, points: 0n };
      const ratio = ratios.get(d.merchantId) ?? DEFAULT_RATIO;
      const basis = before.basis + d.validBet;
      const points = pointsFor(basis, ratio.pointsPerUnit, ratio.unit);
      const m = deltas.get(d.memberId) ?? { memberId: d.memberId, merchantId: d.merchantId, delta: 0n };
      m.delta += points - before.points;
      deltas.set(d.memberId, m);
      return { ...d, basis, points };
    });
    const balances = new Map((await pointsTx.addBalances(tx, [...deltas.values()])).map((b) => [Number(b.member_id), toBig(b.balance)]));
    await pointsTx.upsertEarn(
      tx,
      rows.map((r) => ({ ...r, balanceAfter: balances.get(r.memberId) ?? 0n })),
    );
  };

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

  // ─── Operator side ───
  const opsSettings = async (merchantId: number) => {
    const s = await settingsOf(merchantId);
    return { pointsPerUnit: s.pointsPerUnit, unit: s.unit.toString(), exchange: s.exchange, rules: { EN: '', ...s.rules } };
  };
  const setOpsSettings = async (merchantId: number, body: z.output<typeof opsPointSettings>) => {
    if (new Set(body.exchange.map((t) => t.minPoints)).size !== body.exchange.length) throw new AppError('request_param_err');
    await repo.setSettings(merchantId, body);
    return opsSettings(merchantId);
  };
  const itemRow = (b: z.output<typeof opsPointItem>) => ({
    names: b.names,
    art: b.art,
    quantity: b.quantity,
    points_required: b.pointsRequired,
    amount_required: b.amountRequired,
    cash_value: b.cashValue,
    status: b.status,
    sort: b.sort,
  });
  const opsItems = async (merchantId: number) => ({
    list: (await repo.items(merchantId, false)).map((i) => ({ ...itemView(i, 'EN'), names: i.names })),
  });
  const addItem = async (merchantId: number, b: z.output<typeof opsPointItem>) => {
    await repo.addItem(merchantId, itemRow(b));
    return opsItems(merchantId);
  };
  const updateItem = async (merchantId: number, id: number, b: z.output<typeof opsPointItem>) => {
    if (!(await repo.updateItem(merchantId, id, itemRow(b)))) throw new AppError('points.item_not_found');
    return opsItems(merchantId);
  };
  const opsRedemptions = async (merchantId: number, status: string | null) => ({
    list: (await repo.opsRedemptions(merchantId, status)).map((r) => ({
      ...redemptionView(r, 'EN'),
      account: r.account ?? '',
      cashValue: String(r.cash_value ?? '0'),
    })),
  });

  /** Approves a redemption; an item with a cash value credits it (PROMOTION_EXPENSE → MAIN) in the same transaction. */
  const approve = async (merchantId: number, id: number, remark: string | null, by: string) => {
    const r = await repo.redemption(merchantId, id);
    if (!r) throw new AppError('points.redemption_not_found');
    if (r.status !== 'IN_PROCESS') throw new AppError('points.redemption_state');
    const cash = toBig(r.cash_value ?? '0');
    const mark = async (tx: Db) => {
      if (!(await pointsTx.review(tx, merchantId, id, 'APPROVED', remark, by))) throw new AppError('points.redemption_state');
    };
    if (cash > 0n) {
      const memberId = Number(r.member_id);
      const res = await ledger.transfer({
        idempotencyKey: `points-redeem:${id}`,
        merchantId,
        kind: 'POINTS_CASH',
        ref: `points:redeem:${id}`,
        meta: { redemptionId: id, itemId: r.item_id },
        postings: [
          { account: { system: 'PROMOTION_EXPENSE' }, amount: -cash },
          { account: { memberId }, amount: cash },
        ],
        within: mark,
      });
      if (res.replayed) throw new AppError('points.redemption_state');
    } else await db.transaction(async (t) => mark(t));
    const after = await repo.redemption(merchantId, id);
    if (!after) throw new AppError('points.redemption_not_found');
    return redemptionView(after, 'EN');
  };

  /** Rejects a redemption: points and stock back, in one transaction with the state change. */
  const reject = async (merchantId: number, id: number, remark: string | null, by: string) => {
    const r = await repo.redemption(merchantId, id);
    if (!r) throw new AppError('points.redemption_not_found');
    if (r.status !== 'IN_PROCESS') throw new AppError('points.redemption_state');
    await db.transaction(async (tx) => {
      const moved = await pointsTx.review(tx, merchantId, id, 'REJECTED', remark, by);
      if (!moved) throw new AppError('points.redemption_state');
      const memberId = Number(moved.member_id);
      const points = toBig(moved.points);
      const after = await pointsTx.give(tx, memberId, points);
      await pointsTx.giveStock(tx, moved.item_id);
      await pointsTx.entry(tx, { merchantId, memberId, kind: 'REFUND', ref: `refund:${id}`, points, balanceAfter: after, remark });
    });
    const after = await repo.redemption(merchantId, id);
    if (!after) throw new AppError('points.redemption_not_found');
    return redemptionView(after, 'EN');
  };

  return {
    step,
    balance,
    exchange,
    items,
    config,
    redeem,
    redeemList,
    convert,
    details,
    opsSettings,
    setOpsSettings,
    opsItems,
    addItem,
    updateItem,
    opsRedemptions,
    approve,
    reject,
  };
};
export type PointsService = ReturnType<typeof createPointsService>;
