import type { Db } from '../../db/client';
import { toBig } from '../../core/sql';
import { type NoticeKind, createNoticesRepo } from './notices.repo';

export { addNotice, type NoticeKind } from './notices.repo';

export const createNoticeService = (deps: { db: Db }) => {
  const repo = createNoticesRepo(deps.db);
  return {
    list: async (merchantId: number, memberId: number) => {
      const list = (await repo.latest(merchantId, memberId)).map((r) => ({
        id: Number(r.id),
        kind: r.kind as NoticeKind,
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
export type NoticeService = ReturnType<typeof createNoticeService>;
