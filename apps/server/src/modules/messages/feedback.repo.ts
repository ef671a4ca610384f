import { sql } from 'drizzle-orm';
import type { FeedbackType } from '@wl/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type FeedbackRow = {
  id: number;
  member_id: number | null;
  account: string | null;
  question_type: FeedbackType;
  content: string;
  contact: string;
  status: 'OPEN' | 'ANSWERED';
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | string | null;
  created_at: Date | string;
};
const cols = sql`f.id, f.member_id, m.account, f.question_type, f.content, f.contact, f.status, f.answer, f.answered_by, f.answered_at, f.created_at`;
const norm = (r: FeedbackRow): FeedbackRow => ({ ...r, id: Number(r.id), member_id: r.member_id == null ? null : Number(r.member_id) });

export const createFeedbackRepo = (db: Db) => ({
  insert: async (f: {
    merchantId: number;
    memberId: number | null;
    ip: string;
    questionType: FeedbackType;
    content: string;
    contact: string;
  }) =>
    Number(
      rowsOf<{ id: unknown }>(
        await db.execute(sql`INSERT INTO feedback (merchant_id, member_id, ip, question_type, content, contact)
          VALUES (${f.merchantId}, ${f.memberId}, ${f.ip}, ${f.questionType}, ${f.content}, ${f.contact}) RETURNING id`),
      )[0]?.id,
    ),

  /** Feedback sent since `since` by this member, or (signed out) from this address. */
  recent: async (merchantId: number, memberId: number | null, ip: string, since: Date) =>
    Number(
      rowsOf<{ n: unknown }>(
        await db.execute(sql`SELECT count(*) AS n FROM feedback WHERE merchant_id = ${merchantId}
          AND ${memberId == null ? sql`member_id IS NULL AND ip = ${ip}` : sql`member_id = ${memberId}`}
          AND created_at >= ${since.toISOString()}::timestamptz`),
      )[0]?.n ?? 0,
    ),

  list: async (merchantId: number, status: 'OPEN' | 'ANSWERED' | undefined, limit: number) =>
    rowsOf<FeedbackRow>(
      await db.execute(sql`SELECT ${cols} FROM feedback f LEFT JOIN members m ON m.id = f.member_id
        WHERE f.merchant_id = ${merchantId} ${status ? sql`AND f.status = ${status}` : sql``} ORDER BY f.id DESC LIMIT ${limit}`),
    ).map(norm),

  byId: async (exec: Db, merchantId: number, id: number) =>
    rowsOf<FeedbackRow>(
      await exec.execute(sql`SELECT ${cols} FROM feedback f LEFT JOIN members m ON m.id = f.member_id
        WHERE f.merchant_id = ${merchantId} AND f.id = ${id}`),
    ).map(norm)[0] ?? null,

  /** Records the answer in the caller's transaction; false when it was already answered. */
  answer: async (tx: Db, id: number, answer: string, by: string) =>
    rowsOf(
      await tx.execute(sql`UPDATE feedback SET status = 'ANSWERED', answer = ${answer}, answered_by = ${by}, answered_at = now()
        WHERE id = ${id} AND status = 'OPEN' RETURNING id`),
    ).length > 0,
});
