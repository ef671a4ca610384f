import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { H, type TestContext, createTestApp } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t?.close());

describe('per-address rate limit', () => {
  it('limits API calls with the coded envelope, but never the web app files, media or health checks', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await t.app.inject('/media/avatar/1.svg')).statusCode).toBe(200);
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    }
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.app.inject({ method: 'GET', url: '/wps/system/country', headers: H() })).statusCode);
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    const limited = await t.app.inject({ method: 'GET', url: '/wps/system/country', headers: H() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'request.too_many' });
    expect(limited.json().message).toMatch(/5 minutes/);
  });
});
