import { crc32, deflateSync } from 'node:zlib';
import { contrastRatio, flattenWhitelabel } from '@wl/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { merchants, opsAuditLog } from '../src/db/schema';
import { encCall, solveCaptcha } from './auth-helpers';
import { H, OPS, type TestContext, appForFile, createTestApp, testConfig } from './harness';
import { bearer, staffClient } from './staff-helpers';

const t = appForFile();
const staff = staffClient(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin', 'viewer', 'marketing']) tokens[who] = (await staff.signIn(who)).token;
});

const as = (who: string) => bearer(tokens[who] as string);
const brandUrl = (path = '', code = 'DEMO') => `/ops/v1/merchants/${code}/brand${path}`;
const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const status = async (ctx: Pick<TestContext, 'app'> = t, code = 'DEMO') =>
  (await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: H(code) })).json().value;
const demoRow = async () => (await t.dbHandle.db.select().from(merchants).where(eq(merchants.code, 'DEMO')))[0]!;
const lastAudit = async () => (await t.dbHandle.db.select().from(opsAuditLog).orderBy(desc(opsAuditLog.id)).limit(1))[0]!;

/** A real PNG of w×h pixels (one colour), with its chunks' checksums. */
const png = (w: number, h: number) => {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: h }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0x7f)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const demoTheme = async () => (await call('GET', brandUrl(), as('admin'))).json().value.theme as Record<string, string>;

describe('brand settings (issue 32)', () => {
  it('one read answers every setting as stored; read-only staff may read, a role without brand.view may not', async () => {
    const res = await call('GET', brandUrl(), as('viewer'));
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v.merchant.code).toBe('DEMO');
    expect(v.register.username).toMatchObject({ minLength: 4, maxLength: 16, required: true });
    expect(v.theme.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(v.login).toMatchObject({ smsExpiryMinutes: expect.any(Number), minAge: expect.any(Number) });
    expect(v.regionRules.length).toBeGreaterThan(0);
    // The tree tells the stored switch, what players get, and whether anything answers it.
    const flat = (nodes: { modId: string; stored: boolean; live: boolean; implemented: boolean; children: never[] }[]): typeof nodes =>
      nodes.flatMap((n) => [n, ...flat(n.children)]);
    const nodes = flat(v.modules);
    expect(nodes.find((n) => n.modId === 'GEETEST3')).toMatchObject({ implemented: false, live: false });
    const live = flattenWhitelabel((await status()).info.whitelabel);
    for (const n of nodes) expect(n.live, n.modId).toBe(live[n.modId] ?? false);

    const refused = await call('GET', brandUrl(), as('marketing'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ops.forbidden');
  });

  it('a theme change reaches the player site at once and is audited; read-only staff and marketing are refused', async () => {
    const theme = { ...(await demoTheme()), primary: '#33BBFF' };
    for (const who of ['viewer', 'marketing']) {
      const r = await call('PUT', brandUrl('/theme'), as(who), theme);
      expect(r.statusCode, who).toBe(403);
    }
    expect((await demoRow()).theme.primary).not.toBe('#33bbff');

    const ok = await call('PUT', brandUrl('/theme'), as('admin'), theme);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.primary).toBe('#33bbff');
    expect((await status()).info.brand.theme.primary).toBe('#33bbff');
    expect(await lastAudit()).toMatchObject({ action: 'brand.theme', actor: 'staff:admin' });
  });

  it('refuses a bad colour and a text colour below 4.5:1 on its background, writing nothing', async () => {
    const before = await demoTheme();
    const auditBefore = (await lastAudit()).id;
    const badHex = await call('PUT', brandUrl('/theme'), as('admin'), { ...before, accent: 'red' });
    expect(badHex.statusCode).toBe(400);
    expect(badHex.json().code).toBe('request_param_err');
    const short = await call('PUT', brandUrl('/theme'), as('admin'), { ...before, accent: '#fff' });
    expect(short.json().code).toBe('request_param_err');

    const grey = { ...before, text: '#777777', background: '#666666' };
    expect(contrastRatio(grey.text, grey.background)).toBeLessThan(4.5);
    const low = await call('PUT', brandUrl('/theme'), as('admin'), grey);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'brand.low_contrast', value: { fields: [{ path: 'text' }] } });
    expect(low.json().message).toContain(':1');
    const lowButton = await call('PUT', brandUrl('/theme'), as('admin'), { ...before, primary: '#f5b301', primaryText: '#ffffff' });
    expect(lowButton.json()).toMatchObject({ code: 'brand.low_contrast', value: { fields: [{ path: 'primaryText' }] } });

    expect(await demoTheme()).toEqual(before);
    expect((await lastAudit()).id).toBe(auditBefore);
  });

  it('a logo is taken by its bytes (PNG), served on a new address; other files are refused and nothing changes', async () => {
    const before = await demoRow();
    const auditBefore = (await lastAudit()).id;
    const bad = [
      {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
        code: 'brand.logo_type',
      },
      { data: Buffer.from('GIF89a....................................').toString('base64'), code: 'brand.logo_type' },
      // A PNG's first bytes with nothing after them (a renamed or cut-off file).
      { data: png(32, 32).subarray(0, 60).toString('base64'), code: 'brand.logo_type' },
      { data: png(8, 8).toString('base64'), code: 'brand.logo_dimensions' },
      { data: 'not base64 at all!', code: 'brand.logo_type' },
    ];
    for (const b of bad) {
      const r = await call('PUT', brandUrl('/logo'), as('admin'), { data: b.data });
      expect(r.json().code, b.code).toBe(b.code);
      expect(r.statusCode).toBe(400);
    }
    const huge = Buffer.concat([png(32, 32), Buffer.alloc(210 * 1024)]).toString('base64');
    const tooLarge = await call('PUT', brandUrl('/logo'), as('admin'), { data: huge });
    expect([400, 413]).toContain(tooLarge.statusCode);
    expect((await demoRow()).logoSvg).toBe(before.logoSvg);
    expect((await lastAudit()).id).toBe(auditBefore);
    expect((await call('PUT', brandUrl('/logo'), as('viewer'), { data: png(64, 32).toString('base64') })).statusCode).toBe(403);

    const oldUrl = (await status()).info.brand.logoUrl;
    const ok = await call('PUT', brandUrl('/logo'), as('admin'), { data: `data:image/png;base64,${png(64, 32).toString('base64')}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ mime: 'image/png', width: 64, height: 32 });
    const url = (await status()).info.brand.logoUrl as string;
    expect(url).not.toBe(oldUrl);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(served.body).toContain(`data:image/png;base64,${png(64, 32).toString('base64')}`);
    expect(served.body).not.toContain('<script');
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'brand.logo',
      payload: expect.objectContaining({ mime: 'image/png', bytes: png(64, 32).length }),
    });
    expect(JSON.stringify(audit.payload)).not.toContain(png(64, 32).toString('base64'));
  });

  it('registration rules: a new minimum applies to the next registration; bad rules are refused whole', async () => {
    const rules = (await call('GET', brandUrl(), as('admin'))).json().value.register;
    const register = async (username: string) =>
      encCall(t, 'POST', '/wps/member/register', {
        username,
        password: 'secret12',
        confirmPassword: 'secret12',
        registerUrl: 'https://demo.example/register',
        registerMethod: 'WEB',
        ...(await solveCaptcha(t, 'DEMO')),
      });
    const bad = [
      { username: { ...rules.username, acceptedPattern: '([a-z' } },
      { username: { ...rules.username, minLength: 10, maxLength: 8 } },
      { password: { ...rules.password, required: false } },
      { nickname: { ...rules.username } },
      { username: { ...rules.username, minLength: 9 }, email: { ...rules.email, maxLength: 2 } },
    ];
    for (const body of bad) {
      const r = await call('PUT', brandUrl('/register-rules'), as('admin'), body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().code).toBe('brand.rule_invalid');
    }
    const refused = await call('PUT', brandUrl('/register-rules'), as('viewer'), { username: { ...rules.username, minLength: 9 } });
    expect(refused.statusCode).toBe(403);
    expect((await status()).info.register.username.minLength).toBe(rules.username.minLength);

    const stamp = String(Date.now()).slice(-6);
    expect((await register(`a${stamp}`)).json().code, 'seven letters pass the stored rule').toBeNull();
    const ok = await call('PUT', brandUrl('/register-rules'), as('admin'), { username: { ...rules.username, minLength: 9 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.username.minLength).toBe(9);
    expect(ok.json().value.password).toEqual(rules.password);
    expect((await status()).info.register.username.minLength).toBe(9);
    expect(await lastAudit()).toMatchObject({ action: 'brand.register_rules' });
    const short = await register(`b${stamp}`);
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'request_param_err',
      value: { fields: [expect.objectContaining({ field: 'username', params: { min: 9, max: 16 } })] },
    });
    const long = await register(`b${stamp}xy`);
    expect(long.json().code, long.body).toBeNull();
    await call('PUT', brandUrl('/register-rules'), as('admin'), { username: rules.username });
  });

  it('sign-in and limit settings keep the social providers and apply to the merchant', async () => {
    const body = { smsExpiryMinutes: 7, passwordMaxAgeDays: 90, loginVerifyMethods: ['sms', 'totp', 'sms'], minAge: 21 };
    expect((await call('PUT', brandUrl('/login'), as('viewer'), body)).statusCode).toBe(403);
    const bad = await call('PUT', brandUrl('/login'), as('admin'), { ...body, minAge: 3 });
    expect(bad.json().code).toBe('request_param_err');
    const ok = await call('PUT', brandUrl('/login'), as('admin'), body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ smsExpiryMinutes: 7, passwordMaxAgeDays: 90, loginVerifyMethods: ['sms', 'totp'], minAge: 21 });
    expect((await status()).info.settings.minAge).toBe(21);
    expect((await call('GET', brandUrl(), as('viewer'))).json().value.login).toMatchObject({ smsExpiryMinutes: 7, minAge: 21 });
  });

  it('staff switch modules, maintenance and region rules through the operator calls with brand.manage', async () => {
    const put = (who: string, url: string, payload: object) => call('PUT', `/ops/v1/merchants/DEMO${url}`, as(who), payload);
    expect((await put('viewer', '/modules/GAMELOHOT3', { enabled: false })).statusCode).toBe(403);
    expect((await put('marketing', '/maintenance', { enabled: true })).statusCode).toBe(403);
    expect((await put('viewer', '/region-rules', [])).statusCode).toBe(403);
    expect((await call('GET', '/ops/v1/merchants/DEMO/region-rules', as('marketing'))).statusCode).toBe(403);
    expect((await call('GET', '/ops/v1/merchants/DEMO/region-rules', as('viewer'))).statusCode).toBe(200);

    const off = await put('admin', '/modules/GAMELOHOT3', { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(flattenWhitelabel((await status()).info.whitelabel).GAMELOHOT3).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'merchant.module', actor: 'staff:admin' });
    await put('admin', '/modules/GAMELOHOT3', { enabled: true });

    const on = await put('admin', '/maintenance', { enabled: true, message: { EN: 'Back soon', UR: 'جلد واپس' } });
    expect(on.statusCode, on.body).toBe(200);
    expect((await status()).maintenance).toMatchObject({ enabled: true, message: 'Back soon' });
    await put('admin', '/maintenance', { enabled: false });

    const rules = (await call('GET', '/ops/v1/merchants/DEMO/region-rules', as('admin'))).json().value;
    const badRule = await put('admin', '/region-rules', [...rules, { kind: 'COUNTRY', value: 'XYZ', action: 'BLOCK' }]);
    expect(badRule.json().code).toBe('request_param_err');
    const set = await put('admin', '/region-rules', [...rules, { kind: 'COUNTRY', value: 'fr', action: 'BLOCK', note: null }]);
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('GET', brandUrl(), as('admin'))).json().value.regionRules).toContainEqual(
      expect.objectContaining({ kind: 'COUNTRY', value: 'FR' }),
    );
    await put('admin', '/region-rules', rules);
  });

  it('another merchant’s staff cannot read or change this merchant’s brand', async () => {
    const acme = await staff.signIn('admin', undefined, 'ACME');
    expect((await call('GET', brandUrl(), bearer(acme.token))).statusCode).toBe(403);
    expect((await call('PUT', brandUrl('/theme'), bearer(acme.token), await demoTheme())).statusCode).toBe(403);
  });

  it('operator keys use the same calls', async () => {
    expect((await call('GET', brandUrl('', 'ACME'), OPS)).statusCode).toBe(200);
  });
});

/** Two server copies on one database and one Redis: a brand change made through one is seen by the other at once. */
describe.skipIf(!process.env.TEST_REDIS_URL)('brand settings across server copies (Redis)', () => {
  let a: TestContext;
  let b: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL as string, MERCHANT_CACHE_MS: '600000' };
    a = await createTestApp(env);
    b = await buildApp({ config: testConfig(env), dbHandle: a.dbHandle, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('the theme and the logo address change on the other copy, whose cache would otherwise hold them ten minutes', async () => {
    const seen = async () => (await status({ app: b }, 'ACME')).info.brand as { theme: Record<string, string>; logoUrl: string };
    const before = await seen();
    const theme = (await a.app.inject({ method: 'GET', url: brandUrl('', 'ACME'), headers: OPS })).json().value.theme;
    const put = await a.app.inject({
      method: 'PUT',
      url: brandUrl('/theme', 'ACME'),
      headers: OPS,
      payload: { ...theme, accent: '#123456' },
    });
    expect(put.statusCode, put.body).toBe(200);
    let now = before;
    for (let i = 0; i < 50 && now.theme.accent !== '#123456'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      now = await seen();
    }
    expect(now.theme.accent).toBe('#123456');
    expect(now.logoUrl).not.toBe(before.logoUrl);
  });
});
