import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameCategoriesT, gameVendors, games, merchants, walletSettings } from '../db/schema';
import { categoryTitles } from './catalogue.data';

const transferGames = [
  { code: 'SLOT', en: 'Transfer Fruit Slot', ur: 'ٹرانسفر فروٹ سلاٹ' },
  { code: 'ROULETTE', en: 'Transfer Roulette', ur: 'ٹرانسفر رولیٹ' },
];

/**
 * The demo transfer-wallet vendor (the simulator's stand-in): two games in the DEMO merchant's catalogue and the
 * vendor among its transfer wallets. Run only when the stand-in is configured, so a demo without it does not list
 * games it cannot open; safe to run again.
 */
export const seedTransferVendor = async (db: Db, code: string) => {
  const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  if (!m) return;
  await db.insert(gameCategoriesT).values({ merchantId: m.id, code: 'RNG', title: categoryTitles.RNG, sort: 99 }).onConflictDoNothing();
  await db
    .insert(gameVendors)
    .values({
      merchantId: m.id,
      category: 'RNG',
      vassalage: code,
      accountTypeId: 901,
      accountTypeName: code,
      displayName: { EN: 'Transfer Wallet Games', UR: 'ٹرانسفر والٹ گیمز' },
      seamless: false,
      freeplay: false,
      languages: ['EN', 'UR'],
      sort: 98,
    })
    .onConflictDoNothing();
  const [v] = await db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, m.id), eq(gameVendors.category, 'RNG'), eq(gameVendors.vassalage, code)));
  await db
    .insert(games)
    .values(
      transferGames.map((g, sort) => ({
        merchantId: m.id,
        vendorId: v!.id,
        vassalage: code,
        category: 'RNG',
        gameCode: `${code}_${g.code}`,
        gameName: g.en,
        displayName: { EN: g.en, UR: g.ur },
        searchText: `${g.en} ${g.ur}`.toLowerCase(),
        sort,
      })),
    )
    .onConflictDoNothing();
  const [s] = await db.select({ vendors: walletSettings.transferVendors }).from(walletSettings).where(eq(walletSettings.merchantId, m.id));
  if (s && !s.vendors.includes(code))
    await db
      .update(walletSettings)
      .set({ transferVendors: [...s.vendors, code] })
      .where(eq(walletSettings.merchantId, m.id));
};
