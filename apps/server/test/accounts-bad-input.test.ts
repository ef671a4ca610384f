import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCount } from './auth-helpers';
import { encCall } from './auth-helpers';
import { H, type TestContext, createTestApp, signIn } from './harness';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t)).token;
});
afterAll(() => t?.close());

const hostile: unknown[] = [
  null,
  [],
  'just a string',
  { username: { $ne: null }, password: ['x'] },
  { username: "' OR 1=1 --", password: '<script>alert(1)</script>', type: 'username' },
  { username: 'a'.repeat(10_000), password: 'b'.repeat(10_000) },
  { mobileNum: -1e308, code: 1e308, newPassword: true, method: 'sms' },
  { ticket: '💥'.repeat(40), method: 'totp', code: '\u0000\u202e' },
  { state: '../../etc/passwd', code: '%00' },
];

const encrypted: [string, string][] = [
  ['POST', '/wps/session/login'],
  ['POST', '/wps/session/login/verification'],
  ['POST', '/wps/member/register'],
  ['POST', '/wps/member/register/mobile'],
  ['PUT', '/wps/member/password'],
  ['POST', '/wps/member/password/verification'],
];
const plain: [string, string][] = [
  ['POST', '/wps/verification/sms/register'],
  ['POST', '/wps/member/password/email'],
  ['POST', '/wps/member/password/sms'],
  ['POST', '/wps/session/oidc/callback'],
];

describe('hostile and malformed input on every account call', () => {
  it.each(encrypted)('%s %s (encrypted): 4xx with a code, nothing written', async (method, url) => {
    const before = await memberCount(t);
    for (const body of hostile) {
      const res = await encCall(t, method as 'POST' | 'PUT', url, body, H('DEMO', { authorization: token }));
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().code).toBeTruthy();
    }
    for (const raw of ['{not json', '']) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...H(), 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await memberCount(t)).toBe(before);
  });

  it.each(plain)('%s %s: 4xx with a code', async (method, url) => {
    for (const body of hostile) {
      const res = await t.app.inject({ method: method as 'POST', url, headers: H(), payload: body as object });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toBeTruthy();
    }
  });

  it('query strings: affiliate, SMS login code, OIDC start', async () => {
    for (const url of [
      '/wps/agent/affiliate',
      `/wps/agent/affiliate?affiliateCode=${'x'.repeat(500)}`,
      '/wps/verification/sms/noLogin?mobileNum=%27%3B--',
      '/wps/session/oidc/local/start?redirectUri=javascript:alert(1)',
      '/wps/session/oidc/..%2F..%2Fetc/start?redirectUri=https://x.example',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: H() });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
