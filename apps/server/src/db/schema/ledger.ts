import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchantRef } from './merchants';
import { bigZero, bigserialId, createdAt, merchantId } from './columns';

/**
 * Ledger accounts: member wallets (MAIN, or a vendor code for transfer-wallet vendors) and system accounts
 * (DEPOSIT_CLEARING, WITHDRAWAL_HOLD …). `balance` is a cache of Σ postings kept in the same transaction;
 * member wallets may never go below zero (the CHECK is the last line of defence behind the conditional UPDATE).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** MAIN or a vendor code for member wallets; the system account name otherwise. */
    code: varchar('code', { length: 48 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    balance: bigZero('balance'),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * A busy system account is split into shards (each its own row with its own postings chain), so concurrent
     * transfers of different members do not queue on one row lock; its balance is the sum of its shards.
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_uq').on(t.merchantId, t.memberId, t.code).where(sql`${t.memberId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_uq').on(t.merchantId, t.code, t.shard).where(sql`${t.memberId} IS NULL`),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} OR ${t.balance} >= 0`),
  ],
);

/**
 * One journal transfer per money operation. Partitioned by month of created_at (migration 0090, issue 37): its key
 * holds the partition key; ids stay unique, handed out by the one sequence. The idempotency key is unique per merchant
 * through `ledger_transfer_keys`, which outlives the months.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: merchantId(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    bodyHash: varchar('body_hash', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    ref: varchar('ref', { length: 200 }),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.createdAt] })],
);

/**
 * Every transfer's idempotency key, unique per merchant, with the transfer it names (id and time, so the lookup reads
 * one month). Not partitioned: a key must stay taken as long as a replay of it is honoured, which outlasts the months
 * kept in place. `ledger_transfer` claims the key first; a replay finds the transfer through it.
 */
export const ledgerTransferKeys = pgTable(
  'ledger_transfer_keys',
  {
    merchantId: merchantId(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    // Its transfer is (transfer_id, created_at): written in the transfer's transaction, a posting shares its time. No
    // foreign key: a month made late moves rows out of the default partitions, which a key on a partitioned table
    // refuses; the ledger function is the one writer, and the invariants check every posting has its transfer.
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.idempotencyKey] })],
);

/** Signed postings (credit > 0, debit < 0) with the account balance before and after; partitioned by month like transfers. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    // Its transfer is (transfer_id, created_at): written in the transfer's transaction, a posting shares its time. No
    // foreign key: a month made late moves rows out of the default partitions, which a key on a partitioned table
    // refuses; the ledger function is the one writer, and the invariants check every posting has its transfer.
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    // No foreign key: every insert would share-lock the merchant's one row (see decision 009); the ledger function
    // writes the merchant of the accounts it locked, and the invariant check verifies it.
    merchantId: merchantId(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    index('ledger_postings_account').on(t.accountId, t.id),
    index('ledger_postings_transfer').on(t.transferId),
    check('ledger_postings_nonzero', sql`${t.amount} <> 0`),
    check('ledger_postings_balance', sql`${t.balanceAfter} = ${t.balanceBefore} + ${t.amount}`),
  ],
);

/**
 * What an account's postings of retired months summed to (issue 37): a month of the ledger retired by
 * LEDGER_RETENTION_MONTHS leaves the table, and its postings' sum per account is added here in the same transaction,
 * so an account's balance still equals what it carried plus its postings in place.
 */
export const ledgerCarried = pgTable('ledger_carried', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => ledgerAccounts.id),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  postings: bigint('postings', { mode: 'number' }).notNull(),
  through: timestamp('through', { withTimezone: true }).notNull(),
});
