/**
 * A small in-process cache with a time-to-live and a size cap (oldest entries go first). It only holds data every
 * server copy can rebuild from the database (catalogue pages), never per-user state, so copies stay interchangeable;
 * a short TTL bounds how stale another copy can be after an edit.
 *
 * Stale-while-revalidate: an entry past its TTL (but younger than `staleMs`) is still answered while one refresh
 * runs in the background, so a busy call never waits for the database when its entry expires.
 */
type Entry<V> = { at: number; value: Promise<V>; settled: boolean; refreshing: boolean };

export const createTtlCache = <V>(opts: { ttlMs: number; max: number; staleMs?: number; now?: () => number }) => {
  const now = opts.now ?? Date.now;
  const staleMs = opts.staleMs ?? opts.ttlMs * 6;
  const map = new Map<string, Entry<V>>();

  const store = (key: string, load: () => Promise<V>) => {
    const value = load();
    const entry: Entry<V> = { at: now(), value, settled: false, refreshing: false };
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (map.get(key) === entry) map.delete(key);
      },
    );
    map.set(key, entry);
    if (map.size > opts.max) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    return entry;
  };

  return {
    get: (key: string, load: () => Promise<V>): Promise<V> => {
      const hit = map.get(key);
      const age = hit ? now() - hit.at : Number.POSITIVE_INFINITY;
      if (hit && age < opts.ttlMs) return hit.value;
      if (hit?.settled && age < staleMs) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const next = load();
          next.then(
            () => {
              if (map.get(key) === hit) map.set(key, { at: now(), value: next, settled: true, refreshing: false });
            },
            () => {
              hit.refreshing = false;
            },
          );
        }
        return hit.value;
      }
      if (hit) map.delete(key);
      return store(key, load).value;
    },
    clear: (prefix?: string) => {
      if (!prefix) return map.clear();
      for (const k of map.keys()) if (k.startsWith(prefix)) map.delete(k);
    },
    size: () => map.size,
  };
};
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
