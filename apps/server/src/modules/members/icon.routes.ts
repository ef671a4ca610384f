import { AVATAR_COUNT, avatarUrl, defaultAvatar, membersApi as api } from '@wl/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { route } from '../../platform/endpoint';
import { avatarSvg } from './avatar-art';

const choices = Array.from({ length: AVATAR_COUNT }, (_, i) => ({ icon: i + 1, url: avatarUrl(i + 1) }));

/** The member's avatar (/wps/member/info/icon, module PROFPIC3): read and choose one of the generated pictures. */
export const iconRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
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

  route(app, api.icon, async ({ actor, merchant }) => value(await current(actor.member.id, merchant.id)));

  route(app, api.setIcon, async ({ actor, merchant, body }) => {
    await opts.db
      .update(members)
      .set({ icon: body.icon })
      .where(and(eq(members.id, actor.member.id), eq(members.merchantId, merchant.id)));
    return value(body.icon);
  });

  route(app, api.avatarImage, ({ params, reply }) => {
    const n = Number(params.file.slice(0, -4));
    if (n < 1 || n > AVATAR_COUNT) throw new AppError('resource.not_found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(avatarSvg(n));
  });
};
