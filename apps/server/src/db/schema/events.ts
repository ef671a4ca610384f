import { bigint, bigserial, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchantId, updatedAt } from './columns';

/** A transaction id (PostgreSQL's xid8), as text on both drivers. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Domain events (the outbox): written in the same transaction as the money movement or business write they describe,
 * so an event exists exactly when its write committed. No foreign keys: the writers are the busiest paths (decision
 * 009), and the rows outlive nothing they point at. Partitioned by month (`domain_events_pYYYYMM`, a default partition
 * for rows outside the months made): the months are made ahead by a leased job, and a month that ended
 * EVENTS_RETENTION_DAYS ago and that every consumer is past is detached (dropped, or kept in `archive`).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    // Partitioned by month of occurred_at (migration 0087, issue 37): its key holds the partition key; ids stay unique,
    // handed out by the one sequence.
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: merchantId(),
    type: varchar('type', { length: 48 }).notNull(),
    /** The member the event is about, when there is one. */
    subjectId: bigint('subject_id', { mode: 'number' }),
    /** What the event is about in its own area (a deposit id, a ledger transfer id, a vendor and bet id). */
    aggregateId: varchar('aggregate_id', { length: 200 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    // The writing transaction: consumers read in (tx, id) order and only below the oldest running transaction, so
    // an event committed late with a lower id is never skipped (ids are handed out before commit, out of order).
    tx: xid8('tx').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [primaryKey({ columns: [t.id, t.occurredAt] }), index('domain_events_order').on(t.tx, t.id)],
);

/** One row per named consumer: how far it got, and the retry state of the event it is stuck on. */
export const outboxConsumers = pgTable('outbox_consumers', {
  name: varchar('name', { length: 64 }).primaryKey(),
  lastTx: xid8('last_tx').notNull().default(sql`'0'::xid8`),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  /** Failed attempts at the event after the checkpoint; reset when it is handled or parked. */
  attempts: integer('attempts').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: updatedAt(),
});

/** Events a consumer gave up on after its attempts, with the error; the consumer went on with the next ones. */
export const outboxParked = pgTable(
  'outbox_parked',
  {
    consumer: varchar('consumer', { length: 64 }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    merchantId: merchantId(),
    type: varchar('type', { length: 48 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull(),
    error: text('error').notNull(),
    parkedAt: timestamp('parked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] }), index('outbox_parked_at').on(t.parkedAt)],
);
