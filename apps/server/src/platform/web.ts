import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/app-error';
import { isApiPath } from './envelope';

const BACKOFFICE = '/backoffice/';
const staticFiles = (root: string, prefix: string, decorateReply: boolean): FastifyStaticOptions => ({
  root,
  prefix,
  wildcard: false,
  index: false as const,
  decorateReply,
  // send's own Cache-Control (public, max-age=0) would overwrite the one set below.
  cacheControl: false,
  setHeaders: (res, file) => {
    if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    else res.setHeader('cache-control', 'no-cache');
  },
});

/**
 * Serves the built web app from the same port, in history mode: every client route gets index.html; hashed assets
 * are cached for a year; unknown /wps, /lgw, /lotto, /ops and /bo paths answer a JSON 404. The back office's build is
 * served the same way under /backoffice/ (decision 025).
 */
export const webPlugin = async (app: FastifyInstance, opts: { webDist: string; backofficeDist: string }) => {
  const hasWeb = fs.existsSync(path.join(opts.webDist, 'index.html'));
  const hasBackoffice = fs.existsSync(path.join(opts.backofficeDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, staticFiles(opts.webDist, '/', true));
  else app.log.warn({ webDist: opts.webDist }, 'web build not found: run `npm run build:web`; serving the API only');
  if (hasBackoffice) await app.register(fastifyStatic, staticFiles(opts.backofficeDist, BACKOFFICE, !hasWeb));
  else app.log.warn({ backofficeDist: opts.backofficeDist }, 'back office build not found: run `npm run build:backoffice`');

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(url) &&
      !path.extname(url).match(/\.(js|css|map|png|jpe?g|svg|ico|webp|woff2?|json|txt)$/i);
    if (wantsPage && hasBackoffice && (url === '/backoffice' || url.startsWith(BACKOFFICE))) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', opts.backofficeDist);
    }
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw new AppError('route.not_found');
  });
};
