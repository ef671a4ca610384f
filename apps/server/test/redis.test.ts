import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/core/config';
import { H, OPS, type TestContext, createTestApp } from './harness';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two server copies on one database: a change made through one reaches the other at once through Redis. */
describe.skipIf(!redisUrl)('with Redis (several server copies)', () => {
  let a: TestContext;
  let b: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, MERCHANT_CACHE_MS: '600000' };
    a = await createTestApp(env);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
    b = await buildApp({ config, dbHandle: a.dbHandle, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const maintenance = async (app: typeof b) =>
    (await app.inject({ method: 'GET', url: '/wps/system/status', headers: H() })).json().value.maintenance.enabled as boolean;

  it('invalidates the other copy’s merchant cache when an operator changes a merchant', async () => {
    expect(await maintenance(b)).toBe(false);
    await a.app.inject({ method: 'PUT', url: '/ops/v1/merchants/DEMO/maintenance', headers: OPS, payload: { enabled: true } });
    let seen = false;
    for (let i = 0; i < 50 && !seen; i++) {
      seen = await maintenance(b);
      if (!seen) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(true);
    await a.app.inject({ method: 'PUT', url: '/ops/v1/merchants/DEMO/maintenance', headers: OPS, payload: { enabled: false } });
  });

  it('reports Redis in readiness', async () => {
    expect((await b.inject('/readyz')).json().checks.redis).toBe('ok');
  });
});
