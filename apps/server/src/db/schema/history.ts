import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The months of the history tables retired by their retention settings (issue 37, decision 035): each month detached
 * from its table and kept whole as `archive.<partition>` for an auditor's export. Written in the transaction that
 * detaches it; read to tell a key of a retired month (its row no longer in place) from a key that never was.
 */
export const historyRetired = pgTable(
  'history_retired',
  {
    tableName: varchar('table_name', { length: 64 }).notNull(),
    /** The month's partition, as it is now named in the `archive` schema. */
    partition: varchar('partition', { length: 64 }).notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    rowsKept: integer('rows_kept').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.partition] })],
);
