import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/core/passwords';
import { members } from '../src/db/schema';
import { encCall, login } from './auth-helpers';
import { H, type TestContext, createTestApp } from './harness';

/**
 * Issue 16 item 8: the /agent page's change password works logged out (account + old password), is counted on the
 * sign-in counters like a login, and answers an unknown account and a wrong password alike.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t?.close());

let ipSeq = 0;
const freshIp = () => `10.88.${Math.floor(Math.random() * 250)}.${++ipSeq % 250}`;
const newAccount = async (type: number, password = 'old12345') => {
  const account = `ap${randomBytes(4).toString('hex')}`;
  await t.dbHandle.db.insert(members).values({ merchantId: 1, account, type, passwordHash: await hashPassword(password) });
  return account;
};
const change = (body: Record<string, string>, ip = freshIp()) =>
  encCall(t, 'POST', '/wps/agent/password', { confirmNewPassword: body.newPassword, ...body }, H(), ip);
const codeOf = (r: { json: () => { success: boolean; code?: string } }) => (r.json().success ? 'ok' : (r.json().code as string));
const info = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: H('DEMO', { authorization: token }) });

describe('agent change password from the sign-in page', () => {
  it('changes the password with no session, ends the sessions the account had, and the new one signs in', async () => {
    const username = await newAccount(1);
    const before = (await login(t, { username, password: 'old12345', channel: 'agent' }, 'DEMO', freshIp())).json().value.token;
    expect((await info(before)).statusCode).toBe(200);
    const res = await change({ username, oldPassword: 'old12345', newPassword: 'new12345' });
    expect(res.json()).toMatchObject({ success: true, value: null });
    expect((await info(before)).json().code).toBe('login.not.session');
    expect(codeOf(await login(t, { username, password: 'old12345', channel: 'agent' }, 'DEMO', freshIp()))).toBe('login.failed');
    expect(codeOf(await login(t, { username, password: 'new12345', channel: 'agent' }, 'DEMO', freshIp()))).toBe('ok');
  });

  it('a wrong old password and an unknown account answer alike; nothing changes', async () => {
    const username = await newAccount(1);
    const wrong = await change({ username, oldPassword: 'nope1234', newPassword: 'new12345' });
    const unknown = await change({ username: `${username}zz`, oldPassword: 'old12345', newPassword: 'new12345' });
    const answer = (r: typeof wrong) => {
      const { requestId: _, ...rest } = r.json();
      return [r.statusCode, rest];
    };
    expect(answer(wrong)).toEqual(answer(unknown));
    expect(wrong.json().code).toBe('login.failed');
    expect(codeOf(await login(t, { username, password: 'old12345', channel: 'agent' }, 'DEMO', freshIp()))).toBe('ok');
  });

  it('applies the merchant password rule and the confirmation before any check', async () => {
    const username = await newAccount(1);
    expect(codeOf(await change({ username, oldPassword: 'old12345', newPassword: 'x' }))).toBe('request_param_err');
    expect(codeOf(await change({ username, oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new99999' }))).toBe(
      'password.inconsistent',
    );
  });

  it('a member (not an agent) is refused, even with the right password; a trial type too', async () => {
    for (const type of [0, 4]) {
      const username = await newAccount(type);
      expect(codeOf(await change({ username, oldPassword: 'old12345', newPassword: 'new12345' }))).toBe('login.not_agent');
      // The old password still opens the account (a member signs in; a trial account is only refused its channel).
      expect(codeOf(await login(t, { username, password: 'old12345' }, 'DEMO', freshIp()))).toBe(type === 0 ? 'ok' : 'login.not_member');
    }
  });

  it('20 wrong old passwords at once are counted as 20: 5 checked, the rest locked, and the lock holds for sign-in', async () => {
    const username = await newAccount(1);
    const answers: Record<string, number> = {};
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change({ username, oldPassword: `wrong${i}x`, newPassword: 'new12345' }, freshIp())),
    );
    for (const r of all) answers[codeOf(r)] = (answers[codeOf(r)] ?? 0) + 1;
    expect(answers).toEqual({ 'login.failed': 5, 'login.temporarily_locked': 15 });
    expect(codeOf(await change({ username, oldPassword: 'old12345', newPassword: 'new12345' }))).toBe('login.temporarily_locked');
    expect(codeOf(await login(t, { username, password: 'old12345', channel: 'agent' }, 'DEMO', freshIp()))).toBe(
      'login.temporarily_locked',
    );
  });

  it('is encrypted like sign-in: a plain body is refused', async () => {
    const username = await newAccount(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/password',
      headers: H(),
      payload: { username, oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' },
    });
    expect(res.statusCode).toBe(400);
  });
});
