import type { opsPointItem, opsPointSettings } from '@wl/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { PointsContext } from './points.context';
import { pointsTx } from './points.repo';
import { itemView, redemptionView } from './points.views';

/** The operator's side of the points mall: settings, items and the review of redemptions. */
export const createPointsOps = (ctx: PointsContext) => {
  const { db, ledger, repo, settingsOf } = ctx;

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
    list: (await repo.items(merchantId, false)).map((i) => ({ ...itemView(i, 'EN'), names: i.names, sort: i.sort })),
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

  return { opsSettings, setOpsSettings, opsItems, addItem, updateItem, opsRedemptions, approve, reject };
};
