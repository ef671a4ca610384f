import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, gameVendors, games } from '../../db/schema';

/** Games with their vendors, and the game sessions a launch opens. */
export const createLaunchRepo = (db: Db) => ({
  /** A merchant's game and its vendor, in one query. */
  gameWithVendor: async (merchantId: number, gameId: number) =>
    (
      await db
        .select({ g: games, v: gameVendors })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(and(eq(games.merchantId, merchantId), eq(games.id, gameId)))
        .limit(1)
    )[0],

  openSession: (values: typeof gameSessions.$inferInsert) => db.insert(gameSessions).values(values),
});
