import { favouriteListValue, gameListValue, listValue } from '@wl/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteGames, merchants } from '../src/db/schema';
import { createCatalogueService } from '../src/modules/catalogue';
import { createMerchantService } from '../src/modules/merchants';
import { H, type TestContext, createTestApp, signIn } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const firstGames = async (merchant: string, n: number, gameType = 'RNG') =>
  gameListValue.parse((await get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=${n}`, H(merchant))).json().value).games;
const favCount = async (memberId: number) =>
  (await t.dbHandle.db.select({ n: count() }).from(favouriteGames).where(eq(favouriteGames.memberId, memberId)))[0]!.n;

describe('favourites', () => {
  it('needs a token for every favourite call', async () => {
    for (const [method, url] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
      ['POST', '/wps/relay/MCSFE_addFavoriteGameV2'],
      ['POST', '/wps/relay/MCSFE_removeFavoriteGameV2'],
      ['GET', '/wps/relay/GCS_recentGame'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: H(), payload: method === 'POST' ? { nodeId: 1 } : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('auth.required');
      const bad = await t.app.inject({
        method,
        url,
        headers: H('DEMO', { authorization: 'not-a-real-token-value-xyz' }),
        payload: method === 'POST' ? { nodeId: 1 } : undefined,
      });
      expect(bad.statusCode, url).toBe(401);
      expect(bad.json().code, url).toBe('login.not.session');
    }
  });

  it('adds (once), lists newest first with paging, and removes', async () => {
    const me = await signIn(t);
    const [a, b, c] = await firstGames('DEMO', 3);
    for (const g of [a!, b!, c!, a!]) {
      const res = await post('/wps/relay/MCSFE_addFavoriteGameV2', me.headers, { nodeId: g.nodeId });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({ nodeId: g.nodeId, favourite: true });
    }
    expect(await favCount(me.member.id)).toBe(3);
    const ids = (await get('/wps/relay/MCSFE_getFavoriteGames', me.headers)).json().value.nodeIds;
    expect(new Set(ids)).toEqual(new Set([a!.nodeId, b!.nodeId, c!.nodeId]));
    const page = favouriteListValue.parse(
      (
        await get(
          '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=html5-desktop&language=EN&pageNo=1&pageSize=999&gameType=RNG',
          me.headers,
        )
      ).json().value,
    );
    expect(page.content.map((g) => g.nodeId).sort()).toEqual([a!.nodeId, b!.nodeId, c!.nodeId].sort());
    expect(page.totalPages).toBe(1);
    const small = favouriteListValue.parse(
      (await get('/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=2', me.headers)).json().value,
    );
    expect(small.content).toHaveLength(1);
    expect(small.totalPages).toBe(2);
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList?gameType=FISH', me.headers)).json().value.content).toEqual([]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/wps/relay/MCSFE_removeFavoriteGameV2',
      headers: me.headers,
      payload: { nodeId: b!.nodeId },
    });
    expect(del.json().value).toEqual({ nodeId: b!.nodeId, favourite: false });
    await post('/wps/relay/MCSFE_removeFavoriteGameV2', me.headers, { nodeId: c!.nodeId });
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', me.headers)).json().value.nodeIds).toEqual([a!.nodeId]);
  });

  it('keeps each member’s favourites to themselves', async () => {
    const one = await signIn(t);
    const two = await signIn(t);
    const [g] = await firstGames('DEMO', 1, 'FISH');
    await post('/wps/relay/MCSFE_addFavoriteGameV2', one.headers, { nodeId: g!.nodeId });
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', two.headers)).json().value.nodeIds).toEqual([]);
  });

  it('refuses bad or foreign nodeIds with a coded 4xx and writes nothing', async () => {
    const me = await signIn(t);
    const [acmeGame] = await firstGames('ACME', 1);
    const cases: [unknown, number, string][] = [
      [{ nodeId: acmeGame!.nodeId }, 404, 'game.not_found'],
      [{ nodeId: 987654321 }, 404, 'game.not_found'],
      [{ nodeId: 0 }, 400, 'request_param_err'],
      [{ nodeId: -5 }, 400, 'request_param_err'],
      [{ nodeId: 1e20 }, 400, 'request_param_err'],
      [{ nodeId: '1; DROP TABLE games' }, 400, 'request_param_err'],
      [{ nodeId: '<script>' }, 400, 'request_param_err'],
      [{}, 400, 'request_param_err'],
    ];
    for (const [body, status, code] of cases) {
      const res = await post('/wps/relay/MCSFE_addFavoriteGameV2', me.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await favCount(me.member.id)).toBe(0);
    const rm = await post('/wps/relay/MCSFE_removeFavoriteGameV2', me.headers, { nodeId: acmeGame!.nodeId });
    expect(rm.statusCode).toBe(404);
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2', me.headers)).json().code).toBe('game.page_out_of_range');
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList?pageSize=1000', me.headers)).statusCode).toBe(400);
  });

  it('a DEMO token is not a session at ACME', async () => {
    const me = await signIn(t);
    const res = await get('/wps/relay/MCSFE_getFavoriteGames', { ...H('ACME'), authorization: me.token });
    expect(res.statusCode).toBe(401);
    const rows = await t.dbHandle.db
      .select({ n: count() })
      .from(favouriteGames)
      .innerJoin(merchants, eq(merchants.id, favouriteGames.merchantId))
      .where(and(eq(merchants.code, 'ACME')));
    expect(rows[0]!.n).toBe(0);
  });
});

describe('recent games', () => {
  it('lists the member’s recently played games, latest first, each once', async () => {
    const me = await signIn(t);
    const [a, b] = await firstGames('DEMO', 2, 'LIVE');
    const merchant = (await createMerchantService({ db: t.dbHandle.db, cacheMs: 0 }).get('DEMO'))!;
    let clock = Date.UTC(2026, 10, 21, 10, 0, 0);
    const tick = () => {
      clock += 1000;
      return new Date(clock);
    };
    const svc = createCatalogueService({ db: t.dbHandle.db, now: tick });
    await svc.recordPlay(merchant, me.member.id, a!.nodeId);
    await svc.recordPlay(merchant, me.member.id, b!.nodeId);
    await svc.recordPlay(merchant, me.member.id, a!.nodeId);
    const recent = listValue.parse((await get('/wps/relay/GCS_recentGame', me.headers)).json().value).list;
    expect(recent.map((g) => g.nodeId)).toEqual([a!.nodeId, b!.nodeId]);
    const other = await signIn(t, { merchant: 'ACME' });
    expect((await get('/wps/relay/GCS_recentGame', other.headers)).json().value.list).toEqual([]);
    expect((await get('/wps/relay/GCS_recentGame?limit=0', me.headers)).statusCode).toBe(400);
  });
});
