import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';

export const createServerKeysRepo = (db: Db) => ({
  byKid: async (kid: string) => (await db.select().from(serverKeys).where(eq(serverKeys.kid, kid)).limit(1))[0],
  /** Keeps the pair unless another copy stored one first (its pair then wins). */
  insertIfAbsent: (row: typeof serverKeys.$inferInsert) => db.insert(serverKeys).values(row).onConflictDoNothing(),
});
