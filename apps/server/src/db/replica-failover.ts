import type pg from 'pg';

/**
 * Errors that say a server cannot be reached or went away, not that a query was wrong: refused or reset connections,
 * timeouts, PostgreSQL's connection-exception class (08) and its shutdown codes (57P01–57P03), pg's own "terminated".
 */
const unreachable = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE']);
export const isConnectionError = (err: unknown): boolean => {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (unreachable.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
  return /Connection terminated|timeout exceeded when trying to connect|connection timeout/i.test(String(e?.message ?? ''));
};

/** Which replicas are taken: one that failed to answer is left out for `retryMs`, then tried again. */
export type ReplicaHealth = {
  up: (replica: number) => boolean;
  /** The next replica in turn that is up (or due to be tried again), or null when none is. */
  pick: () => number | null;
  /** A replica's call failed: true, and the replica marked down, when the error says it cannot be reached. */
  failed: (replica: number, err: unknown) => boolean;
  down: (replica: number, err: unknown) => void;
  /** A replica answered: taken again from now on. */
  answered: (replica: number) => void;
  /** Each replica's state, for the operators' view. */
  states: () => { replica: number; up: boolean; since: number | null; reason: string | null }[];
};

export const replicaHealth = (count: number, o: { retryMs: number; now: () => number; warn?: (line: string) => void }): ReplicaHealth => {
  const downSince: (number | null)[] = Array.from({ length: count }, () => null);
  const reasons: (string | null)[] = Array.from({ length: count }, () => null);
  const up = (i: number) => {
    const since = downSince[i];
    return since === null || since === undefined || o.now() - since >= o.retryMs;
  };
  const down = (i: number, err: unknown) => {
    const first = downSince[i] === null;
    downSince[i] = o.now();
    reasons[i] = String((err as { code?: string })?.code ?? (err as Error)?.message ?? err);
    if (first) o.warn?.(`postgres: read replica ${i + 1} unreachable (${reasons[i]}); its reads go to the primary`);
  };
  let turn = 0;
  return {
    up,
    pick: () => {
      for (let k = 0; k < count; k++) {
        const i = turn++ % count;
        if (up(i)) return i;
      }
      return null;
    },
    failed: (i, err) => {
      if (!isConnectionError(err)) return false;
      down(i, err);
      return true;
    },
    down,
    answered: (i) => {
      if (downSince[i] === null) return;
      downSince[i] = null;
      reasons[i] = null;
      o.warn?.(`postgres: read replica ${i + 1} answers again; its reads go to it`);
    },
    states: () => downSince.map((since, replica) => ({ replica, up: since === null, since, reason: reasons[replica] ?? null })),
  };
};

/**
 * One pool over the replicas that falls back to the primary (decision 035): each query, and each connection taken for a
 * transaction, goes to the next replica that is up; a replica that cannot be reached is marked down and the query runs
 * on the primary instead (a read-only query, so running it there is safe); with every replica down, everything reads on
 * the primary until one answers again. A replica that fails in the middle of a transaction fails that transaction, as
 * the primary would. Drizzle tells a pool from a client by its class, so the result is a pool object whose own methods
 * choose. Promise-style calls only, as Drizzle makes them.
 */
export const failoverPool = (replicas: pg.Pool[], primary: pg.Pool, health: ReplicaHealth): pg.Pool => {
  type Call = (...a: unknown[]) => Promise<unknown>;
  const call = (pool: pg.Pool, method: 'query' | 'connect', args: unknown[]) => (pool[method] as Call).apply(pool, args);
  const attempt = async (method: 'query' | 'connect', args: unknown[]) => {
    const i = health.pick();
    if (i === null) return call(primary, method, args);
    try {
      const out = await call(replicas[i] as pg.Pool, method, args);
      health.answered(i);
      return out;
    } catch (err) {
      if (!health.failed(i, err)) throw err;
      return call(primary, method, args);
    }
  };
  const facade = Object.create(replicas[0] as pg.Pool) as pg.Pool;
  Object.assign(facade, {
    query: (...a: unknown[]) => attempt('query', a),
    connect: (...a: unknown[]) => attempt('connect', a),
    end: async () => {
      await Promise.all(replicas.map((p) => p.end()));
    },
  });
  return facade;
};
