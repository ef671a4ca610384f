import { createHash } from 'node:crypto';
import type { LoginValue } from '@wl/contracts';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../core/app-error';
import type { OidcProviderConfig } from '../../db/schema';
import type { MemberRow } from './accounts.repo';
import { type AccountsDeps, type Caller, inviteCode, randomToken } from './accounts.deps';

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };
const sha = (s: string) => createHash('sha256').update(s).digest();
const b64url = (b: Buffer) => b.toString('base64url');

/** Discovery documents and key sets are cached per issuer (shared, public data, not per-user state). */
const discoveries = new Map<string, Promise<Discovery>>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const jwks = (url: string) => {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
};
const discover = (issuer: string) => {
  let p = discoveries.get(issuer);
  if (!p) {
    p = fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) }).then(async (r) => {
      if (!r.ok) throw new Error(`discovery answered ${r.status}`);
      return (await r.json()) as Discovery;
    });
    p.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, p);
  }
  return p;
};

/**
 * Social sign-in by OpenID Connect (authorization code + PKCE S256, state and nonce checked, ID token verified
 * against the issuer's JWKS) and the phone-authentication ID token (`firebase` login type), per merchant.
 */
export const createSocialService = (
  d: AccountsDeps & { finish: (c: Caller, m: MemberRow, f: { type: 'firebase'; usedDefault: false }) => Promise<LoginValue> },
) => {
  const providerOf = async (c: Caller, id: string): Promise<OidcProviderConfig> => {
    const p = (await d.repo.authSettings(c.merchant.id)).oidcProviders.find((x) => x.id === id);
    if (!p) throw new AppError('resource.not_found');
    return p;
  };

  const providers = async (c: Caller) => (await d.repo.authSettings(c.merchant.id)).oidcProviders.map((p) => ({ id: p.id, name: p.name }));

  /** `language` (the site's) becomes the provider page's `ui_locales`. */
  const start = async (c: Caller, providerId: string, redirectUri: string, language?: string) => {
    const p = await providerOf(c, providerId);
    const disc = await discover(p.issuer).catch(() => {
      throw new AppError('oidc.failed');
    });
    const state = randomToken(24);
    const nonce = randomToken(16);
    const verifier = randomToken(48);
    await d.codes.issue(c.merchant.id, 'oidc_state', sha(state).toString('hex'), state, 10 * 60_000, {
      provider: p.id,
      verifier,
      nonce,
      redirectUri,
    });
    const url = new URL(disc.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: p.clientId,
      redirect_uri: redirectUri,
      scope: p.scope ?? 'openid profile email',
      state,
      nonce,
      code_challenge: b64url(sha(verifier)),
      code_challenge_method: 'S256',
      ...(language ? { ui_locales: language.toLowerCase() } : {}),
    }).toString();
    return { authorizationUrl: url.toString(), state };
  };

  const memberFor = async (c: Caller, provider: string, subject: string, claims: Record<string, unknown>) => {
    const linked = await d.repo.identity(c.merchant.id, provider, subject);
    if (linked) return linked;
    // A first social sign-in creates the account; it is never linked to an existing one by e-mail (takeover risk).
    const account = `${provider}_${b64url(sha(subject)).slice(0, 10).toLowerCase().replace(/[-_]/g, '0')}`;
    const member = await d.repo.insert(
      {
        merchantId: c.merchant.id,
        account,
        nickname: typeof claims.name === 'string' ? claims.name.slice(0, 64) : null,
        email: typeof claims.email === 'string' ? claims.email.slice(0, 128) : null,
        type: 0,
        inviteCode: inviteCode(),
        registerIp: c.ip,
        registerMethod: 'WEB',
      },
      { method: 'WEB', kind: `oidc_${provider}` },
    );
    await d.repo.link(c.merchant.id, member.id, provider, subject);
    await d.repo.event({
      merchantId: c.merchant.id,
      memberId: member.id,
      account,
      event: 'register',
      outcome: `oidc_${provider}`,
      ip: c.ip,
    });
    return member;
  };

  const callback = async (c: Caller, body: { state: string; code: string }) => {
    const row = await d.codes.find(c.merchant.id, 'oidc_state', sha(body.state).toString('hex'));
    if (!row || !(await d.codes.markUsed(row.id))) throw new AppError('oidc.failed');
    const data = row.data as { provider: string; verifier: string; nonce: string; redirectUri: string };
    const p = await providerOf(c, data.provider);
    try {
      const disc = await discover(p.issuer);
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: body.code,
        redirect_uri: data.redirectUri,
        client_id: p.clientId,
        code_verifier: data.verifier,
      });
      if (p.clientSecret) form.set('client_secret', p.clientSecret);
      const res = await fetch(disc.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
      const tokens = (await res.json()) as { id_token?: string };
      if (!tokens.id_token) throw new Error('no id_token');
      const { payload } = await jwtVerify(tokens.id_token, jwks(disc.jwks_uri), { issuer: disc.issuer, audience: p.clientId });
      if (payload.nonce !== data.nonce || !payload.sub) throw new Error('nonce or subject mismatch');
      const member = await memberFor(c, p.id, payload.sub, payload);
      if (member.status !== 'ACTIVE') throw new Error('inactive');
      return d.finish(c, member, { type: 'firebase', usedDefault: false });
    } catch (err) {
      if (err instanceof AppError) throw err;
      d.log.warn({ err: String(err), provider: p.id }, 'oidc sign-in failed');
      await d.repo.event({ merchantId: c.merchant.id, event: 'login_oidc', outcome: 'failed', ip: c.ip });
      throw new AppError('oidc.failed');
    }
  };

  /** The phone number of a verified phone-authentication ID token (issuer, audience and signature checked). */
  const verifyPhoneToken = async (c: Caller, idToken: string) => {
    const cfg = (await d.repo.authSettings(c.merchant.id)).firebase;
    if (!cfg) throw new AppError('function.not.available');
    try {
      const url = cfg.jwksUri ?? `${cfg.issuer.replace(/\/$/, '')}/.well-known/jwks.json`;
      const { payload } = await jwtVerify(idToken, jwks(url), { issuer: cfg.issuer, audience: cfg.audience });
      if (typeof payload.phone_number !== 'string') throw new Error('no phone_number');
      return payload.phone_number;
    } catch {
      await d.repo.event({ merchantId: c.merchant.id, event: 'login_firebase', outcome: 'bad_token', ip: c.ip });
      throw new AppError('firebase.invalid_token');
    }
  };

  /** What the web client needs to reach the merchant's phone-authentication service (public values), or null. */
  const phoneAuth = async (c: Caller) => {
    const cfg = (await d.repo.authSettings(c.merchant.id)).firebase;
    return cfg?.apiUrl && cfg.apiKey ? { apiUrl: cfg.apiUrl, apiKey: cfg.apiKey } : null;
  };

  return { providers, start, callback, verifyPhoneToken, phoneAuth };
};
