import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { createLimiterRepo } from './limiter.repo';

// Gives back one counted attempt, never below zero, in one step (a DECR on a missing key would leave -1).
const RELEASE = `local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Fixed-window counters for brute-force limits, shared by every server copy: in Redis when configured, otherwise
 * in the database (never only in process memory). A guarded check takes its attempt with `hit` first (one atomic
 * increment that answers the new count), so attempts sent at once are counted one by one; an attempt that turns
 * out not to count (a success, a missing captcha) is given back with `release`.
 */
export const createLimiter = (deps: { db: Db; redis?: Redis | null; now?: () => Date; prefix?: string }) => {
  const now = deps.now ?? (() => new Date());
  const { redis } = deps;
  const repo = createLimiterRepo(deps.db);
  const rk = (key: string) => `${deps.prefix ?? 'wl'}-auth:${key}`;

  const hit = async (key: string, windowMs: number): Promise<number> => {
    if (redis) {
      const k = rk(key);
      const [[, n]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
      return n;
    }
    const at = now();
    return repo.hit(key, at, new Date(at.getTime() + windowMs));
  };

  const release = async (key: string) => {
    if (redis) await redis.eval(RELEASE, 1, rk(key));
    else await repo.release(key);
  };

  const peek = async (key: string): Promise<number> => {
    if (redis) return Number((await redis.get(rk(key))) ?? 0);
    const row = await repo.byKey(key);
    return row && row.resetAt.getTime() > now().getTime() ? row.count : 0;
  };

  const reset = async (key: string) => {
    if (redis) await redis.del(rk(key));
    else await repo.remove(key);
  };

  return { hit, release, peek, reset };
};
export type Limiter = ReturnType<typeof createLimiter>;
