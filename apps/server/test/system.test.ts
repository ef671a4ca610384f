import { decryptCsLink, statusValue } from '@wl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { H, OPS, type TestContext, createTestApp } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = H()) => t.app.inject({ method: 'GET', url, headers });

describe('GET /wps/system/status', () => {
  it('answers the permission payload in the envelope, valid against the contract', async () => {
    const res = await get('/wps/system/status');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: null, code: null });
    const value = statusValue.parse(body.value);
    expect(value.info.brand).toMatchObject({ code: 'DEMO', name: 'Lucky Crown' });
    expect(value.info.register.username).toMatchObject({ patternId: 1, minLength: 4, maxLength: 16 });
    expect(value.maintenance.enabled).toBe(false);
    expect(value.regionRestriction.restricted).toBe(false);
    expect(value.location.ip).toBe('127.0.0.1');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves customer-service paths encrypted, and they decrypt to the stored links', async () => {
    const cs = (await get('/wps/system/status')).json().value.info.customerService as { csType: string; path: string }[];
    expect(cs.map((c) => c.csType)).toEqual(['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'YOUTUBE', 'WHATSAPP', 'ZALO']);
    for (const c of cs) expect(c.path).not.toMatch(/^https?:/);
    expect(await decryptCsLink(cs[0]!.path)).toBe('https://support.luckycrown.example/chat');
  });

  it('gives each merchant its own brand, theme, switches and content', async () => {
    const demo = (await get('/wps/system/status')).json().value;
    const acme = (await get('/wps/system/status', H('ACME'))).json().value;
    expect(acme.info.brand.name).toBe('Acme Play');
    expect(acme.info.brand.theme.primary).not.toBe(demo.info.brand.theme.primary);
    const on = (tree: { modId: string; enabled: string; childrenNodes: unknown[] }[], id: string): string | undefined => {
      for (const n of tree) {
        if (n.modId === id) return n.enabled;
        const inner = on(n.childrenNodes as never, id);
        if (inner) return inner;
      }
      return undefined;
    };
    expect(on(demo.info.whitelabel, 'FREEPLAY3')).toBe('1');
    expect(on(acme.info.whitelabel, 'FREEPLAY3')).toBe('0');
  });
});

describe('merchant isolation', () => {
  it('never shows merchant B values in merchant A answers', async () => {
    const paths = ['/wps/system/status', '/wps/system/helpCenter?device=WEB', '/wps/system/country', '/wps/system/domainRoute'];
    for (const p of paths) {
      const demo = (await get(p)).body;
      expect(demo, p).not.toMatch(/acme/i);
      const acme = (await get(p, H('ACME'))).body;
      expect(acme, p).not.toMatch(/luckycrown|Lucky Crown/i);
    }
    const acmeCs = (await get('/wps/system/status', H('ACME'))).json().value.info.customerService;
    const links = await Promise.all(acmeCs.map((c: { path: string }) => decryptCsLink(c.path)));
    expect(links.every((l) => l?.includes('acmeplay'))).toBe(true);
    expect((await get('/wps/system/country', H('ACME'))).json().value.map((c: { countryCode: string }) => c.countryCode)).toContain('US');
    expect((await get('/wps/system/country')).json().value.map((c: { countryCode: string }) => c.countryCode)).not.toContain('US');
  });
});

describe('Merchant header', () => {
  it.each([
    ['missing', {}],
    ['empty', { merchant: '' }],
    ['unknown', { merchant: 'NOPE' }],
    ['hostile', { merchant: "DEMO'; DROP TABLE merchants;--" }],
    ['comma-joined (doubled)', { merchant: 'DEMO, ACME' }],
  ])('%s → function.not.available', async (_name, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, value: null, code: 'function.not.available' });
    expect(res.json().message).toBeTruthy();
  });

  it('refuses two Merchant headers sent separately', async () => {
    const http = await import('node:http');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const body = await new Promise<{ status: number; json: { code: string } }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/wps/system/status' }, (res) => {
        let s = '';
        res.on('data', (d) => {
          s += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(s || '{}') }));
      });
      req.setHeader('Merchant', ['DEMO', 'DEMO']);
      req.on('error', reject);
      req.end();
    });
    expect(body.status).toBe(403);
    expect(body.json.code).toBe('function.not.available');
  });

  it('answers in the Language of the request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { language: 'UR' } });
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('module switches', () => {
  it('refuses a call whose module is off, and answers again when it is back on', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/ACME/modules/REG3',
      headers: OPS,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const res = await get('/wps/system/setting/register', H('ACME'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('function.not.available');
    expect((await get('/wps/system/setting/register')).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: '/ops/v1/merchants/ACME/modules/REG3', headers: OPS, payload: { enabled: true } });
    expect((await get('/wps/system/setting/register', H('ACME'))).statusCode).toBe(200);
  });

  it('switching a parent off switches its children off', async () => {
    await t.app.inject({ method: 'PUT', url: '/ops/v1/merchants/ACME/modules/SYSTEM', headers: OPS, payload: { enabled: false } });
    expect((await get('/wps/system/status', H('ACME'))).statusCode).toBe(403);
    await t.app.inject({ method: 'PUT', url: '/ops/v1/merchants/ACME/modules/SYSTEM', headers: OPS, payload: { enabled: true } });
    expect((await get('/wps/system/status', H('ACME'))).statusCode).toBe(200);
  });
});

describe('system calls', () => {
  it('help centre by language and device, with the terms anchor', async () => {
    const en = (await get('/wps/system/helpCenter?language=EN&device=WEB')).json().value;
    const ur = (await get('/wps/system/helpCenter?language=UR&device=WEB')).json().value;
    expect(en.length).toBe(ur.length);
    expect(en.flatMap((c: { articles: { anchor: string }[] }) => c.articles).some((a: { anchor: string }) => a.anchor === 'term')).toBe(
      true,
    );
    expect(ur[0].title).toMatch(/[\u0600-\u06FF]/);
    expect((await get('/wps/system/helpCenter?device=TV')).json().code).toBe('request_param_err');
  });

  it('whitelabel, domainRoute, setting/register and country', async () => {
    expect((await get('/wps/system/whitelabel')).json().value[0]).toMatchObject({ modId: 'SYSTEM', enabled: '1' });
    expect((await get('/wps/system/domainRoute')).json().value).toContainEqual({
      domain: 'luckycrown.localhost',
      type: 'MEMBER',
      isMain: true,
    });
    expect((await get('/wps/system/setting/register')).json().value.password).toMatchObject({ patternId: 5 });
    expect((await get('/wps/system/country')).json().value[0]).toEqual({ countryCode: 'PK', countryDialingCode: '92', name: 'Pakistan' });
  });

  it('answers a JSON 404 for unknown API paths', async () => {
    for (const url of ['/wps/nope', '/lgw/unknown/path', '/lotto/x', '/wps']) {
      const res = await t.app.inject({ method: 'GET', url, headers: H() });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'route.not_found' });
    }
  });

  it('health, readiness and the OpenAPI document', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
    const doc = (await t.app.inject('/openapi.json')).json();
    expect(Object.keys(doc.paths)).toContain('/wps/system/status');
    expect(doc.paths['/wps/system/helpCenter'].get.parameters.map((p: { name: string }) => p.name)).toContain('device');
  });
});
