/**
 * A small in-process cache with a time-to-live and a size cap (oldest entries go first). It only holds data every
 * server copy can rebuild from the database (catalogue pages), never per-user state, so copies stay interchangeable;
 * a short TTL bounds how stale another copy can be after an edit.
 */
export const createTtlCache = <V>(opts: { ttlMs: number; max: number; now?: () => number }) => {
  const now = opts.now ?? Date.now;
  const map = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get: (key: string, load: () => Promise<V>): Promise<V> => {
      const hit = map.get(key);
      if (hit && now() - hit.at < opts.ttlMs) return hit.value;
      if (hit) map.delete(key);
      const value = load();
      value.catch(() => map.delete(key));
      map.set(key, { at: now(), value });
      if (map.size > opts.max) {
        const oldest = map.keys().next().value;
        if (oldest !== undefined) map.delete(oldest);
      }
      return value;
    },
    clear: (prefix?: string) => {
      if (!prefix) return map.clear();
      for (const k of map.keys()) if (k.startsWith(prefix)) map.delete(k);
    },
    size: () => map.size,
  };
};
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
