import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const IDLE_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so a busy player does not write on every call. */
const TOUCH_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type AuthContext = {
  sessionId: number;
  member: { id: number; merchantId: number; account: string; nickname: string | null; type: number; status: string };
};

export const createSessionService = (deps: { db: Db; now?: () => Date }) => {
  const { db } = deps;
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
      const rows = await db
        .select({ s: sessions, m: members })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(sessions.tokenHash, hashToken(token)))
        .limit(1);
      const row = rows[0];
      const t = now().getTime();
      if (
        !row ||
        row.s.merchantId !== merchantId ||
        row.s.revokedAt ||
        row.s.expiresAt.getTime() <= t ||
        row.s.lastSeenAt.getTime() + IDLE_MS <= t ||
        row.m.status === 'CLOSED'
      ) {
        throw new AppError('login.not.session');
      }
      if (t - row.s.lastSeenAt.getTime() > TOUCH_MS) {
        await db.update(sessions).set({ lastSeenAt: now() }).where(eq(sessions.id, row.s.id));
      }
      const m = row.m;
      return { sessionId: row.s.id, member: { id: m.id, merchantId: m.merchantId, account: m.account, nickname: m.nickname, type: m.type, status: m.status } };
    },

    revoke: (sessionId: number, reason: string) =>
      db.update(sessions).set({ revokedAt: now(), revokedReason: reason }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),

    /** Ends every other session of a member (password change, login elsewhere). */
    revokeOthers: (memberId: number, keepSessionId: number | null, reason: string) =>
      db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`)),
  };
};
export type SessionService = ReturnType<typeof createSessionService>;
