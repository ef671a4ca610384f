import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteGames, games, notices, recentGames } from '../src/db/schema';
import { H, OPS, type TestContext, createTestApp, signIn } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const hostile = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '9'.repeat(40),
  '-1',
  '1e309',
  'NaN',
  '%00',
  '😀🎰',
  'ي'.repeat(300),
  '../../etc/passwd',
  '{"$ne":null}',
];
const getRoutes: [string, string[]][] = [
  ['/lgw/games/game_menus', ['language']],
  ['/wps/relay/GCSGAME_gameVendor', ['platform', 'merchantCode', 'flush', 'language']],
  ['/wps/relay/GCSGAME_newGameVendor', ['platform', 'flush']],
  ['/wps/relay/GCSGAME_gameList', ['clientType', 'gameType', 'pageNo', 'pageSize', 'vassalage', 'gameClassify', 'keyword', 'language']],
  ['/wps/relay/GCSGAME_hotGamesV2', ['gameType', 'language', 'platform']],
  ['/wps/relay/GCSGAME_getVassGameType', ['vassalage', 'gameType']],
  ['/wps/relay/MCSFE_getFavoriteGames', []],
  ['/wps/relay/MCSFE_getFavoriteGamesList', ['pageNo', 'pageSize', 'gameType', 'clientType']],
  ['/wps/relay/GCS_recentGame', ['limit', 'language']],
  ['/wps/relay/GCSGAME_getRankList', ['category', 'limit', 'language']],
  ['/lgw/games/popular', ['gameType', 'limit']],
  ['/wps/relay/GLS2_roomList', ['nodeId']],
  ['/wps/notice', ['types', 'platform', 'execution', 'language']],
  ['/wps/relay/MCSFE_getListAnnouncements', ['pageNo', 'pageSize']],
];
const rows = async () => {
  const db = t.dbHandle.db;
  const n = async (tbl: typeof games | typeof favouriteGames | typeof recentGames | typeof notices) =>
    (await db.select({ n: count() }).from(tbl))[0]!.n;
  return [await n(games), await n(favouriteGames), await n(recentGames), await n(notices)];
};

describe('hostile input on every catalogue call', () => {
  it('answers 2xx or a coded 4xx, never a 5xx, and writes nothing', async () => {
    const me = await signIn(t);
    const before = await rows();
    for (const [path, params] of getRoutes) {
      for (const p of params) {
        for (const v of hostile) {
          const res = await t.app.inject({ method: 'GET', url: `${path}?${p}=${encodeURIComponent(v)}`, headers: me.headers });
          expect(res.statusCode, `${path} ${p}=${v}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().code, `${path} ${p}=${v}`).toMatch(/^[a-z_.]+$/);
        }
      }
    }
    for (const url of ['/wps/relay/MCSFE_addFavoriteGameV2', '/wps/relay/MCSFE_removeFavoriteGameV2']) {
      for (const v of [...hostile, null, [], {}, true]) {
        const res = await t.app.inject({ method: 'POST', url, headers: me.headers, payload: { nodeId: v } });
        expect(res.statusCode, `${url} ${JSON.stringify(v)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
      const raw = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...me.headers, 'content-type': 'application/json' },
        payload: '{"nodeId": 1,,}',
      });
      expect(raw.statusCode).toBe(400);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a missing or doubled Merchant header on catalogue calls', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus', headers: { language: 'EN' } });
    expect(none.json().code).toBe('function.not.available');
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList',
      headers: { ...H(), merchant: ['DEMO', 'ACME'] as unknown as string },
    });
    expect(res.json().code).toBe('function.not.available');
  });
});

describe('module switches', () => {
  it('a merchant with a games module off refuses its calls; the other merchant is unaffected', async () => {
    const set = (modId: string, enabled: boolean) =>
      t.app.inject({ method: 'PUT', url: `/ops/v1/merchants/ACME/modules/${modId}`, headers: OPS, payload: { enabled } });
    expect((await set('GAMELOHOT3', false)).statusCode).toBe(200);
    const hot = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2', headers: H('ACME') });
    expect(hot.statusCode).toBe(403);
    expect(hot.json().code).toBe('function.not.available');
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2', headers: H() })).statusCode).toBe(200);
    // GAMELO3 is the parent of the favourite calls and of hot games: switching it off closes the list too.
    await set('GAMELOHOT3', true);
    await set('GAMELO3', false);
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList', headers: H('ACME') })).json().code).toBe(
      'function.not.available',
    );
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2', headers: H('ACME') })).json().code).toBe(
      'function.not.available',
    );
    await set('GAMELO3', true);
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList', headers: H('ACME') })).statusCode).toBe(200);
  });
});
