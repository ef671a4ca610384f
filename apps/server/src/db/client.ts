import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The one type every repo function takes: the pool or a transaction alike. Drizzle's transaction class extends its
 * database class, so a `Tx` is a `Db` (the architecture test holds this): a service opens `db.transaction(async (tx)
 * => …)` and passes `tx` on as it is, with no cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened on a `Db` (also a `Db`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL (readiness checks and tests). */
  exec: (sqlText: string) => Promise<void>;
  /** Applies the generated migrations. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tar (for a template the tests load instead of migrating and seeding). */
  dump?: () => Promise<Blob>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite (files in dataDir, or memory). `loadDataDir`
 * starts an in-memory PGlite from a dumped data directory (the tests' prepared template) instead of an empty one.
 */
export const openDatabase = async (opts: { url?: string; dataDir?: string; poolSize?: number; loadDataDir?: Blob }): Promise<DbHandle> => {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Connections once opened are kept (min = max): each holds its prepared statements and function plans, and the
    // pool then needs no idle timer on every release.
    const size = opts.poolSize ?? 20;
    const pool = new Pool({ connectionString: opts.url, max: size, min: size });
    // An idle connection dropped by the server (restart, failover, test database dropped) must not crash the process:
    // pg emits it on the pool, and an unhandled 'error' event would throw. The pool replaces the connection.
    pool.on('error', (err) => console.warn(`postgres: idle connection lost (${err.message})`));
    const db: Db = drizzle(pool, { schema });
    return {
      db,
      kind: 'postgres',
      exec: async (q) => {
        await pool.query(q);
      },
      // One dedicated connection holds an advisory lock, so several server copies can start together.
      migrate: async () => {
        const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
        const conn = await pool.connect();
        try {
          await conn.query('SELECT pg_advisory_lock(727274)');
          await run(drizzle(conn, { schema }), { migrationsFolder });
        } finally {
          await conn.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dir: string | undefined;
  if (opts.dataDir && opts.dataDir !== 'memory://') {
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = dir ? new PGlite(dir) : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.waitReady;
  const db: Db = drizzle(client, { schema });
  return {
    db,
    kind: 'pglite',
    exec: async (q) => {
      await client.exec(q);
    },
    migrate: async () => {
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await run(drizzle(client, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
};
