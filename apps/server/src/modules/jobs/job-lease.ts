import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { createJobsRepo } from './jobs.repo';

/**
 * Database-leased jobs: each run is keyed by (job, period). The copy that inserts the row owns the run; the others
 * see the row and skip. A run whose owner died (lease expired, never finished) may be taken over once.
 */
export const createJobLease = (deps: { db: Db; now?: () => Date; owner?: string; leaseMs?: number }) => {
  const repo = createJobsRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const owner = deps.owner ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const leaseMs = deps.leaseMs ?? 5 * 60_000;

  return {
    owner,
    /** Runs `fn` for (job, period) unless another copy already has; answers whether this copy ran it. */
    runOnce: async <T>(job: string, period: string, fn: () => Promise<T>): Promise<{ ran: boolean; result?: T }> => {
      const at = now();
      if (!(await repo.claim(job, period, owner, new Date(at.getTime() + leaseMs), at))) return { ran: false };
      const result = await fn();
      await repo.finish(job, period, owner, now(), result);
      return { ran: true, result };
    },
  };
};
export type JobLease = ReturnType<typeof createJobLease>;

/** The minute a periodic job belongs to, e.g. 2026-11-21T11:42Z. */
export const minutePeriod = (d: Date) => `${d.toISOString().slice(0, 16)}Z`;

/** Starts the periodic jobs of this copy (every copy may run it: the lease keeps each period to one). */
export const startScheduler = (
  lease: JobLease,
  jobs: { name: string; run: () => Promise<unknown> }[],
  log: { error: (o: object, m: string) => void },
  everyMs = 30_000,
) => {
  const tick = () => {
    const period = minutePeriod(new Date());
    for (const j of jobs) lease.runOnce(j.name, period, j.run).catch((err) => log.error({ err, job: j.name }, 'scheduled job failed'));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
