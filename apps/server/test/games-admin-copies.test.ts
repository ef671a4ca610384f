import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/core/config';
import { H, OPS, type TestContext, createTestApp } from './harness';

const redisUrl = process.env.TEST_REDIS_URL;

/** Issue 32: a game disabled in the back office on one server copy leaves the lobby of the other at once (Redis). */
describe.skipIf(!redisUrl)('catalogue changes across server copies', () => {
  let a: TestContext;
  let b: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // Caches far longer than the test: only the invalidation can make the second copy answer fresh.
    const env = { REDIS_URL: redisUrl as string, CATALOGUE_CACHE_MS: '600000' };
    a = await createTestApp(env);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
    b = await buildApp({ config, dbHandle: a.dbHandle, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const listed = async (app: typeof b, keyword: string) =>
    (await app.inject({ url: `/wps/relay/GCSGAME_gameList?keyword=${encodeURIComponent(keyword)}&pageNo=1&pageSize=50`, headers: H() }))
      .json()
      .value.games.map((g: { nodeId: number }) => g.nodeId) as number[];
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('disable on copy A: copy B’s cached lobby drops the game; enable brings it back', async () => {
    const g = (await a.app.inject({ url: '/ops/v1/merchants/DEMO/games?keyword=HOUSE_SLOT', headers: OPS })).json().value.rows[0];
    expect(await listed(b, g.name)).toContain(g.id); // cached on B now
    const off = await a.app.inject({
      method: 'PATCH',
      url: `/ops/v1/merchants/DEMO/games/${g.id}`,
      headers: OPS,
      payload: { enabled: false },
    });
    expect(off.json().code).toBeNull();
    expect(await until(async () => !(await listed(b, g.name)).includes(g.id))).toBe(true);
    await a.app.inject({ method: 'PATCH', url: `/ops/v1/merchants/DEMO/games/${g.id}`, headers: OPS, payload: { enabled: true } });
    expect(await until(async () => (await listed(b, g.name)).includes(g.id))).toBe(true);
  });
});
