import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, H, type TestContext } from './harness';

/**
 * Issue 28, item 4: the support console's sign-in has the member sign-in's limits (per account and per address,
 * atomic, with the lock message). Before, 40 wrong passwords in a row were all checked and the right one then gave a
 * staff token that reads every member's chat of the merchant.
 */
describe('support console sign-in limits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_IP_MAX_FAILURES: '12', AUTH_LOCK_MINUTES: '5' });
  });
  afterAll(() => t.close());

  let address = 10;
  /** Each case signs in from an address of its own (the per-address counter is shared by every name). */
  const from = () => {
    address += 1;
    return `10.0.0.${address}`;
  };
  const login = (ip: string, username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/wps/support-console/login', headers: H(), remoteAddress: ip, payload: { username, password } });

  it('after five wrong passwords the account is locked with the lock message, and the right one gives no token', async () => {
    const ip = from();
    const codes: string[] = [];
    for (let i = 0; i < 40; i++) codes.push((await login(ip, 'support01', `wrong-${i}`)).json().code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('support.login_failed'));
    expect(new Set(codes.slice(5))).toEqual(new Set(['login.temporarily_locked']));
    const right = await login(ip, 'support01', 'support123');
    expect([right.statusCode, right.json().code, right.json().value?.token]).toEqual([429, 'login.temporarily_locked', undefined]);
    expect(right.json().message).toMatch(/5/);
  });

  it('20 wrong passwords at once: at most five are checked, the rest are refused as locked', async () => {
    const codes = (await Promise.all(Array.from({ length: 20 }, (_, i) => login(from(), 'ghost02', `bad-pass-${i}`)))).map(
      (r) => r.json().code,
    );
    expect(codes.filter((c) => c === 'support.login_failed').length, codes.join()).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'login.temporarily_locked').length, codes.join()).toBeGreaterThanOrEqual(15);
  });

  it('one address guessing many names is stopped by the per-address limit', async () => {
    const ip = from();
    const codes: string[] = [];
    for (let i = 0; i < 16; i++) codes.push((await login(ip, `nobody${i}`, 'not-the-password')).json().code);
    expect(codes.slice(0, 12)).toEqual(Array(12).fill('support.login_failed'));
    expect(new Set(codes.slice(12))).toEqual(new Set(['auth.too_many_attempts']));
  });

  it('a right password clears the account’s failures: the count starts again', async () => {
    const ip = from();
    for (let i = 0; i < 4; i++) expect((await login(ip, 'support02', 'not-the-password')).json().code).toBe('support.login_failed');
    const ok = await login(ip, 'support02', 'support123');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.token).toMatch(/^sst_/);
    for (let i = 0; i < 4; i++) expect((await login(ip, 'support02', 'not-the-password')).json().code).toBe('support.login_failed');
  });
});
