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
    /** Forgets finished runs older than `days` days (answers how many). */
    prune: (days: number) => repo.prune(new Date(now().getTime() - days * 86_400_000)),
  };
};
export type JobLease = ReturnType<typeof createJobLease>;

/** The minute a periodic job belongs to, e.g. 2026-11-21T11:42Z. */
export const minutePeriod = (d: Date) => `${d.toISOString().slice(0, 16)}Z`;

/** The period of `periodMs` a moment belongs to: the minute as before, or the start of a shorter slice. */
export const periodOf = (d: Date, periodMs = 60_000) =>
  periodMs === 60_000 ? minutePeriod(d) : new Date(Math.floor(d.getTime() / periodMs) * periodMs).toISOString();

export type ScheduledJob = {
  name: string;
  run: () => Promise<unknown>;
  /** How often the job runs (once per period across every copy); a minute unless a job needs less, e.g. draws. */
  periodMs?: number;
};

/**
 * Starts the periodic jobs of this copy (every copy may run it: the lease keeps each period to one). The clock ticks
 * at half the shortest period; a copy asks for a job's lease once per period, not on every tick.
 */
export const startScheduler = (lease: JobLease, jobs: ScheduledJob[], log: { error: (o: object, m: string) => void }, everyMs = 30_000) => {
  const asked = new Map<string, string>();
  const tick = () => {
    const at = new Date();
    for (const j of jobs) {
      const period = periodOf(at, j.periodMs);
      if (asked.get(j.name) === period) continue;
      asked.set(j.name, period);
      lease.runOnce(j.name, period, j.run).catch((err) => log.error({ err, job: j.name }, 'scheduled job failed'));
    }
  };
  const timer = setInterval(tick, Math.min(everyMs, ...jobs.map((j) => (j.periodMs ?? 60_000) / 2)));
  timer.unref();
  return () => clearInterval(timer);
};
