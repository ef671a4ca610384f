import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

/**
 * Ledger accounts: member wallets (MAIN, or a vendor code for transfer-wallet vendors) and system accounts
 * (DEPOSIT_CLEARING, WITHDRAWAL_HOLD …). `balance` is a cache of Σ postings kept in the same transaction;
 * member wallets may never go below zero (the CHECK is the last line of defence behind the conditional UPDATE).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** MAIN or a vendor code for member wallets; the system account name otherwise. */
    code: varchar('code', { length: 48 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * A busy system account is split into shards (each its own row with its own postings chain), so concurrent
     * transfers of different members do not queue on one row lock; its balance is the sum of its shards.
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_uq').on(t.merchantId, t.memberId, t.code).where(sql`${t.memberId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_uq').on(t.merchantId, t.code, t.shard).where(sql`${t.memberId} IS NULL`),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} OR ${t.balance} >= 0`),
  ],
);

/** One journal transfer per money operation; the idempotency key is unique per merchant. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign key: every insert would share-lock the merchant's one row (see decision 009); the ledger function
    // writes the merchant of the accounts it locked, and the invariant check verifies it.
    merchantId: integer('merchant_id').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull(),
    bodyHash: varchar('body_hash', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    ref: varchar('ref', { length: 128 }),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on ref: nothing looks transfers up by it, and every transfer would pay for one more index entry.
  (t) => [uniqueIndex('ledger_transfers_key_uq').on(t.merchantId, t.idempotencyKey)],
);

/** Signed postings (credit > 0, debit < 0) with the account balance before and after. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    // No foreign key: every insert would share-lock the merchant's one row (see decision 009); the ledger function
    // writes the merchant of the accounts it locked, and the invariant check verifies it.
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_postings_account').on(t.accountId, t.id),
    index('ledger_postings_transfer').on(t.transferId),
    check('ledger_postings_nonzero', sql`${t.amount} <> 0`),
    check('ledger_postings_balance', sql`${t.balanceAfter} = ${t.balanceBefore} + ${t.amount}`),
  ],
);
