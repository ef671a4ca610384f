import type http from 'node:http';

/** A parsed request as the stand-in's handlers read it. */
export type Req = {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  /** The body as form fields (urlencoded) or JSON fields, whichever it was sent as. */
  form: URLSearchParams;
  json: Record<string, unknown>;
};
/** What a handler answers. */
export type Res =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'html'; status: number; body: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'empty'; status: number; headers?: Record<string, string> };

export const json = (status: number, body: unknown, headers?: Record<string, string>): Res => ({ kind: 'json', status, body, headers });
export const html = (status: number, body: string): Res => ({ kind: 'html', status, body });
export const redirect = (location: string): Res => ({ kind: 'redirect', location });

const MAX_BODY = 64 * 1024;

/** Reads a request whole (refusing more than 64 KiB) and parses its body by its content type. */
export const readRequest = (req: http.IncomingMessage, base: string): Promise<Req | null> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        resolve(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const type = String(req.headers['content-type'] ?? '');
      let body: Record<string, unknown> = {};
      if (type.includes('application/json') && raw) {
        try {
          const parsed = JSON.parse(raw) as unknown;
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
        } catch {
          body = {};
        }
      }
      resolve({
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', base),
        headers: req.headers,
        form: new URLSearchParams(type.includes('application/x-www-form-urlencoded') ? raw : ''),
        json: body,
      });
    });
    req.on('error', () => resolve(null));
  });

/** Writes an answer; nothing the stand-in answers is cached. */
export const writeResponse = (res: http.ServerResponse, r: Res) => {
  const common = { 'cache-control': 'no-store' };
  if (r.kind === 'redirect') {
    res.writeHead(302, { ...common, location: r.location });
    return res.end();
  }
  if (r.kind === 'empty') {
    res.writeHead(r.status, { ...common, ...r.headers });
    return res.end();
  }
  if (r.kind === 'html') {
    res.writeHead(r.status, { ...common, 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' });
    return res.end(r.body);
  }
  res.writeHead(r.status, { ...common, 'content-type': 'application/json', ...r.headers });
  res.end(JSON.stringify(r.body));
};

/** Text placed in HTML (element content and quoted attribute values). */
export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A value placed in an inline script: JSON with `<` escaped so no `</script>` can end the script early. */
export const scriptValue = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/**
 * The browser origins the stand-in serves (its redirects, its captcha's answer and its API's CORS): any loopback
 * address (a developer's `npm start`, the journeys), and the origins listed in IDP_ALLOWED_ORIGINS.
 */
export const originAllowed = (origin: string, extra: string[]) => {
  let u: URL;
  try {
    u = new URL(origin);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (['localhost', '127.0.0.1', '[::1]'].includes(u.hostname)) return true;
  return extra.includes(u.origin);
};
