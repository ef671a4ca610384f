import { sql } from 'drizzle-orm';
import type { noticeKinds } from '@wl/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type MoneyNoticeKind = (typeof noticeKinds)[number];

/** Written in the same transaction as the state change it announces, so a notice never lies. */
export const addMoneyNotice = (
  tx: Db,
  n: { merchantId: number; memberId: number; kind: MoneyNoticeKind; refId: number; amount: bigint | null },
) =>
  tx.execute(sql`INSERT INTO member_notices (merchant_id, member_id, kind, ref_id, amount)
    VALUES (${n.merchantId}, ${n.memberId}, ${n.kind}, ${n.refId}, ${n.amount === null ? null : n.amount.toString()}::bigint)`);

export const createMoneyNoticesRepo = (db: Db) => ({
  latest: async (merchantId: number, memberId: number) =>
    rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`SELECT * FROM member_notices WHERE merchant_id = ${merchantId} AND member_id = ${memberId} ORDER BY id DESC LIMIT 50`,
      ),
    ),
  unread: async (merchantId: number, memberId: number) =>
    Number(
      rowsOf<{ n: unknown }>(
        await db.execute(
          sql`SELECT count(*) AS n FROM member_notices WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND read_at IS NULL`,
        ),
      )[0]?.n ?? 0,
    ),
  /** Marks the given notices read, or every unread one when no ids are given. */
  markRead: async (merchantId: number, memberId: number, ids: number[] | undefined) => {
    const only = ids ? sql`AND id = ANY(${`{${ids.join(',')}}`}::bigint[])` : sql``;
    await db.execute(
      sql`UPDATE member_notices SET read_at = now() WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND read_at IS NULL ${only}`,
    );
  },
});
