import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { SimReply, SimRequest } from '@wl/vendor-client';
import type { PageAnswer } from './page-api';
import { bodySignatureValid, type LobbyGame, type LobbyMatch, type LobbyTable, MAX_LOBBY_TABLES } from '../protocol';

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
 * `/assets/*`), the page's API (`POST /api/{op}`), its health (`/health`) and the signed transfer protocol for the
 * sessions a launch puts on the transfer wallet (`POST /transfer/*`, HMAC of the raw body with the vendor's secret).
 * `/metrics` tells how
 * the shared tables settle; `POST /v/{CODE}/tables` (signed the same way) answers the state of its live tables. `/proto/{protocol}/{CODE}/{MERCHANT}/…` is a real vendor's own API, answered by the
 * protocol's simulator (the body handed on as it came).
 */
export const createHttpServer = (d: {
  webDist: string;
  metrics: () => unknown;
  page: (vendor: string, op: string, body: unknown) => Promise<PageAnswer>;
  transfer: {
    secretOf: (vendor: string) => string;
    handle: (vendor: string, path: string, body: Record<string, unknown>) => { status: number; json: unknown };
  };
  /** The live tables' lobby (`POST /v/{CODE}/tables`, signed like the transfer protocol): protocol.ts. */
  lobby: {
    secretOf: (vendor: string) => string;
    tables: (vendor: string, games: LobbyGame[]) => LobbyTable[];
    /** A sportsbook or esports vendor's fixtures (`POST /v/{CODE}/matches`, signed the same way). */
    matches: (vendor: string, category: string) => LobbyMatch[];
  };
  /** A real vendor's own API as the operator calls it (`/proto/{protocol}/{VENDOR}/{MERCHANT}/…`, issue 34). */
  vendorApi: (where: { protocol: string; vendor: string; merchant: string; origin: string }, req: SimRequest) => Promise<SimReply>;
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

  /** The operator's call to a vendor's API: the body as it came (form, JSON: the vendor's signature covers it). */
  const vendorCall = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, parts: string[]) => {
    const [, protocol = '', vendor = '', merchant = ''] = parts;
    const prefix = `/proto/${protocol}/${vendor}/${merchant}`;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 64 * 1024) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const scheme = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
      const origin = `${scheme}://${headers.host ?? '127.0.0.1'}`;
      const call: SimRequest = {
        method: req.method ?? 'GET',
        path: url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : '/',
        headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        query: Object.fromEntries(url.searchParams),
      };
      void d.vendorApi({ protocol, vendor, merchant, origin }, call).then(
        (r) => {
          res.writeHead(r.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...r.headers });
          res.end(r.body);
        },
        () => send(res, 500, { ok: false, code: 'studio.error' }),
      );
    });
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://studio');
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'proto' && parts.length >= 4) return vendorCall(req, res, url, parts);
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
        const sig = String(req.headers['x-signature'] ?? '');
        const want = Buffer.from(createHmac('sha256', d.transfer.secretOf(vendor)).update(raw).digest('hex'), 'hex');
        const got = Buffer.from(/^[0-9a-f]{64}$/i.test(sig) ? sig : '', 'hex');
        if (got.length !== want.length || !timingSafeEqual(got, want)) return send(res, 401, { ok: false, code: 'BAD_SIGNATURE' });
        const r = d.transfer.handle(vendor, parts[3] ?? '', body as Record<string, unknown>);
        return send(res, r.status, r.json);
      }
      if (parts[0] === 'v' && parts[2] === 'tables' && parts.length === 3) {
        if (!bodySignatureValid(d.lobby.secretOf(vendor), raw, String(req.headers['x-signature'] ?? '')))
          return send(res, 401, { ok: false, code: 'BAD_SIGNATURE' });
        const games = (body as { games?: unknown }).games;
        const valid =
          Array.isArray(games) &&
          games.length <= MAX_LOBBY_TABLES &&
          games.every(
            (g: Partial<LobbyGame> | null) => typeof g?.code === 'string' && typeof g.name === 'string' && typeof g.category === 'string',
          );
        if (!valid) return send(res, 400, { ok: false, code: 'studio.bad_request' });
        return send(res, 200, { ok: true, tables: d.lobby.tables(vendor, games as LobbyGame[]) });
      }
      if (parts[0] === 'v' && parts[2] === 'matches' && parts.length === 3) {
        if (!bodySignatureValid(d.lobby.secretOf(vendor), raw, String(req.headers['x-signature'] ?? '')))
          return send(res, 401, { ok: false, code: 'BAD_SIGNATURE' });
        const category = (body as { category?: unknown }).category;
        if (category !== 'SPORTS' && category !== 'ESPORTS') return send(res, 400, { ok: false, code: 'studio.bad_request' });
        return send(res, 200, { ok: true, matches: d.lobby.matches(vendor, category) });
      }
      if (parts[0] === 'v' && parts[2] === 'api' && parts[3]) {
        void d.page(vendor, parts[3], body).then((r) => send(res, r.status, r.json));
        return;
      }
      send(res, 404, { ok: false, code: 'NOT_FOUND' });
    });
  });
};
