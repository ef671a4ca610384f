import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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
  /** Live announcements for agents (type AG), newest first; `search` matches any stored language. */
  agentAnnouncements: async (merchantId: number, at: Date, search: string | undefined, offset: number, limit: number) => {
    const like = search ? `%${search.replace(/[%_\\]/g, '')}%` : undefined;
    const where = and(
      live(merchantId, at),
      eq(notices.type, AGENT_NOTICE),
      like ? or(ilike(sql`${notices.title}::text`, like), ilike(sql`${notices.contentHtml}::text`, like)) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(notices)
        .where(where)
        .orderBy(asc(notices.sort), desc(notices.createdAt), desc(notices.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(notices).where(where),
    ]);
    return { rows, total: total[0]?.n ?? 0 };
  },
  /** Every agent announcement of a merchant (operators: live or not). */
  allAgentAnnouncements: (merchantId: number) =>
    db
      .select()
      .from(notices)
      .where(and(eq(notices.merchantId, merchantId), eq(notices.type, AGENT_NOTICE)))
      .orderBy(desc(notices.id)),
  addAgentAnnouncement: async (row: Omit<typeof notices.$inferInsert, 'type'>) =>
    (
      await db
        .insert(notices)
        .values({ ...row, type: AGENT_NOTICE })
        .returning()
    )[0] as typeof notices.$inferSelect,
});

/** The notice type read only by agents (agentAnnouncement); members' announcements are AN. */
export const AGENT_NOTICE = 'AG';
