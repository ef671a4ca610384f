import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import type { AuthContext } from '../../core/context';
import { createSessionRepo, type SessionRow } from './session.repo';

export const IDLE_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so a busy player does not write on every call. */
const TOUCH_MS = 60 * 1000;
/** Session reads a copy keeps at most (the oldest go first). */
const CACHE_MAX = 20_000;

export type { AuthContext } from '../../core/context';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session to open: who, from where, and whether a registration or a sign-in opens it (for the risk signals). */
export type OpenInput = {
  merchantId: number;
  memberId: number;
  ip?: string;
  userAgent?: string;
  deviceId?: string;
  event?: 'LOGIN' | 'REGISTER';
};

/**
 * `cacheMs` (SESSION_CACHE_MS, issue 33): a session's read is reused for that long, so a member calling several times
 * a second sends one statement per call, not two. The bound is the revocation delay across copies (and for the plain
 * SQL revocations of other modules); this service's own revocations drop this copy's entries at once.
 */
export const createSessionService = (deps: { db: Db; now?: () => Date; cacheMs?: number }) => {
  const repo = createSessionRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const cacheMs = deps.cacheMs ?? 0;
  const cached = new Map<string, { at: number; row: SessionRow }>();
  const read = async (tokenHash: string, recall: boolean, t: number) => {
    if (cacheMs <= 0) return repo.byTokenHash(tokenHash, recall);
    // The recall's vendors ride on the read of the routes that move money out: kept apart from the plain read.
    const key = recall ? `r${tokenHash}` : tokenHash;
    const hit = cached.get(key);
    if (hit && t - hit.at < cacheMs) return hit.row;
    cached.delete(key);
    const row = await repo.byTokenHash(tokenHash, recall);
    if (!row) return row;
    if (cached.size >= CACHE_MAX) cached.delete(cached.keys().next().value as string);
    cached.set(key, { at: t, row });
    return row;
  };
  const forget = (drop: (row: SessionRow) => boolean) => {
    for (const [k, v] of cached) if (drop(v.row)) cached.delete(k);
  };

  // What later modules do on every sign-in (player protection starts its session clock, checks the registers).
  const opened: ((merchantId: number, memberId: number, input: OpenInput) => Promise<void>)[] = [];

  return {
    /** Registers work every new session runs before its token is handed out (a failure refuses the sign-in). */
    onOpen: (fn: (merchantId: number, memberId: number, input: OpenInput) => Promise<void>) => {
      opened.push(fn);
    },

    /** Opens a session and returns its token (256 random bits, base64url); only the hash is stored. */
    open: async (input: OpenInput) => {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const sessionId = await repo.insert({
        merchantId: input.merchantId,
        memberId: input.memberId,
        tokenHash: hashToken(token),
        ip: input.ip ?? null,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + ABSOLUTE_MS),
      });
      for (const fn of opened) await fn(input.merchantId, input.memberId, input);
      return { token, sessionId };
    },

    /**
     * Resolves a token to its member. A token that is unknown, revoked, expired or idle too long, or that belongs to
     * another merchant, answers `login.not.session` (401) so the client returns to the logged-out state. `touch: false`
     * checks without counting as activity (an open chat socket must not keep an idle session alive).
     */
    resolve: async (token: string, merchantId: number, opts: { touch?: boolean; recall?: boolean } = {}): Promise<AuthContext> => {
      if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) throw new AppError('login.not.session');
      const t = now().getTime();
      const row = await read(hashToken(token), opts.recall === true, t);
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
      if (opts.touch !== false && t - lastSeen > TOUCH_MS) {
        await repo.touch(sessionId, now());
        // A kept read carries the touch, so the next calls within the cache's time do not touch again.
        row.last_seen_ms = t;
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
          ...(opts.recall ? { recall: row.recall ?? [] } : {}),
        },
      };
    },

    revoke: (sessionId: number, reason: string) => {
      forget((row) => Number(row.id) === sessionId);
      return repo.revoke(sessionId, now(), reason);
    },

    /** Ends every other session of a member (password change, login elsewhere). */
    revokeOthers: (memberId: number, keepSessionId: number | null, reason: string) => {
      forget((row) => Number(row.member_id) === memberId && Number(row.id) !== keepSessionId);
      return repo.revokeOthers(memberId, keepSessionId, now(), reason);
    },

    /** The signed-in member's own row (who am I), or null once the member is gone. */
    member: async (memberId: number) => (await repo.member(memberId)) ?? null,
  };
};
export type SessionService = ReturnType<typeof createSessionService>;
