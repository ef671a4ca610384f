import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { memberRef } from './members';
import { merchantRef } from './merchants';
import { bigserialId, createdAt, serialId } from './columns';

/** Names per language ({ EN, UR }); the reader falls back to EN. */
export type LocalText = Record<string, string>;

/** The categories a merchant offers, in menu order. */
export const gameCategoriesT = pgTable(
  'game_categories',
  {
    id: serialId(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 16 }).notNull(),
    title: jsonb('title').$type<LocalText>().notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('game_categories_uq').on(t.merchantId, t.code)],
);

/** A vendor as it appears in one category (a vendor offering slots and fish has one row in each). */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serialId(),
    merchantId: merchantRef(),
    category: varchar('category', { length: 16 }).notNull(),
    vassalage: varchar('vassalage', { length: 32 }).notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    accountTypeName: varchar('account_type_name', { length: 32 }).notNull(),
    displayName: jsonb('display_name').$type<LocalText>().notNull(),
    /** VASSALAGE: the tile opens a pop-up sub-list of its games; GAME: normal. */
    isGame: varchar('is_game', { length: 16 }).notNull().default('GAME').$type<'VASSALAGE' | 'GAME'>(),
    seamless: boolean('seamless').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    /** A maintenance window set in the back office: from (inclusive) until (exclusive; open when null). */
    maintenanceFrom: timestamp('maintenance_from', { withTimezone: true }),
    maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
    freeplay: boolean('freeplay').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** Languages the vendor's games support; the BG sub-type is only offered where TY is among them. */
    languages: jsonb('languages').$type<string[]>().notNull().default(sql`'["EN"]'::jsonb`),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('game_vendors_uq').on(t.merchantId, t.category, t.vassalage),
    index('game_vendors_vass').on(t.merchantId, t.vassalage),
  ],
);

export const games = pgTable(
  'games',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    vassalage: varchar('vassalage', { length: 32 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    gameName: text('game_name').notNull(),
    displayName: jsonb('display_name').$type<LocalText>().notNull(),
    /** Lower-cased names of every language, for search by name. */
    searchText: text('search_text').notNull(),
    subType: varchar('sub_type', { length: 4 }),
    hasLargeIcon: boolean('has_large_icon').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    hotRank: integer('hot_rank'),
    isNew: boolean('is_new').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** A game under maintenance stays listed but cannot be launched. */
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceFrom: timestamp('maintenance_from', { withTimezone: true }),
    maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
    /** An uploaded icon's file name (`<id>-<version>.<ext>`, served from game_icons); null: the drawn icon. */
    iconFile: varchar('icon_file', { length: 40 }),
    popularity: integer('popularity').notNull().default(0),
    /**
     * The game feeds an enabled jackpot pool of its vendor (decision 033): kept by triggers on jackpot_pools and on
     * games (jackpot_games_sync, games_jackpot_flag), so a bet on any other game skips the pool lookup.
     */
    jackpot: boolean('jackpot').notNull().default(false),
  },
  (t) => [
    uniqueIndex('games_code_uq').on(t.merchantId, t.vassalage, t.gameCode),
    index('games_cat_sort').on(t.merchantId, t.category, t.sort, t.id),
    index('games_vendor_sort').on(t.merchantId, t.vendorId, t.sort, t.id),
    index('games_hot').on(t.merchantId, t.hotRank),
  ],
);

/** The columns of a member's list of games (favourites, recently played): one row per member and game. */
const memberGameColumns = () => ({
  id: bigserialId(),
  merchantId: merchantRef(),
  memberId: memberRef(),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id),
});

export const favouriteGames = pgTable(
  'favourite_games',
  {
    ...memberGameColumns(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourite_games_uq').on(t.memberId, t.gameId)],
);

export const recentGames = pgTable(
  'recent_games',
  {
    ...memberGameColumns(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recent_games_uq').on(t.memberId, t.gameId), index('recent_games_member').on(t.memberId, t.playedAt)],
);

/** PVP rooms of a game (GLS2_roomList); bets are minor units. */
export const gameRooms = pgTable(
  'game_rooms',
  {
    id: serialId(),
    merchantId: merchantRef(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    name: jsonb('name').$type<LocalText>().notNull(),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }).notNull(),
    players: integer('players').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('game_rooms_game').on(t.merchantId, t.gameId)],
);
