import type { Db } from '../../db/client';
import { toBig } from '../../core/sql';
import { createMoneyNoticesRepo, type MoneyNoticeKind } from './money-notices.repo';

/**
 * A member's money notices (deposit credited, withdrawal approved, rejected, failed, refunded): written with the money
 * movement in its transaction (`addMoneyNotice`), listed and marked read here. Not the marquee (modules/notices).
 */
export const createMoneyNoticeService = (deps: { db: Db }) => {
  const repo = createMoneyNoticesRepo(deps.db);
  return {
    list: async (merchantId: number, memberId: number) => {
      const list = (await repo.latest(merchantId, memberId)).map((r) => ({
        id: Number(r.id),
        kind: r.kind as MoneyNoticeKind,
        amount: r.amount == null ? null : toBig(r.amount).toString(),
        refId: r.ref_id == null ? null : Number(r.ref_id),
        read: r.read_at != null,
        createdAt: new Date(r.created_at as string).toISOString(),
      }));
      return { list, unread: await repo.unread(merchantId, memberId) };
    },
    markRead: (merchantId: number, memberId: number, ids: number[] | undefined) => repo.markRead(merchantId, memberId, ids),
  };
};
export type MoneyNoticeService = ReturnType<typeof createMoneyNoticeService>;
