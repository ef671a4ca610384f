import { avatarUrl, defaultAvatar, envelope, memberInfo } from '@wl/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import type { SessionService } from './session.service';

export const sessionRoutes = async (app: FastifyInstance, opts: { db: Db; sessions: SessionService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['session'];

  r.get(
    '/wps/member/info',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'The signed-in member', security: [{ token: [] }], response: { 200: envelope(memberInfo) } },
    },
    async (req) => {
      const auth = req.auth;
      if (!auth) throw new AppError('auth.required');
      const row = (await opts.db.select().from(members).where(eq(members.id, auth.member.id)).limit(1))[0];
      if (!row) throw new AppError('login.not.session');
      return ok({
        id: row.id,
        account: row.account,
        nickname: row.nickname,
        type: row.type,
        currencySymbol: req.merchant.row.currencySymbol,
        avatar: avatarUrl(row.icon ?? defaultAvatar(row.id)),
      });
    },
  );

  const logout = async (req: { auth: { sessionId: number } | null }) => {
    if (req.auth) await opts.sessions.revoke(req.auth.sessionId, 'logout');
    return ok(null);
  };
  const logoutSchema = { tags, summary: 'End this session', security: [{ token: [] }], response: { 200: envelope(z.null()) } };
  r.delete('/wps/session/logout', { config: { module: 'COMM3', auth: 'required' }, schema: logoutSchema }, logout);
  r.post('/wps/session/logout', { config: { module: 'COMM3', auth: 'required' }, schema: logoutSchema }, logout);
};
