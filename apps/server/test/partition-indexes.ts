import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/core/sql';
import type { Db } from '../src/db/client';

/**
 * The months' copies of an index of a partitioned table (issue 37): PostgreSQL names each partition's index by its
 * columns, so a plan names those, not the index the schema declares.
 */
export const partitionIndexes = async (db: Db, parent: string) =>
  rowsOf<{ name: string }>(
    await db.execute(sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = ${parent}::regclass ORDER BY 1`),
  ).map((r) => r.name);

/** Whether a plan reads through one of the months' copies of the index (and there is at least one). */
export const usesPartitionIndex = async (db: Db, plan: string, parent: string) => {
  const names = await partitionIndexes(db, parent);
  return names.length > 0 && names.some((n) => plan.includes(`${n} on`));
};
