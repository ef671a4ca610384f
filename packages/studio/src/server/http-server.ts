import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { PageAnswer } from './page-api';

/**
 * The site's built web app in this checkout (apps/web/dist), found upward from this module: it runs from
 * src/server/ under tsx and from dist/main.js once built (scripts/build-server.mjs), two different depths.
 */
export const checkoutWebDist = () => {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps', 'web', 'package.json'))) return path.join(dir, 'apps', 'web', 'dist');
    if (path.dirname(dir) === dir) return path.resolve('apps/web/dist');
  }
};

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * The studio's HTTP face. Each vendor lives under `/v/{CODE}`: its game page (`GET /play`, the built studio.html and
 * `/assets/*`), the page's API (`POST /api/{op}`), its health (`/health`) and, for transfer-wallet vendors, the
 * signed transfer protocol (`POST /transfer/*`, HMAC of the raw body with the vendor's secret). `/metrics` tells how
 * the shared tables settle.
 */
export const createHttpServer = (d: {
  webDist: string;
  metrics: () => unknown;
  page: (vendor: string, op: string, body: unknown) => Promise<PageAnswer>;
  transfer: {
    vendors: string[];
    secretOf: (vendor: string) => string;
    handle: (vendor: string, path: string, body: Record<string, unknown>) => { status: number; json: unknown };
  };
}) => {
  const { webDist } = d;
  const send = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json') => {
    const data = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(data);
  };
  const page = (res: http.ServerResponse) => {
    const file = path.join(webDist, 'studio.html');
    if (!existsSync(file)) return send(res, 503, 'The studio page is not built (npm run build:web).', 'text/plain; charset=utf-8');
    send(res, 200, readFileSync(file), 'text/html; charset=utf-8');
  };
  const asset = (res: http.ServerResponse, p: string) => {
    const file = path.normalize(path.join(webDist, p));
    if (!file.startsWith(path.join(webDist, 'assets')) || !existsSync(file)) return send(res, 404, { ok: false, code: 'NOT_FOUND' });
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(readFileSync(file));
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://studio');
    const parts = url.pathname.split('/').filter(Boolean);
    if (req.method === 'GET') {
      if (url.pathname === '/health') return send(res, 200, { ok: true });
      if (parts[0] === 'assets') return asset(res, url.pathname);
      if (parts[0] === 'v' && parts[2] === 'health') return send(res, 200, { ok: true, vendor: parts[1] });
      if (parts[0] === 'v' && parts[2] === 'play') return page(res);
      if (url.pathname === '/metrics') return send(res, 200, d.metrics());
      return send(res, 404, { ok: false, code: 'NOT_FOUND' });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 64 * 1024) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return send(res, 400, { ok: false, code: 'studio.bad_request' });
      }
      const vendor = parts[1] ?? '';
      if (parts[0] === 'v' && parts[2] === 'transfer') {
        if (!d.transfer.vendors.includes(vendor)) return send(res, 404, { ok: false, code: 'NOT_FOUND' });
        const sig = String(req.headers['x-signature'] ?? '');
        const want = Buffer.from(createHmac('sha256', d.transfer.secretOf(vendor)).update(raw).digest('hex'), 'hex');
        const got = Buffer.from(/^[0-9a-f]{64}$/i.test(sig) ? sig : '', 'hex');
        if (got.length !== want.length || !timingSafeEqual(got, want)) return send(res, 401, { ok: false, code: 'BAD_SIGNATURE' });
        const r = d.transfer.handle(vendor, parts[3] ?? '', body as Record<string, unknown>);
        return send(res, r.status, r.json);
      }
      if (parts[0] === 'v' && parts[2] === 'api' && parts[3]) {
        void d.page(vendor, parts[3], body).then((r) => send(res, r.status, r.json));
        return;
      }
      send(res, 404, { ok: false, code: 'NOT_FOUND' });
    });
  });
};
