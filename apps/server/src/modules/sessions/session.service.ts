import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawOf, statement } from '../../core/statements';
import { sessions } from '../../db/schema';
import { AppError } from '../../core/app-error';
import type { AuthContext } from '../../core/context';

export const IDLE_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so a busy player does not write on every call. */
const TOUCH_MS = 60 * 1000;

export type { AuthContext } from '../../core/context';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type SessionRow = {
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
};
const resolveSql = statement(
  'session_resolve',
  `SELECT s.id, s.merchant_id, s.member_id, s.revoked_at IS NOT NULL AS revoked,
          (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms, (extract(epoch FROM s.last_seen_at) * 1000)::float8 AS last_seen_ms,
          m.account, m.nickname, m.type, m.status,
          u.id AS up_id, u.account AS up_account
     FROM sessions s JOIN members m ON m.id = s.member_id
     LEFT JOIN members u ON u.id = m.parent_id AND u.merchant_id = m.merchant_id
     WHERE s.token_hash = $1 LIMIT 1`,
);

export const createSessionService = (deps: { db: Db; now?: () => Date }) => {
  const { db } = deps;
  const raw = rawOf(db);
  const now = deps.now ?? (() => new Date());

  return {
    /** Opens a session and returns its token (256 random bits, base64url); only the hash is stored. */
    open: async (input: { merchantId: number; memberId: number; ip?: string; userAgent?: string }) => {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const [row] = await db
        .insert(sessions)
        .values({
          merchantId: input.merchantId,
          memberId: input.memberId,
          tokenHash: hashToken(token),
          ip: input.ip ?? null,
          userAgent: input.userAgent?.slice(0, 300) ?? null,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + ABSOLUTE_MS),
        })
        .returning({ id: sessions.id });
      return { token, sessionId: row?.id as number };
    },

    /**
     * Resolves a token to its member. A token that is unknown, revoked, expired or idle too long, or that belongs to
     * another merchant, answers `login.not.session` (401) so the client returns to the logged-out state.
     */
    resolve: async (token: string, merchantId: number): Promise<AuthContext> => {
      if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) throw new AppError('login.not.session');
      // Every signed-in call starts here, so it is one prepared statement rather than a built query.
      const row = (await raw<SessionRow>(resolveSql, [hashToken(token)]))[0];
      const t = now().getTime();
      const lastSeen = row ? Number(row.last_seen_ms) : 0;
      if (
        !row ||
        row.merchant_id !== merchantId ||
        row.revoked ||
        Number(row.expires_ms) <= t ||
        lastSeen + IDLE_MS <= t ||
        row.status === 'CLOSED'
      ) {
        throw new AppError('login.not.session');
      }
      const sessionId = Number(row.id);
      if (t - lastSeen > TOUCH_MS) {
        await db.update(sessions).set({ lastSeenAt: now() }).where(eq(sessions.id, sessionId));
      }
      return {
        sessionId,
        member: {
          id: Number(row.member_id),
          merchantId: row.merchant_id,
          account: row.account,
          nickname: row.nickname,
          type: row.type,
          status: row.status,
          upline: row.up_id == null ? null : { id: Number(row.up_id), account: String(row.up_account) },
        },
      };
    },

    revoke: (sessionId: number, reason: string) =>
      db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),

    /** Ends every other session of a member (password change, login elsewhere). */
    revokeOthers: (memberId: number, keepSessionId: number | null, reason: string) =>
      db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(
          and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`),
        ),
  };
};
export type SessionService = ReturnType<typeof createSessionService>;
