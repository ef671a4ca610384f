import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/core/sql';
import type { Db } from '../src/db/client';

/** Whether the wallet and seamless benches run a second time with a limit of every kind on every player (issue 30). */
export const limitsRun = process.env.BENCH_LIMITS !== '0';

/**
 * Gives every member a protection row and a limit of every kind and period (deposit, loss and wager per day, week and
 * month, and a session limit), each far above what the load moves, so the guard does all its work on every stake and
 * refuses nothing: the cost of checking, not of refusing.
 */
export const setLimitsOnEveryone = async (db: Db) => {
  await db.execute(sql`INSERT INTO member_protection (member_id, merchant_id, has_limits, session_started_at)
    SELECT id, merchant_id, true, now() FROM members
    ON CONFLICT (member_id) DO UPDATE SET has_limits = true, session_started_at = now()`);
  await db.execute(sql`INSERT INTO protection_limits (member_id, kind, period, merchant_id, amount)
    SELECT m.id, k.kind, k.period, m.merchant_id, CASE WHEN k.kind = 'session' THEN 1440 ELSE 1000000000000 END
    FROM members m CROSS JOIN (VALUES ('deposit', 'day'), ('deposit', 'week'), ('deposit', 'month'), ('loss', 'day'), ('loss', 'week'),
      ('loss', 'month'), ('wager', 'day'), ('wager', 'week'), ('wager', 'month'), ('session', 'session')) AS k(kind, period)
    ON CONFLICT DO NOTHING`);
};

/** Takes the limits off again (the bench's own scratch database): the next run is without. */
export const clearLimits = async (db: Db) => {
  await db.execute(sql`DELETE FROM protection_limits`);
  await db.execute(sql`DELETE FROM member_protection`);
};

/**
 * Runs `run` with and without limits in turn after the main run (with, without, with, without: a change in the
 * machine's other load falls on both sides alike, and the main run's warming up on neither) and answers each side's
 * mean; the main run is listed first, not counted.
 */
export const alternate = async (db: Db, first: number, run: () => Promise<number>) => {
  await setLimitsOnEveryone(db);
  const b1 = await run();
  await clearLimits(db);
  const a2 = await run();
  await setLimitsOnEveryone(db);
  const b2 = await run();
  await clearLimits(db);
  const a3 = await run();
  return { without: (a2 + a3) / 2, withLimits: (b1 + b2) / 2, runs: [first, b1, a2, b2, a3] };
};

/** The figure with limits beside the one without, as the benches print it (the issue's budget: at most 5 % less). */
export const limitsLine = (label: string, r: { without: number; withLimits: number; runs: number[] }) =>
  `  ${label.padEnd(20)} ${r.withLimits.toFixed(1)} with a limit of every kind on every player vs ${r.without.toFixed(1)} without: ${((100 * (r.withLimits - r.without)) / Math.max(r.without, 1)).toFixed(1)} % (budget: no worse than −5 %; main run ${r.runs[0]?.toFixed(1)} not counted, then with, without, with, without: ${r.runs
    .slice(1)
    .map((x) => x.toFixed(1))
    .join(', ')})`;

/**
 * The protection and risk consumers beside the growth one (issues 30, 31): the events of each one's types past its
 * checkpoint, sampled during and after the load; printed as the median and largest lag and when it caught up.
 */
export const consumerLags = (db: Db, consumers: { name: string; types: readonly string[] }[]) => {
  const samples = new Map<string, { at: number; lag: number }[]>(consumers.map((c) => [c.name, []]));
  return {
    sample: async () => {
      for (const c of consumers) {
        const r = rowsOf<{ lag: string }>(
          await db.execute(sql`SELECT count(*)::text AS lag FROM domain_events e, outbox_consumers o WHERE o.name = ${c.name}
            AND (e.tx, e.id) > (o.last_tx, o.last_id) AND e.type = ANY(${`{${c.types.join(',')}}`}::text[])`),
        );
        samples.get(c.name)?.push({ at: Date.now(), lag: Number(r[0]?.lag ?? 0) });
      }
    },
    print: (loadEnd: number) => {
      for (const [name, list] of samples) {
        const during = list
          .filter((x) => x.at <= loadEnd)
          .map((x) => x.lag)
          .sort((a, b) => a - b);
        const caught = list.find((x) => x.at > loadEnd && x.lag === 0);
        console.log(
          `  ${name.padEnd(20)} lag during the load median ${during[Math.floor(during.length / 2)] ?? 0}, max ${during.at(-1) ?? 0} events; ${caught ? `caught up ${((caught.at - loadEnd) / 1000).toFixed(1)} s after the load` : 'not caught up within 10 s after the load'}`,
        );
      }
    },
  };
};
