import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The merchant cells' directory (issue 37, decision 035): which cell (a primary, its replicas, a Redis) holds each
 * merchant, and the brand's domains, by which a request that names no merchant is routed. Read from the first cell's
 * database (the home cell) by every server copy; a merchant is placed once, by the operator command (`npm run cells`).
 */
export const cellDirectory = pgTable('cell_directory', {
  merchantCode: varchar('merchant_code', { length: 32 }).primaryKey(),
  cell: varchar('cell', { length: 32 }).notNull(),
  domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
});
