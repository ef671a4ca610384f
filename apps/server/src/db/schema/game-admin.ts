import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { games } from './catalogue';
import { merchantRef } from './merchants';
import { bigserialId, createdAt, serialId, updatedAt } from './columns';

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

/**
 * A jackpot pool of a merchant: each bet on one of its games (a vendor's `gameCodes`) puts `contributionBps` (hundredths
 * of a percent) of the stake into the pool, in the bet's own transaction (seamless_bet). The pool's money is the
 * ledger: the system account `JACKPOT:<id>` (sharded like GAME_BETS), its amount the sum of its shards.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    id: serialId(),
    merchantId: merchantRef(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    contributionBps: integer('contribution_bps').notNull(),
    gameCodes: jsonb('game_codes').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('jackpot_pools_vendor').on(t.merchantId, t.vendor),
    check('jackpot_pools_bps', sql`${t.contributionBps} BETWEEN 1 AND 1000`),
  ],
);
