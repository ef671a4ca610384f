import { gameListValue, gameMenusValue, gameVendorValue, listValue, rankListValue, roomListValue, vassGameTypeValue } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { H, type TestContext, createTestApp } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = H()) => t.app.inject({ method: 'GET', url, headers });
const list = async (q: string, headers = H()) => {
  const res = await get(`/wps/relay/GCSGAME_gameList?${q}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return gameListValue.parse(res.json().value);
};

describe('game menus and vendor lanes', () => {
  it('lists every category with its vendors and the facts.md vendor-item fields', async () => {
    const res = await get('/lgw/games/game_menus');
    expect(res.statusCode).toBe(200);
    const menus = gameMenusValue.parse(res.json().value);
    expect(menus.map((c) => c.gameCategory)).toEqual(['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'ELOTT', 'LOTT', 'COCKFIGHT']);
    const vendors = new Set(menus.flatMap((c) => c.cards.map((v) => v.vassalage)));
    expect(vendors.size).toBeGreaterThanOrEqual(40);
    const rng = menus.find((c) => c.gameCategory === 'RNG')!;
    expect(rng.cards.length).toBeGreaterThan(10);
    expect(rng.gameClassify).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(menus.reduce((n, c) => n + c.cards.reduce((m, v) => m + v.gameCount, 0), 0)).toBeGreaterThanOrEqual(3000);
    expect(menus.find((c) => c.gameCategory === 'LIVE')!.cards.find((v) => v.vassalage === 'EVO')!.isGame).toBe('VASSALAGE');
    expect(rng.cards.map((v) => v.sort)).toEqual([...rng.cards.map((v) => v.sort)].sort((a, b) => a - b));
  });

  it('answers vendor names in the requested language', async () => {
    const ur = gameMenusValue.parse((await get('/lgw/games/game_menus', H('DEMO', { language: 'UR' }))).json().value);
    expect(ur[0]!.title).toBe('سلاٹس');
    expect(ur[0]!.cards[0]!.displayName).toBe('پی جی سافٹ');
  });

  it('gives lanes at value.data.lanes, and only new vendors from newGameVendor', async () => {
    const lanes = gameVendorValue.parse(
      (await get('/wps/relay/GCSGAME_gameVendor?platform=html5-desktop&merchantCode=DEMO&flush=true')).json().value,
    ).data.lanes;
    expect(lanes).toHaveLength(9);
    const fresh = gameVendorValue.parse((await get('/wps/relay/GCSGAME_newGameVendor')).json().value).data.lanes;
    const cards = fresh.flatMap((l) => l.cards);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.isNew)).toBe(true);
  });

  it('keeps merchants apart: ACME sees its own smaller catalogue, and the header wins over a merchant query', async () => {
    const acme = gameMenusValue.parse((await get('/lgw/games/game_menus?merchant=DEMO', H('ACME'))).json().value);
    const codes = acme.flatMap((c) => c.cards.map((v) => v.vassalage));
    expect(codes).toContain('NLC');
    expect(codes).not.toContain('RTG');
    expect(acme.find((c) => c.gameCategory === 'RNG')!.cards.length).toBeLessThanOrEqual(10);
  });
});

/** The demo vendors' 2,560 slots plus the house vendor's slot, dice and baccarat (seed/vendors.ts). */
const DEMO_RNG_GAMES = 2561;

describe('games list', () => {
  it('pages a category 24 at a time, sorted by sort then id, with totalPages', async () => {
    const p1 = await list('clientType=3&platform=html5-desktop&merchant=DEMO&gameType=RNG&pageNo=1&pageSize=24&language=EN');
    expect(p1.games).toHaveLength(24);
    expect(p1.total).toBe(DEMO_RNG_GAMES);
    expect(p1.totalPages).toBe(Math.ceil(DEMO_RNG_GAMES / 24));
    const p2 = await list('gameType=RNG&pageNo=2&pageSize=24');
    expect(p2.games[0]!.nodeId).not.toBe(p1.games[0]!.nodeId);
    const keys = p1.games.map((g) => [g.sort, g.nodeId] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    const last = await list(`gameType=RNG&pageNo=${p1.totalPages}&pageSize=24`);
    expect(last.games).toHaveLength(DEMO_RNG_GAMES % 24 || 24);
  });

  it('lists the house slot first in RNG, so the lobby section shows it', async () => {
    const p1 = await list('gameType=RNG&pageNo=1&pageSize=12');
    expect(p1.games[0]!.gameCode).toBe('HOUSE_SLOT');
  });

  it('filters by vendor, sub-type and name, and answers in the language asked', async () => {
    const pg = await list('gameType=RNG&vassalage=PG&pageSize=100');
    expect(pg.total).toBe(160);
    expect(pg.games.every((g) => g.vassalage === 'PG' && g.vendorName === 'PG Soft')).toBe(true);
    const sc = await list('gameType=RNG&vassalage=PG&gameClassify=SC');
    expect(sc.total).toBeGreaterThan(0);
    expect(sc.games.every((g) => g.gameClassify === 'SC')).toBe(true);
    const bg = await list('gameType=RNG&vassalage=JILI&gameClassify=BG');
    expect(bg.total).toBe(0);
    const named = await list('gameType=RNG&keyword=golden');
    expect(named.total).toBeGreaterThan(0);
    expect(named.games.every((g) => /golden/i.test(g.displayName))).toBe(true);
    const urdu = await list('gameType=RNG&keyword=سنہری&language=UR');
    expect(urdu.total).toBe(named.total);
    expect(urdu.games[0]!.displayName).toMatch(/سنہری/);
    const none = await list('gameType=RNG&keyword=%25_%25');
    expect(none.total).toBe(0);
    expect(none.totalPages).toBe(1);
  });

  it('refuses bad input with a coded 4xx', async () => {
    const cases: [string, number, string][] = [
      ['gameType=NOPE', 400, 'request_param_err'],
      ['gameType=COCKFIGHT&vassalage=PG', 404, 'game.vendor_unknown'],
      ['vassalage=NOSUCH', 404, 'game.vendor_unknown'],
      ['gameType=RNG&pageNo=0', 400, 'request_param_err'],
      ['gameType=RNG&pageNo=999', 400, 'game.page_out_of_range'],
      ['gameType=RNG&pageSize=101', 400, 'request_param_err'],
      ['gameType=RNG&pageSize=-1', 400, 'request_param_err'],
      ['gameType=RNG&pageNo=abc', 400, 'request_param_err'],
      ['gameType=RNG&gameClassify=XX', 400, 'request_param_err'],
      ["vassalage=PG'%20OR%201=1--", 400, 'request_param_err'],
      [`keyword=${'x'.repeat(65)}`, 400, 'request_param_err'],
    ];
    for (const [q, status, code] of cases) {
      const res = await get(`/wps/relay/GCSGAME_gameList?${q}`);
      expect(res.statusCode, q).toBe(status);
      expect(res.json(), q).toMatchObject({ success: false, code });
    }
  });

  it('a category the merchant does not offer is unknown', async () => {
    const res = await get('/wps/relay/GCSGAME_gameList?gameType=ESPORTS', H('ACME'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('game.category_unknown');
  });

  it('never lists another merchant’s games', async () => {
    const acme = await list('gameType=RNG&pageSize=100', H('ACME'));
    const demoIds = new Set((await list('gameType=RNG&pageSize=100')).games.map((g) => g.nodeId));
    expect(acme.games.some((g) => demoIds.has(g.nodeId))).toBe(false);
    expect(acme.games.every((g) => g.iconUrl.startsWith('/media/game/ACME/'))).toBe(true);
    expect((await get('/wps/relay/GCSGAME_gameList?vassalage=NLC')).statusCode).toBe(404);
  });
});

describe('hot, popular, sub-types, winners and rooms', () => {
  it('lists hot games in hot order, per category when asked', async () => {
    const hot = listValue.parse(
      (await get('/wps/relay/GCSGAME_hotGamesV2?merchant=DEMO&platform=html5-desktop&language=EN')).json().value,
    ).list;
    expect(hot.length).toBeGreaterThan(30);
    expect(hot.every((g) => g.isHot)).toBe(true);
    const fish = listValue.parse((await get('/wps/relay/GCSGAME_hotGamesV2?gameType=FISH')).json().value).list;
    expect(fish.length).toBe(6);
    expect(fish.every((g) => g.gameType === 'FISH')).toBe(true);
  });

  it('lists most played games, most first', async () => {
    const res = await get('/lgw/games/popular?limit=5');
    expect(res.statusCode).toBe(200);
    expect(listValue.parse(res.json().value).list).toHaveLength(5);
    expect((await get('/lgw/games/popular?limit=500')).statusCode).toBe(400);
  });

  it('tells which RNG sub-types a vendor has; BG only where TY is supported', async () => {
    const pg = vassGameTypeValue.parse((await get('/wps/relay/GCSGAME_getVassGameType?vassalage=PG')).json().value).list;
    expect(pg.map((x) => x.gameClassify)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    const jili = vassGameTypeValue.parse((await get('/wps/relay/GLS2_getVassGameType?vassalage=JILI&gameType=RNG')).json().value).list;
    expect(jili.map((x) => x.gameClassify)).not.toContain('BG');
    expect((await get('/wps/relay/GCSGAME_getVassGameType?vassalage=NLC')).statusCode).toBe(404);
    expect((await get('/wps/relay/GCSGAME_getVassGameType')).statusCode).toBe(400);
  });

  it('ranks winners by win amount, descending, 20 by default', async () => {
    const value = rankListValue.parse((await get('/wps/relay/GCSGAME_getRankList?category=ALL&language=EN&limit=20')).json().value);
    // The demo seed plays real (randomly seeded) house rounds, so how many of them won varies from run to run.
    const wins = rowsOf<{ n: number }>(
      await t.dbHandle.db.execute(sql`SELECT count(*)::int AS n FROM vendor_transactions v JOIN merchants m ON m.id = v.merchant_id
        WHERE m.code = 'DEMO' AND v.kind = 'BET' AND v.state = 'SETTLED' AND v.payout > 0`),
    )[0]!.n;
    expect(wins).toBeGreaterThan(0);
    expect(value.list).toHaveLength(Math.min(20, wins));
    const amounts = value.list.map((w) => BigInt(w.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(value.list[0]!.customerName).toMatch(/\*\*\*/);
    expect((await get('/wps/relay/GCSGAME_getRankList?category=FOO')).statusCode).toBe(400);
  });

  it('lists the rooms of a card game, and refuses a foreign or unknown game', async () => {
    // An outside vendor's card game: the house's own (dice, baccarat) come first in PVP and have no rooms.
    const pvp = await list('gameType=PVP&vassalage=KY&pageSize=1');
    const rooms = roomListValue.parse((await get(`/wps/relay/GLS2_roomList?nodeId=${pvp.games[0]!.nodeId}`)).json().value).list;
    expect(rooms.map((r) => r.name)).toEqual(['Beginner', 'Standard', 'VIP']);
    expect((await get(`/wps/relay/GLS2_roomList?nodeId=${pvp.games[0]!.nodeId}`, H('ACME'))).json().code).toBe('game.not_found');
    expect((await get('/wps/relay/GLS2_roomList?nodeId=99999999')).statusCode).toBe(404);
  });
});

describe('generated artwork', () => {
  it('serves a game icon drawn from the game, the same every time, and 404 for another merchant’s id', async () => {
    const g = (await list('gameType=RNG&pageSize=1')).games[0]!;
    const a = await get(g.iconUrl, {});
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(a.body).toContain(g.vassalage);
    expect((await get(g.iconUrl, {})).body).toBe(a.body);
    expect((await get(g.iconUrl.replace('/DEMO/', '/ACME/'), {})).statusCode).toBe(404);
    expect((await get(g.lagerIcon, {})).statusCode).toBe(200);
    expect((await get('/media/game/DEMO/..%2F1.svg', {})).statusCode).toBe(400);
  });

  it('serves vendor and banner art', async () => {
    const menus = gameMenusValue.parse((await get('/lgw/games/game_menus')).json().value);
    expect((await get(menus[0]!.cards[0]!.icons.icon, {})).statusCode).toBe(200);
    const banners = (await get('/wps/notice?types=B')).json().value.banners as { url: string }[];
    expect((await get(banners[0]!.url, {})).statusCode).toBe(200);
  });
});
