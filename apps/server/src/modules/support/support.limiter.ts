import type { Redis } from 'ioredis';

/**
 * Fixed-window counter per key: shared through Redis when the copies have one (a flood spread over copies still
 * counts once), per process otherwise. Answers true while the key is within `max` hits of its window.
 */
export const createFloodGate = (deps: { redis?: Redis | null; prefix: string; max: number; windowMs: number }) => {
  const local = new Map<string, { n: number; until: number }>();
  return async (key: string): Promise<boolean> => {
    if (deps.redis) {
      const k = `${deps.prefix}:${key}`;
      try {
        const n = await deps.redis.incr(k);
        if (n === 1) await deps.redis.pexpire(k, deps.windowMs);
        return n <= deps.max;
      } catch {
        // Redis unreachable: fall through to the local count rather than refuse every message.
      }
    }
    const now = Date.now();
    const cur = local.get(key);
    if (!cur || cur.until <= now) {
      if (local.size > 50_000) for (const [k, v] of local) if (v.until <= now) local.delete(k);
      local.set(key, { n: 1, until: now + deps.windowMs });
      return true;
    }
    cur.n += 1;
    return cur.n <= deps.max;
  };
};
export type FloodGate = ReturnType<typeof createFloodGate>;
