import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { H, OPS, type TestContext, createTestApp } from './harness';

let trusted: TestContext;
beforeAll(async () => {
  trusted = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => trusted?.close());

const status = (ctx: TestContext, xff?: string, remoteAddress = '127.0.0.1', merchant = 'DEMO') =>
  ctx.app
    .inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress,
      headers: { ...H(merchant), ...(xff ? { 'x-forwarded-for': xff } : {}) },
    })
    .then((r) => r.json().value);

describe('region restriction and maintenance', () => {
  it.each([
    ['203.0.113.7', true, 'IP_RANGE', null],
    ['8.8.8.8', true, 'COUNTRY', 'US'],
    ['39.32.0.1', false, null, 'PK'],
    ['81.2.69.160', false, null, 'GB'],
  ])('DEMO visitor %s → restricted %s', async (ip, restricted, reason, country) => {
    const v = await status(trusted, ip);
    expect(v.location.ip).toBe(ip);
    expect(v.regionRestriction).toEqual({ restricted, reason, country });
  });

  it('applies each merchant its own rules', async () => {
    expect((await status(trusted, '81.2.69.160', '127.0.0.1', 'ACME')).regionRestriction.restricted).toBe(true);
    expect((await status(trusted, '8.8.8.8', '127.0.0.1', 'ACME')).regionRestriction.restricted).toBe(false);
  });

  it('ignores X-Forwarded-For from a proxy that is not trusted', async () => {
    const v = await status(trusted, '203.0.113.7', '10.9.9.9');
    expect(v.location.ip).toBe('10.9.9.9');
    expect(v.regionRestriction.restricted).toBe(false);
  });

  it('maintenance wins over region restriction, with the message in the visitor language', async () => {
    const on = await trusted.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/DEMO/maintenance',
      headers: OPS,
      payload: { enabled: true, message: { EN: 'Back soon', UR: 'جلد واپس' } },
    });
    expect(on.statusCode).toBe(200);
    const v = await status(trusted, '203.0.113.7');
    expect(v.maintenance).toMatchObject({ enabled: true, message: 'Back soon' });
    expect(v.regionRestriction.restricted).toBe(true);
    const ur = await trusted.app.inject({ method: 'GET', url: '/wps/system/status', headers: { ...H(), language: 'UR' } });
    expect(ur.json().value.maintenance.message).toBe('جلد واپس');
    expect((await status(trusted, undefined, '127.0.0.1', 'ACME')).maintenance.enabled).toBe(false);
    await trusted.app.inject({ method: 'PUT', url: '/ops/v1/merchants/DEMO/maintenance', headers: OPS, payload: { enabled: false } });
    expect((await status(trusted)).maintenance.enabled).toBe(false);
  });

  it('a maintenance window that has ended is over', async () => {
    await trusted.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/DEMO/maintenance',
      headers: OPS,
      payload: { enabled: true, endsAt: '2001-01-01T00:00:00Z' },
    });
    expect((await status(trusted)).maintenance.enabled).toBe(false);
    await trusted.app.inject({ method: 'PUT', url: '/ops/v1/merchants/DEMO/maintenance', headers: OPS, payload: { enabled: false } });
  });

  it('region rules changed by an operator apply at once and are audited; bad rules write nothing', async () => {
    const before = (await trusted.app.inject({ method: 'GET', url: '/ops/v1/audit', headers: OPS })).json().value.length;
    const bad = await trusted.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/ACME/region-rules',
      headers: OPS,
      payload: [{ kind: 'IP_RANGE', value: '999.1.1.1/8', action: 'BLOCK' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request_param_err');
    const rules = (await trusted.app.inject({ method: 'GET', url: '/ops/v1/merchants/ACME/region-rules', headers: OPS })).json().value;
    expect(rules).toHaveLength(2);
    const put = await trusted.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/ACME/region-rules',
      headers: OPS,
      payload: [...rules, { kind: 'IP_RANGE', value: '192.0.2.0/24', action: 'BLOCK' }],
    });
    expect(put.statusCode).toBe(200);
    expect((await status(trusted, '192.0.2.10', '127.0.0.1', 'ACME')).regionRestriction.restricted).toBe(true);
    const audit = (await trusted.app.inject({ method: 'GET', url: '/ops/v1/audit', headers: OPS })).json().value;
    expect(audit.length).toBe(before + 1);
    expect(audit[0].action).toBe('merchant.region_rules');
  });

  it('the operator API refuses callers without the key', async () => {
    const res = await trusted.app.inject({ method: 'PUT', url: '/ops/v1/merchants/DEMO/maintenance', payload: { enabled: true } });
    expect(res.statusCode).toBe(401);
    expect((await status(trusted)).maintenance.enabled).toBe(false);
  });
});
