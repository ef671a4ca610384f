import { bigint, customType, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { games } from './catalogue';
import { merchantRef } from './merchants';
import { bigserialId, updatedAt } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A game's icon uploaded in the back office (png, jpg or webp, sniffed and size-limited): one row per game, replaced
 * on each upload; `version` goes into the icon's address so browsers and CDNs fetch the new one.
 */
export const gameIcons = pgTable(
  'game_icons',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    mime: varchar('mime', { length: 16 }).notNull().$type<'image/png' | 'image/jpeg' | 'image/webp'>(),
    version: integer('version').notNull().default(1),
    data: bytea('data').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('game_icons_game_uq').on(t.gameId)],
);
