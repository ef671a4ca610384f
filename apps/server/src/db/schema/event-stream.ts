import { bigint, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigZero } from './columns';

/**
 * The events a stream consumer (issue 37: a consumer of the NATS JetStream stream, across cells) has applied, by the
 * cell that wrote them (`source`) and their id there. Its effects and this row commit together, so a message the
 * stream delivers again (an ack lost, a consumer replayed) changes nothing. Pruned past the stream's own retention.
 */
export const streamSeen = pgTable(
  'stream_seen',
  {
    consumer: varchar('consumer', { length: 64 }).notNull(),
    source: varchar('source', { length: 32 }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.source, t.eventId] }), index('stream_seen_at').on(t.seenAt)],
);

/**
 * The brands' day totals across every cell (issue 37's cross-brand report), kept by the `cross-brand` stream consumer
 * from the bets settled and deposits credited of each cell's merchants. Days are UTC: the group's common clock, since
 * a cell's merchants' zones live in that cell. Money in minor units of each merchant's currency.
 */
export const crossBrandDays = pgTable(
  'cross_brand_days',
  {
    source: varchar('source', { length: 32 }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bets: bigint('bets', { mode: 'number' }).notNull().default(sql`0`),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(sql`0`),
    deposited: bigZero('deposited'),
  },
  (t) => [primaryKey({ columns: [t.source, t.merchantId, t.day] })],
);
