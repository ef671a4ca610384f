import { AVATAR_COUNT, avatarUrl, membersApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import { avatarSvg } from './avatar-art';
import type { IconService } from './icon.service';

const choices = Array.from({ length: AVATAR_COUNT }, (_, i) => ({ icon: i + 1, url: avatarUrl(i + 1) }));

/** The member's avatar (/wps/member/info/icon, module PROFPIC3): read and choose one of the generated pictures. */
export const iconRoutes = async (app: FastifyInstance, opts: { icons: IconService }) => {
  const value = (icon: number) => ({ icon, url: avatarUrl(icon), choices });

  route(app, api.icon, async ({ actor, merchant }) => value(await opts.icons.current(merchant.id, actor.member.id)));

  route(app, api.setIcon, async ({ actor, merchant, body }) => {
    await opts.icons.choose(merchant.id, actor.member.id, body.icon);
    return value(body.icon);
  });

  route(app, api.avatarImage, ({ params, reply }) => {
    const n = Number(params.file.slice(0, -4));
    if (n < 1 || n > AVATAR_COUNT) throw new AppError('resource.not_found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(avatarSvg(n));
  });
};
