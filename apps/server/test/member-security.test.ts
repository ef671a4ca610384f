import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { H, type TestContext, createTestApp, memberCall, signIn } from './harness';

/**
 * Issue 35 item 4: the member's security settings (/wps/v2/member/securityConfig) and stored interface language
 * (/wps/member/language) answered 404. The security centre reads the first; the sign-in applies the second.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('/wps/v2/member/securityConfig', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/member/securityConfig', headers: H() });
    expect(res.statusCode).toBe(401);
  });

  it('a new member has nothing set: no payment password, nothing bound, no login protection', async () => {
    const s = await signIn(t);
    const v = (await memberCall(t, s, 'GET', '/wps/v2/member/securityConfig')).json().value;
    expect(v).toMatchObject({ paymentPasswordSet: false, paymentPasswordLocked: false, mobile: null, email: null, passwordExpired: false });
    expect(v.bound.every((b: { bound: boolean }) => !b.bound)).toBe(true);
    expect(v.loginProtection).toEqual({ enabled: false, methods: [] });
  });

  it('follows what the member sets: payment password, mobile and e-mail (masked) turn login protection on', async () => {
    const s = await signIn(t);
    const set = await memberCall(t, s, 'PUT', '/wps/member/paymentPassword', { newPassword: '135790' });
    expect(set.statusCode).toBe(200);
    await t.dbHandle.db.update(members).set({ mobile: '923001234567', email: 'ali.khan@example.com' }).where(eq(members.id, s.member.id));
    const v = (await memberCall(t, s, 'GET', '/wps/v2/member/securityConfig')).json().value;
    expect(v.paymentPasswordSet).toBe(true);
    expect(v.mobile).toBe('92****67');
    expect(v.email).toBe('al***@example.com');
    expect(v.bound).toContainEqual({ method: 'sms', bound: true });
    expect(v.bound).toContainEqual({ method: 'totp', bound: false });
    expect(v.loginProtection).toEqual({ enabled: true, methods: ['sms', 'email'] });
    // Another member's settings are their own.
    const other = (await memberCall(t, await signIn(t), 'GET', '/wps/v2/member/securityConfig')).json().value;
    expect(other.paymentPasswordSet).toBe(false);
  });
});

describe('/wps/member/language', () => {
  it('is null until chosen, then keeps the choice for this member only', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    expect((await memberCall(t, a, 'GET', '/wps/member/language')).json().value).toEqual({ language: null });
    const put = await memberCall(t, a, 'PUT', '/wps/member/language', { language: 'UR' });
    expect(put.json().value).toEqual({ language: 'UR' });
    expect((await memberCall(t, a, 'GET', '/wps/member/language')).json().value).toEqual({ language: 'UR' });
    expect((await memberCall(t, b, 'GET', '/wps/member/language')).json().value).toEqual({ language: null });
    // The original's updateLanguage posts.
    expect((await memberCall(t, a, 'POST', '/wps/member/language', { language: 'EN' })).json().value).toEqual({ language: 'EN' });
    expect((await memberCall(t, a, 'GET', '/wps/member/language')).json().value).toEqual({ language: 'EN' });
  });

  it('refuses a language that is not one of ours, with a code, and keeps the stored one', async () => {
    const a = await signIn(t);
    await memberCall(t, a, 'PUT', '/wps/member/language', { language: 'UR' });
    const bad = await memberCall(t, a, 'PUT', '/wps/member/language', { language: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeTruthy();
    expect((await memberCall(t, a, 'GET', '/wps/member/language')).json().value).toEqual({ language: 'UR' });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/language', headers: H() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/wps/member/language', headers: H(), payload: { language: 'UR' } })).statusCode).toBe(
      401,
    );
  });
});
