import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { primaryReads, type Reads as ReadsOf, replicaReads } from './reads';
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
/** Where read-only work runs (db/reads.ts). */
export type Reads = ReadsOf<Db>;

export type DbHandle = {
  /** The primary: every money read and write, and whatever must see the caller's own writes. */
  db: Db;
  /** Read-only work that may go to a streaming replica (the primary without DATABASE_READ_URL; decision 035). */
  reads: Reads;
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

export type OpenOptions = {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  loadDataDir?: Blob;
  /** Streaming replicas for read-only work, and each one's pool size. */
  readUrls?: string[];
  readPoolSize?: number;
  /** `transaction`: the URLs lead to a transaction-mode pooler, which keeps no prepared statement between transactions. */
  poolMode?: 'session' | 'transaction';
  /** Records newer than this are read on the primary; a read-your-writes read waits this long for a replica. */
  freshMs?: number;
  waitMs?: number;
  /** A replica that did not answer is left out this long, its reads on the primary, then tried again. */
  readRetryMs?: number;
  /** The clock the replicas' health is kept by (tests drive it). */
  now?: () => number;
};

/**
 * PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite (files in dataDir, or memory). `loadDataDir`
 * starts an in-memory PGlite from a dumped data directory (the tests' prepared template) instead of an empty one.
 */
export const openDatabase = async (opts: OpenOptions): Promise<DbHandle> => {
  if (opts.url) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { openPool, holdMigrationLock } = await import('./pools');
    const { failoverPool, replicaHealth } = await import('./replica-failover');
    const pool = await openPool(opts.url, opts.poolSize ?? 20, opts.poolMode ?? 'session');
    const pgDb = drizzle(pool, { schema });
    const db: Db = pgDb;
    const replicaPools = await Promise.all(
      (opts.readUrls ?? []).map((u) => openPool(u, opts.readPoolSize ?? 10, opts.poolMode ?? 'session', 2000)),
    );
    const health = replicaHealth(replicaPools.length, {
      retryMs: opts.readRetryMs ?? 5000,
      now: opts.now ?? Date.now,
      warn: (line) => console.warn(line),
    });
    const reads = replicaPools.length
      ? replicaReads({
          primary: { db, pool },
          replicas: replicaPools.map((p) => ({ pool: p, db: drizzle(p, { schema }) })),
          lagging: drizzle(failoverPool(replicaPools, pool, health), { schema }),
          health,
          freshMs: opts.freshMs ?? 5000,
          waitMs: opts.waitMs ?? 200,
        })
      : primaryReads(db);
    return {
      db,
      reads,
      kind: 'postgres',
      exec: async (q) => {
        await pool.query(q);
      },
      // A transaction of its own holds an advisory lock while the migrations run, so several server copies can start
      // together; a transaction-level lock works through a transaction-mode pooler, a session lock would not.
      migrate: async () => {
        const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
        const release = await holdMigrationLock(opts.url as string);
        try {
          await run(pgDb, { migrationsFolder });
        } finally {
          await release();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), ...replicaPools.map((p) => p.end())]);
      },
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
    reads: primaryReads(db),
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
