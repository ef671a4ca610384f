import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, encCall, lastOutbox, login } from './auth-helpers';
import { H, type TestContext, createTestApp } from './harness';
import { startSmsGateway, startSmtp } from './local-providers';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
beforeAll(async () => {
  smtp = await startSmtp();
  sms = await startSmsGateway();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'no-reply@demo.example',
    SMS_GATEWAY_URL: sms.url,
    SMS_GATEWAY_TOKEN: 'gw-secret',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await sms?.close();
});

const info = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: H('DEMO', { authorization: token }) });
const change = (token: string, body: Record<string, unknown>) =>
  encCall(t, 'PUT', '/wps/member/password', body, H('DEMO', { authorization: token }));

/** Sets a new password with a code from the e-mail or SMS step (confirmed with the same password). */
const reset = (body: Record<string, unknown>, newPassword: string) =>
  encCall(t, 'POST', '/wps/member/password/verification', { ...body, newPassword, confirmNewPassword: newPassword });
/** Asks for a reset code by e-mail for a username and address. */
const mailCode = (username: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/wps/member/password/email', headers: H(), payload: { username, email } });

describe('change password', () => {
  it('refuses a wrong old password, a mismatch and a weak new one; success ends the other sessions', async () => {
    const other = (await login(t, { username: 'weakpass', password: '123456', channel: 'member' })).json().value.token;
    const { createSessionService } = await import('../src/modules/sessions/session.service');
    const mine = await createSessionService({ db: t.dbHandle.db }).open({ merchantId: 1, memberId: (await info(other)).json().value.id });
    expect((await change(mine.token, { oldPassword: 'nope', newPassword: 'fresh123', confirmNewPassword: 'fresh123' })).json().code).toBe(
      'password.incorrect',
    );
    expect(
      (await change(mine.token, { oldPassword: '123456', newPassword: 'fresh123', confirmNewPassword: 'fresh124' })).json(),
    ).toMatchObject({
      code: 'password.inconsistent',
      message: 'Confirmation password is not correct.',
    });
    expect((await change(mine.token, { oldPassword: '123456', newPassword: 'abcdefg', confirmNewPassword: 'abcdefg' })).json().code).toBe(
      'request_param_err',
    );
    const ok = await change(mine.token, { oldPassword: '123456', newPassword: 'fresh123', confirmNewPassword: 'fresh123' });
    expect(ok.json()).toMatchObject({ success: true });
    expect((await info(other)).json().code).toBe('login.not.session');
    expect((await info(mine.token)).statusCode).toBe(200);
    const relog = (await login(t, { username: 'weakpass', password: 'fresh123' })).json().value;
    expect(relog.forceChangePassword).toBe(false);
  });

  it('needs a session and an encrypted body', async () => {
    const anon = await encCall(t, 'PUT', '/wps/member/password', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('forgot password by e-mail (local SMTP server)', () => {
  it('mails a code for a matching pair; the code + new password signs in; a wrong pair answers the same and mails nothing', async () => {
    const miss = await mailCode('demo01', 'other@x.example');
    const hit = await mailCode('demo01', 'demo01@demo.example');
    expect(miss.json().value).toEqual(hit.json().value);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual(['demo01@demo.example']);
    const code = codeIn(smtp.mails[0]?.raw ?? null);
    const bad = await reset({ method: 'email', username: 'demo01', code: '000001' }, 'mailed123');
    expect(bad.json().code).toBe('verification.invalid');
    const res = await reset({ method: 'email', username: 'demo01', code }, 'mailed123');
    expect((await info(res.json().value.token)).json().value.account).toBe('demo01');
    expect((await login(t, { username: 'demo01', password: 'mailed123' })).json().value.token).toBeTruthy();
    const badEmail = await mailCode('demo01', 'not-an-email');
    expect(badEmail.json().code).toBe('request_param_err');
  });
});

describe('forgot password by mobile (local SMS gateway)', () => {
  it('texts a code through the gateway; code + new password signs in and ends older sessions', async () => {
    const mobile = '03001234560';
    const old = (await login(t, { username: 'demo01', password: 'mailed123' })).json().value.token;
    const sent = await t.app.inject({ method: 'POST', url: '/wps/member/password/sms', headers: H(), payload: { mobileNum: mobile } });
    expect(sent.json().value).toEqual({ sent: true, expiredMinutes: 5 });
    const msg = sms.messages.at(-1);
    expect(msg).toMatchObject({ to: mobile, auth: 'Bearer gw-secret' });
    expect(await lastOutbox(t, mobile)).toBeNull();
    const code = codeIn(msg?.text ?? null);
    const weak = await reset({ mobileNum: mobile, code }, 'short');
    expect(weak.json().code).toBe('request_param_err');
    const res = await reset({ mobileNum: mobile, code }, 'texted123');
    expect(res.json().value.token).toBeTruthy();
    expect((await info(old)).json().code).toBe('login.not.session');
    const replay = await reset({ mobileNum: mobile, code }, 'again1234');
    expect(replay.json().code).toBe('verification.invalid');
  });

  it('a failing gateway answers a coded error the client can show', async () => {
    sms.state.failing = true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/sms',
      headers: H(),
      payload: { mobileNum: '03001234560' },
    });
    sms.state.failing = false;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'delivery.failed', message: 'The message could not be sent, please try again.' });
  });
});
