import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCounters } from '../../db/schema';

/** The database side of the brute-force counters (used when no Redis is configured). */
export const createLimiterRepo = (db: Db) => ({
  /**
   * Counts one attempt in one statement and answers the new count: the row is created at 1, or a window that has
   * run out at `at` starts again at 1 until `reset`, or the count goes up by one.
   */
  hit: async (key: string, at: Date, reset: Date): Promise<number> => {
    const [row] = await db
      .insert(authCounters)
      .values({ key, count: 1, resetAt: reset })
      .onConflictDoUpdate({
        target: authCounters.key,
        set: {
          count: sql`CASE WHEN ${authCounters.resetAt} <= ${at.toISOString()}::timestamptz THEN 1 ELSE ${authCounters.count} + 1 END`,
          resetAt: sql`CASE WHEN ${authCounters.resetAt} <= ${at.toISOString()}::timestamptz THEN ${reset.toISOString()}::timestamptz ELSE ${authCounters.resetAt} END`,
        },
      })
      .returning({ count: authCounters.count });
    return row?.count ?? 1;
  },

  /** Gives back one attempt, never below zero, in one statement. */
  release: async (key: string) => {
    await db
      .update(authCounters)
      .set({ count: sql`GREATEST(${authCounters.count} - 1, 0)` })
      .where(eq(authCounters.key, key));
  },

  byKey: async (key: string) => (await db.select().from(authCounters).where(eq(authCounters.key, key)).limit(1))[0],

  remove: async (key: string) => {
    await db.delete(authCounters).where(eq(authCounters.key, key));
  },
});
