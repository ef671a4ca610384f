import { and, asc, count, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';

const live = (merchantId: number, at: Date) =>
  and(
    eq(notices.merchantId, merchantId),
    eq(notices.enabled, true),
    or(isNull(notices.startsAt), lte(notices.startsAt, at)),
    or(isNull(notices.endsAt), gt(notices.endsAt, at)),
  );

export const createNoticesRepo = (db: Db) => ({
  byTypes: (merchantId: number, types: string[], platform: string, at: Date) =>
    db
      .select()
      .from(notices)
      .where(and(live(merchantId, at), inArray(notices.type, types), eq(notices.platform, platform)))
      .orderBy(asc(notices.sort), asc(notices.id)),
  announcements: async (merchantId: number, at: Date, offset: number, limit: number) => {
    const where = and(live(merchantId, at), eq(notices.type, 'AN'));
    const [rows, total] = await Promise.all([
      db.select().from(notices).where(where).orderBy(asc(notices.sort), asc(notices.id)).offset(offset).limit(limit),
      db.select({ n: count() }).from(notices).where(where),
    ]);
    return { rows, total: total[0]?.n ?? 0 };
  },
  banner: async (merchantId: number, id: number) =>
    (
      await db
        .select()
        .from(notices)
        .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id), eq(notices.type, 'B')))
        .limit(1)
    )[0] ?? null,
});
