import { announcementsQuery, announcementsValue, envelope, noticeQuery, noticeValue, parseLanguage } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { NoticesService } from './notices.service';

export const noticesRoutes = async (app: FastifyInstance, opts: { notices: NoticesService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notices'];

  r.get(
    '/wps/notice',
    {
      config: { module: 'COMM3' },
      schema: {
        tags,
        summary: 'Banners, marquee notices, pop-ups and promotions',
        querystring: noticeQuery,
        response: { 200: envelope(noticeValue) },
      },
    },
    async (req) =>
      ok(await opts.notices.notice(req.merchant, req.query.language ? parseLanguage(req.query.language) : req.language, req.query)),
  );

  r.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      config: { module: 'COMM3' },
      schema: {
        tags,
        summary: 'Announcements, 9 a page',
        querystring: announcementsQuery,
        response: { 200: envelope(announcementsValue) },
      },
    },
    async (req) =>
      ok(await opts.notices.announcements(req.merchant, req.query.language ? parseLanguage(req.query.language) : req.language, req.query)),
  );
};
