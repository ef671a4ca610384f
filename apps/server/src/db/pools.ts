import pg from 'pg';

/**
 * A pool of PostgreSQL connections. Connections once opened are kept (min = max): each holds its prepared statements
 * and function plans, and the pool then needs no idle timer on every release. Behind a transaction-mode pooler
 * (PgBouncer before 1.21, as Debian ships) a statement prepared by name on one transaction's server connection is
 * unknown to the next one's, so there statements go unnamed: parsed on every call, still with bound parameters.
 */
export const openPool = async (url: string, size: number, mode: 'session' | 'transaction'): Promise<pg.Pool> => {
  const pool = new pg.Pool({ connectionString: url, max: size, min: size });
  // An idle connection dropped by the server (restart, failover, test database dropped) must not crash the process:
  // pg emits it on the pool, and an unhandled 'error' event would throw. The pool replaces the connection.
  pool.on('error', (err) => console.warn(`postgres: idle connection lost (${err.message})`));
  if (mode === 'transaction') {
    const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
    const unnamed = (q: unknown) => {
      if (q === null || typeof q !== 'object' || !('name' in q)) return q;
      const { name: _name, ...rest } = q as { name?: string };
      return rest;
    };
    Object.assign(pool, { query: (q: unknown, ...rest: unknown[]) => query(unnamed(q), ...rest) });
  }
  return pool;
};

/**
 * One pool over several (the replicas): each query, and each connection taken for a transaction, goes to the next.
 * Drizzle tells a pool from a client by its class, so the result is a pool object whose own methods hand out turns.
 */
export const poolTakingTurns = (pools: pg.Pool[]): pg.Pool => {
  if (pools.length === 1) return pools[0] as pg.Pool;
  let turn = 0;
  const next = () => pools[turn++ % pools.length] as pg.Pool;
  const facade = Object.create(pools[0] as pg.Pool) as pg.Pool;
  Object.assign(facade, {
    query: (...a: unknown[]) => (next().query as (...b: unknown[]) => unknown)(...a),
    connect: (...a: unknown[]) => (next().connect as (...b: unknown[]) => unknown)(...a),
    end: async () => {
      await Promise.all(pools.map((p) => p.end()));
    },
  });
  return facade;
};

/** Opens a transaction that holds the migrations' advisory lock until the returned function ends it. */
export const holdMigrationLock = async (url: string): Promise<() => Promise<void>> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_advisory_xact_lock(727274)');
  return async () => {
    await client.query('COMMIT').catch(() => {});
    await client.end().catch(() => {});
  };
};
