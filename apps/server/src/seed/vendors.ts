import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { GameCategory } from '@wl/contracts';
import { gameCategoriesT, gameVendors, games, vendorSecrets } from '../db/schema';
import { categoryTitles } from './catalogue.data';
import type { SeedStep } from './step';

export const HOUSE_VENDOR = 'HOUSE';

/**
 * The house vendor's real games (packages/house-games), each in the category a player looks for it in (issue 36):
 * Crown Fortune is the one slot (RNG, "Slots"); baccarat is a card game and dice a table game, so both sit in PVP
 * ("Card games"), beside the catalogue's Sic Bo, Teen Patti and Ludo. These names are the only ones: the game page,
 * the betting record and the winner board all read them from here.
 */
const houseGames: { category: GameCategory; code: string; en: string; ur: string; subType?: string }[] = [
  { category: 'RNG', code: 'HOUSE_SLOT', en: 'Crown Fortune', ur: 'تاج کی قسمت' },
  { category: 'PVP', code: 'HOUSE_DICE', en: 'House Dice', ur: 'ہاؤس ڈائس' },
  { category: 'PVP', code: 'HOUSE_BACCARAT', en: 'House Baccarat', ur: 'ہاؤس بکارٹ' },
];

/**
 * Adds the house vendor and its games to each merchant's catalogue when absent, and gives the house vendor a random
 * signing secret (never a fixed one in code; operators read it from vendor_secrets).
 */
export const vendorsSeed: SeedStep = async (tx, ctx) => {
  await tx
    .insert(vendorSecrets)
    .values({ vendor: HOUSE_VENDOR, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  for (const m of ctx.merchants) {
    for (const category of new Set(houseGames.map((g) => g.category))) {
      await tx
        .insert(gameCategoriesT)
        .values({ merchantId: m.id, code: category, title: categoryTitles[category], sort: 99 })
        .onConflictDoNothing();
      await tx
        .insert(gameVendors)
        .values({
          merchantId: m.id,
          category,
          vassalage: HOUSE_VENDOR,
          accountTypeId: 900,
          accountTypeName: HOUSE_VENDOR,
          displayName: { EN: 'House Games', UR: 'ہاؤس گیمز' },
          seamless: true,
          freeplay: true,
          languages: ['EN', 'UR'],
          sort: 99,
        })
        .onConflictDoNothing();
      const [v] = await tx
        .select({ id: gameVendors.id })
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, m.id), eq(gameVendors.category, category), eq(gameVendors.vassalage, HOUSE_VENDOR)));
      const own = houseGames.filter((g) => g.category === category);
      // Negative sorts put the platform's own playable games first in their category (home section and game list);
      // the outside vendors' games start at 0.
      const rows = own.map((g, i) => ({
        merchantId: m.id,
        vendorId: v!.id,
        vassalage: HOUSE_VENDOR,
        category,
        gameCode: g.code,
        gameName: g.en,
        displayName: { EN: g.en, UR: g.ur },
        searchText: `${g.en} ${g.ur}`.toLowerCase(),
        subType: g.subType ?? null,
        sort: i - own.length,
      }));
      // A database seeded before gets the category, sub-type and one name of each game on the next seed (the slot was
      // listed as "House Fruit Slot" while its page said "Crown Fortune"; dice and baccarat sat under "Slots").
      await tx
        .insert(games)
        .values(rows)
        .onConflictDoUpdate({
          target: [games.merchantId, games.vassalage, games.gameCode],
          set: {
            vendorId: sql`excluded.vendor_id`,
            category: sql`excluded.category`,
            subType: sql`excluded.sub_type`,
            gameName: sql`excluded.game_name`,
            displayName: sql`excluded.display_name`,
            searchText: sql`excluded.search_text`,
          },
        });
    }
  }
};
