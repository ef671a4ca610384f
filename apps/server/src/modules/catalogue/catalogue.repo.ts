import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LocalText, favouriteGames, gameCategoriesT, gameRooms, gameVendors, games, recentGames } from '../../db/schema';
import { rowsOf } from '../../core/sql';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof gameVendors.$inferSelect;
export type GameFilter = {
  category?: string;
  vendorId?: number;
  /** A vendor's code in every category it serves (a list across categories). */
  vassalage?: string;
  subType?: string;
  keyword?: string;
  /** Vendors on the seamless wallet (true) or on transfer wallets of their own (false). */
  seamless?: boolean;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A game is offered when it and its vendor are enabled (a vendor switched off in the back office hides its games). */
const offered = (merchantId: number) =>
  and(
    eq(games.merchantId, merchantId),
    eq(games.enabled, true),
    sql`${games.vendorId} IN (SELECT id FROM game_vendors WHERE merchant_id = ${merchantId} AND enabled)`,
  ) as SQL;

const gameWhere = (merchantId: number, f: GameFilter) => {
  const parts: SQL[] = [offered(merchantId)];
  if (f.category) parts.push(eq(games.category, f.category));
  if (f.vendorId) parts.push(eq(games.vendorId, f.vendorId));
  if (f.vassalage) parts.push(eq(games.vassalage, f.vassalage));
  if (f.seamless !== undefined)
    parts.push(sql`${games.vendorId} IN (SELECT id FROM game_vendors WHERE merchant_id = ${merchantId} AND seamless = ${f.seamless})`);
  if (f.subType) parts.push(eq(games.subType, f.subType));
  if (f.keyword) parts.push(ilike(games.searchText, `%${escapeLike(f.keyword.toLowerCase())}%`));
  return and(...parts);
};

export const createCatalogueRepo = (db: Db) => ({
  /** Whether the merchant's catalogue has this game of the vendor (enabled or not). */
  hasGame: async (merchantId: number, vassalage: string, gameCode: string) =>
    (
      await db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)))
        .limit(1)
    ).length > 0,

  categories: (merchantId: number) =>
    db
      .select()
      .from(gameCategoriesT)
      .where(and(eq(gameCategoriesT.merchantId, merchantId), eq(gameCategoriesT.enabled, true)))
      .orderBy(asc(gameCategoriesT.sort)),

  vendors: (merchantId: number) =>
    db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
      .orderBy(asc(gameVendors.sort), asc(gameVendors.id)),

  /** Games per vendor and sub-type, for vendor game counts and the sub-type filters. */
  vendorStats: (merchantId: number) =>
    db
      .select({ vendorId: games.vendorId, subType: games.subType, n: count() })
      .from(games)
      .where(offered(merchantId))
      .groupBy(games.vendorId, games.subType),

  countGames: async (merchantId: number, f: GameFilter) =>
    (await db.select({ n: count() }).from(games).where(gameWhere(merchantId, f)))[0]?.n ?? 0,

  pageGames: (merchantId: number, f: GameFilter, offset: number, limit: number) =>
    db.select().from(games).where(gameWhere(merchantId, f)).orderBy(asc(games.sort), asc(games.id)).offset(offset).limit(limit),

  hotGames: (merchantId: number, category?: string) =>
    db
      .select()
      .from(games)
      .where(and(offered(merchantId), isNotNull(games.hotRank), category ? eq(games.category, category) : undefined))
      .orderBy(asc(games.hotRank)),

  popularGames: (merchantId: number, limit: number, category?: string) =>
    db
      .select()
      .from(games)
      .where(and(offered(merchantId), category ? eq(games.category, category) : undefined))
      .orderBy(desc(games.popularity), asc(games.id))
      .limit(limit),

  gameOf: async (merchantId: number, id: number) =>
    (
      await db
        .select()
        .from(games)
        .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
        .limit(1)
    )[0] ?? null,

  favouriteIds: async (memberId: number) =>
    (
      await db
        .select({ id: favouriteGames.gameId })
        .from(favouriteGames)
        .where(eq(favouriteGames.memberId, memberId))
        .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.id))
    ).map((r) => r.id),

  favouritePage: async (merchantId: number, memberId: number, category: string | undefined, offset: number, limit: number) => {
    const where = and(
      eq(favouriteGames.merchantId, merchantId),
      eq(favouriteGames.memberId, memberId),
      category ? eq(games.category, category) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select({ g: games })
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .where(where)
        .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(favouriteGames).innerJoin(games, eq(games.id, favouriteGames.gameId)).where(where),
    ]);
    return { rows: rows.map((r) => r.g), total: total[0]?.n ?? 0 };
  },

  addFavourite: (merchantId: number, memberId: number, gameId: number) =>
    db
      .insert(favouriteGames)
      .values({ merchantId, memberId, gameId })
      .onConflictDoNothing({ target: [favouriteGames.memberId, favouriteGames.gameId] }),

  removeFavourite: (memberId: number, gameId: number) =>
    db.delete(favouriteGames).where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId))),

  recent: async (merchantId: number, memberId: number, limit: number) =>
    (
      await db
        .select({ g: games })
        .from(recentGames)
        .innerJoin(games, eq(games.id, recentGames.gameId))
        .where(and(eq(recentGames.merchantId, merchantId), eq(recentGames.memberId, memberId)))
        .orderBy(desc(recentGames.playedAt), desc(recentGames.id))
        .limit(limit)
    ).map((r) => r.g),

  recordRecent: (merchantId: number, memberId: number, gameId: number, at: Date) =>
    db
      .insert(recentGames)
      .values({ merchantId, memberId, gameId, playedAt: at })
      .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: at } }),

  /**
   * The winner board: real settled bets with the biggest payouts since `since`, with the game and the member's account
   * (masked by the service). A seamless vendor's bets are its BET rows (served by the vendor_transactions_payouts
   * index); a transfer-wallet vendor's (issue 15: the studio's SPB, DS88) never pass the seamless wallet, so they are
   * the rounds it reported (vendor_rounds, as in the betting record; a seamless vendor's reports are not counted twice).
   */
  winners: async (merchantId: number, category: string | undefined, limit: number, since: Date) =>
    rowsOf<{ account: string; payout: string; display_name: LocalText; category: string; settled_at: string | Date }>(
      await db.execute(sql`SELECT m.account, w.payout::text AS payout, w.display_name, w.category, w.settled_at
        FROM ((SELECT v.member_id, v.payout, g.display_name, g.category, v.settled_at, v.id
            FROM vendor_transactions v
            JOIN games g ON g.merchant_id = v.merchant_id AND g.vassalage = v.vendor AND g.game_code = v.game_code
            WHERE v.merchant_id = ${merchantId} AND v.kind = 'BET' AND v.payout > 0 AND v.state = 'SETTLED'
              AND v.settled_at >= ${since.toISOString()}::timestamptz ${category ? sql`AND g.category = ${category}` : sql``}
            ORDER BY v.payout DESC, v.id DESC LIMIT ${limit})
          UNION ALL
          (SELECT r.member_id, r.payout, g.display_name, g.category, r.created_at, r.id
            FROM vendor_rounds r
            JOIN games g ON g.merchant_id = r.merchant_id AND g.vassalage = r.vendor AND g.game_code = r.game_code
            WHERE r.merchant_id = ${merchantId} AND r.transfer AND r.payout > 0
              AND r.created_at >= ${since.toISOString()}::timestamptz ${category ? sql`AND g.category = ${category}` : sql``}
            ORDER BY r.payout DESC, r.id DESC LIMIT ${limit})) w
        JOIN members m ON m.id = w.member_id
        ORDER BY w.payout DESC, w.settled_at DESC LIMIT ${limit}`),
    ),

  rooms: (merchantId: number, gameId: number) =>
    db
      .select()
      .from(gameRooms)
      .where(and(eq(gameRooms.merchantId, merchantId), eq(gameRooms.gameId, gameId)))
      .orderBy(asc(gameRooms.sort)),

  gamesByIds: (merchantId: number, ids: number[]) =>
    ids.length
      ? db
          .select()
          .from(games)
          .where(and(eq(games.merchantId, merchantId), inArray(games.id, ids)))
      : Promise.resolve([] as GameRow[]),

  /** Used by tests and the vendor issue: the per-merchant catalogue version (changes when games change). */
  gameCount: async (merchantId: number) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(games).where(eq(games.merchantId, merchantId)))[0]?.n ?? 0,
});
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
