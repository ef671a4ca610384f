import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { H, type TestContext, createTestApp } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('security headers', () => {
  it.each([
    '/healthz',
    '/wps/system/status',
    '/lgw/games/game_menus',
    '/wps/relay/GCSGAME_gameList?gameType=NOPE',
    '/media/game/DEMO/1.svg',
  ])('%s carries the CSP and helmet headers', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: H() });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeTruthy();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('calls only servers make', () => {
  it.each([
    ['/vendor/HOUSE/seamless/balance', 'vendor.signature_invalid'],
    ['/vendor-api/NOPE/DEMO/wallet/balance', 'resource.not_found'],
  ])('%s answers without the browser-only headers, still with its request id', async (url, code) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"token":"x"}' });
    expect(res.json().code).toBe(code);
    expect(res.headers['x-request-id']).toBeTruthy();
    for (const h of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'x-content-type-options'])
      expect(res.headers[h]).toBeUndefined();
  });
});
