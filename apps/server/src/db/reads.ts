import type { Pool } from 'pg';
import type { ReplicaHealth } from './replica-failover';

/**
 * Where read-only work runs (decision 035). Money reads and writes always take the primary (`DbHandle.db`); what may
 * be a moment behind — catalogue, reports, back-office searches and exports, betting records older than the fresh
 * window — takes `lagging`. A read that must see the caller's own write takes the primary, or `seeing(position)`: a
 * replica once it has replayed past the write's WAL position. Without replicas every handle here is the primary.
 */
export type Reads<Db> = {
  /** Read-only work that may lag: the replicas taking turns, or the primary without replicas. */
  lagging: Db;
  /** Replicas are configured. */
  replicated: boolean;
  /** For rows up to `until`: a replica when `until` is older than the fresh window before `now`, else the primary. */
  asOf: (until: Date, now: Date) => Db;
  /** The primary's WAL position now, i.e. after the caller's last commit; null without replicas. The insert position,
   * not the write one: with asynchronous commit a commit's record may not be written out yet when it returns. */
  position: () => Promise<string | null>;
  /** A handle that sees every commit up to `position`: a replica that has replayed past it (waiting up to the
   * configured time), else the primary. */
  seeing: (position: string | null) => Promise<Db>;
  /**
   * Each replica's distance behind the primary: WAL bytes not yet replayed, whether it is in recovery, and whether it
   * answers (`up: false`, bytes null: its reads are on the primary until it answers again).
   */
  lag: () => Promise<{ replica: number; bytes: number | null; inRecovery: boolean; up: boolean }[]>;
};

export type Replica<Db> = { db: Db; pool: Pool };

/** Reads on the primary alone (PGlite, or PostgreSQL without DATABASE_READ_URL). */
export const primaryReads = <Db>(db: Db): Reads<Db> => ({
  lagging: db,
  replicated: false,
  asOf: () => db,
  position: async () => null,
  seeing: async () => db,
  lag: async () => [],
});

const LSN_POLL_MS = 10;

/** Reads spread over streaming replicas; `lagging` is a handle whose pool gives each query to the next replica. */
export const replicaReads = <Db>(o: {
  primary: { db: Db; pool: Pool };
  replicas: Replica<Db>[];
  lagging: Db;
  freshMs: number;
  waitMs: number;
  health: ReplicaHealth;
}): Reads<Db> => {
  const replayedPast = async (r: Replica<Db>, position: string) =>
    (await r.pool.query<{ ok: boolean }>('SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS ok', [position])).rows[0]
      ?.ok === true;
  const position = async () =>
    (await o.primary.pool.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]?.lsn ?? null;
  return {
    lagging: o.lagging,
    replicated: true,
    asOf: (until, now) => (now.getTime() - until.getTime() >= o.freshMs ? o.lagging : o.primary.db),
    position,
    seeing: async (at) => {
      const i = at === null ? null : o.health.pick();
      if (at === null || i === null) return o.primary.db;
      const r = o.replicas[i] as Replica<Db>;
      const deadline = Date.now() + o.waitMs;
      for (;;) {
        const past = await replayedPast(r, at).catch((err) => {
          o.health.failed(i, err);
          return null;
        });
        if (past === null) return o.primary.db;
        o.health.answered(i);
        if (past) return r.db;
        if (Date.now() >= deadline) return o.primary.db;
        await new Promise((done) => setTimeout(done, LSN_POLL_MS));
      }
    },
    lag: async () => {
      const at = await position();
      return Promise.all(
        o.replicas.map(async (r, replica) => {
          try {
            const row = (
              await r.pool.query<{ bytes: string | null; rec: boolean }>(
                'SELECT pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn())::text AS bytes, pg_is_in_recovery() AS rec',
                [at],
              )
            ).rows[0];
            o.health.answered(replica);
            return { replica, bytes: Math.max(0, Number(row?.bytes ?? 0)), inRecovery: row?.rec === true, up: true };
          } catch (err) {
            if (!o.health.failed(replica, err)) throw err;
            return { replica, bytes: null, inRecovery: false, up: false };
          }
        }),
      );
    },
  };
};
