import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityStandin, createIdentityStandin } from './standin';
import { STANDIN_TEST_NUMBERS, standinClientSecret, standinPhoneIssuer } from './protocol';

const SECRET = 'standin-test-master-secret';
const SITE = 'http://127.0.0.1:18999';
const texts: { project: string; to: string; text: string }[] = [];
let idp: IdentityStandin;
let base = '';

beforeAll(async () => {
  idp = await createIdentityStandin({
    secret: SECRET,
    deliver: async (m) => {
      texts.push(m);
    },
  });
  base = await idp.listen(0);
});
afterAll(() => idp.close());

const keys = () => createLocalJWKSet(idp.signer.jwks);
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

describe('OpenID Connect', () => {
  const verifier = 'v'.repeat(50);
  const request = {
    response_type: 'code',
    client_id: 'wl-demo',
    redirect_uri: `${SITE}/?oidc=1`,
    scope: 'openid profile email',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ui_locales: 'ur',
  };
  const approve = async (extra: Record<string, string> = {}) => {
    const res = await fetch(
      `${base}/authorize`,
      form({ ...request, decision: 'allow', name: 'Asha Khan', email: 'Asha@Example.com', ...extra }),
    );
    return res;
  };
  const tokenCall = (fields: Record<string, string>) =>
    fetch(`${base}/token`, form({ grant_type: 'authorization_code', client_id: 'wl-demo', redirect_uri: request.redirect_uri, ...fields }));

  it('publishes its discovery document and key set', async () => {
    const disc = await (await fetch(`${base}/.well-known/openid-configuration`)).json();
    expect(disc).toMatchObject({ issuer: base, token_endpoint: `${base}/token`, code_challenge_methods_supported: ['S256'] });
    const jwks = await (await fetch(disc.jwks_uri)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('shows its consent page in the asked language, and refuses a redirect address it does not serve', async () => {
    const page = await (await fetch(`${base}/authorize?${new URLSearchParams(request)}`)).text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain('جاری رکھیں');
    const elsewhere = await fetch(`${base}/authorize?${new URLSearchParams({ ...request, redirect_uri: 'https://evil.example/cb' })}`, {
      redirect: 'manual',
    });
    expect(elsewhere.status).toBe(400);
    const noPkce = await fetch(`${base}/authorize?${new URLSearchParams({ ...request, code_challenge_method: 'plain' })}`, {
      redirect: 'manual',
    });
    expect(new URL(noPkce.headers.get('location') as string).searchParams.get('error')).toBe('invalid_request');
  });

  it('a refusal goes back as access_denied with the state', async () => {
    const res = await fetch(`${base}/authorize`, form({ ...request, decision: 'deny' }));
    const back = new URL(res.headers.get('location') as string);
    expect(back.searchParams.get('oidc')).toBe('1');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-1');
  });

  it('an e-mail that is not one is asked again', async () => {
    const res = await approve({ email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('درست ای میل پتہ');
  });

  it('trades the code (client secret and PKCE verifier checked, once) for a signed ID token', async () => {
    const code = new URL((await approve()).headers.get('location') as string).searchParams.get('code') as string;
    expect((await tokenCall({ code, code_verifier: verifier, client_secret: 'wrong' })).status).toBe(401);
    const good = standinClientSecret(SECRET, 'wl-demo');
    // A wrong verifier uses the code up, as a stolen code must not be tried twice.
    expect(await (await tokenCall({ code, code_verifier: 'x'.repeat(50), client_secret: good })).json()).toEqual({
      error: 'invalid_grant',
    });
    const again = new URL((await approve()).headers.get('location') as string).searchParams.get('code') as string;
    const basic = `Basic ${Buffer.from(`wl-demo:${good}`).toString('base64')}`;
    const res = await fetch(`${base}/token`, {
      ...form({ grant_type: 'authorization_code', code: again, code_verifier: verifier, redirect_uri: request.redirect_uri }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    });
    const tokens = await res.json();
    const { payload } = await jwtVerify(tokens.id_token, keys(), { issuer: base, audience: 'wl-demo' });
    expect(payload).toMatchObject({ nonce: 'nonce-1', email: 'asha@example.com', name: 'Asha Khan', email_verified: true });
    const info = await (await fetch(`${base}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
    expect(info.sub).toBe(payload.sub);
    const replay = await tokenCall({ code: again, code_verifier: verifier, client_secret: good });
    expect(replay.status).toBe(400);
  });
});

describe('phone authentication', () => {
  const project = 'wl-demo-phone';
  const captcha = async (origin = SITE) => {
    const page = await (await fetch(`${base}/phone/captcha`, form({ key: project, origin, hl: 'en' }))).text();
    return /token:"([^"]+)"/.exec(page)?.[1] ?? '';
  };
  const api = (op: string, body: unknown, origin = SITE) =>
    fetch(`${base}/v1/accounts:${op}?key=${project}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
  const send = async (phoneNumber: string) =>
    api('sendVerificationCode', { phoneNumber, recaptchaToken: await captcha(), languageCode: 'ur' });

  it('the captcha serves only the site origins it knows', async () => {
    expect((await fetch(`${base}/phone/captcha?key=${project}&origin=${encodeURIComponent(SITE)}`)).status).toBe(200);
    expect((await fetch(`${base}/phone/captcha?key=${project}&origin=${encodeURIComponent('https://evil.example')}`)).status).toBe(400);
    const pre = await fetch(`${base}/v1/accounts:sendVerificationCode?key=${project}`, { method: 'OPTIONS', headers: { origin: SITE } });
    expect(pre.headers.get('access-control-allow-origin')).toBe(SITE);
    const other = await api('sendVerificationCode', {}, 'https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('texts a code and trades it for an ID token signed for the project', async () => {
    const sent = await send('03001234560');
    const { sessionInfo } = await sent.json();
    const sms = texts.at(-1);
    expect(sms).toMatchObject({ project, to: '03001234560' });
    expect(sms?.text).toContain('تصدیقی کوڈ');
    const code = /\d{6}/.exec(sms?.text ?? '')?.[0] as string;
    expect(await errorOf(await api('signInWithPhoneNumber', { sessionInfo, code: code === '000000' ? '111111' : '000000' }))).toBe(
      'INVALID_CODE',
    );
    const res = await (await api('signInWithPhoneNumber', { sessionInfo, code })).json();
    const { payload } = await jwtVerify(res.idToken, keys(), { issuer: standinPhoneIssuer(base, project), audience: project });
    expect(payload.phone_number).toBe('03001234560');
    expect(await errorOf(await api('signInWithPhoneNumber', { sessionInfo, code }))).toBe('INVALID_SESSION_INFO');
  });

  it('answers every refusal a site must be able to show', async () => {
    expect(await errorOf(await send(''))).toBe('MISSING_PHONE_NUMBER');
    expect(await errorOf(await send('12ab'))).toBe('INVALID_PHONE_NUMBER');
    expect(await errorOf(await api('sendVerificationCode', { phoneNumber: '03001112223', recaptchaToken: 'made-up' }))).toBe(
      'CAPTCHA_CHECK_FAILED',
    );
    expect(await errorOf(await send(STANDIN_TEST_NUMBERS.quota))).toBe('QUOTA_EXCEEDED');
    expect(await errorOf(await send(STANDIN_TEST_NUMBERS.tooMany))).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    expect(await errorOf(await send(STANDIN_TEST_NUMBERS.captcha))).toBe('CAPTCHA_CHECK_FAILED');
    expect(await errorOf(await send(STANDIN_TEST_NUMBERS.notEnabled))).toBe('OPERATION_NOT_ALLOWED');
    const unknown = await send(STANDIN_TEST_NUMBERS.unknown);
    expect(unknown.status).toBe(500);
    const expired = await (await send(STANDIN_TEST_NUMBERS.expired)).json();
    expect(await errorOf(await api('signInWithPhoneNumber', { sessionInfo: expired.sessionInfo, code: '123456' }))).toBe('SESSION_EXPIRED');
    expect(await errorOf(await api('signInWithPhoneNumber', { sessionInfo: expired.sessionInfo, code: '' }))).toBe('MISSING_CODE');
    const bad = await fetch(`${base}/v1/accounts:sendVerificationCode?key=Not%20a%20key`, { method: 'POST' });
    expect(await errorOf(bad)).toBe('INVALID_API_KEY');
  });

  it('a sixth code to one number within five minutes is too many', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send('03005550999')).status).toBe(200);
    expect(await errorOf(await send('03005550999'))).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
  });
});
