import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
type Slot = { merchantId: number; purpose: string; target: string };

const live = (s: Slot) =>
  and(
    eq(oneTimeCodes.merchantId, s.merchantId),
    eq(oneTimeCodes.purpose, s.purpose),
    eq(oneTimeCodes.target, s.target),
    isNull(oneTimeCodes.usedAt),
  );

/** The one-time codes table: only hashes are stored, each row bound to (merchant, purpose, target). */
export const createCodesRepo = (db: Db) => ({
  /** Marks every unused code of the slot used (a new code replaces them). */
  retire: async (s: Slot, at: Date) => {
    await db.update(oneTimeCodes).set({ usedAt: at }).where(live(s));
  },

  insert: async (row: typeof oneTimeCodes.$inferInsert) => {
    await db.insert(oneTimeCodes).values(row);
  },

  /** The newest unused code of the slot, expired or not. */
  newestUnused: async (s: Slot): Promise<CodeRow | undefined> =>
    (await db.select().from(oneTimeCodes).where(live(s)).orderBy(desc(oneTimeCodes.id)).limit(1))[0],

  /** Uses a row once; false when another request used it first. */
  markUsed: async (id: number, at: Date) =>
    (
      await db
        .update(oneTimeCodes)
        .set({ usedAt: at })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
        .returning({ id: oneTimeCodes.id })
    ).length === 1,

  /**
   * Takes one attempt in one statement while the code is unused and under `limit`: the new attempt count, or
   * undefined when none was left.
   */
  takeAttempt: async (id: number, limit: number): Promise<number | undefined> =>
    (
      await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.attempts, limit)))
        .returning({ attempts: oneTimeCodes.attempts })
    )[0]?.attempts,
});
