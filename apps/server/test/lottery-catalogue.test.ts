import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions, gameVendors, games } from '../src/db/schema';
import { createTestApp, H, signIn, type TestContext } from './harness';

/**
 * Every lottery entry of the game catalogue opens a game of the lottery engine (issue 35): launched through the API it
 * answers our own lottery page with its code (never an outside vendor's address), and that page's game exists, named
 * as the lobby tile names it in both languages, of the type its vendor sells (VN stations, 4D, fast lotto, keno),
 * listed under the prize mode of the catalogue's category, with draws open to bet on.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

type Tile = { nodeId: number; gameCode: string; displayName: string; gameType: string; vassalage: string };
type Game = { gameCode: string; name: string; format: string; prizeMode: string; vassalage: string; route: string; betTypes: string[] };

/** The lottery tiles of a merchant's lobby (both lottery categories), in a language. */
const tiles = async (merchant: string, language: 'EN' | 'UR') => {
  const out: Tile[] = [];
  for (const gameType of ['ELOTT', 'LOTT']) {
    const r = await t.app.inject({
      url: `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageNo=1&pageSize=100&language=${language}`,
      headers: H(merchant, { language }),
    });
    // A merchant without the category (ACME has no e-lottery) lists nothing there.
    if (r.statusCode === 404 && r.json().code === 'game.category_unknown') continue;
    expect(r.statusCode, r.body).toBe(200);
    out.push(...(r.json().value.games as Tile[]));
  }
  return out;
};
const engineGames = async (merchant: string, language: 'EN' | 'UR') =>
  new Map(
    ((await t.app.inject({ url: `/lgw/games?language=${language}`, headers: H(merchant) })).json().value.games as Game[]).map((g) => [
      g.gameCode,
      g,
    ]),
  );

/** The format each lottery vendor sells. */
const formatOf: Record<string, RegExp> = {
  TCG_LOTTO_VN: /^VN_(NORTH|SOUTH|CENTRAL)$/,
  TCG_SEA: /^SEA_4D$/,
  LOTT: /^FAST$/,
  QQKENO: /^KENO$/,
};
const pageOf: Record<string, string> = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery', LOTT: '/lottery', QQKENO: '/lottery' };

describe('every lottery entry of the catalogue plays', () => {
  for (const [merchant, entries] of [
    ['DEMO', 27],
    ['ACME', 6],
  ] as const) {
    it(`${merchant}: each of its ${entries} lottery entries launches its own lottery page and opens that game, named as the tile`, async () => {
      const en = await tiles(merchant, 'EN');
      const ur = await tiles(merchant, 'UR');
      expect(en).toHaveLength(entries);
      const [gamesEn, gamesUr] = [await engineGames(merchant, 'EN'), await engineGames(merchant, 'UR')];
      const p = await signIn(t, { merchant });
      const problems: string[] = [];
      for (const tile of en) {
        const launched = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${tile.nodeId}&accountType=1`, headers: p.headers });
        if (launched.statusCode !== 200) {
          problems.push(`${tile.gameCode}: launch ${launched.statusCode} ${launched.json().code}`);
          continue;
        }
        const url = new URL(launched.json().value.content.game_url, 'http://site.test');
        const code = url.searchParams.get('gameCode') ?? '';
        const game = gamesEn.get(code);
        const near = await t.app.inject({ url: `/lgw/numeros/near?gameCode=${code}&count=2`, headers: H(merchant) });
        const odds = await t.app.inject({ url: `/lgw/odds?gameCode=${code}`, headers: H(merchant) });
        const urName = ur.find((x) => x.nodeId === tile.nodeId)?.displayName;
        const seen = {
          page: url.pathname,
          code,
          name: game?.name,
          urName: gamesUr.get(code)?.name,
          type: formatOf[tile.vassalage]?.test(game?.format ?? '') ?? false,
          mode: game ? (tile.gameType === 'LOTT' ? game.prizeMode === 'LOTT' : ['ELOTT', 'SEA'].includes(game.prizeMode)) : false,
          route: game?.route,
          draws: near.statusCode === 200 ? (near.json().value.draws as unknown[]).length > 0 : near.statusCode,
          odds: odds.statusCode === 200 ? (odds.json().value.entries as unknown[]).length > 0 : odds.statusCode,
        };
        const want = {
          page: pageOf[tile.vassalage],
          code: tile.gameCode,
          name: tile.displayName,
          urName,
          type: true,
          mode: true,
          route: `${pageOf[tile.vassalage]}?gameCode=${tile.gameCode}`,
          draws: true,
          odds: true,
        };
        if (JSON.stringify(seen) !== JSON.stringify(want))
          problems.push(`${tile.gameCode}: ${JSON.stringify(seen)} wanted ${JSON.stringify(want)}`);
      }
      expect(problems).toEqual([]);
      // Keno entries are keno: the tile says so and the game sells keno's ten spot counts.
      const kenoTiles = en.filter((x) => x.vassalage === 'QQKENO');
      expect(kenoTiles.length).toBe(merchant === 'DEMO' ? 6 : 0);
      for (const k of kenoTiles) {
        expect(k.displayName).toMatch(/^Keno /);
        expect(gamesEn.get(k.gameCode)?.betTypes).toEqual(Array.from({ length: 10 }, (_, i) => `KENO${i + 1}`));
      }
    });
  }

  it('a lottery entry the engine does not play is refused at launch: no page nothing serves, no game session', async () => {
    const db = t.dbHandle.db;
    const p = await signIn(t);
    const [lane] = await db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, p.member.merchantId), eq(gameVendors.vassalage, 'QQKENO')));
    const [row] = await db
      .insert(games)
      .values({
        merchantId: p.member.merchantId,
        vendorId: lane!.id,
        vassalage: 'QQKENO',
        category: 'LOTT',
        gameCode: 'QQKENO_LO0099',
        gameName: 'Keno 99',
        displayName: { EN: 'Keno 99', UR: 'کینو 99' },
        searchText: 'keno 99',
      })
      .returning({ id: games.id });
    const r = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${row!.id}&accountType=1`, headers: p.headers });
    expect([r.statusCode, r.json().code]).toEqual([404, 'lottery.game_unknown']);
    expect(await db.select().from(gameSessions).where(eq(gameSessions.memberId, p.member.id))).toEqual([]);
  });
});
