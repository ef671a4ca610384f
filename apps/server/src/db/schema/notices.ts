import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { LocalText } from './catalogue';
import { merchantRef } from './merchants';
import { createdAt, serialId } from './columns';

/**
 * Banners, player notices (marquee), pop-ups, promotions and home notices (type B, PL, PU, PR, H), and the
 * announcement list (type AN). Content is operator HTML, sanitised when it is written and again when rendered.
 */
export const notices = pgTable(
  'notices',
  {
    id: serialId(),
    merchantId: merchantRef(),
    type: varchar('type', { length: 4 }).notNull(),
    platform: varchar('platform', { length: 4 }).notNull().default('W'),
    execution: varchar('execution', { length: 1 }).notNull().default('B').$type<'A' | 'B' | 'F'>(),
    title: jsonb('title').$type<LocalText>().notNull(),
    contentHtml: jsonb('content_html').$type<LocalText>().notNull(),
    imageUrl: text('image_url'),
    groupName: varchar('group_name', { length: 16 }),
    linkageType: varchar('linkage_type', { length: 8 }).notNull().default('NONE').$type<'NONE' | 'URL' | 'ROUTE' | 'GAME'>(),
    linkUrl: text('link_url'),
    promotionType: varchar('promotion_type', { length: 32 }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notices_merchant_type').on(t.merchantId, t.type, t.sort)],
);
