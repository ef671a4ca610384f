import { customType, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, merchantId, serialId, updatedAt } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The back office's unpublished content (issue 32): a new banner, marquee line, pop-up, announcement, help article,
 * customer-service link or the app links, or the pending edit of a published one (`target_id`, the live row). Players
 * read only the live tables, so nothing written here reaches them before "publish" copies it there.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: serialId(),
    merchantId: merchantId(),
    /** banner, marquee, popup, announcement, help, cs or apps. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The live row this draft changes (one draft each); null for an item not yet published; 0 for the app links. */
    targetId: integer('target_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_drafts_target').on(t.merchantId, t.kind, t.targetId)],
);

/**
 * Images staff uploaded for banners: PNG, JPEG or WebP by their bytes, stored in the database (never under the web
 * root) and served by id, so a published URL never changes what it shows.
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: serialId(),
    merchantId: merchantId(),
    mime: varchar('mime', { length: 16 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    data: bytea('data').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_images_merchant').on(t.merchantId, t.id)],
);

export type ContentDraftRow = typeof contentDrafts.$inferSelect;
