import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export const createJobsRepo = (db: Db) => ({
  /**
   * Takes (job, period) for `owner` until `until`: a new row, or a row whose owner's lease ran out before `at`
   * without finishing. One statement, so two copies cannot both get it; answers whether this owner did.
   */
  claim: async (job: string, period: string, owner: string, until: Date, at: Date) =>
    rowsOf(
      await db.execute(sql`INSERT INTO job_runs (job, period, leased_by, leased_until) VALUES (${job}, ${period}, ${owner}, ${until.toISOString()}::timestamptz)
        ON CONFLICT (job, period) DO UPDATE SET leased_by = EXCLUDED.leased_by, leased_until = EXCLUDED.leased_until
        WHERE job_runs.finished_at IS NULL AND job_runs.leased_until < ${at.toISOString()}::timestamptz
        RETURNING job`),
    ).length > 0,

  /** Records the run's end and result, only if this owner still holds it. */
  finish: (job: string, period: string, owner: string, at: Date, result: unknown) =>
    db.execute(sql`UPDATE job_runs SET finished_at = ${at.toISOString()}::timestamptz, result = ${JSON.stringify(result ?? null)}::jsonb
      WHERE job = ${job} AND period = ${period} AND leased_by = ${owner}`),

  /** Forgets finished runs older than `before` (short-period jobs write a row per period). */
  prune: async (before: Date) =>
    rowsOf(
      await db.execute(
        sql`DELETE FROM job_runs WHERE finished_at IS NOT NULL AND finished_at < ${before.toISOString()}::timestamptz RETURNING job`,
      ),
    ).length,
});
