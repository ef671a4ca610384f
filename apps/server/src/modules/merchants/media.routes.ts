import { depositsApi, platformApi } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import type { MerchantService } from './merchant.service';

/** Brand images generated and stored locally: no image host outside the server. */
export const mediaRoutes = async (app: FastifyInstance, opts: { merchants: MerchantService }) => {
  route(app, platformApi.brandImage, async ({ params, reply }) => {
    const m = await opts.merchants.get(params.code.toUpperCase());
    const svg = m ? (params.file === 'logo.svg' ? m.row.logoSvg : m.row.licenceSvg) : null;
    if (!svg) throw new AppError('resource.not_found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
  });
  route(app, depositsApi.paymentLogo, ({ params, reply }) => {
    const name = params.file.slice(0, -4);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect x="1" y="1" width="94" height="30" rx="6" fill="#ffffff" fill-opacity="0.08" stroke="#ffffff" stroke-opacity="0.35"/><text x="48" y="21" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" font-weight="700" fill="#ffffff" fill-opacity="0.85">${name}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
};
