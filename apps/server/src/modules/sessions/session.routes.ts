import { avatarUrl, defaultAvatar, membersApi, sessionApi } from '@wl/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { route } from '../../platform/endpoint';
import type { SessionService } from './session.service';

/** Who is signed in (membersApi.info) and signing out (sessionApi.logout, by DELETE or POST). */
export const sessionRoutes = async (app: FastifyInstance, opts: { db: Db; sessions: SessionService }) => {
  route(app, membersApi.info, async ({ actor, merchant }) => {
    const row = (await opts.db.select().from(members).where(eq(members.id, actor.member.id)).limit(1))[0];
    if (!row) throw new AppError('login.not.session');
    return {
      id: row.id,
      account: row.account,
      nickname: row.nickname,
      type: row.type,
      currencySymbol: merchant.row.currencySymbol,
      avatar: avatarUrl(row.icon ?? defaultAvatar(row.id)),
    };
  });

  const logout = async ({ req }: { req: { auth: { sessionId: number } | null } }) => {
    if (req.auth) await opts.sessions.revoke(req.auth.sessionId, 'logout');
    return null;
  };
  route(app, sessionApi.logout, logout);
  route(app, sessionApi.logoutByPost, logout);
};
