import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, opsAuditLog } from '../src/db/schema';
import { codeIn, encCall, lastOutbox, memberCount, solveCaptcha } from './auth-helpers';
import { H, OPS, type TestContext, createTestApp } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const form = async (extra: Record<string, unknown> = {}, merchant = 'DEMO') => ({
  username: `user${Math.floor(Math.random() * 1e6)}`,
  password: 'secret12',
  confirmPassword: 'secret12',
  registerUrl: 'https://demo.example/register',
  registerMethod: 'WEB',
  ...(await solveCaptcha(t, merchant)),
  ...extra,
});

describe('encrypted calls', () => {
  it('publishes an RSA public key and refuses a plaintext body with request_body_required', async () => {
    const key = (await t.app.inject({ method: 'GET', url: '/wps/system/publicKey', headers: H() })).json().value;
    expect(key).toMatchObject({ alg: 'RSA-OAEP-256+A256GCM', kid: 'main' });
    const before = await memberCount(t);
    const res = await t.app.inject({ method: 'POST', url: '/wps/member/register', headers: H(), payload: await form() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request_body_required');
    expect(await memberCount(t)).toBe(before);
  });

  it('a tampered ciphertext is refused as bad input, not a server error', async () => {
    const { encryptBody } = await import('@wl/contracts');
    const key = (await t.app.inject({ method: 'GET', url: '/wps/system/publicKey', headers: H() })).json().value;
    const body = await encryptBody(key, await form());
    const data = Buffer.from(body.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/register',
      headers: H(),
      payload: { ...body, data: data.toString('base64') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request_param_err');
  });
});

describe('register by username', () => {
  it('creates the member, records registerUrl/method, signs in and places it under the affiliate agent', async () => {
    const body = await form({ affiliateCode: 'demoag1' });
    const res = await encCall(t, 'POST', '/wps/member/register', body);
    expect(res.statusCode).toBe(200);
    const { token, account } = res.json().value;
    expect(account).toBe(body.username);
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: H('DEMO', { authorization: token }) });
    expect(info.json().value).toMatchObject({ account: body.username, type: 0 });
    const row = (await t.dbHandle.db.select().from(members).where(eq(members.account, body.username)))[0];
    const agent = (await t.dbHandle.db.select().from(members).where(eq(members.account, 'agent01')))[0];
    expect(row).toMatchObject({ registerUrl: 'https://demo.example/register', registerMethod: 'WEB', parentId: agent?.id });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('a referral code places the member under the referrer', async () => {
    const res = await encCall(t, 'POST', '/wps/member/register', await form({ referralCode: 'DEMODM1' }));
    const row = (await t.dbHandle.db.select().from(members).where(eq(members.id, res.json().value.memberId)))[0];
    const referrer = (await t.dbHandle.db.select().from(members).where(eq(members.account, 'demo01')))[0];
    expect(row?.parentId).toBe(referrer?.id);
  });

  const bad: [string, Record<string, unknown>, string, string | null][] = [
    ['username pattern', { username: '1abc' }, 'request_param_err', 'Start with a letter, then letters or digits, 4 - 16 characters.'],
    ['username too short', { username: 'ab' }, 'request_param_err', null],
    [
      'password pattern',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'request_param_err',
      'Must contain both letters and digits, 6 - 20 characters.',
    ],
    ['confirmation differs', { confirmPassword: 'secret13' }, 'request_param_err', 'Confirmation password is not correct.'],
    ['missing username', { username: '' }, 'request_param_err', 'Input cannot be empty.'],
    ['hostile username', { username: "x'; DROP TABLE members;--" }, 'request_param_err', null],
    ['oversized field', { email: `${'a'.repeat(300)}@x.co` }, 'request_param_err', null],
    ['wrong type', { username: 12345 }, 'request_param_err', null],
    ['missing captcha', { captcha: undefined }, 'captcha.required', 'Please enter the captcha.'],
    ['wrong captcha', { captcha: 'ZZZZ' }, 'captcha.invalid', 'Captcha check failed.'],
    ['invalid affiliate code', { affiliateCode: 'NOPE1234' }, 'affiliate.invalid', 'Invalid invitation code.'],
    ['affiliate code of a non-agent', { affiliateCode: 'DEMODM1' }, 'affiliate.invalid', null],
    ['taken username', { username: 'demo01' }, 'register.account_exists', null],
  ];
  it.each(bad)('%s: coded error, nothing written', async (_name, extra, code, message) => {
    const before = await memberCount(t);
    const res = await encCall(t, 'POST', '/wps/member/register', await form(extra));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe(code);
    if (message) expect(res.json().message).toBe(message);
    expect(await memberCount(t)).toBe(before);
  });

  it('answers pattern messages in Urdu when asked', async () => {
    const res = await encCall(t, 'POST', '/wps/member/register', await form({ username: '1abc' }), H('DEMO', { language: 'UR' }));
    expect(res.json().message).toBe('پہلا حرف انگریزی حرف ہو، پھر حروف یا ہندسے، 4 - 16 حروف۔');
  });

  it('a captcha is single use', async () => {
    const c = await solveCaptcha(t);
    const first = await encCall(t, 'POST', '/wps/member/register', await form(c));
    expect(first.statusCode).toBe(200);
    const again = await encCall(t, 'POST', '/wps/member/register', await form(c));
    expect(again.json().code).toBe('captcha.invalid');
  });

  it('a refused registration uses up its captcha too (a taken name cannot be probed with one captcha)', async () => {
    const c = await solveCaptcha(t);
    const taken = await encCall(t, 'POST', '/wps/member/register', await form({ ...c, username: 'demo01' }));
    expect(taken.json().code).toBe('register.account_exists');
    const again = await encCall(t, 'POST', '/wps/member/register', await form(c));
    expect(again.json().code).toBe('captcha.invalid');
  });

  it('the captcha is an SVG image the server draws', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: H() });
    const v = res.json().value;
    expect(v.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(v.image.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('register by mobile', () => {
  it('texts a code, registers with it, and the code cannot be used twice', async () => {
    const mobile = '03111234567';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: H(),
      payload: { mobileNum: mobile },
    });
    expect(sent.json().value).toEqual({ sent: true, expiredMinutes: 5 });
    const code = codeIn(await lastOutbox(t, mobile));
    expect(code).toMatch(/^\d{6}$/);
    const body = await form({ username: undefined, mobileNum: mobile, verificationCode: code });
    const res = await encCall(t, 'POST', '/wps/member/register/mobile', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.account).toBe(mobile);
    const dup = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', headers: H(), payload: { mobileNum: mobile } });
    expect(dup.json().code).toBe('register.mobile_exists');
  });

  it('a wrong code is refused and nothing is written', async () => {
    const mobile = '03111234999';
    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', headers: H(), payload: { mobileNum: mobile } });
    const before = await memberCount(t);
    const res = await encCall(t, 'POST', '/wps/member/register/mobile', await form({ mobileNum: mobile, verificationCode: '000000' }));
    expect(res.json().code).toBe('verification.invalid');
    expect(await memberCount(t)).toBe(before);
  });

  it('is refused where MOBILENUMREG3 is off (ACME)', async () => {
    const res = await encCall(t, 'POST', '/wps/member/register/mobile', await form({ mobileNum: '03001112222' }, 'ACME'), H('ACME'));
    expect(res.json().code).toBe('function.not.available');
  });

  it('SMS sends are limited per number', async () => {
    const mobile = '03119999999';
    const codes: string[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', headers: H(), payload: { mobileNum: mobile } })).json()
          .code,
      );
    expect(codes.slice(0, 5).every((c) => c === null)).toBe(true);
    expect(codes[5]).toBe('auth.too_many_attempts');
    const bad = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', headers: H(), payload: { mobileNum: 'abc' } });
    expect(bad.json().code).toBe('request_param_err');
  });
});

describe('affiliate check and operator rules', () => {
  it('checks an affiliate code within the merchant only', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?affiliateCode=DEMOAG1', headers: H() });
    expect(good.json().value).toEqual({ valid: true, agentAccount: 'agent01' });
    const other = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?affiliateCode=DEMOAG1', headers: H('ACME') });
    expect(other.json()).toMatchObject({ code: 'affiliate.invalid', message: 'Invalid invitation code.' });
  });

  it('the operator changes a field rule (audited); others are refused', async () => {
    const rule = { username: { acceptedPattern: '^\\d+$', minLength: 6, maxLength: 6, patternId: 6, required: true, visible: true } };
    const anon = await t.app.inject({ method: 'POST', url: '/wps/system/setting/register', headers: H('ACME'), payload: rule });
    expect(anon.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/system/setting/register',
      headers: H('ACME', OPS),
      payload: { username: { ...rule.username, acceptedPattern: '([' } },
    });
    expect(bad.json().code).toBe('request_param_err');
    const res = await t.app.inject({ method: 'POST', url: '/wps/system/setting/register', headers: H('ACME', OPS), payload: rule });
    expect(res.json().value).toEqual({ count: 1 });
    const acme = (await t.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: H('ACME') })).json().value;
    const demo = (await t.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: H('DEMO') })).json().value;
    expect(acme.username.patternId).toBe(6);
    expect(demo.username.patternId).toBe(1);
    const msg = await encCall(t, 'POST', '/wps/member/register', await form({ username: 'abc' }, 'ACME'), H('ACME'));
    expect(msg.json().message).toBe('Digits only, 6 digits.');
    const audit = await t.dbHandle.db.select().from(opsAuditLog).where(eq(opsAuditLog.action, 'merchant.register_settings'));
    expect(audit).toHaveLength(1);
  });
});
