import { and, asc, eq, isNull, like, max, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { contentDrafts, contentImages, customerServiceLinks, helpArticles, helpCategories, notices, resources } from '../../db/schema';

type DraftKey = { merchantId: number; kind: string };

/** The drafts of every content kind, and the uploaded images (SQL of the content module). */
export const createDraftsRepo = (db: Db) => ({
  list: ({ merchantId, kind }: DraftKey) =>
    db
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.merchantId, merchantId), eq(contentDrafts.kind, kind)))
      .orderBy(asc(contentDrafts.id)),
  byId: async ({ merchantId, kind }: DraftKey, id: number) =>
    (
      await db
        .select()
        .from(contentDrafts)
        .where(and(eq(contentDrafts.merchantId, merchantId), eq(contentDrafts.kind, kind), eq(contentDrafts.id, id)))
        .limit(1)
    )[0] ?? null,
  ofTarget: async ({ merchantId, kind }: DraftKey, targetId: number) =>
    (
      await db
        .select()
        .from(contentDrafts)
        .where(and(eq(contentDrafts.merchantId, merchantId), eq(contentDrafts.kind, kind), eq(contentDrafts.targetId, targetId)))
        .limit(1)
    )[0] ?? null,
  /** A new item's draft (no live row yet). */
  add: async ({ merchantId, kind }: DraftKey, payload: object, by: string) =>
    (
      await db
        .insert(contentDrafts)
        .values({ merchantId, kind, targetId: null, payload: payload as Record<string, unknown>, updatedBy: by })
        .returning()
    )[0] as typeof contentDrafts.$inferSelect,
  /** A new item's draft, changed again; null when it is no longer there. */
  update: async ({ merchantId, kind }: DraftKey, id: number, payload: object, by: string) =>
    (
      await db
        .update(contentDrafts)
        .set({ payload: payload as Record<string, unknown>, updatedBy: by, updatedAt: sql`now()` })
        .where(and(eq(contentDrafts.merchantId, merchantId), eq(contentDrafts.kind, kind), eq(contentDrafts.id, id)))
        .returning()
    )[0] ?? null,
  /** The one pending edit of a published row: written over, never doubled (two editors racing keep the last). */
  putForTarget: async ({ merchantId, kind }: DraftKey, targetId: number, payload: object, by: string) =>
    (
      await db
        .insert(contentDrafts)
        .values({ merchantId, kind, targetId, payload: payload as Record<string, unknown>, updatedBy: by })
        .onConflictDoUpdate({
          target: [contentDrafts.merchantId, contentDrafts.kind, contentDrafts.targetId],
          set: { payload: payload as Record<string, unknown>, updatedBy: by, updatedAt: sql`now()` },
        })
        .returning()
    )[0] as typeof contentDrafts.$inferSelect,
  remove: async ({ merchantId, kind }: DraftKey, id: number) =>
    (
      await db
        .delete(contentDrafts)
        .where(and(eq(contentDrafts.merchantId, merchantId), eq(contentDrafts.kind, kind), eq(contentDrafts.id, id)))
        .returning({ id: contentDrafts.id })
    ).length > 0,
  removeOfTarget: ({ merchantId, kind }: DraftKey, targetId: number) =>
    db
      .delete(contentDrafts)
      .where(and(eq(contentDrafts.merchantId, merchantId), eq(contentDrafts.kind, kind), eq(contentDrafts.targetId, targetId))),
  newOnes: ({ merchantId, kind }: DraftKey) =>
    db
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.merchantId, merchantId), eq(contentDrafts.kind, kind), isNull(contentDrafts.targetId))),

  addImage: async (row: typeof contentImages.$inferInsert) =>
    (await db.insert(contentImages).values(row).returning({ id: contentImages.id }))[0] as { id: number },
  /**
   * Uploaded images older than `before` that nothing shows or may yet show: no live notice, help article or draft names the
   * image's address (a banner's image, or an address in a body). Younger ones stay, so an upload waiting for its
   * draft to be saved is never taken.
   */
  pruneImages: async (before: Date) =>
    rowsOf(
      await db.execute(sql`DELETE FROM content_images i USING merchants m
        WHERE m.id = i.merchant_id AND i.created_at < ${before.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM notices n WHERE n.merchant_id = i.merchant_id
            AND n::text LIKE '%/media/content/' || m.code || '/' || i.id || '.%')
          AND NOT EXISTS (SELECT 1 FROM help_articles h WHERE h.merchant_id = i.merchant_id
            AND h::text LIKE '%/media/content/' || m.code || '/' || i.id || '.%')
          AND NOT EXISTS (SELECT 1 FROM content_drafts d WHERE d.merchant_id = i.merchant_id
            AND d.payload::text LIKE '%/media/content/' || m.code || '/' || i.id || '.%')
        RETURNING i.id`),
    ).length,
  image: async (merchantId: number, id: number) =>
    (
      await db
        .select({ mime: contentImages.mime, data: contentImages.data })
        .from(contentImages)
        .where(and(eq(contentImages.merchantId, merchantId), eq(contentImages.id, id)))
        .limit(1)
    )[0] ?? null,
});

/** The live notices staff publish to (the player site reads them through the notices module). */
export const createLiveNoticesRepo = (db: Db) => ({
  list: (merchantId: number, type: string) =>
    db
      .select()
      .from(notices)
      .where(and(eq(notices.merchantId, merchantId), eq(notices.type, type)))
      .orderBy(asc(notices.sort), asc(notices.id)),
  byId: async (merchantId: number, type: string, id: number) =>
    (
      await db
        .select()
        .from(notices)
        .where(and(eq(notices.merchantId, merchantId), eq(notices.type, type), eq(notices.id, id)))
        .limit(1)
    )[0] ?? null,
  nextSort: async (merchantId: number, type: string) =>
    ((
      await db
        .select({ n: max(notices.sort) })
        .from(notices)
        .where(and(eq(notices.merchantId, merchantId), eq(notices.type, type)))
    )[0]?.n ?? -1) + 1,
  insert: async (row: typeof notices.$inferInsert) => (await db.insert(notices).values(row).returning())[0] as typeof notices.$inferSelect,
  update: async (merchantId: number, id: number, set: Partial<typeof notices.$inferInsert>) =>
    (
      await db
        .update(notices)
        .set(set)
        .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
        .returning()
    )[0] ?? null,
  remove: (merchantId: number, id: number) => db.delete(notices).where(and(eq(notices.merchantId, merchantId), eq(notices.id, id))),
});

/** The live customer-service links. */
export const createLiveCsRepo = (db: Db) => ({
  list: (merchantId: number) =>
    db
      .select()
      .from(customerServiceLinks)
      .where(eq(customerServiceLinks.merchantId, merchantId))
      .orderBy(asc(customerServiceLinks.sort), asc(customerServiceLinks.id)),
  nextSort: async (merchantId: number) =>
    ((
      await db
        .select({ n: max(customerServiceLinks.sort) })
        .from(customerServiceLinks)
        .where(eq(customerServiceLinks.merchantId, merchantId))
    )[0]?.n ?? -1) + 1,
  insert: async (row: typeof customerServiceLinks.$inferInsert) =>
    (await db.insert(customerServiceLinks).values(row).returning())[0] as typeof customerServiceLinks.$inferSelect,
  update: async (merchantId: number, id: number, set: Partial<typeof customerServiceLinks.$inferInsert>) =>
    (
      await db
        .update(customerServiceLinks)
        .set(set)
        .where(and(eq(customerServiceLinks.merchantId, merchantId), eq(customerServiceLinks.id, id)))
        .returning()
    )[0] ?? null,
  remove: (merchantId: number, id: number) =>
    db.delete(customerServiceLinks).where(and(eq(customerServiceLinks.merchantId, merchantId), eq(customerServiceLinks.id, id))),
});

/** The live help centre: categories per language (WEB), their articles. */
export const createLiveHelpRepo = (db: Db) => ({
  categories: (merchantId: number) =>
    db
      .select()
      .from(helpCategories)
      .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.device, 'WEB')))
      .orderBy(asc(helpCategories.sort), asc(helpCategories.id)),
  /** The merchant's categories locked for this transaction: two editors of the list wait for each other. */
  lockCategories: (merchantId: number) => db.execute(sql`SELECT id FROM help_categories WHERE merchant_id = ${merchantId} FOR UPDATE`),
  /** The help drafts (locked), each with the place of its category. */
  helpDrafts: async (merchantId: number) =>
    rowsOf<{ id: number; category: number }>(
      await db.execute(sql`SELECT id, (payload->>'category')::int AS category FROM content_drafts
        WHERE merchant_id = ${merchantId} AND kind = 'help' FOR UPDATE`),
    ),
  setDraftCategory: (id: number, category: number) =>
    db.execute(sql`UPDATE content_drafts SET payload = jsonb_set(payload, '{category}', ${String(category)}::jsonb) WHERE id = ${id}`),
  insertCategory: async (row: typeof helpCategories.$inferInsert) =>
    (await db.insert(helpCategories).values(row).returning())[0] as typeof helpCategories.$inferSelect,
  updateCategory: (merchantId: number, id: number, set: { title: string; sort: number }) =>
    db
      .update(helpCategories)
      .set(set)
      .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.id, id))),
  removeCategory: (merchantId: number, id: number) =>
    db.delete(helpCategories).where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.id, id))),
  articles: (merchantId: number) =>
    db.select().from(helpArticles).where(eq(helpArticles.merchantId, merchantId)).orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
  insert: async (row: typeof helpArticles.$inferInsert) =>
    (await db.insert(helpArticles).values(row).returning())[0] as typeof helpArticles.$inferSelect,
  update: (merchantId: number, id: number, set: Partial<typeof helpArticles.$inferInsert>) =>
    db
      .update(helpArticles)
      .set(set)
      .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id))),
  remove: (merchantId: number, id: number) =>
    db.delete(helpArticles).where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id))),
});

/** The live app download links (resources APP_IOS, APP_ANDROID, APP_LITE; written by the merchants module). */
export const liveApps = (db: Db, merchantId: number) =>
  db
    .select({ type: resources.type, url: resources.url })
    .from(resources)
    .where(and(eq(resources.merchantId, merchantId), like(resources.type, 'APP%')));
