import { type IdentityStandin, createIdentityStandin, standinOutboxToken, standinPhoneIssuer } from '@wl/idp-standin';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configProblems, assertProductionSafe } from '../src/production-safety';
import { merchantsOnIdentityStandin, pointMerchantAtIdentityStandin } from '../src/seed/identity-standin';
import { codeIn, encCall, lastOutbox, login, solveCaptcha } from './auth-helpers';
import { H, type TestContext, createTestApp } from './harness';

/**
 * Social sign-in and phone authentication against the real identity stand-in (packages/idp-standin), as `npm start`
 * runs them: DEMO pointed at it by the start-up seeding, its texts delivered into this server's development outbox.
 */
const SECRET = 'identity-standin-test-secret';
const SITE = 'http://127.0.0.1:18998';
const PROJECT = 'wl-demo-phone';
let t: TestContext;
let idp: IdentityStandin;
let base = '';
/** The stand-in's clock runs this far from the wall clock: tests move it to issue tokens that have already expired. */
let skew = 0;

beforeAll(async () => {
  idp = await createIdentityStandin({
    secret: SECRET,
    now: () => new Date(Date.now() + skew),
    deliver: async (m) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/dev/outbox/sms',
        headers: { authorization: `Bearer ${standinOutboxToken(SECRET)}` },
        payload: m,
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    },
  });
  base = await idp.listen(0);
  t = await createTestApp({ IDP_URL: base, IDP_SECRET: SECRET });
  await pointMerchantAtIdentityStandin(t.dbHandle.db, { url: base, secret: SECRET });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** The phone sign-in as the web client goes through it: captcha pop-up, code texted to the outbox, code confirmed. */
const phoneToken = async (phone: string, project = PROJECT) => {
  const page = await (await fetch(`${base}/phone/captcha`, form({ key: project, origin: SITE }))).text();
  const recaptchaToken = /token:"([^"]+)"/.exec(page)?.[1];
  const call = async (op: string, body: unknown) =>
    (
      await fetch(`${base}/v1/accounts:${op}?key=${project}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const { sessionInfo } = await call('sendVerificationCode', { phoneNumber: phone, recaptchaToken });
  const { idToken } = await call('signInWithPhoneNumber', { sessionInfo, code: codeIn(await lastOutbox(t, phone)) });
  return idToken as string;
};

describe('DEMO on the identity stand-in', () => {
  it('offers the stand-in as its social provider and phone-authentication service; ACME has neither', async () => {
    const providers = (await t.app.inject({ method: 'GET', url: '/wps/session/oidc/providers', headers: H() })).json().value;
    expect(providers).toContainEqual({ id: 'standin', name: 'Local ID' });
    expect((await t.app.inject({ method: 'GET', url: '/wps/session/phone-auth', headers: H() })).json().value).toEqual({
      apiUrl: base,
      apiKey: PROJECT,
    });
    expect((await t.app.inject({ method: 'GET', url: '/wps/session/phone-auth', headers: H('ACME') })).json().value).toBeNull();
    // Seeding again at the next start renews the provider, never doubles it.
    await pointMerchantAtIdentityStandin(t.dbHandle.db, { url: base, secret: SECRET });
    const again = (await t.app.inject({ method: 'GET', url: '/wps/session/oidc/providers', headers: H() })).json().value;
    expect(again.filter((p: { id: string }) => p.id === 'standin')).toHaveLength(1);
  });

  it('signs in through the consent page (in the site language), creating the account once', async () => {
    const signIn = async () => {
      const start = await t.app.inject({
        method: 'GET',
        url: `/wps/session/oidc/standin/start?redirectUri=${encodeURIComponent(`${SITE}/?oidc=1`)}`,
        headers: H('DEMO', { language: 'UR' }),
      });
      const { authorizationUrl, state } = start.json().value;
      const asked = new URL(authorizationUrl);
      expect(asked.searchParams.get('ui_locales')).toBe('ur');
      expect(await (await fetch(asked)).text()).toContain('dir="rtl"');
      const fields = Object.fromEntries(asked.searchParams);
      const approved = await fetch(
        `${base}/authorize`,
        form({ ...fields, decision: 'allow', name: 'Bilal Ahmed', email: 'bilal@example.com' }),
      );
      const back = new URL(approved.headers.get('location') as string);
      expect(back.searchParams.get('state')).toBe(state);
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/oidc/callback',
        headers: H(),
        payload: { state, code: back.searchParams.get('code') },
      });
      return res.json().value.token as string;
    };
    const info = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: H('DEMO', { authorization: token }) })).json().value;
    const first = await info(await signIn());
    expect(first).toMatchObject({ nickname: 'Bilal Ahmed' });
    expect((await info(await signIn())).id).toBe(first.id);
  });

  it('texts the code into the outbox under DEMO; a stranger cannot write there', async () => {
    const idToken = await phoneToken('03001234560');
    expect(idToken.split('.')).toHaveLength(3);
    const rows = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json?to=03001234560' })).json().value;
    expect(rows[0]).toMatchObject({ merchant: 'DEMO', channel: 'sms' });
    const payload = { project: PROJECT, to: '03001234560', text: 'hello' };
    const forged = await t.app.inject({ method: 'POST', url: '/dev/outbox/sms', headers: { authorization: 'Bearer nope' }, payload });
    expect(forged.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/dev/outbox/sms',
      headers: { authorization: `Bearer ${standinOutboxToken(SECRET)}` },
      payload: { ...payload, project: 'wl-nobody-phone' },
    });
    expect(unknown.json().code).toBe('resource.not_found');
  });
});

describe('the phone ID token, verified with the service keys', () => {
  it('a good token signs the member of that number in', async () => {
    const res = await login(t, { username: '03001234560', password: await phoneToken('03001234560'), type: 'firebase' });
    expect(res.json().value).toMatchObject({ forceChangePassword: false, verification: null });
    expect(res.json().value.token).toEqual(expect.any(String));
  });

  it('an expired token is refused', async () => {
    skew = -2 * 3600_000;
    const old = await phoneToken('03001234560').finally(() => {
      skew = 0;
    });
    expect((await login(t, { username: 'x', password: old, type: 'firebase' })).json().code).toBe('firebase.invalid_token');
  });

  it('a token signed with another key (under the service key id) is refused', async () => {
    const other = await generateKeyPair('RS256');
    const kid = idp.signer.jwks.keys[0]?.kid as string;
    const forged = await new SignJWT({ phone_number: '03001234560' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(standinPhoneIssuer(base, PROJECT))
      .setAudience(PROJECT)
      .setSubject('someone')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(other.privateKey);
    expect((await login(t, { username: 'x', password: forged, type: 'firebase' })).json().code).toBe('firebase.invalid_token');
  });

  it('a token for another audience is refused, even signed by the service', async () => {
    const elsewhere = await idp.signer.sign(
      { phone_number: '03001234560' },
      { issuer: standinPhoneIssuer(base, PROJECT), audience: 'wl-acme-phone', subject: 'someone', ttlSeconds: 600 },
    );
    expect((await login(t, { username: 'x', password: elsewhere, type: 'firebase' })).json().code).toBe('firebase.invalid_token');
  });

  it('registers a new member with the verified number, and refuses a token of another number', async () => {
    const mobile = '03127770001';
    const body = async (idToken: string) => ({
      mobileNum: mobile,
      password: 'secret12',
      confirmPassword: 'secret12',
      firebaseChannel: 'phone',
      firebaseIdToken: idToken,
      registerMethod: 'WEB',
      ...(await solveCaptcha(t)),
    });
    const wrong = await encCall(t, 'POST', '/wps/member/register/mobile', await body(await phoneToken('03127770002')));
    expect(wrong.json().code).toBe('firebase.invalid_token');
    const res = await encCall(t, 'POST', '/wps/member/register/mobile', await body(await phoneToken(mobile)));
    expect(res.json().value).toMatchObject({ account: mobile });
    const back = await login(t, { username: mobile, password: await phoneToken(mobile), type: 'firebase' });
    expect(back.json().value.token).toEqual(expect.any(String));
  });
});

describe('production', () => {
  it('refuses IDP_URL and a merchant still signing in through the stand-in', async () => {
    const production = { ...t.config, NODE_ENV: 'production' as const, DEV_OUTBOX: false, GATEWAY_STANDIN: false };
    expect(configProblems(production).join('\n')).toMatch(/IDP_URL/);
    expect(await merchantsOnIdentityStandin(t.dbHandle.db)).toEqual(['DEMO']);
    await expect(assertProductionSafe({ ...production, IDP_URL: undefined }, t.dbHandle.db)).rejects.toThrow(
      /merchant DEMO: signs in through/,
    );
  });
});
