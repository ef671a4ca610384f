import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { authCounters } from '../../db/schema';

/**
 * Fixed-window counters for brute-force limits, shared by every server copy: in Redis when configured, otherwise
 * in the database (never only in process memory).
 */
export const createLimiter = (deps: { db: Db; redis?: Redis | null; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());
  const { db, redis } = deps;

  const hit = async (key: string, windowMs: number): Promise<number> => {
    if (redis) {
      const k = `wl-auth:${key}`;
      const [[, n]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
      return n;
    }
    const at = now();
    const reset = new Date(at.getTime() + windowMs);
    const [row] = await db
      .insert(authCounters)
      .values({ key, count: 1, resetAt: reset })
      .onConflictDoUpdate({
        target: authCounters.key,
        set: {
          count: sql`CASE WHEN ${authCounters.resetAt} <= ${at.toISOString()}::timestamptz THEN 1 ELSE ${authCounters.count} + 1 END`,
          resetAt: sql`CASE WHEN ${authCounters.resetAt} <= ${at.toISOString()}::timestamptz THEN ${reset.toISOString()}::timestamptz ELSE ${authCounters.resetAt} END`,
        },
      })
      .returning({ count: authCounters.count });
    return row?.count ?? 1;
  };

  const peek = async (key: string): Promise<number> => {
    if (redis) return Number((await redis.get(`wl-auth:${key}`)) ?? 0);
    const row = (await db.select().from(authCounters).where(eq(authCounters.key, key)).limit(1))[0];
    return row && row.resetAt.getTime() > now().getTime() ? row.count : 0;
  };

  const reset = async (key: string) => {
    if (redis) await redis.del(`wl-auth:${key}`);
    else await db.delete(authCounters).where(eq(authCounters.key, key));
  };

  return { hit, peek, reset };
};
export type Limiter = ReturnType<typeof createLimiter>;
