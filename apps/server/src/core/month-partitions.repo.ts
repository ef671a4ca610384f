import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from './sql';

/**
 * The first instant (UTC) of the month `months` before `now`'s: a retention of `months` keeps the months that end after
 * it (that many whole months and the current one) and retires the ones ended by it.
 */
export const monthsBack = (now: Date, months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));

/**
 * A history table partitioned by month (issue 37, decision 035): its months made ahead through
 * `history_partition_ensure` (a missing month made, rows its default partition caught moved in), and its months listed.
 */
export const monthPartitions = (db: Db, table: string, column: string) => ({
  /** Makes the months from `from`'s month through `months` months on; answers their names. */
  ensure: async (from: Date, months: number) =>
    rowsOf<{ name: string }>(
      await db.execute(sql`SELECT history_partition_ensure(${table}, ${column}, m) AS name
        FROM generate_series(${from.toISOString()}::timestamptz, ${from.toISOString()}::timestamptz + make_interval(months => ${months}), interval '1 month') m`),
    ).map((r) => r.name),

  /** The table's month partitions, oldest first (not the default one). */
  list: async () =>
    rowsOf<{ name: string }>(
      await db.execute(sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = ${table}::regclass AND c.relname <> ${`${table}_default`} ORDER BY c.relname`),
    ).map((r) => r.name),
});

/** The history tables whose months retire by a retention setting, and the function that retires each (issue 37). */
const RETIRE = { ledger: 'ledger_months_retire', bets: 'vendor_months_retire', audit: 'audit_months_retire' } as const;

/** Retires `which`'s months ended by `before`, moved whole to the `archive` schema; answers them, oldest first. */
export const retireMonths = async (db: Db, which: keyof typeof RETIRE, before: Date) =>
  rowsOf<{ m: string[] | null }>(await db.execute(sql`SELECT ${sql.raw(RETIRE[which])}(${before.toISOString()}::timestamptz) AS m`))[0]
    ?.m ?? [];
