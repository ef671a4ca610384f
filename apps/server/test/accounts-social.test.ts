import { type IdentityStandin, createIdentityStandin, standinClientSecret, standinPhoneIssuer } from '@wl/idp-standin';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './auth-helpers';
import { H, OPS, type TestContext, createTestApp } from './harness';

/** The operator's own settings (not the start-up seeding): the identity stand-in as any OpenID Connect provider. */
const SECRET = 'social-test-master-secret';
let t: TestContext;
let idp: IdentityStandin;
let base = '';
beforeAll(async () => {
  idp = await createIdentityStandin({ secret: SECRET, deliver: async () => {} });
  base = await idp.listen(0);
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/v1/merchants/DEMO/auth-settings',
    headers: OPS,
    payload: {
      oidcProviders: [
        { id: 'local', name: 'Local ID', issuer: base, clientId: 'wl-demo', clientSecret: standinClientSecret(SECRET, 'wl-demo') },
      ],
      firebase: { issuer: standinPhoneIssuer(base, 'demo-phone'), audience: 'demo-phone', jwksUri: `${base}/jwks` },
      smsExpiryMinutes: 3,
      passwordMaxAgeDays: 0,
      loginVerifyMethods: ['sms', 'email', 'totp', 'bankName'],
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const redirectUri = 'http://127.0.0.1:19299/oidc/callback';
const startFlow = async () => {
  const start = await t.app.inject({
    method: 'GET',
    url: `/wps/session/oidc/local/start?redirectUri=${encodeURIComponent(redirectUri)}`,
    headers: H(),
  });
  const { authorizationUrl, state } = start.json().value;
  const asked = new URL(authorizationUrl);
  expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
  // The consent page, answered as the person would.
  const back = await fetch(`${base}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(asked.searchParams),
      decision: 'allow',
      name: 'Some One',
      email: 'someone@example.com',
    }),
    redirect: 'manual',
  });
  const to = new URL(back.headers.get('location') as string);
  expect(to.searchParams.get('state')).toBe(state);
  return { state, code: to.searchParams.get('code') as string };
};

describe('social sign-in (OpenID Connect, code + PKCE)', () => {
  it('lists the merchant providers only where configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/session/oidc/providers', headers: H() })).json().value).toEqual([
      { id: 'local', name: 'Local ID' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/wps/session/oidc/providers', headers: H('ACME') })).json().value).toEqual([]);
  });

  it('signs in (creating the account once), and a state cannot be replayed', async () => {
    const { state, code } = await startFlow();
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/oidc/callback', headers: H(), payload: { state, code } });
    const v = res.json().value;
    expect(v).toMatchObject({ forceChangePassword: false });
    const me = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: H('DEMO', { authorization: v.token }) })).json()
      .value;
    expect(me.nickname).toBe('Some One');
    const replay = await t.app.inject({ method: 'POST', url: '/wps/session/oidc/callback', headers: H(), payload: { state, code } });
    expect(replay.json().code).toBe('oidc.failed');
    const again = await startFlow();
    const second = (await t.app.inject({ method: 'POST', url: '/wps/session/oidc/callback', headers: H(), payload: again })).json().value;
    const me2 = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: H('DEMO', { authorization: second.token }) })).json()
      .value;
    expect(me2.id).toBe(me.id);
  });

  it('a code the provider refuses (wrong verifier / unknown code) is a coded failure', async () => {
    const { state } = await startFlow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/oidc/callback',
      headers: H(),
      payload: { state, code: 'forged-code' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('oidc.failed');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/wps/session/oidc/nope/start?redirectUri=${encodeURIComponent(redirectUri)}`,
      headers: H(),
    });
    expect(unknown.json().code).toBe('resource.not_found');
  });
});

/** A phone-authentication ID token signed by the stand-in's key (`forge`: by a key it does not publish). */
const phoneToken = async (phone: string, aud = 'demo-phone', forge = false) => {
  const claims = { phone_number: phone };
  const o = { issuer: standinPhoneIssuer(base, 'demo-phone'), audience: aud, subject: `p-${phone}`, ttlSeconds: 300 };
  if (!forge) return idp.signer.sign(claims, o);
  const other = await generateKeyPair('RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: idp.signer.jwks.keys[0]?.kid })
    .setIssuer(o.issuer)
    .setAudience(aud)
    .setExpirationTime('5m')
    .sign(other.privateKey);
};

describe('phone authentication (firebase type)', () => {
  it('signs in the member with the verified number; never forces a password change', async () => {
    const token = await phoneToken('03001234560');
    const res = await login(t, { username: '03001234560', password: token, type: 'firebase' });
    expect(res.json().value).toMatchObject({ forceChangePassword: false, memberType: 0 });
  });

  it('never forces a change, even for an account on the default or an expired password', async () => {
    const { members } = await import('../src/db/schema');
    const { and, eq } = await import('drizzle-orm');
    const db = t.dbHandle.db;
    await db
      .update(members)
      .set({ mobile: '03005550201' })
      .where(and(eq(members.merchantId, 1), eq(members.account, 'expired01')));
    await db
      .update(members)
      .set({ mobile: '03005550202' })
      .where(and(eq(members.merchantId, 1), eq(members.account, 'weakpass')));
    for (const phone of ['03005550201', '03005550202']) {
      const res = await login(t, { username: phone, password: await phoneToken(phone), type: 'firebase' });
      expect(res.json().value, phone).toMatchObject({ forceChangePassword: false });
    }
  });

  it('refuses a forged token, a wrong audience and an unknown number', async () => {
    expect(
      (await login(t, { username: 'x', password: await phoneToken('03001234560', 'demo-phone', true), type: 'firebase' })).json().code,
    ).toBe('firebase.invalid_token');
    expect((await login(t, { username: 'x', password: await phoneToken('03001234560', 'other-app'), type: 'firebase' })).json().code).toBe(
      'firebase.invalid_token',
    );
    const unknown = await login(t, { username: 'x', password: await phoneToken('03007777777'), type: 'firebase' });
    expect(unknown.json()).toMatchObject({ code: 'member.not_found', message: 'Please Register An Account First.' });
    expect((await login(t, { username: 'x', password: 'not.a.jwt', type: 'firebase' }, 'ACME')).json().code).toBe('function.not.available');
  });
});
