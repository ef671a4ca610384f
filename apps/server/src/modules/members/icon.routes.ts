import { AVATAR_COUNT, avatarUrl, defaultAvatar, envelope, memberIconBody, memberIconValue } from '@wl/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import { avatarSvg } from './avatar-art';

const choices = Array.from({ length: AVATAR_COUNT }, (_, i) => ({ icon: i + 1, url: avatarUrl(i + 1) }));

/** The member's avatar (/wps/member/info/icon, module PROFPIC3): read and choose one of the generated pictures. */
export const iconRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];
  const current = async (memberId: number, merchantId: number) => {
    const row = (
      await opts.db
        .select({ icon: members.icon })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
        .limit(1)
    )[0];
    if (!row) throw new AppError('login.not.session');
    return row.icon ?? defaultAvatar(memberId);
  };
  const value = (icon: number) => ({ icon, url: avatarUrl(icon), choices });

  r.get(
    '/wps/member/info/icon',
    {
      config: { module: 'PROFPIC3', auth: 'required' },
      schema: {
        tags,
        summary: 'The member avatar and the choices',
        security: [{ token: [] }],
        response: { 200: envelope(memberIconValue) },
      },
    },
    async (req) => {
      const auth = req.auth as NonNullable<typeof req.auth>;
      return ok(value(await current(auth.member.id, req.merchant.id)));
    },
  );

  r.put(
    '/wps/member/info/icon',
    {
      config: { module: 'PROFPIC3', auth: 'required' },
      schema: {
        tags,
        summary: 'Choose an avatar',
        security: [{ token: [] }],
        body: memberIconBody,
        response: { 200: envelope(memberIconValue) },
      },
    },
    async (req) => {
      const auth = req.auth as NonNullable<typeof req.auth>;
      await opts.db
        .update(members)
        .set({ icon: req.body.icon })
        .where(and(eq(members.id, auth.member.id), eq(members.merchantId, req.merchant.id)));
      return ok(value(req.body.icon));
    },
  );

  r.get(
    '/media/avatar/:file',
    { config: { public: true }, schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,2}\.svg$/) }) } },
    async (req, reply) => {
      const n = Number(req.params.file.slice(0, -4));
      if (n < 1 || n > AVATAR_COUNT) throw new AppError('resource.not_found');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(avatarSvg(n));
    },
  );
};
