import { describe, expect, it } from 'vitest';
import { acmeVendors, demoVendors } from '../src/seed/catalogue.data';
import { gameNameOf } from '../src/seed/catalogue';
import {
  bannerSceneOf,
  bannerSvg,
  gameSvg,
  mallItemSvg,
  promotionSvg,
  signatureOf,
  tileArtOf,
} from '../src/modules/catalogue/game-art/index';
import { mallArtsDrawn, promotionKindsDrawn } from '../src/modules/catalogue/game-art/reward-art';
import { pointItemArts, promotionKinds } from '@wl/contracts';

/** Every game of a seeded catalogue as the media route draws it (same name, code, vendor and category). */
const catalogue = (vendors: typeof demoVendors) =>
  vendors.flatMap((v) =>
    Array.from({ length: v.games }, (_, i) => ({
      gameCode: `${v.code}_${v.category}_${i}`,
      gameName: gameNameOf(v, i)[0],
      vassalage: v.code,
      category: v.category,
    })),
  );

const tileText = (svg: string) =>
  [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)]
    .map((m) => m[1])
    .join(' ')
    .replace(/&amp;/g, '&');

describe('lobby tiles are drawn from the name, category and vendor', () => {
  const games = [...catalogue(demoVendors), { gameCode: 'HOUSE_SLOT', gameName: 'Crown Fortune', vassalage: 'HOUSE', category: 'RNG' }];

  it('every tile carries the game’s whole name (never two letters) and its vendor', () => {
    expect(games.length).toBeGreaterThan(3000);
    for (const g of games) {
      for (const large of [false, true]) {
        const svg = gameSvg(g, large);
        const text = tileText(svg);
        if (text.endsWith('…')) expect(g.gameName.startsWith(text.slice(0, -1).trim())).toBe(true);
        else expect(text).toBe(g.gameName);
        expect(text.length).toBeGreaterThan(2);
        expect(svg).toContain(`>${g.vassalage.replace(/_/g, ' ')}</text>`);
      }
    }
  });

  it('no two tiles of a vendor look alike, and the same name at two vendors still differs', () => {
    const byVendor = new Map<string, Set<string>>();
    const all = new Map<string, string>();
    for (const g of games) {
      const sig = signatureOf(tileArtOf(g));
      const key = `${g.vassalage}|${g.category}`;
      const seen = byVendor.get(key) ?? new Set<string>();
      expect(seen.has(sig), `${g.gameName} at ${key} repeats ${sig}`).toBe(false);
      seen.add(sig);
      byVendor.set(key, seen);
      const other = all.get(sig);
      // the one allowed repeat is a vendor listed in two categories (its own two tiles of one name)
      if (other) expect(other.split('|')[0]).toBe(g.vassalage);
      all.set(sig, `${g.vassalage}|${g.gameName}`);
    }
  });

  it('the theme word picks the motif, the colour word the palette, the edition word the ribbon', () => {
    expect(tileArtOf({ gameCode: 'a', gameName: 'Golden Dragon Deluxe', vassalage: 'PG', category: 'RNG' })).toMatchObject({
      motif: 'dragon',
      palette: 'golden',
      adornment: 'golden',
      ribbon: 'DELUXE',
    });
    expect(tileArtOf({ gameCode: 'b', gameName: 'Dragon Tiger 2', vassalage: 'EVO', category: 'LIVE' })).toMatchObject({
      motif: 'dragon',
      ribbon: '2',
    });
    expect(tileArtOf({ gameCode: 'c', gameName: 'Crown Fortune', vassalage: 'HOUSE', category: 'RNG' }).motif).toBe('crown');
    expect(tileArtOf({ gameCode: 'd', gameName: 'Shark Hunter', vassalage: 'JILI', category: 'FISH' }).motif).toBe('shark');
    expect(tileArtOf({ gameCode: 'e', gameName: 'Sportsbook', vassalage: 'SPB', category: 'SPORTS' }).motif).toBe('sports');
    // a name that names nothing still gets a motif of its category, and its words on the tile
    const svg = gameSvg({ gameCode: 'z', gameName: 'Zq', vassalage: 'X&Y', category: 'RNG' }, false);
    expect(svg).toContain('X&amp;Y');
    expect(tileText(svg)).toBe('Zq');
  });

  it('a lobby tile writes nothing in its top corners, where the page puts its badge and favourite star', () => {
    for (const g of games) {
      const svg = gameSvg(g, false);
      // every label's baseline lies in the tile's lower part (the corners' overlays reach about a third down)
      for (const m of svg.matchAll(/<text\b[^>]*\by="([\d.]+)"[^>]*font-size="10"/g)) expect(Number(m[1]), g.gameName).toBeGreaterThan(90);
    }
  });

  it('ACME’s catalogue is drawn the same way', () => {
    for (const g of catalogue(acmeVendors)) expect(tileText(gameSvg(g, false)).length).toBeGreaterThan(2);
  });
});

describe('banners are scenes of what they announce', () => {
  it('picks a scene from the title and draws no words', () => {
    expect(bannerSceneOf('Welcome bonus 100%')).toBe('bonus');
    expect(bannerSceneOf('Weekly slot race')).toBe('slot');
    expect(bannerSceneOf('Live casino cashback')).toBe('live');
    expect(bannerSceneOf('Invite friends')).toBe('invite');
    expect(bannerSceneOf('Acme weekend spins')).toBe('slot');
    const a = bannerSvg('1Welcome bonus 100%', 'Welcome bonus 100%', '#f5b301', '#ff4d6d');
    const b = bannerSvg('2Weekly slot race', 'Weekly slot race', '#f5b301', '#ff4d6d');
    expect(a).not.toBe(b);
    expect(a).toContain('#f5b301');
    expect(a).not.toContain('Welcome');
  });
});

describe('promotions and mall items have pictures of what they give', () => {
  it('every promotion kind and mall art is drawn, the same item alike each time, two items apart', () => {
    expect([...promotionKindsDrawn].sort()).toEqual([...promotionKinds].sort());
    expect([...mallArtsDrawn].sort()).toEqual([...pointItemArts].sort());
    for (const kind of promotionKinds) {
      const a = promotionSvg(1, kind, 'ruby');
      expect(a).toContain(`data-art="${kind}|ruby"`);
      expect(promotionSvg(1, kind, 'ruby')).toBe(a);
      expect(promotionSvg(2, kind, 'ruby')).not.toBe(a);
      expect(a).not.toMatch(/<text/);
    }
    const scenes = new Set(promotionKinds.map((k) => promotionSvg(1, k, 'gold')!.replace(/data-art="[^"]*"/, '')));
    expect(scenes.size).toBe(promotionKinds.length);
    for (const art of pointItemArts) {
      expect(mallItemSvg(3, art)).toContain(`data-art="${art}"`);
      expect(mallItemSvg(4, art)).not.toBe(mallItemSvg(3, art));
    }
    expect(promotionSvg(1, 'NO_SUCH', 'gold')).toBeNull();
    expect(mallItemSvg(1, 'rocket')).toBeNull();
  });
});
