import { gameMatchValue } from '@wl/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameVendors } from '../src/db/schema';
import { H } from './harness';
import { callStudio, gameOf, launch, player, studioWorldForFile } from './studio-helpers';

/**
 * Issue 35 item 4: GCSGAME_getGameMatchV2 answered 404. It lists the fixtures of the sports and esports vendors from
 * their feeds (the demo studio's sportsbook), each naming the game its entrance opens.
 */
const t = studioWorldForFile();

const matches = async (q: string) => t.app.inject({ url: `/wps/relay/GCSGAME_getGameMatchV2?${q}`, headers: H() });

describe('GCSGAME_getGameMatchV2', () => {
  it("lists the sports vendors' fixtures, live first, each with its score, odds and the game that opens it", async () => {
    const r = await matches('gameType=SPORTS');
    expect(r.statusCode, r.body).toBe(200);
    const list = gameMatchValue.parse(r.json().value).list;
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((m) => m.vendor))).toEqual(new Set(['SPB', 'SS', 'SABA']));
    const ranks = list.map((m) => (m.status === 'LIVE' ? 0 : m.status === 'PRE' ? 1 : 2));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const m of list) {
      expect(m.market).toBe('1X2');
      if (m.status === 'PRE') expect(Object.keys(m.odds ?? {}).sort()).toEqual(['away', 'draw', 'home']);
      expect(m.home).not.toBe(m.away);
    }
    // The fixture listed is the one the vendor's own game board shows.
    const ss = list.find((m) => m.vendor === 'SS' && m.status === 'PRE');
    const g = await gameOf(t, { vendor: 'SS', category: 'SPORTS' });
    expect(ss?.nodeId).toBe(g.id);
    const l = await launch(t, await player(t, 0n), g.id);
    const board = await callStudio(t, 'SS', 'book', { launch: l.launch });
    const fixtures = (board.json.value as { fixtures: { id: string; home: string; away: string }[] }).fixtures;
    expect(fixtures.find((f) => f.id === ss?.matchId)).toMatchObject({ home: ss?.home, away: ss?.away });
  });

  it('lists the esports series with the series-winner market, and one vendor alone when named', async () => {
    const all = gameMatchValue.parse((await matches('gameType=ESPORTS')).json().value).list;
    expect(new Set(all.map((m) => m.vendor))).toEqual(new Set(['IMES', 'TF', 'IA']));
    expect(all.every((m) => m.market === 'WINNER')).toBe(true);
    const imes = gameMatchValue.parse((await matches('gameType=ESPORTS&vassalage=IMES')).json().value).list;
    expect(imes.length).toBeGreaterThan(0);
    expect(imes.every((m) => m.vendor === 'IMES')).toBe(true);
  });

  it('a vendor in maintenance is left out; named alone it is refused; unknown vendors and types are refused', async () => {
    await t.dbHandle.db.update(gameVendors).set({ maintenance: true }).where(eq(gameVendors.vassalage, 'SABA'));
    const list = gameMatchValue.parse((await matches('gameType=SPORTS')).json().value).list;
    expect(list.some((m) => m.vendor === 'SABA')).toBe(false);
    expect((await matches('gameType=SPORTS&vassalage=SABA')).json().code).toBe('game.vendor_maintenance');
    expect((await matches('gameType=SPORTS&vassalage=NOPE')).json().code).toBe('game.vendor_unknown');
    expect((await matches('gameType=SPORTS&vassalage=IMES')).json().code).toBe('game.vendor_unknown');
    expect((await matches('gameType=CASINO')).statusCode).toBe(400);
    await t.dbHandle.db.update(gameVendors).set({ maintenance: false }).where(eq(gameVendors.vassalage, 'SABA'));
  });
});
