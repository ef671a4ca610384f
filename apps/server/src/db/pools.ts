import pg from 'pg';

/**
 * A pool of PostgreSQL connections. Connections once opened are kept (min = max): each holds its prepared statements
 * and function plans, and the pool then needs no idle timer on every release. Behind a transaction-mode pooler
 * (PgBouncer before 1.21, as Debian ships) a statement prepared by name on one transaction's server connection is
 * unknown to the next one's, so there statements go unnamed: parsed on every call, still with bound parameters.
 */
export const openPool = async (
  url: string,
  size: number,
  mode: 'session' | 'transaction',
  /** How long a new connection may take (a replica that hangs must not hold its reads for long); none by default. */
  connectTimeoutMs?: number,
): Promise<pg.Pool> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    min: size,
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
  });
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
