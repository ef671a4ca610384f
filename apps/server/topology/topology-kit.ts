import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db, DbHandle } from '../src/db/client';
import { openDatabase } from '../src/db/client';

/** The running topology's URLs (topology/global-setup.ts). */
export const topology = () => inject('topology');

export const dbUrl = (base: string, name: string) => {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
};

/** One statement on its own connection (the simple protocol, which PgBouncer's admin console needs). */
export const query = async <T = Record<string, unknown>>(url: string, text: string, values?: unknown[]): Promise<T[]> => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
};

export const rowsOf = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
export const inRecovery = async (db: Db) => (await rowsOf<{ r: boolean }>(db, sql`SELECT pg_is_in_recovery() AS r`))[0]?.r;

/**
 * A fresh database on the primary, reached as the server reaches it in production here: through PgBouncer in
 * transaction mode for the primary, directly for the replica. `open` makes another server copy's handle.
 */
export const createTopologyDb = async () => {
  const t = topology();
  const name = `wl_topo_${randomBytes(5).toString('hex')}`;
  await query(t.primary, `CREATE DATABASE ${name}`);
  const open = (o: { waitMs?: number } = {}): Promise<DbHandle> =>
    openDatabase({
      url: dbUrl(t.pgbouncer, name),
      poolSize: 8,
      poolMode: 'transaction',
      readUrls: [dbUrl(t.replica, name)],
      readPoolSize: 4,
      freshMs: 5000,
      waitMs: o.waitMs ?? 0,
    });
  return {
    name,
    open,
    replicaUrl: dbUrl(t.replica, name),
    drop: () => query(t.primary, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

/** Resolves once the replica has replayed everything the primary had committed when it was called. */
export const caughtUp = async (handle: DbHandle, replicaUrl: string) => {
  const at = await handle.reads.position();
  for (let i = 0; i < 3000; i++) {
    const [row] = await query<{ ok: boolean }>(replicaUrl, 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [at]);
    if (row?.ok) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the replica did not catch up');
};

/** Stops and restarts the replica's replay: lag on demand, without waiting for it to happen. */
export const replay = {
  pause: () => query(topology().replica, 'SELECT pg_wal_replay_pause()'),
  resume: () => query(topology().replica, 'SELECT pg_wal_replay_resume()'),
};

/** PgBouncer's pools for a database: server connections it holds and clients it serves. */
export const bouncerPool = async (name: string) => {
  const rows = await query<{ database: string; cl_active: string; sv_active: string; sv_idle: string; sv_used: string; pool_mode: string }>(
    dbUrl(topology().pgbouncer, 'pgbouncer'),
    'SHOW POOLS',
  );
  return rows.find((r) => r.database === name);
};
