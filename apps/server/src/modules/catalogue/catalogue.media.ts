import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { createTtlCache } from '../../core/ttl-cache';
import type { MerchantService } from '../merchants';
import type { NoticesService } from '../notices';
import type { CatalogueService } from './catalogue.service';
import { bannerSvg, gameSvg, vendorSvg } from './game-art';

const params = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), file: z.string().regex(/^\d{1,12}(-large)?\.svg$/) });

/**
 * Game, vendor and banner images, drawn from the row's data. Generated once and kept (the drawing is a pure function
 * of the row), and sent with a day of browser caching.
 */
export const catalogueMedia = async (
  app: FastifyInstance,
  opts: { merchants: MerchantService; catalogue: CatalogueService; notices: NoticesService },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const art = createTtlCache<string>({ ttlMs: 60 * 60 * 1000, max: 20000 });
  const cfg = { config: { public: true }, schema: { hide: true, params } } as const;

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
  const send = (reply: { type: (t: string) => { header: (k: string, v: string) => { send: (b: string) => unknown } } }, svg: string) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);

  r.get('/media/game/:code/:file', cfg, async (req, reply) => {
    const svg = await serve('game', req.params.code, req.params.file, async (mid, id, large) => {
      const g = await opts.catalogue.gameOf(mid, id).catch(() => null);
      if (!g) throw new AppError('resource.not_found');
      return gameSvg(g, large);
    });
    return send(reply, svg);
  });

  r.get('/media/vendor/:code/:file', cfg, async (req, reply) => {
    const svg = await serve('vendor', req.params.code, req.params.file, async (mid, id, large) => {
      const v = await opts.catalogue.vendorById(mid, id);
      if (!v) throw new AppError('resource.not_found');
      return vendorSvg({ vassalage: v.vassalage, name: v.displayName.EN ?? v.vassalage }, large);
    });
    return send(reply, svg);
  });

  r.get('/media/banner/:code/:file', cfg, async (req, reply) => {
    const merchant = await opts.merchants.get(req.params.code.toUpperCase());
    const svg = await serve('banner', req.params.code, req.params.file, async (mid, id) => {
      const b = await opts.notices.banner(mid, id);
      if (!b || !merchant) throw new AppError('resource.not_found');
      return bannerSvg(`${b.id}${b.title.EN ?? ''}`, merchant.row.theme.primary ?? '#333', merchant.row.theme.accent ?? '#555');
    });
    return send(reply, svg);
  });
};
