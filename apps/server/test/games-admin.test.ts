import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { games } from '../src/db/schema';
import { H, OPS, appForFile, jpgBytes, multipartBody, pngBytes, signIn } from './harness';
import { houseGameId, player, vendorCall } from './seamless-helpers';
import { bearer, staffClient } from './staff-helpers';

/** Issue 32: the back office's games and vendors — listing, switches, maintenance windows, hot order, icons, wallets. */
const t = appForFile({ make: () => import('./harness').then((h) => h.createTestApp({ CATALOGUE_CACHE_MS: '600000' })) });
const B = '/ops/v1/merchants/DEMO';
const ops = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `${B}${url}`, headers: OPS, ...(payload ? { payload } : {}) });
const lobby = async (keyword: string) =>
  (
    await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?keyword=${encodeURIComponent(keyword)}&pageNo=1&pageSize=50`, headers: H() })
  ).json().value.games as { nodeId: number; maintenance: boolean; iconUrl: string }[];
const launch = async (headers: Record<string, string>, nodeId: number) =>
  (await t.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}&accountType=1`, headers })).json().code as string | null;
const slot = async () => (await ops('GET', '/games?keyword=HOUSE_SLOT')).json().value.rows[0] as { id: number; name: string };

describe('games in the back office', () => {
  it('lists and filters games (paged), and an edit reaches the cached lobby at once', async () => {
    const all = (await ops('GET', '/games?size=5')).json().value;
    expect(all.rows).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const rng = (await ops('GET', '/games?category=RNG&vendor=house&size=100')).json().value;
    expect(rng.rows.length).toBeGreaterThan(0);
    expect(rng.rows.every((r: { category: string; vassalage: string }) => r.category === 'RNG' && r.vassalage === 'HOUSE')).toBe(true);
    const facets = (await ops('GET', '/games/facets')).json().value;
    expect(facets.categories.map((c: { code: string }) => c.code)).toContain('RNG');
    expect(facets.subTypes).toContain('SC');

    const g = await slot();
    expect((await lobby(g.name)).map((x) => x.nodeId)).toContain(g.id);
    const off = await ops('PATCH', `/games/${g.id}`, { enabled: false });
    expect(off.json().value).toMatchObject({ id: g.id, enabled: false });
    // The lobby's cache (ten minutes here) was dropped by the change.
    expect((await lobby(g.name)).map((x) => x.nodeId)).not.toContain(g.id);
    expect((await ops('GET', `/games?status=DISABLED&keyword=${g.name}`)).json().value.rows.map((r: { id: number }) => r.id)).toContain(
      g.id,
    );
    await ops('PATCH', `/games/${g.id}`, { enabled: true });
    expect((await lobby(g.name)).map((x) => x.nodeId)).toContain(g.id);

    // Category and sub-type: the sub-type changes; a category the vendor is not offered in is refused.
    expect((await ops('PATCH', `/games/${g.id}`, { subType: 'JP' })).json().value.subType).toBe('JP');
    expect((await ops('PATCH', `/games/${g.id}`, { category: 'COCKFIGHT' })).json().code).toBe('games.vendor_not_in_category');
    expect((await ops('PATCH', `/games/${g.id}`, { subType: 'SC' })).json().value.subType).toBe('SC');
  });

  it('refuses bad input with coded errors and writes nothing', async () => {
    const g = await slot();
    expect((await ops('PATCH', `/games/${g.id}`, {})).json().code).toBe('request_param_err');
    expect((await ops('PATCH', `/games/${g.id}`, { subType: 'XX' })).json().code).toBe('request_param_err');
    expect((await ops('PATCH', '/games/999999999', { enabled: false })).json().code).toBe('game.not_found');
    expect((await ops('PUT', `/games/${g.id}/maintenance`, { mode: 'SCHEDULED' })).json().code).toBe('games.window_invalid');
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect((await ops('PUT', `/games/${g.id}/maintenance`, { mode: 'NOW', until: past })).json().code).toBe('games.window_invalid');
    expect((await ops('PUT', '/games/hot', { ids: [g.id, g.id] })).json().code).toBe('games.hot_unknown');
    expect((await ops('PUT', '/games/hot', { ids: [999999999] })).json().code).toBe('games.hot_unknown');
    expect((await ops('PUT', '/vendors/NOPE/wallet', { mode: 'transfer' })).json().code).toBe('game.vendor_unknown');
    expect((await ops('GET', '/games?status=SOME')).json().code).toBe('request_param_err');
    expect((await ops('GET', `/games?keyword=${g.name}`)).json().value.rows[0]).toMatchObject({
      enabled: true,
      maintenance: { active: false },
    });
  });

  it('a maintenance window is honoured by the launch: listed still, refused inside the window, open after it', async () => {
    const p = await signIn(t);
    const id = await houseGameId(t, 'HOUSE_SLOT', p.member.merchantId);
    const name = (await slot()).name;
    expect(await launch(p.headers, id)).toBeNull();
    // Scheduled ahead: not yet in force.
    const from = new Date(Date.now() + 3600_000).toISOString();
    const until = new Date(Date.now() + 7200_000).toISOString();
    const sched = (await ops('PUT', `/games/${id}/maintenance`, { mode: 'SCHEDULED', from, until })).json().value;
    expect(sched.maintenance).toEqual({ from, until, active: false });
    expect(await launch(p.headers, id)).toBeNull();
    // The window reaches now (moved back in the table, as time passing would): listed, marked, and not launched.
    await t.dbHandle.db
      .update(games)
      .set({ maintenanceFrom: sql`now() - interval '1 minute'`, maintenanceUntil: sql`now() + interval '1 minute'` })
      .where(eq(games.id, id));
    expect(await launch(p.headers, id)).toBe('game.maintenance');
    // And once it ended, the game opens again.
    await t.dbHandle.db
      .update(games)
      .set({ maintenanceFrom: sql`now() - interval '2 minute'`, maintenanceUntil: sql`now() - interval '1 minute'` })
      .where(eq(games.id, id));
    expect(await launch(p.headers, id)).toBeNull();
    // NOW: at once, until lifted; listed with the maintenance mark.
    expect((await ops('PUT', `/games/${id}/maintenance`, { mode: 'NOW' })).json().value.maintenance.active).toBe(true);
    expect(await launch(p.headers, id)).toBe('game.maintenance');
    expect((await lobby(name)).find((x) => x.nodeId === id)).toMatchObject({ maintenance: true });
    expect((await ops('GET', '/games?status=MAINTENANCE&size=100')).json().value.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await ops('PUT', `/games/${id}/maintenance`, { mode: 'OFF' })).json().value.maintenance).toEqual({
      from: null,
      until: null,
      active: false,
    });
    expect(await launch(p.headers, id)).toBeNull();

    // A vendor's window closes all its games.
    expect((await ops('PUT', '/vendors/HOUSE/maintenance', { mode: 'NOW' })).json().value.maintenance.active).toBe(true);
    expect(await launch(p.headers, id)).toBe('game.vendor_maintenance');
    await ops('PUT', '/vendors/HOUSE/maintenance', { mode: 'OFF' });
    expect(await launch(p.headers, id)).toBeNull();
  });

  it('sets the hot games and their order, as the lobby shows them', async () => {
    const rows = (await ops('GET', '/games?category=RNG&size=3')).json().value.rows as { id: number }[];
    const ids = rows.map((r) => r.id).reverse();
    const set = (await ops('PUT', '/games/hot', { ids })).json().value.rows;
    expect(set.map((r: { id: number; hotRank: number }) => [r.id, r.hotRank])).toEqual(ids.map((id, i) => [id, i + 1]));
    const hot = (await t.app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2', headers: H() })).json().value.list;
    expect(hot.map((g: { nodeId: number }) => g.nodeId)).toEqual(ids);
    expect((await ops('GET', '/games/hot')).json().value.rows.map((r: { id: number }) => r.id)).toEqual(ids);
  });

  it('uploads an icon (png, jpg, webp sniffed; size-limited) that the lobby then shows', async () => {
    const g = await slot();
    const up = (data: Buffer, type = 'image/png', filename = 'icon.png') => {
      const body = multipartBody({}, [{ name: 'file', filename, type, data }]);
      return t.app.inject({ method: 'POST', url: `${B}/games/${g.id}/icon`, headers: { ...OPS, ...body.headers }, payload: body.payload });
    };
    expect((await up(Buffer.from('<svg>not an image</svg>'), 'image/png')).json().code).toBe('games.icon_invalid');
    expect((await up(pngBytes(600 * 1024))).json().code).toBe('games.icon_too_large');
    const png = (await up(pngBytes(2048))).json().value;
    expect(png).toMatchObject({ iconUploaded: true, iconUrl: `/media/game-icon/DEMO/${g.id}-1.png` });
    const served = await t.app.inject({ url: png.iconUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(pngBytes(2048))).toBe(true);
    const jpg = (await up(jpgBytes(1024), 'image/jpeg', 'x.jpg')).json().value;
    expect(jpg.iconUrl).toBe(`/media/game-icon/DEMO/${g.id}-2.jpg`);
    // The old version's address is gone; the lobby's card names the new one.
    expect((await t.app.inject({ url: png.iconUrl })).statusCode).toBe(404);
    expect((await lobby(g.name)).find((x) => x.nodeId === g.id)?.iconUrl).toBe(jpg.iconUrl);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(100, 3)]);
    expect((await up(webp, 'image/webp', 'x.webp')).json().value.iconUrl).toBe(`/media/game-icon/DEMO/${g.id}-3.webp`);
  });
});

describe('vendors in the back office', () => {
  it('lists vendors; disabling one hides its games from the lobby and closes its launches', async () => {
    const list = (await ops('GET', '/vendors')).json().value.rows;
    expect(list.find((v: { vassalage: string }) => v.vassalage === 'HOUSE')).toMatchObject({ enabled: true, wallet: 'seamless' });
    const p = await signIn(t);
    const id = await houseGameId(t, 'HOUSE_SLOT', p.member.merchantId);
    const name = (await slot()).name;
    expect((await ops('PATCH', '/vendors/house', { enabled: false })).json().value.enabled).toBe(false);
    expect((await lobby(name)).map((x) => x.nodeId)).not.toContain(id);
    expect(await launch(p.headers, id)).toBe('game.disabled');
    expect((await ops('PATCH', '/vendors/HOUSE', { enabled: true })).json().value.enabled).toBe(true);
    expect((await lobby(name)).map((x) => x.nodeId)).toContain(id);
  });

  it('refuses a wallet switch while members hold money with the vendor, and for a vendor that plays one wallet only', async () => {
    const p = await signIn(t);
    await t.dbHandle.db.execute(
      sql`INSERT INTO ledger_accounts (merchant_id, member_id, code, currency, balance) VALUES (${p.member.merchantId}, ${p.member.id}, 'HOUSE', 'PKR', 500)`,
    );
    expect((await ops('PUT', '/vendors/HOUSE/wallet', { mode: 'transfer' })).json().code).toBe('vendors.wallet_busy');
    await t.dbHandle.db.execute(sql`UPDATE ledger_accounts SET balance = 0 WHERE member_id = ${p.member.id} AND code = 'HOUSE'`);
    // The house vendor is this server's seamless game: no transfer wallet to switch to (a studio vendor's switch:
    // studio-wallet-switch.test.ts).
    expect((await ops('PUT', '/vendors/HOUSE/wallet', { mode: 'transfer' })).json().code).toBe('vendors.wallet_fixed');
    expect((await ops('PUT', '/vendors/HOUSE/wallet', { mode: 'seamless' })).json().value.wallet).toBe('seamless');
  });

  it('shows a vendor’s health; a retry of a transfer that is not stuck is refused', async () => {
    // A rollback of a bet the vendor never placed: its tombstone (a BET row in state TOMBSTONE) is a recent error.
    const p = await player(t);
    const lost = `lost-bet-${Date.now()}`;
    const rb = await vendorCall(t, 'rollback', { token: p.gameToken, txId: `rb-${lost}`, betTxId: lost });
    expect(rb.json.code, JSON.stringify(rb.json)).toBeNull();
    const h = (await ops('GET', '/vendors/HOUSE/health')).json().value;
    expect(h).toMatchObject({ vassalage: 'HOUSE', wallet: 'seamless', canRetry: false });
    expect(Array.isArray(h.errors) && Array.isArray(h.pending) && Array.isArray(h.openRounds)).toBe(true);
    expect(h.errors.find((e: { ref: string }) => e.ref === lost)).toMatchObject({
      kind: 'ROLLBACK_UNKNOWN_BET',
      account: p.member.account,
    });
    const house = (await ops('GET', '/vendors')).json().value.rows.find((r: { vassalage: string }) => r.vassalage === 'HOUSE');
    expect(house.recentErrors).toBeGreaterThanOrEqual(1);
    expect((await ops('POST', '/vendors/HOUSE/transfers/999999/retry')).json().code).toBe('resource.not_found');
  });

  it('every change is audited', async () => {
    const audit = (await ops('GET', '/audit?size=100')).json().value;
    const actions = new Set((audit.rows ?? audit.list ?? []).map((r: { action: string }) => r.action));
    for (const a of [
      'games.update',
      'games.maintenance',
      'games.hot',
      'games.icon',
      'vendors.update',
      'vendors.maintenance',
      'vendors.wallet',
    ])
      expect(actions, a).toContain(a);
  });
});

describe('categories', () => {
  const menus = async (language = 'EN') =>
    (await t.app.inject({ url: '/lgw/games/game_menus', headers: H('DEMO', { language }) })).json().value as {
      gameCategory: string;
      title: string;
    }[];
  it('staff rename, reorder and hide the lobby’s categories; the cached lobby follows at once; a wrong list writes nothing', async () => {
    const before = (await ops('GET', '/games/categories')).json().value.rows as {
      code: string;
      title: { EN: string; UR: string };
      enabled: boolean;
      games: number;
    }[];
    expect(before.map((c) => c.code)).toEqual((await menus()).map((m) => m.gameCategory));
    expect(before.find((c) => c.code === 'RNG')!.games).toBeGreaterThan(100);
    const fish = before.find((c) => c.code === 'FISH')!;
    // Fishing first, renamed in both languages; cockfighting hidden.
    const next = [fish, ...before.filter((c) => c !== fish)].map((c) => ({
      code: c.code,
      title: c.code === 'FISH' ? { EN: 'Fish hunters', UR: 'مچھلی کے شکاری' } : c.title,
      enabled: c.code !== 'COCKFIGHT',
    }));
    const saved = await ops('PUT', '/games/categories', { categories: next });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.rows[0]).toMatchObject({ code: 'FISH', title: { EN: 'Fish hunters', UR: 'مچھلی کے شکاری' } });
    const en = await menus();
    expect(en[0]).toMatchObject({ gameCategory: 'FISH', title: 'Fish hunters' });
    expect(en.map((m) => m.gameCategory)).not.toContain('COCKFIGHT');
    expect((await menus('UR'))[0]!.title).toBe('مچھلی کے شکاری');
    const audit = await t.dbHandle.db.execute(sql`SELECT count(*)::int AS n FROM ops_audit_log WHERE action = 'games.categories'`);
    expect(rowsOf<{ n: number }>(audit)[0]!.n).toBe(1);

    // A list missing a category, naming one twice, or with an empty title is refused, and nothing changes.
    const row = (code: string) => ({ code, title: { EN: code, UR: code }, enabled: true });
    expect((await ops('PUT', '/games/categories', { categories: next.slice(1) })).json().code).toBe('games.categories_mismatch');
    expect((await ops('PUT', '/games/categories', { categories: [...next.slice(1), row('RNG')] })).json().code).toBe(
      'games.categories_mismatch',
    );
    expect(
      (await ops('PUT', '/games/categories', { categories: [{ ...next[0], title: { EN: ' ', UR: 'x' } }, ...next.slice(1)] })).json().code,
    ).toBe('request_param_err');
    expect((await ops('GET', '/games/categories')).json().value.rows.map((c: { code: string }) => c.code)).toEqual(next.map((c) => c.code));

    const restored = await ops('PUT', '/games/categories', {
      categories: before.map((c) => ({ code: c.code, title: c.title, enabled: c.enabled })),
    });
    expect(restored.statusCode).toBe(200);
    expect((await menus()).map((m) => m.gameCategory)).toEqual(before.map((c) => c.code));
  });
});

describe('permissions', () => {
  const staff = staffClient(t);
  it('games.view reads, games.manage changes; others are refused', async () => {
    const { token: viewer } = await staff.signIn('viewer');
    const { token: support } = await staff.signIn('support');
    const g = await slot();
    expect((await staff.call('GET', `${B}/games`, bearer(viewer))).statusCode).toBe(200);
    expect((await staff.call('GET', `${B}/vendors/HOUSE/health`, bearer(viewer))).statusCode).toBe(200);
    expect((await staff.call('GET', `${B}/games/categories`, bearer(viewer))).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['PATCH', `/games/${g.id}`, { enabled: false }],
      ['PUT', `/games/${g.id}/maintenance`, { mode: 'NOW' }],
      ['PUT', '/games/hot', { ids: [] }],
      ['PUT', '/games/categories', { categories: [{ code: 'RNG', title: { EN: 'a', UR: 'b' }, enabled: true }] }],
      ['PATCH', '/vendors/HOUSE', { enabled: false }],
      ['PUT', '/vendors/HOUSE/maintenance', { mode: 'NOW' }],
      ['PUT', '/vendors/HOUSE/wallet', { mode: 'transfer' }],
      ['POST', '/vendors/HOUSE/transfers/1/retry', undefined],
    ] as const)
      expect((await staff.call(method as 'PUT', `${B}${url}`, bearer(viewer), body)).json().code, url).toBe('ops.forbidden');
    const icon = multipartBody({}, [{ name: 'file', filename: 'i.png', type: 'image/png', data: pngBytes(100) }]);
    const r = await t.app.inject({
      method: 'POST',
      url: `${B}/games/${g.id}/icon`,
      headers: { ...bearer(viewer), ...icon.headers },
      payload: icon.payload,
    });
    expect(r.json().code).toBe('ops.forbidden');
    expect((await staff.call('GET', `${B}/games`, bearer(support))).json().code).toBe('ops.forbidden');
    expect((await staff.call('GET', `${B}/vendors`, bearer(support))).json().code).toBe('ops.forbidden');
    expect((await staff.call('GET', `${B}/games/categories`, bearer(support))).json().code).toBe('ops.forbidden');
    const { token: admin } = await staff.signIn('admin');
    expect((await staff.call('PUT', `${B}/games/hot`, bearer(admin), { ids: [g.id] })).json().value.rows[0].id).toBe(g.id);
  });
});
