import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawOf, statement } from '../../core/statements';
import { members, sessions } from '../../db/schema';

export type SessionRow = {
  id: string | number;
  merchant_id: number;
  member_id: string | number;
  revoked: boolean;
  /** Times as epoch milliseconds: cheaper to read than timestamps on the path of every signed-in call. */
  expires_ms: number;
  last_seen_ms: number;
  account: string;
  nickname: string | null;
  type: number;
  status: string;
  up_id: string | number | null;
  up_account: string | null;
  /** With `recall`: the vendors a recall before money leaves main asks (as transfer_recall_candidates answers). */
  recall?: string[] | null;
};
const resolveColumns = `s.id, s.merchant_id, s.member_id, s.revoked_at IS NOT NULL AS revoked,
          (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms, (extract(epoch FROM s.last_seen_at) * 1000)::float8 AS last_seen_ms,
          m.account, m.nickname, m.type, m.status,
          u.id AS up_id, u.account AS up_account`;
const resolveFrom = `FROM sessions s JOIN members m ON m.id = s.member_id
     LEFT JOIN members u ON u.id = m.parent_id AND u.merchant_id = m.merchant_id
     WHERE s.token_hash = $1 LIMIT 1`;
const resolveSql = statement('session_resolve', `SELECT ${resolveColumns} ${resolveFrom}`);
// The same, with what the recall before a money move asks (the vendors module's transfer_recall_candidates, for the
// session's member): a transfer to another member then sends two statements, not three (issue 33). A test holds the
// two reads to the same answer.
const resolveRecallSql = statement(
  'session_resolve_recall',
  `SELECT ${resolveColumns},
          ARRAY(SELECT a.code::text FROM ledger_accounts a
                  WHERE a.merchant_id = s.merchant_id AND a.member_id = s.member_id AND a.code <> 'MAIN' AND a.balance > 0
                UNION SELECT t.vendor::text FROM vendor_transfers t
                  WHERE t.merchant_id = s.merchant_id AND t.member_id = s.member_id AND t.state = 'PENDING' ORDER BY 1) AS recall
     ${resolveFrom}`,
);

export const createSessionRepo = (db: Db) => {
  const raw = rawOf(db);
  return {
    insert: async (values: typeof sessions.$inferInsert) =>
      (await db.insert(sessions).values(values).returning({ id: sessions.id }))[0]?.id as number,

    /** Every signed-in call starts here, so it is one prepared statement rather than a built query. */
    byTokenHash: async (tokenHash: string, withRecall = false) =>
      (await raw<SessionRow>(withRecall ? resolveRecallSql : resolveSql, [tokenHash]))[0],

    touch: (sessionId: number, at: Date) => db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId)),

    revoke: (sessionId: number, at: Date, reason: string) =>
      db
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),

    revokeOthers: (memberId: number, keepSessionId: number | null, at: Date, reason: string) =>
      db
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(
          and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`),
        ),

    member: async (memberId: number) => (await db.select().from(members).where(eq(members.id, memberId)).limit(1))[0],
  };
};
