import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants';
import { bigZero, bigserialId, createdAt, memberId, merchantId } from './columns';

/**
 * The house lottery (issue 14, decision 011). A game per merchant with its schedule; draws generated ahead by the
 * `lottery-draws` job; tickets placed through the ledger and settled set-based by `lottery_settle_draw`.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    gameCode: varchar('game_code', { length: 32 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }).notNull(),
    nameUr: varchar('name_ur', { length: 64 }).notNull(),
    format: varchar('format', { length: 16 }).notNull(),
    prizeMode: varchar('prize_mode', { length: 8 }).notNull(),
    vassalage: varchar('vassalage', { length: 16 }).notNull(),
    region: varchar('region', { length: 8 }),
    intervalMinutes: integer('interval_minutes'),
    /** Weekdays (0 = Sunday) of daily/weekly draws. */
    weekdays: smallint('weekdays').array().notNull().default(sql`'{}'`),
    /** UTC "HH:MM" of daily/weekly draws. */
    drawTime: varchar('draw_time', { length: 5 }).notNull().default('00:00'),
    cutoffSeconds: integer('cutoff_seconds').notNull(),
    /** Results entered by operators from an official draw (two-operator confirmation) instead of the house RNG. */
    official: boolean('official').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Stake limits in minor units. */
    minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
    maxStakePerNumber: bigint('max_stake_per_number', { mode: 'bigint' }).notNull(),
    maxStakePerDraw: bigint('max_stake_per_draw', { mode: 'bigint' }).notNull(),
  },
  (t) => [uniqueIndex('lottery_games_code_uq').on(t.merchantId, t.gameCode)],
);

/** The merchant's odds table: per game and bet type, thousandths of the stake per hit (4D: one per rank). */
export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.id),
    betType: varchar('bet_type', { length: 16 }).notNull(),
    odds: integer('odds').array().notNull(),
  },
  (t) => [uniqueIndex('lottery_odds_uq').on(t.gameId, t.betType)],
);

/**
 * A draw: scheduled → open → closed → drawn → settled, or voided. House draws commit to `seed_hash` when generated
 * and reveal `server_seed` with the result. `nums`/`ranks`/`sorted` are the result flattened for set-based settlement.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.id),
    numero: varchar('numero', { length: 24 }).notNull(),
    state: varchar('state', { length: 12 }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }),
    serverSeed: varchar('server_seed', { length: 64 }),
    result: jsonb('result'),
    nums: text('nums').array(),
    ranks: text('ranks').array(),
    sorted: text('sorted').array(),
    /** How often each 2-digit tail 00…99 came: tails2[n + 1] (lô 2, xiên, đá). */
    tails2: integer('tails2').array(),
    /** Operator-entered result waiting for a second operator. */
    pendingResult: jsonb('pending_result'),
    enteredBy: varchar('entered_by', { length: 64 }),
    confirmedBy: varchar('confirmed_by', { length: 64 }),
    /** Staked so far (the per-draw limit is checked against it under the draw's row lock). */
    staked: bigZero('staked'),
    voidReason: varchar('void_reason', { length: 200 }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_draws_uq').on(t.gameId, t.numero),
    index('lottery_draws_state').on(t.state, t.drawAt),
    index('lottery_draws_game_time').on(t.gameId, t.drawAt),
  ],
);

/** Staked per number on a draw (the per-number limit), keyed by the bet's number key. */
export const lotteryNumberStakes = pgTable(
  'lottery_number_stakes',
  {
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    numberKey: varchar('number_key', { length: 32 }).notNull(),
    staked: bigint('staked', { mode: 'bigint' }).notNull(),
  },
  (t) => [uniqueIndex('lottery_number_stakes_uq').on(t.drawId, t.numberKey)],
);

/** A chase plan: the same bets on consecutive draws, optionally stopped after the first win. */
export const lotteryChases = pgTable('lottery_chases', {
  id: bigserialId(),
  merchantId: merchantId(),
  memberId: memberId(),
  gameId: bigint('game_id', { mode: 'number' }).notNull(),
  draws: integer('draws').notNull(),
  stopOnWin: boolean('stop_on_win').notNull(),
  stopped: boolean('stopped').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A ticket: one bet line on one draw. The stake was debited at placement (transfer `lot:bet:<member>:<request>`); the
 * payout (`lot:win:<ticket>`) or refund (`lot:refund:<ticket>`) is credited by the settlement function, once.
 * No foreign keys on this busy table (decision 009); the writes come from the lottery module only.
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    gameCode: varchar('game_code', { length: 32 }).notNull(),
    betType: varchar('bet_type', { length: 16 }).notNull(),
    numbers: text('numbers').array().notNull(),
    /** IBOX: the number's digits sorted; '' otherwise. */
    sortKey: varchar('sort_key', { length: 8 }).notNull().default(''),
    /** Odds locked at placement (4D: per rank). */
    odds: integer('odds').array().notNull(),
    /** The prize divisor (iBox: distinct orders of the digits; 1 otherwise). */
    perms: integer('perms').notNull().default(1),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    state: varchar('state', { length: 12 }).notNull(),
    chaseId: bigint('chase_id', { mode: 'number' }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('lottery_tickets_draw').on(t.drawId),
    index('lottery_tickets_member').on(t.merchantId, t.memberId, t.placedAt),
    index('lottery_tickets_chase').on(t.chaseId).where(sql`${t.chaseId} IS NOT NULL`),
  ],
);
