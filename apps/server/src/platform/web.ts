import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/app-error';
import { isApiPath } from './envelope';

/**
 * Serves the built web app from the same port, in history mode: every client route gets index.html; hashed assets
 * are cached for a year; unknown /wps, /lgw, /lotto and /ops paths answer a JSON 404.
 */
export const webPlugin = async (app: FastifyInstance, opts: { webDist: string }) => {
  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // send's own Cache-Control (public, max-age=0) would overwrite the one set below.
      cacheControl: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web build not found: run `npm run build:web`; serving the API only');
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(url) &&
      !path.extname(url).match(/\.(js|css|map|png|jpe?g|svg|ico|webp|woff2?|json|txt)$/i);
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw new AppError('route.not_found');
  });
};
