import { avatarUrl, defaultAvatar, membersApi, sessionApi } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import type { SessionService } from './session.service';

/** Who is signed in (membersApi.info) and signing out (sessionApi.logout, by DELETE or POST). */
export const sessionRoutes = async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  route(app, membersApi.info, async ({ actor, merchant }) => {
    const row = await opts.sessions.member(actor.member.id);
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
