import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';

export const createMembersRepo = (db: Db) => ({
  /** The member's row exists (undefined when not) and its chosen picture (null when none was chosen). */
  icon: async (merchantId: number, memberId: number) =>
    (
      await db
        .select({ icon: members.icon })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
        .limit(1)
    )[0],

  setIcon: (merchantId: number, memberId: number, icon: number) =>
    db
      .update(members)
      .set({ icon })
      .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId))),
});
