import { type GameCategory, gameCategories } from '@wl/contracts';
import type { Db } from '../db/client';
import { gameCategoriesT, gameRooms, gameVendors, games } from '../db/schema';
import { lotteryListing } from './lottery.data';
import type { SeedStep } from './step';
import {
  type VendorSeed,
  acmeVendors,
  adjectives,
  categoryTitles,
  demoVendors,
  fishGames,
  nouns,
  singleGames,
  suffixes,
  tableGames,
} from './catalogue.data';

/** Small deterministic generator, so every fresh database gets the same catalogue. */
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const hashOf = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7) >>> 0;

const SUBTYPES = [null, 'SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

const isLottery = (v: VendorSeed) => v.category === 'LOTT' || v.category === 'ELOTT';

/**
 * The games a lottery lane lists: the lottery engine's games the lineup lists there (lottery.data.ts), with their codes
 * and names, so the catalogue never names a lottery game the engine does not play.
 */
const lotteryEntries = (merchantCode: string, v: VendorSeed) => {
  const listed = lotteryListing(merchantCode, v.code, v.category);
  if (listed.length !== v.games)
    throw new Error(`${merchantCode} ${v.code}/${v.category}: ${v.games} games listed, the lineup has ${listed.length}`);
  return listed;
};

/** English and Urdu names of the i-th game of a vendor (of DEMO's catalogue unless told); unique within the vendor. */
export const gameNameOf = (v: VendorSeed, i: number, merchantCode = 'DEMO'): [string, string] => {
  const h = hashOf(v.code);
  const join = (parts: [string, string][]) =>
    [
      parts
        .map((p) => p[0])
        .filter(Boolean)
        .join(' '),
      parts
        .map((p) => p[1])
        .filter(Boolean)
        .join(' '),
    ] as [string, string];
  const n = (k: number): [string, string] => [k > 0 ? String(k + 1) : '', k > 0 ? String(k + 1) : ''];
  switch (v.category) {
    case 'RNG': {
      const a = adjectives[(i + h) % adjectives.length]!;
      const b = nouns[(Math.floor(i / adjectives.length) + h) % nouns.length]!;
      return join([a, b, suffixes[(i * 3 + h) % suffixes.length]!]);
    }
    case 'FISH':
      return join([fishGames[i % fishGames.length]!, n(Math.floor(i / fishGames.length))]);
    case 'LIVE':
    case 'PVP':
      return join([tableGames[(i + (v.category === 'PVP' ? 5 : 0)) % tableGames.length]!, n(Math.floor(i / tableGames.length))]);
    case 'LOTT':
    case 'ELOTT': {
      const g = lotteryEntries(merchantCode, v)[i]!;
      return [g.nameEn, g.nameUr];
    }
    default:
      return singleGames[v.category] ?? ['Game', 'گیم'];
  }
};

const chunks = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
const seedMerchantCatalogue = async (tx: Db, merchant: { id: number; code: string }) => {
  const vendorSeeds = merchant.code === 'DEMO' ? demoVendors : acmeVendors;
  const r = mulberry32(hashOf(merchant.code));
  const used = new Set(vendorSeeds.map((v) => v.category));
  await tx
    .insert(gameCategoriesT)
    .values(
      gameCategories.filter((c) => used.has(c)).map((code, sort) => ({ merchantId: merchant.id, code, title: categoryTitles[code], sort })),
    );
  const perCategory = new Map<GameCategory, number>();
  const vendorRows = await tx
    .insert(gameVendors)
    .values(
      vendorSeeds.map((v, i) => {
        const sort = perCategory.get(v.category) ?? 0;
        perCategory.set(v.category, sort + 1);
        return {
          merchantId: merchant.id,
          category: v.category,
          vassalage: v.code,
          accountTypeId: 100 + i,
          accountTypeName: v.code,
          displayName: { EN: v.en, UR: v.ur },
          isGame: v.isGame ?? ('GAME' as const),
          seamless: v.seamless ?? true,
          maintenance: v.code === 'RELAX',
          freeplay: v.category === 'RNG' && i % 3 === 0,
          isHot: sort < 3,
          isNew: ['BNG', 'RTG', 'BGLIVE', 'MPOKER', 'DS88', 'WAZDAN'].includes(v.code),
          languages: v.languages ?? ['EN'],
          sort,
        };
      }),
    )
    .returning({ id: gameVendors.id, category: gameVendors.category, vassalage: gameVendors.vassalage });

  let hotRank = 0;
  const gameRows = vendorRows.flatMap((vr, vi) => {
    const v = vendorSeeds[vi]!;
    return Array.from({ length: v.games }, (_, i) => {
      const [en, ur] = gameNameOf(v, i, merchant.code);
      const sub = v.category === 'RNG' ? SUBTYPES[i % 12 < 7 ? i % 12 : 0] : null;
      const hot = (v.category === 'RNG' && i < 2) || (['FISH', 'LIVE', 'PVP'].includes(v.category) && i === 0);
      return {
        merchantId: merchant.id,
        vendorId: vr.id,
        vassalage: v.code,
        category: v.category,
        gameCode: isLottery(v)
          ? lotteryEntries(merchant.code, v)[i]!.gameCode
          : `${v.code}_${v.category === 'RNG' ? '' : v.category.slice(0, 2)}${String(i + 1).padStart(4, '0')}`,
        gameName: en,
        displayName: { EN: en, UR: ur },
        searchText: `${en} ${ur}`.toLowerCase(),
        subType: sub === 'BG' && !(v.languages ?? []).includes('TY') ? null : sub,
        hasLargeIcon: i % 5 === 0,
        isHot: hot,
        hotRank: hot ? hotRank++ : null,
        isNew: i % 17 === 3,
        sort: i,
        popularity: Math.floor(r() * 10000),
      };
    });
  });
  const inserted: { id: number; category: string }[] = [];
  for (const part of chunks(gameRows, 500)) {
    inserted.push(...(await tx.insert(games).values(part).returning({ id: games.id, category: games.category })));
  }

  const pvp = inserted.filter((g) => g.category === 'PVP');
  const rooms = [
    { EN: 'Beginner', UR: 'ابتدائی', min: 100n },
    { EN: 'Standard', UR: 'معیاری', min: 1000n },
    { EN: 'VIP', UR: 'وی آئی پی', min: 10000n },
  ];
  const roomRows = pvp.flatMap((g) =>
    rooms.map((room, sort) => ({
      merchantId: merchant.id,
      gameId: g.id,
      name: { EN: room.EN, UR: room.UR },
      minBet: room.min,
      maxBet: room.min * 100n,
      players: Math.floor(r() * 200),
      sort,
    })),
  );
  for (const part of chunks(roomRows, 500)) await tx.insert(gameRooms).values(part);
};

export const catalogueSeed: SeedStep = async (tx, ctx) => {
  for (const m of ctx.merchants) await seedMerchantCatalogue(tx, m);
};
