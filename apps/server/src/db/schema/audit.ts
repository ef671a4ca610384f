import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { serialId } from './columns';
import { merchants } from './merchants';

/**
 * Every operator, staff and API-key action, with who, what, before and after, when and from where (reliability.md,
 * "Audit"). Append-only and hash-chained per merchant (`chain` = the merchant's id, 0 for platform actions): a
 * trigger (`audit_chain`) gives each row the next `seq` of its chain, the previous row's hash and its own
 * (`audit_hash`), whatever the insert supplied; another refuses UPDATE and DELETE. Decision 023.
 */
export const opsAuditLog = pgTable(
  'ops_audit_log',
  {
    // Partitioned by month of `at` (migration 0094, issue 37): its key holds the partition key; ids stay unique, handed
    // out by the one sequence. No default partition: rows are written at now(), into the months made ahead.
    id: serial('id').notNull(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    actor: text('actor').notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    ip: varchar('ip', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The object acted on ("member:demo01", "withdrawal:42"), and its state before and after, where the action has one. */
    object: varchar('object', { length: 128 }),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Set by the trigger: the chain (merchant id or 0), the row's place in it, the previous hash and its own. */
    chain: integer('chain').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    prevHash: varchar('prev_hash', { length: 64 }).notNull().default(''),
    hash: varchar('hash', { length: 64 }).notNull().default(''),
  },
  // (chain, seq) is unique by the chain's head row, locked by each insert (audit_chain); a partitioned table's unique
  // index would have to hold the month, so the order is an index, and the chain's check finds a doubled or missing seq.
  (t) => [primaryKey({ columns: [t.id, t.at] }), index('ops_audit_log_chain_seq').on(t.chain, t.seq)],
);

/** The last record of each chain: the row the trigger locks, so appends to one chain take turns. */
export const auditHeads = pgTable('audit_heads', {
  chain: integer('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: varchar('hash', { length: 64 }).notNull(),
});

/**
 * Copies of each chain's head, written by the `audit-checkpoint` job: append-only (a trigger refuses UPDATE, DELETE
 * and TRUNCATE), so a chain cut short after a checkpoint no longer reaches the copied head and the verify says so.
 */
export const auditCheckpoints = pgTable('audit_checkpoints', {
  id: serialId(),
  chain: integer('chain').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: varchar('hash', { length: 64 }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where each chain's records in place begin once months of the log are retired (AUDIT_RETENTION_MONTHS, issue 37):
 * the last record retired, its number and hash, which the first record in place must continue. Written in the
 * transaction that retires the month; append-only like the checkpoints (a trigger refuses UPDATE, DELETE and
 * TRUNCATE), the chain's cut being its latest row.
 */
export const auditChainCuts = pgTable(
  'audit_chain_cuts',
  {
    id: serialId(),
    chain: integer('chain').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    /** The end of the month retired. */
    through: timestamp('through', { withTimezone: true }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_chain_cuts_chain').on(t.chain, t.seq)],
);
