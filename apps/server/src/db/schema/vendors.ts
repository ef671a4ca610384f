import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { games } from './catalogue';
import { memberRef } from './members';
import { merchantRef } from './merchants';
import { bigZero, bigserialId, createdAt, memberId, merchantId, updatedAt } from './columns';

/** The HMAC secret each vendor signs its wallet calls with (vendors are platform-wide; one secret per vendor code). */
export const vendorSecrets = pgTable('vendor_secrets', {
  vendor: varchar('vendor', { length: 32 }).primaryKey(),
  secret: varchar('secret', { length: 128 }).notNull(),
  createdAt: createdAt(),
});

/** A game opened by a member: the vendor authenticates the player with this session's token (stored hashed). */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    accountType: integer('account_type').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** Launched on the transfer wallet (the merchant's switch of the vendor then, game_vendors.seamless off). */
    transfer: boolean('transfer').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('game_sessions_token_uq').on(t.tokenHash), index('game_sessions_member').on(t.merchantId, t.memberId)],
);

/**
 * Every seamless wallet call that changed or settled something, keyed by (vendor, transaction id): the unique index
 * is what makes a duplicate answer the original and a race lose. A bet row carries its state (OPEN, SETTLED,
 * ROLLED_BACK, or TOMBSTONE when a rollback arrived before the bet, which is then refused).
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    // Partitioned by month of created_at (migration 0092, issue 37): its key holds the partition key; ids stay unique,
    // handed out by the one sequence. (vendor, tx_id) is unique through vendor_transaction_keys (kept by a trigger).
    id: bigserial('id', { mode: 'number' }).notNull(),
    // No foreign keys on this busy journal: the rows are written only by the seamless wallet from a game session
    // (whose own keys hold), and a key check would share-lock the merchant's one row on every call (decision 009).
    merchantId: merchantId(),
    memberId: memberId(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    // A vendor's own ids, up to 128 characters (issue 34: real vendors' ids are longer and shaped otherwise).
    txId: varchar('tx_id', { length: 128 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<'BET' | 'WIN' | 'ROLLBACK' | 'END_ROUND' | 'CREDIT'>(),
    betTxId: varchar('bet_tx_id', { length: 128 }),
    roundId: varchar('round_id', { length: 128 }),
    gameCode: varchar('game_code', { length: 64 }),
    amount: bigZero('amount'),
    state: varchar('state', { length: 16 }).$type<'OPEN' | 'SETTLED' | 'ROLLED_BACK' | 'TOMBSTONE'>(),
    /** On a BET row: the sum of the wins paid on it (null until the first win or settlement). */
    payout: bigint('payout', { mode: 'bigint' }),
    /** On a BET row: when it was settled (first win, end of round) or rolled back. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** What the caller sent that must match on a replay (kind, amount, bet and round; a bet-win names both ids). */
    fingerprint: varchar('fingerprint', { length: 512 }).notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    // A round's open bets (end of round), round first and partial: a (vendor, round) index tied with the unique
    // (vendor, tx_id) one in generic plans made on a small table, which then filtered every row of the vendor per call
    // (decision 009; test/seamless-plans.test.ts).
    index('vendor_transactions_open_round').on(t.roundId, t.vendor, t.memberId).where(sql`${t.kind} = 'BET' AND ${t.state} = 'OPEN'`),
    // A member's settled bets of a round: a bet on a round its payout closed is refused for vendors whose rounds end so
    // (issue 34, seamless_bet's p_closed_refused), and a second win of a settled round finds its bet (seamless_win_round).
    index('vendor_transactions_settled_round').on(t.roundId, t.vendor, t.memberId).where(sql`${t.kind} = 'BET' AND ${t.state} = 'SETTLED'`),
    // Betting records (a member's bets, newest first) and the winner board (biggest payouts).
    index('vendor_transactions_member_bets').on(t.merchantId, t.memberId, t.createdAt).where(sql`${t.kind} = 'BET'`),
    index('vendor_transactions_payouts').on(t.merchantId, t.payout).where(sql`${t.kind} = 'BET' AND ${t.payout} > 0`),
    // A vendor's reconciliation (issue 34): its calls of a range of days, and its bets still open at a day's end
    // (settled or rolled back after it, or not yet: the NULLs are in the index too).
    index('vendor_transactions_vendor_day').on(t.merchantId, t.vendor, t.createdAt),
    index('vendor_transactions_vendor_settled').on(t.merchantId, t.vendor, t.settledAt).where(sql`${t.kind} = 'BET'`),
  ],
);

/**
 * Every vendor transaction's (vendor, transaction id), unique for good, with its row's id and time (issue 37): the
 * transactions are partitioned by month, and this table is what keeps a vendor's ids unique across months and finds
 * a call's row (a replay, the bet a win settles) in its one month. Written by the `vendor_transaction_key` trigger on
 * every insert into vendor_transactions; a rollback's tombstone is kept here as long as its row is.
 */
export const vendorTransactionKeys = pgTable(
  'vendor_transaction_keys',
  {
    vendor: varchar('vendor', { length: 32 }).notNull(),
    txId: varchar('tx_id', { length: 128 }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.txId] })],
);

/**
 * House-vendor rounds: the server seed is committed (its hash shown) before the round and revealed after it, so the
 * player can verify the outcome. One COMMITTED row per game session waits for the next round; a round PLAYING keeps
 * its outcome before its stake is sent, and ends PLAYED, or VOID when its stake never went through.
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }),
    nonce: integer('nonce').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().$type<'COMMITTED' | 'PLAYING' | 'PLAYED' | 'VOID'>(),
    bet: jsonb('bet').$type<Record<string, unknown>>(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    stake: bigint('stake', { mode: 'bigint' }),
    payout: bigint('payout', { mode: 'bigint' }),
    /** A slot round that hit the jackpot (decision 033): what the pool paid (0 when it was empty); null without a hit. */
    jackpot: bigint('jackpot', { mode: 'bigint' }),
    createdAt: createdAt(),
    playedAt: timestamp('played_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_rounds_committed_uq').on(t.gameSessionId).where(sql`${t.status} = 'COMMITTED'`),
    index('house_rounds_member').on(t.merchantId, t.memberId, t.id),
  ],
);

/**
 * Money moved to or from a transfer-wallet vendor, one row per unique reference (the reference the vendor is called
 * with). PENDING until the vendor's answer (or its status query) settles it: DONE, REVERSED (a deposit the vendor did
 * not take was moved back by a compensating transfer) or FAILED (a withdrawal the vendor did not make; nothing moved).
 */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    ref: varchar('ref', { length: 64 }).notNull(),
    direction: varchar('direction', { length: 8 }).notNull().$type<'IN' | 'OUT'>(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: varchar('state', { length: 16 }).notNull().$type<'PENDING' | 'DONE' | 'REVERSED' | 'FAILED'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendor_transfers_ref_uq').on(t.vendor, t.ref),
    index('vendor_transfers_pending').on(t.merchantId, t.memberId, t.vendor).where(sql`${t.state} = 'PENDING'`),
  ],
);

/**
 * How the platform reaches an outside vendor (issue 15): its wallet protocol and address. A vendor without a row is
 * served by the built-in adapters (house, the configured transfer stand-in) or is unavailable. The signing secret is
 * the vendor's row in vendor_secrets. The demo studio's vendors are written at start when STUDIO_URL is set; an
 * operator points a vendor at a real provider by changing its row (`npm run ops -- vendor-adapter …`).
 */
export const vendorAdapters = pgTable('vendor_adapters', {
  vendor: varchar('vendor', { length: 32 }).primaryKey(),
  wallet: varchar('wallet', { length: 16 }).notNull().$type<'seamless' | 'transfer'>(),
  /** The vendor's address for this server's calls (transfer protocol, reachability) and, by default, for game pages. */
  baseUrl: varchar('base_url', { length: 300 }).notNull(),
  enabled: integer('enabled').notNull().default(1),
  updatedAt: updatedAt(),
});

/**
 * What a vendor reported about a played round (signed `POST /vendor/:code/seamless/round`): the game's details and
 * its provably-fair proof, shown with the bet in the member's betting record. One row per (vendor, round, member).
 */
export const vendorRounds = pgTable(
  'vendor_rounds',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    roundId: varchar('round_id', { length: 128 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    proof: jsonb('proof').$type<Record<string, unknown>>().notNull(),
    /** Played on the transfer wallet (its game session's): the report is then the bet, as no wallet call recorded it. */
    transfer: boolean('transfer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_rounds_uq').on(t.vendor, t.roundId, t.memberId),
    index('vendor_rounds_member').on(t.merchantId, t.memberId, t.createdAt),
    // The winner board's transfer-wallet wins (catalogue.repo winners), as vendor_transactions_payouts serves the rest.
    index('vendor_rounds_payouts').on(t.merchantId, t.payout).where(sql`${t.payout} > 0`),
  ],
);
