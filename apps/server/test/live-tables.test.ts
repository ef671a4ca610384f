import { roomListValue } from '@wl/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { merchants } from '../src/db/schema';
import { launchHostOf } from '../src/modules/vendors/adapter';
import { H } from './harness';
import { callStudio, gameOf, launch, player, studioWorldForFile } from './studio-helpers';

/** Issue 35, item 8: a live vendor's tables from its lobby (GLS2_roomList), and launch hosts from launchGameCDNs. */
const t = studioWorldForFile();
afterEach(() => vi.restoreAllMocks());

const rooms = async (q: string, headers: Record<string, string> = H()) => t.app.inject({ url: `/wps/relay/GLS2_roomList?${q}`, headers });

describe("a live vendor's tables", () => {
  it('GLS2_roomList lists the live tables of a live vendor, each with its round, limits, players and the game that opens it', async () => {
    const r = await rooms('vassalage=EVO');
    expect(r.statusCode, r.body).toBe(200);
    const list = roomListValue.parse(r.json().value).list;
    expect(list.length).toBe(30);
    for (const table of list) {
      expect(table.nodeId).toBe(table.roomId);
      expect(['BETTING', 'RESULT']).toContain(table.phase);
      expect(Number(table.minBet)).toBeGreaterThan(0);
      expect(Number(table.maxBet)).toBeGreaterThan(Number(table.minBet));
      expect(Number.isNaN(Date.parse(table.closesAt ?? ''))).toBe(false);
    }
    // A player sitting at a table is counted there, and at no other.
    const g = await gameOf(t, { vendor: 'EVO', category: 'LIVE' });
    const p = await player(t, 0n);
    const l = await launch(t, p, g.id);
    expect((await callStudio(t, 'EVO', 'table', { launch: l.launch })).status).toBe(200);
    const after = roomListValue.parse((await rooms('vassalage=EVO')).json().value).list;
    expect(after.find((x) => x.nodeId === g.id)?.players).toBe(1);
    expect(after.filter((x) => x.players > 0)).toHaveLength(1);
    // Urdu names come with the Urdu language.
    const ur = roomListValue.parse((await rooms('vassalage=EVO&language=UR')).json().value).list;
    expect(ur.find((x) => x.nodeId === g.id)?.name).not.toBe(after.find((x) => x.nodeId === g.id)?.name);
  });

  it('a vendor that is not live, an unknown vendor and both or neither parameter are refused', async () => {
    expect((await rooms('vassalage=PG')).json().code).toBe('game.vendor_unknown');
    expect((await rooms('vassalage=NOPE')).json().code).toBe('game.vendor_unknown');
    expect((await rooms('')).statusCode).toBe(400);
    expect((await rooms('vassalage=EVO&nodeId=1')).statusCode).toBe(400);
  });
});

describe('launch hosts', () => {
  it('are chosen at random among the http(s) entries of launchGameCDNs', () => {
    const cdns = ['', 'https://cdn-a.example', 'https://cdn-b.example/'];
    expect(launchHostOf(cdns, () => 0)).toBe('https://cdn-a.example');
    expect(launchHostOf(cdns, () => 0.99)).toBe('https://cdn-b.example');
    expect(launchHostOf([''], () => 0.5)).toBeUndefined();
  });

  it("a launch opens the game page from the host drawn for it, keeping the vendor's path", async () => {
    const db = t.dbHandle.db;
    await db
      .update(merchants)
      .set({ launchGameCdns: ['https://cdn-a.example', 'https://cdn-b.example'] })
      .where(eq(merchants.code, 'DEMO'));
    try {
      const g = await gameOf(t, { vendor: 'PG', category: 'RNG' });
      const p = await player(t, 0n);
      vi.spyOn(Math, 'random').mockReturnValue(0.75);
      const second = await launch(t, p, g.id);
      expect([second.url.origin, second.url.pathname]).toEqual(['https://cdn-b.example', '/v/PG/play']);
      vi.spyOn(Math, 'random').mockReturnValue(0.1);
      expect((await launch(t, p, g.id)).url.origin).toBe('https://cdn-a.example');
    } finally {
      await db
        .update(merchants)
        .set({ launchGameCdns: [''] })
        .where(eq(merchants.code, 'DEMO'));
    }
  });
});
