import { catalogueApi as api } from '@wl/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../core/app-error';
import { createTtlCache } from '../../core/ttl-cache';
import { route } from '../../platform/endpoint';
import type { MerchantService } from '../merchants';
import type { NoticesService } from '../notices';
import type { CatalogueService } from './catalogue.service';
import { bannerSvg, gameSvg, mallItemSvg, promotionSvg, vendorSvg } from './game-art/index';

/**
 * Game, vendor, banner, promotion and mall-item images, drawn from the row's data (a promotion's and an item's
 * picture from what its address names: kind, theme or art, and id). Generated once and kept (the drawing is a pure function
 * of the row), and sent with a day of browser caching.
 */
export const catalogueMedia = async (
  app: FastifyInstance,
  opts: { merchants: Pick<MerchantService, 'get'>; catalogue: CatalogueService; notices: Pick<NoticesService, 'banner'> },
) => {
  const art = createTtlCache<string>({ ttlMs: 60 * 60 * 1000, max: 20000 });

  const serve = async (
    kind: 'game' | 'vendor' | 'banner',
    code: string,
    file: string,
    draw: (merchantId: number, id: number, large: boolean) => Promise<string>,
  ) => {
    const merchant = await opts.merchants.get(code.toUpperCase());
    if (!merchant) throw new AppError('resource.not_found');
    const large = file.includes('-large');
    const id = Number.parseInt(file, 10);
    return art.get(`${kind}|${merchant.id}|${id}|${large}`, () => draw(merchant.id, id, large));
  };
  const send = (reply: FastifyReply, svg: string) =>
    reply.type(api.gameImage.produces).header('cache-control', 'public, max-age=86400').send(svg);

  route(app, api.gameImage, async ({ params, reply }) => {
    const svg = await serve('game', params.code, params.file, async (mid, id, large) => {
      const g = await opts.catalogue.gameOf(mid, id).catch(() => null);
      if (!g) throw new AppError('resource.not_found');
      return gameSvg(g, large);
    });
    return send(reply, svg);
  });

  route(app, api.vendorImage, async ({ params, reply }) => {
    const svg = await serve('vendor', params.code, params.file, async (mid, id, large) => {
      const v = await opts.catalogue.vendorById(mid, id);
      if (!v) throw new AppError('resource.not_found');
      return vendorSvg({ vassalage: v.vassalage, name: v.displayName.EN ?? v.vassalage }, large);
    });
    return send(reply, svg);
  });

  route(app, api.bannerImage, async ({ params, reply }) => {
    const merchant = await opts.merchants.get(params.code.toUpperCase());
    const svg = await serve('banner', params.code, params.file, async (mid, id) => {
      const b = await opts.notices.banner(mid, id);
      if (!b || !merchant) throw new AppError('resource.not_found');
      const title = b.title.EN ?? Object.values(b.title)[0] ?? '';
      return bannerSvg(`${b.id}${title}`, title, merchant.row.theme.primary ?? '#333', merchant.row.theme.accent ?? '#555');
    });
    return send(reply, svg);
  });

  route(app, api.rewardImage, async ({ params, reply }) => {
    if (!(await opts.merchants.get(params.code.toUpperCase()))) throw new AppError('resource.not_found');
    const [what, ...rest] = params.file.replace(/\.svg$/, '').split('-');
    const id = Number(rest.at(-1));
    const svg = art.get(
      `reward|${params.file}`,
      async () => (what === 'promo' ? promotionSvg(id, rest[0] ?? '', rest[1] ?? '') : mallItemSvg(id, rest[0] ?? '')) ?? '',
    );
    const drawn = await svg;
    if (!drawn) throw new AppError('resource.not_found');
    return send(reply, drawn);
  });
};
