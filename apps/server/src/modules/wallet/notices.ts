import { sql } from 'drizzle-orm';
import type { noticeKinds } from '@wl/contracts';
import type { Db } from '../../db/client';
import { rowsOf, toBig } from '../../core/sql';

export type NoticeKind = (typeof noticeKinds)[number];

/** Written in the same transaction as the state change it announces, so a notice never lies. */
export const addNotice = (tx: Db, n: { merchantId: number; memberId: number; kind: NoticeKind; refId: number; amount: bigint | null }) =>
  tx.execute(sql`INSERT INTO member_notices (merchant_id, member_id, kind, ref_id, amount)
    VALUES (${n.merchantId}, ${n.memberId}, ${n.kind}, ${n.refId}, ${n.amount === null ? null : n.amount.toString()}::bigint)`);

export const createNoticeService = (deps: { db: Db }) => ({
  list: async (merchantId: number, memberId: number) => {
    const rows = rowsOf<Record<string, unknown>>(
      await deps.db.execute(
        sql`SELECT * FROM member_notices WHERE merchant_id = ${merchantId} AND member_id = ${memberId} ORDER BY id DESC LIMIT 50`,
      ),
    );
    const list = rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind as NoticeKind,
      amount: r.amount == null ? null : toBig(r.amount).toString(),
      refId: r.ref_id == null ? null : Number(r.ref_id),
      read: r.read_at != null,
      createdAt: new Date(r.created_at as string).toISOString(),
    }));
    const unread = rowsOf<{ n: unknown }>(
      await deps.db.execute(
        sql`SELECT count(*) AS n FROM member_notices WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND read_at IS NULL`,
      ),
    )[0];
    return { list, unread: Number(unread?.n ?? 0) };
  },
  markRead: async (merchantId: number, memberId: number, ids: number[] | undefined) => {
    const only = ids ? sql`AND id = ANY(${`{${ids.join(',')}}`}::bigint[])` : sql``;
    await deps.db.execute(
      sql`UPDATE member_notices SET read_at = now() WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND read_at IS NULL ${only}`,
    );
  },
});
export type NoticeService = ReturnType<typeof createNoticeService>;
