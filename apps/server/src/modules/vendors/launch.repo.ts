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

  /**
   * The vendor's wallet flag under a share lock held to the end of `tx` (decision 008): the merchant's switch takes the
   * row FOR UPDATE, so it waits for this transaction, or this waits for the switch and reads the flag it committed.
   */
  seamlessLocked: async (tx: Db, vendorRowId: number) =>
    (await tx.select({ seamless: gameVendors.seamless }).from(gameVendors).where(eq(gameVendors.id, vendorRowId)).for('share'))[0]
      ?.seamless ?? null,

  openSession: async (exec: Db, values: typeof gameSessions.$inferInsert) => {
    await exec.insert(gameSessions).values(values);
  },

  /** Ends a session whose launch failed after it was recorded (its token was never handed out). */
  endSession: async (tokenHash: string, at: Date) => {
    await db.update(gameSessions).set({ expiresAt: at }).where(eq(gameSessions.tokenHash, tokenHash));
  },

  transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction(fn),
});
