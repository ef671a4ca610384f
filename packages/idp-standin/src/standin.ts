import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { json, readRequest, writeResponse } from './http';
import { createSigner } from './keys';
import { createOidcProvider } from './oidc';
import { type Deliver, createPhoneProvider } from './phone';

export type StandinOptions = {
  /** The master secret shared with the platform (client secrets and the outbox token derive from it). */
  secret: string;
  /** Where a code goes: the platform's development outbox, or a test's own list. */
  deliver: Deliver;
  /** Browser origins served besides loopback addresses (IDP_ALLOWED_ORIGINS). */
  origins?: string[];
  /** The address the stand-in is reached at (its issuer); by default the one it listens on. */
  publicUrl?: string;
  /** The stand-in's clock: tests set it to issue tokens that have already expired. */
  now?: () => Date;
};

/**
 * The local identity provider stand-in (issue 35): one small process, beside the site and the studio under
 * `npm start` and in the journeys, that is both an OpenID Connect provider (social sign-in) and a third-party phone
 * authentication service. Nothing here is used in production: the platform refuses to start there with IDP_URL set.
 */
export const createIdentityStandin = async (o: StandinOptions) => {
  const now = o.now ?? (() => new Date());
  const origins = o.origins ?? [];
  let base = o.publicUrl?.replace(/\/$/, '') ?? '';
  const signer = await createSigner(now);
  const common = { base: () => base, signer, now, origins };
  const oidc = createOidcProvider({ ...common, secret: o.secret });
  const phone = createPhoneProvider({ ...common, deliver: o.deliver });

  const font = readFileSync(
    createRequire(import.meta.url).resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2'),
  );

  const server = http.createServer((req, res) => {
    void readRequest(req, base || 'http://localhost').then(async (r) => {
      if (!r) return writeResponse(res, json(413, { error: 'request_too_large' }));
      try {
        if (r.url.pathname === '/health') return writeResponse(res, json(200, { ok: true }));
        if (r.url.pathname === '/font/naskh.woff2') {
          res.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=86400' });
          return res.end(font);
        }
        const answer = (await oidc(r)) ?? (await phone(r)) ?? json(404, { error: 'not_found' });
        writeResponse(res, answer);
      } catch (err) {
        console.error('identity stand-in:', err);
        writeResponse(res, json(500, { error: 'server_error' }));
      }
    });
  });

  return {
    signer,
    listen: async (port: number, host = '127.0.0.1') => {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address() as AddressInfo;
      if (!base) base = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
      return base;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
export type IdentityStandin = Awaited<ReturnType<typeof createIdentityStandin>>;
