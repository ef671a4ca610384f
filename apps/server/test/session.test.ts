import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { H, type TestContext, createTestApp, signIn } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('sessions', () => {
  it('member info needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: H() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.required');
  });

  it('answers the member for a valid token (raw or Bearer)', async () => {
    const s = await signIn(t, { account: 'alice01', type: 41 });
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: s.headers });
    expect(res.json().value).toMatchObject({ account: 'alice01', type: 41, currencySymbol: 'Rs' });
    const bearer = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...H(), authorization: `Bearer ${s.token}` } });
    expect(bearer.statusCode).toBe(200);
  });

  it('a token of another merchant, a garbage token and a logged-out token answer login.not.session', async () => {
    const s = await signIn(t);
    const other = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...H('ACME'), authorization: s.token } });
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('login.not.session');
    const junk = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...H(), authorization: "x' OR 1=1 --" } });
    expect(junk.json().code).toBe('login.not.session');
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: s.headers });
    expect(out.json()).toMatchObject({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: s.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('login.not.session');
  });
});
