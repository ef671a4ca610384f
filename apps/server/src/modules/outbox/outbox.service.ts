import type { Db } from '../../db/client';
import type { DomainEvent, EventType } from './events';
import { createOutboxRepo, type Position } from './outbox.repo';
import { AppError } from '../../core/app-error';
import { pollLoops } from '../../core/poll-loops';

/**
 * What a consumer does with one event. `tx` is the consumer's transaction: write the effects with it, so they commit
 * together with the consumer's checkpoint (an event is then applied exactly once, even after a crash). Throwing
 * retries the event later; after `maxAttempts` failures it is parked and the consumer goes on.
 */
export type EventHandler = (event: DomainEvent, tx: Db) => Promise<void>;
/**
 * The same for a whole batch (the consumer's events of one batch, in order), for consumers that follow every bet or
 * login: one statement for the batch instead of one per event keeps such a consumer far ahead of the writers. When it
 * throws, the batch is run again through `handle`, one event at a time, so a poisoned event is still found and parked.
 */
export type BatchHandler = (events: DomainEvent[], tx: Db) => Promise<void>;
export type ConsumerSpec = {
  /** Unique and stable: the checkpoint is kept under this name. */
  name: string;
  types: readonly EventType[];
  handle: EventHandler;
  handleBatch?: BatchHandler;
  maxAttempts?: number;
  batchSize?: number;
  /** First retry delay; doubles with every failed attempt (capped at a minute). */
  backoffMs?: number;
  /** A batch stops taking events after this long and commits (the rest go in the next batch at once). */
  maxBatchMs?: number;
  /**
   * After a batch that was not full, how long the running loop waits before the next (default: `start`'s). A busy
   * stream then comes in batches of what arrived meanwhile, so a batch's fixed statements are paid once per wait
   * instead of once per few events; a consumer that falls behind gets full batches back to back. The lag stays
   * under about this wait plus one batch's time.
   */
  pollMs?: number;
};
type Consumer = Required<Omit<ConsumerSpec, 'handleBatch' | 'pollMs'>> & Pick<ConsumerSpec, 'handleBatch' | 'pollMs'>;
export type RunResult = { ran: boolean; handled: number; parked: number; failed: boolean; more: boolean };

/**
 * The busy consumers' batches (growth, agents, and the two that only pick deposits and withdrawals out of the stream):
 * up to this many events, and a second's wait after a batch that was not full. At the seamless benchmark's ~1,100
 * events/s a batch is then about a second of events instead of a few hundred; the lag stays under about 1 s plus a
 * batch's time (decision 014).
 */
export const CONSUMER_BATCH = 2000;
export const CONSUMER_POLL_MS = 1000;
const MAX_BACKOFF_MS = 60_000;
const PRUNE_CHUNK = 5000;
/** Months of the outbox made ahead of the current one (the migration made them too; the job keeps them coming). */
const MONTHS_AHEAD = 3;
const DAY_MS = 86_400_000;
/** A handler threw in a batch run without savepoints: the batch is rolled back and run again event by event. */
class HandlerFailed extends Error {
  constructor(readonly failure: unknown) {
    super('event handler failed');
  }
}
const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

/**
 * Named consumers of the domain events. Each consumer runs one copy at a time across every server copy: a batch
 * runs in one transaction that holds the consumer's row lock (`FOR UPDATE SKIP LOCKED`; another copy skips it, and
 * a copy that dies releases it with its connection). A handler that fails undoes only its own effects: the batch
 * then commits what went before and the failed event waits for its retry.
 */
export const createOutbox = (deps: { db: Db; now?: () => Date; log?: { error: (o: object, m: string) => void } }) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createOutboxRepo(db);
  const consumers = new Map<string, Consumer>();
  const ensured = new Set<string>();
  const caughtUp = new Map<string, Date>();

  const ensure = async () => {
    const missing = [...consumers.keys()].filter((n) => !ensured.has(n));
    if (missing.length === 0) return;
    await repo.ensure(missing);
    for (const n of missing) ensured.add(n);
  };

  const runBatch = (c: Consumer, careful: boolean): Promise<RunResult> => {
    const types = new Set<string>(c.types);
    return db.transaction(async (tx) => {
      const idle: RunResult = { ran: false, handled: 0, parked: 0, failed: false, more: false };
      const state = await repo.claim(tx, c.name);
      if (!state || (state.retryAt && state.retryAt > now())) return idle;
      // The consumer's own events only, and the last one scanned (its position moves past every event).
      const { events, scanned } = await repo.batch(tx, state.at, c.batchSize, c.types);
      // The batch's transaction holds a transaction id from its claim on: while it runs it is the oldest writer in
      // the database, so it holds back the horizon of every other consumer (and vacuum). It commits when its time
      // is up and goes on in the next batch.
      const deadline = now().getTime() + c.maxBatchMs;
      let at: Position = state.at;
      let attempts = state.attempts;
      const out: RunResult = { ran: true, handled: 0, parked: 0, failed: false, more: scanned === c.batchSize };
      let failure: string | null = null;
      if (!careful && c.handleBatch) {
        const mine = events.filter((e) => types.has(e.type));
        try {
          if (mine.length > 0) await c.handleBatch(mine, tx);
        } catch (err) {
          throw new HandlerFailed(err);
        }
        const last = events.at(-1);
        await repo.advance(tx, c.name, last ? { tx: last.tx, id: last.id } : at, 0, null, null);
        return { ...out, handled: mine.length };
      }
      for (const [i, e] of events.entries()) {
        if (i > 0 && now().getTime() > deadline) {
          out.more = true;
          break;
        }
        if (types.has(e.type)) {
          if (!careful) {
            try {
              await c.handle(e, tx);
            } catch (err) {
              throw new HandlerFailed(err);
            }
            out.handled++;
          } else {
            try {
              await tx.transaction(async (sp) => c.handle(e, sp));
              out.handled++;
            } catch (err) {
              const error = errorText(err);
              if (attempts + 1 < c.maxAttempts) {
                attempts++;
                failure = error;
                break;
              }
              await repo.park(tx, c.name, e, attempts + 1, error);
              out.parked++;
              deps.log?.error({ consumer: c.name, eventId: e.id, error }, 'domain event parked');
            }
          }
        }
        at = { tx: e.tx, id: e.id };
        attempts = 0;
      }
      const retryAt = failure ? new Date(now().getTime() + Math.min(c.backoffMs * 2 ** (attempts - 1), MAX_BACKOFF_MS)) : null;
      await repo.advance(tx, c.name, at, failure ? attempts : 0, retryAt, failure);
      out.failed = failure !== null;
      out.more = out.more && !out.failed;
      return out;
    });
  };

  /**
   * One batch of one consumer; `ran` is false when another copy holds it or its retry is not due. The batch first
   * runs its handlers straight in the transaction (`handleBatch` once, or `handle` per event, with no savepoints).
   * Only when a handler throws is that transaction rolled back and the batch run again with a savepoint around each
   * event, so the failure costs its own effects alone: savepoints on every event would triple the round trips of the
   * common case.
   */
  const runOnce = async (name: string): Promise<RunResult> => {
    const c = consumers.get(name);
    if (!c) throw new AppError('resource.not_found');
    await ensure();
    let r: RunResult;
    try {
      r = await runBatch(c, false);
    } catch (err) {
      if (!(err instanceof HandlerFailed)) throw err;
      r = await runBatch(c, true);
    }
    if (r.ran && !r.more && !r.failed) caughtUp.set(name, new Date());
    return r;
  };

  return {
    /** Registers a consumer (later modules subscribe to the event types they need; names must stay stable). */
    subscribe: (spec: ConsumerSpec) => {
      if (consumers.has(spec.name)) throw new Error(`consumer ${spec.name} registered twice`);
      consumers.set(spec.name, { maxAttempts: 5, batchSize: 200, backoffMs: 1000, maxBatchMs: 500, ...spec });
    },
    consumerNames: () => [...consumers.keys()],
    runOnce,

    /** Runs batches until the consumer is caught up, waits for a retry, or another copy has it. */
    drain: async (name: string) => {
      const total = { handled: 0, parked: 0 };
      for (;;) {
        const r = await runOnce(name);
        total.handled += r.handled;
        total.parked += r.parked;
        if (!r.more) return total;
      }
    },

    /** Polls every consumer until stopped; answers the stop function (it waits for the batch in flight). */
    start: (pollMs = 250) =>
      pollLoops(
        [...consumers.keys()].map((name) => ({ name, runOnce: () => runOnce(name), pollMs: consumers.get(name)?.pollMs ?? pollMs })),
        (err, name) => deps.log?.error({ err, consumer: name }, 'event consumer failed'),
      ),

    /**
     * Retention (a leased job): each month that ended `retentionDays` ago and that every consumer has passed is
     * detached whole — dropped, or with `archiveDays` kept in the `archive` schema that many days more — and the rows
     * of the default partition (outside the months made) older than the retention that every consumer has passed are
     * deleted.
     */
    prune: async (retentionDays: number, archiveDays = 0) => {
      await ensure();
      const at = now().getTime();
      const before = new Date(at - retentionDays * DAY_MS);
      const retired = await repo.retireMonths(before, archiveDays > 0, new Date(at - (retentionDays + archiveDays) * DAY_MS));
      let total = 0;
      for (;;) {
        const n = await repo.prune(before, PRUNE_CHUNK);
        total += n;
        if (n < PRUNE_CHUNK) return { pruned: total, retired };
      }
    },

    /** Makes the outbox's month partitions from this month through `ahead` months on (a leased job). */
    makeMonths: async (ahead = MONTHS_AHEAD) => ({ months: await repo.ensureMonths(now(), ahead) }),
    months: repo.months,

    lag: repo.lag,
    /**
     * When a batch of this copy last read everything the consumer could (nothing more below the horizon). A consumer
     * that keeps up gets there again and again; one that falls behind stops getting there (a health signal).
     */
    caughtUpAt: (name: string) => caughtUp.get(name) ?? null,
    parked: repo.parked,
  };
};
export type Outbox = ReturnType<typeof createOutbox>;
