import { sql } from 'drizzle-orm';
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

/** The figure with limits beside the one without, as the benches print it (the budget: at most 5 % less). */
export const limitsLine = (label: string, without: number, withLimits: number) =>
  `  ${label.padEnd(20)} ${withLimits.toFixed(1)} with a limit of every kind on every player vs ${without.toFixed(1)} without: ${((100 * (withLimits - without)) / Math.max(without, 1)).toFixed(1)} % (budget: no worse than −5 %)`;
