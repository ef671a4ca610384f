import { vendorProtocolsApi as api } from '@wl/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import type { ProtocolConfigService } from './config.service';
import type { InboundReply, InboundRequest, ProtocolCode, ProtocolWalletOf, VendorProtocol } from './kit';

/** A vendor's body is small (a wallet call); more is refused before it is read. */
const BODY_LIMIT = 64 * 1024;
/** Vendor and merchant codes as the catalogue and the merchants keep them: anything else names no configuration. */
const CODE = /^[A-Za-z0-9_]{1,32}$/;

const firstOf = (v: unknown): string | undefined => (Array.isArray(v) ? firstOf(v[0]) : typeof v === 'string' ? v : undefined);

const inboundOf = (req: FastifyRequest, path: string): InboundRequest => {
  const headers: Record<string, string | undefined> = {};
  const sent = req.headers;
  for (const k in sent) {
    const v = sent[k];
    headers[k] = Array.isArray(v) ? v.join(', ') : v;
  }
  const query: Record<string, string> = {};
  const asked = (req.query ?? {}) as Record<string, unknown>;
  for (const k in asked) {
    const s = firstOf(asked[k]);
    if (s !== undefined) query[k] = s;
  }
  return { method: req.method === 'GET' ? 'GET' : 'POST', path, headers, query, rawBody: typeof req.body === 'string' ? req.body : '' };
};

const send = (reply: FastifyReply, out: InboundReply) => {
  reply.status(out.status);
  for (const [k, v] of Object.entries(out.headers ?? {})) reply.header(k, v);
  if (typeof out.body === 'string') {
    if (!reply.hasHeader('content-type')) reply.type('text/plain; charset=utf-8');
    return reply.send(out.body);
  }
  if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
  return reply.send(JSON.stringify(out.body));
};

/**
 * The mount of the real vendor protocols (issue 34): `GET|POST /vendor-api/{vendor}/{merchant}/<path>`. It finds the
 * merchant's enabled configuration of the vendor and hands the protocol's handler for `METHOD /path` the request as
 * it came (the raw body: signatures cover it). Everything else — the signature, parsing, the answers — is the
 * protocol's, in the vendor's format. What the mount itself refuses is the platform's coded envelope like every other
 * refusal: an unconfigured or disabled vendor, or a path the protocol does not serve, is `resource.not_found` (404); a
 * body too large or broken, the framework's codes; a failure of the server `system.error` (500, logged without the
 * body, which may carry tokens).
 */
export const protocolRoutes = async (
  app: FastifyInstance,
  opts: {
    configs: Pick<ProtocolConfigService, 'configFor'>;
    /** The merchant's wallet: players a vendor names by id, and the catalogue a game is checked in, are its. */
    wallet: ProtocolWalletOf;
    protocols: Partial<Record<ProtocolCode, VendorProtocol>>;
    now?: () => Date;
  },
) => {
  const now = opts.now ?? (() => new Date());
  // Only inside this plugin: the body stays text (JSON, forms as Pragmatic posts them, plain text, anything else).
  for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain', '*'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));

  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const p = req.params as { vendor: string; merchant: string; '*': string };
    const path = `/${p['*'] ?? ''}`;
    if (!CODE.test(p.vendor) || !CODE.test(p.merchant)) throw new AppError('resource.not_found');
    const config = await opts.configs.configFor(p.merchant.toUpperCase(), p.vendor);
    const protocol = config?.enabled ? opts.protocols[config.protocol] : undefined;
    const handler = protocol?.routes[`${req.method} ${path}`];
    if (!config || !handler) throw new AppError('resource.not_found');
    try {
      return send(reply, await handler(inboundOf(req, path), { config, wallet: opts.wallet(config.merchantId), now }));
    } catch (err) {
      req.log.error(
        { err, vendor: config.vendor, merchant: config.merchantCode, protocol: config.protocol, path },
        'vendor protocol call failed',
      );
      throw new AppError('system.error');
    }
  };
  route(app, api.inboundGet, ({ req, reply }) => handle(req, reply));
  route(app, api.inboundPost, ({ req, reply }) => handle(req, reply));
};
