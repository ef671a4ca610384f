import { sql } from 'drizzle-orm';
import { monthPartitions } from '../../core/month-partitions.repo';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { rawOf, statement } from '../../core/statements';
import type { DomainEvent, EventType, NewDomainEvent } from './events';

type ConsumerRow = { last_tx: string; last_id: string | number; attempts: number; retry_at: Date | string | null };
type EventRow = {
  id: string | number;
  merchant_id: number;
  type: string;
  subject_id: string | number | null;
  aggregate_id: string | null;
  payload: Record<string, unknown>;
  occurred_at: Date | string;
  tx: string;
};
export type Position = { tx: string; id: number };
export type ParkedEvent = {
  consumer: string;
  eventId: number;
  merchantId: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  error: string;
  parkedAt: Date;
};

export const eventOf = (r: EventRow): DomainEvent & { tx: string } => ({
  id: Number(r.id),
  merchantId: r.merchant_id,
  type: r.type as EventType,
  subjectId: r.subject_id == null ? null : Number(r.subject_id),
  aggregateId: r.aggregate_id,
  payload: r.payload,
  occurredAt: new Date(r.occurred_at),
  tx: String(r.tx),
});

// Consumers follow (writing transaction, id) and read only below the horizon: the oldest transaction still running
// that could write an event. Everything under it has committed or never will, so nothing can later appear behind a
// checkpoint. Transaction ids are shared by every database of the server, so the snapshot's own xmin would also wait
// for transactions of other databases (another application's long write, a DROP DATABASE), which can never write
// these events: they are left out by their backend's database. That is safe even though pg_stat_activity is read
// after the snapshot is taken: a transaction is left out only when it was running at the snapshot (it is in xip)
// and its backend belongs to another database, and a backend never changes database. Our own transaction counts,
// as in xmin. One of another database that ends between the snapshot and that read can no longer be told apart, so
// it holds that one batch back; the next batch's snapshot no longer has it. A role that cannot see other backends'
// xids simply gets the snapshot's xmin.
const horizon = sql`least(pg_current_xact_id_if_assigned(), (
  SELECT coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot())) FROM pg_snapshot_xip(pg_current_snapshot()) x
  WHERE (x::text::numeric % 4294967296)::text NOT IN (
    SELECT a.backend_xid::text FROM pg_stat_activity a WHERE a.datname <> current_database() AND a.backend_xid IS NOT NULL)))`;
const after = (p: Position) => sql`(e.tx, e.id) > (${p.tx}::xid8, ${p.id}::bigint)`;

const insertSql = statement(
  'domain_event_insert',
  'INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload) VALUES ($1, $2, $3, $4, $5::jsonb)',
);

/** Writes an event with `exec`, which must be the transaction of the write it describes. */
export const writeEvent = async (exec: Db, e: NewDomainEvent) => {
  await rawOf(exec)(insertSql, [e.merchantId, e.type, e.subjectId ?? null, e.aggregateId ?? null, JSON.stringify(e.payload)]);
};

export const createOutboxRepo = (db: Db) => ({
  ensure: async (names: string[]) => {
    for (const n of names) await db.execute(sql`INSERT INTO outbox_consumers (name) VALUES (${n}) ON CONFLICT (name) DO NOTHING`);
  },

  /** The consumer's row locked for this transaction, or null when another copy holds it (that copy runs it now). */
  claim: async (tx: Db, name: string) => {
    const r = rowsOf<ConsumerRow>(
      await tx.execute(sql`SELECT last_tx::text AS last_tx, last_id, attempts, retry_at FROM outbox_consumers
        WHERE name = ${name} FOR UPDATE SKIP LOCKED`),
    )[0];
    if (!r) return null;
    return {
      at: { tx: r.last_tx, id: Number(r.last_id) } as Position,
      attempts: r.attempts,
      retryAt: r.retry_at ? new Date(r.retry_at) : null,
    };
  },

  /**
   * The next `limit` events after `from` below the horizon (`scanned` of them): of those, only the ones of `types`
   * come back, and the last one scanned whatever its type (with an empty payload), so the position moves past all.
   * Every consumer follows the whole stream; one that picks deposits out of the bets then reads one row per batch.
   */
  batch: async (tx: Db, from: Position, limit: number, types: readonly string[]) => {
    const rows = rowsOf<EventRow & { scanned: string | number }>(
      await tx.execute(sql`SELECT x.id, x.merchant_id, x.type, x.subject_id, x.aggregate_id,
          CASE WHEN x.mine THEN x.payload ELSE '{}'::jsonb END AS payload, x.occurred_at, x.tx::text AS tx, x.scanned
        FROM (SELECT w.*, w.type = ANY(${`{${types.join(',')}}`}::text[]) AS mine,
            row_number() OVER (ORDER BY w.tx DESC, w.id DESC) AS back, count(*) OVER () AS scanned
          FROM (SELECT e.* FROM domain_events e WHERE ${after(from)} AND e.tx < ${horizon} ORDER BY e.tx, e.id LIMIT ${limit}) w) x
        WHERE x.mine OR x.back = 1 ORDER BY x.tx, x.id`),
    );
    return { events: rows.map(eventOf), scanned: Number(rows[0]?.scanned ?? 0) };
  },

  advance: (tx: Db, name: string, to: Position, attempts: number, retryAt: Date | null, error: string | null) =>
    tx.execute(sql`UPDATE outbox_consumers SET last_tx = ${to.tx}::xid8, last_id = ${to.id}, attempts = ${attempts},
      retry_at = ${retryAt?.toISOString() ?? null}::timestamptz, last_error = ${error}, updated_at = now() WHERE name = ${name}`),

  park: (tx: Db, name: string, e: DomainEvent, attempts: number, error: string) =>
    tx.execute(sql`INSERT INTO outbox_parked (consumer, event_id, merchant_id, type, payload, attempts, error)
      VALUES (${name}, ${e.id}, ${e.merchantId}, ${e.type}, ${JSON.stringify(e.payload)}::jsonb, ${attempts}, ${error})
      ON CONFLICT (consumer, event_id) DO NOTHING`),

  /**
   * Deletes up to `limit` events of the default partition (rows outside the months made) older than `before` that
   * every consumer is past; answers how many went. The months themselves are retired whole (`retireMonths`).
   */
  prune: async (before: Date, limit: number) =>
    rowsOf(
      await db.execute(sql`DELETE FROM domain_events_default WHERE id IN (
        SELECT e.id FROM domain_events_default e WHERE e.occurred_at < ${before.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM outbox_consumers c WHERE (e.tx, e.id) > (c.last_tx, c.last_id))
        ORDER BY e.id LIMIT ${limit}) RETURNING id`),
    ).length,

  /** Makes the month partitions from `from`'s month through `months` months on; their names. */
  ensureMonths: (from: Date, months: number) => monthPartitions(db, 'domain_events', 'occurred_at').ensure(from, months),

  /** Detaches the months that ended by `before` with every event passed: dropped, or kept in `archive` (events_partitions_retire). */
  retireMonths: async (before: Date, archive: boolean, archiveBefore: Date) =>
    rowsOf<{ names: string[] }>(
      await db.execute(sql`SELECT events_partitions_retire(${before.toISOString()}::timestamptz, ${archive},
        ${archiveBefore.toISOString()}::timestamptz) AS names`),
    )[0]?.names ?? [],

  /** The month partitions of the outbox, oldest first (not the default one). */
  months: () => monthPartitions(db, 'domain_events', 'occurred_at').list(),

  /** Events a consumer has not reached yet (below the horizon or not), and how old the oldest is. */
  lag: async (name: string) =>
    rowsOf<{ pending: string | number; oldest: Date | string | null }>(
      await db.execute(sql`SELECT count(*) AS pending, min(e.occurred_at) AS oldest FROM domain_events e, outbox_consumers c
        WHERE c.name = ${name} AND (e.tx, e.id) > (c.last_tx, c.last_id)`),
    ).map((r) => ({ pending: Number(r.pending), oldest: r.oldest ? new Date(r.oldest) : null }))[0] ?? { pending: 0, oldest: null },

  parked: async (limit: number, consumer?: string): Promise<ParkedEvent[]> =>
    rowsOf<Record<string, unknown>>(
      await db.execute(sql`SELECT consumer, event_id, merchant_id, type, payload, attempts, error, parked_at FROM outbox_parked
        ${consumer ? sql`WHERE consumer = ${consumer}` : sql``} ORDER BY parked_at DESC, event_id DESC LIMIT ${limit}`),
    ).map((r) => ({
      consumer: String(r.consumer),
      eventId: Number(r.event_id),
      merchantId: Number(r.merchant_id),
      type: String(r.type),
      payload: r.payload as Record<string, unknown>,
      attempts: Number(r.attempts),
      error: String(r.error),
      parkedAt: new Date(r.parked_at as string),
    })),
});
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
