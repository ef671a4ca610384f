import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Req, type Res, html, json, originAllowed, redirect } from './http';
import type { Signer } from './keys';
import { badRequestPage, consentPage } from './pages';
import { standinClientSecret } from './protocol';
import { langOf } from './texts';

/** The parameters of an authorization request the consent form carries back unchanged. */
const CARRIED = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'ui_locales',
];
const CLIENT_ID = /^wl-[a-z0-9-]{1,40}$/;
const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]{1,63}\.[^\s@<>]{1,63}$/;
const CODE_TTL_MS = 5 * 60_000;
const ID_TOKEN_SECONDS = 600;
const ACCESS_TTL_MS = 60 * 60_000;

type User = { sub: string; name: string; email: string };
type Grant = { clientId: string; redirectUri: string; challenge: string; nonce: string | null; user: User; expires: number };

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The OpenID Connect provider: discovery, the authorization endpoint (a sign-in and consent page: any name and
 * e-mail address; the subject is derived from the e-mail, so one address is always one person), the token endpoint
 * (authorization code, PKCE S256 required, client secret derived from the master secret), userinfo and the JWKS.
 * Codes and access tokens live in this process's memory: one stand-in process serves a developer's machine.
 */
export const createOidcProvider = (d: { base: () => string; signer: Signer; now: () => Date; secret: string; origins: string[] }) => {
  const grants = new Map<string, Grant>();
  const access = new Map<string, { user: User; expires: number }>();
  const sweep = () => {
    const t = d.now().getTime();
    for (const [k, g] of grants) if (g.expires <= t) grants.delete(k);
    for (const [k, a] of access) if (a.expires <= t) access.delete(k);
  };

  const discovery = () => {
    const base = d.base();
    return {
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      userinfo_endpoint: `${base}/userinfo`,
      jwks_uri: `${base}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'profile', 'email'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'name', 'email', 'email_verified'],
      ui_locales_supported: ['en', 'ur'],
    };
  };

  /** The request's own fields; null when it cannot even be answered at its redirect address (shown as a page). */
  const requestOf = (q: URLSearchParams) => {
    const params = Object.fromEntries(CARRIED.map((k) => [k, q.get(k) ?? '']));
    const redirectUri = params.redirect_uri ?? '';
    let target: URL;
    try {
      target = new URL(redirectUri);
    } catch {
      return null;
    }
    if (!CLIENT_ID.test(params.client_id ?? '') || target.hash || !originAllowed(target.origin, d.origins)) return null;
    const back = (fields: Record<string, string>) => {
      const u = new URL(target);
      for (const [k, v] of Object.entries(fields)) u.searchParams.set(k, v);
      if (params.state) u.searchParams.set('state', params.state);
      return redirect(u.toString());
    };
    let error: string | null = null;
    if (params.response_type !== 'code') error = 'unsupported_response_type';
    else if (!(params.scope ?? '').split(' ').includes('openid')) error = 'invalid_scope';
    else if (!params.code_challenge || params.code_challenge_method !== 'S256') error = 'invalid_request';
    return { params, back, error, lang: langOf(params.ui_locales) };
  };

  const authorize = (r: Req): Res => {
    const post = r.method === 'POST';
    const q = post ? r.form : r.url.searchParams;
    const request = requestOf(q);
    if (!request) return html(400, badRequestPage(langOf(q.get('ui_locales'))));
    const { params, back, error, lang } = request;
    if (error) return back({ error });
    const client = new URL(params.redirect_uri ?? '').host;
    if (!post) return html(200, consentPage(lang, { client, params, name: '', email: '' }));
    if (r.form.get('decision') !== 'allow') return back({ error: 'access_denied' });
    const name = (r.form.get('name') ?? '').trim();
    const email = (r.form.get('email') ?? '').trim().toLowerCase();
    const problem = !name || name.length > 64 ? 'badName' : EMAIL.test(email) ? undefined : 'badEmail';
    if (problem) return html(400, consentPage(lang, { client, params, name, email, problem }));
    sweep();
    const code = randomBytes(24).toString('base64url');
    grants.set(code, {
      clientId: params.client_id ?? '',
      redirectUri: params.redirect_uri ?? '',
      challenge: params.code_challenge ?? '',
      nonce: params.nonce || null,
      user: { sub: sha256(`email|${email}`).toString('base64url').slice(0, 22), name, email },
      expires: d.now().getTime() + CODE_TTL_MS,
    });
    return back({ code });
  };

  /** The client as it authenticated: HTTP Basic or the form's client_id and client_secret. */
  const clientOf = (r: Req) => {
    const basic = /^Basic\s+(.+)$/i.exec(String(r.headers.authorization ?? ''))?.[1];
    if (basic) {
      const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
      return { id, secret };
    }
    return { id: r.form.get('client_id') ?? '', secret: r.form.get('client_secret') ?? '' };
  };

  const token = async (r: Req): Promise<Res> => {
    const fail = (status: number, error: string) => json(status, { error });
    const client = clientOf(r);
    if (!CLIENT_ID.test(client.id) || !same(client.secret, standinClientSecret(d.secret, client.id))) return fail(401, 'invalid_client');
    if (r.form.get('grant_type') !== 'authorization_code') return fail(400, 'unsupported_grant_type');
    const code = r.form.get('code') ?? '';
    const grant = grants.get(code);
    grants.delete(code);
    const verifier = r.form.get('code_verifier') ?? '';
    if (
      !grant ||
      grant.expires <= d.now().getTime() ||
      grant.clientId !== client.id ||
      grant.redirectUri !== r.form.get('redirect_uri') ||
      !same(sha256(verifier).toString('base64url'), grant.challenge)
    )
      return fail(400, 'invalid_grant');
    const { user } = grant;
    const idToken = await d.signer.sign(
      {
        name: user.name,
        email: user.email,
        email_verified: true,
        auth_time: Math.floor(d.now().getTime() / 1000),
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      },
      { issuer: d.base(), audience: client.id, subject: user.sub, ttlSeconds: ID_TOKEN_SECONDS },
    );
    const accessToken = randomBytes(24).toString('base64url');
    access.set(accessToken, { user, expires: d.now().getTime() + ACCESS_TTL_MS });
    return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TTL_MS / 1000, id_token: idToken });
  };

  const userinfo = (r: Req): Res => {
    const bearer = /^Bearer\s+(.+)$/i.exec(String(r.headers.authorization ?? ''))?.[1] ?? '';
    const a = access.get(bearer);
    if (!a || a.expires <= d.now().getTime())
      return json(401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    return json(200, { sub: a.user.sub, name: a.user.name, email: a.user.email, email_verified: true });
  };

  /** Answers the provider's paths; null for any other. */
  return async (r: Req): Promise<Res | null> => {
    const p = r.url.pathname;
    if (p === '/.well-known/openid-configuration' && r.method === 'GET') return json(200, discovery());
    if (p === '/jwks' && r.method === 'GET') return json(200, d.signer.jwks);
    if (p === '/authorize' && (r.method === 'GET' || r.method === 'POST')) return authorize(r);
    if (p === '/token' && r.method === 'POST') return token(r);
    if (p === '/userinfo' && (r.method === 'GET' || r.method === 'POST')) return userinfo(r);
    return null;
  };
};
