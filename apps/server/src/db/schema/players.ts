import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigserialId, createdAt, memberId, merchantId } from './columns';

/** Staff notes on a player (the back office's 360 view): append-only, each with its author's actor name. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('player_notes_member_idx').on(t.memberId, t.id)],
);

/** A staff member's saved filters of a back-office page (the page's address query), per merchant. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    owner: text('owner').notNull(),
    page: varchar('page', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_filters_uq').on(t.merchantId, t.owner, t.page, t.name)],
);
