import type { Db } from '../../db/client';
import type { DomainEvent, EventType } from './events';
import { createOutboxRepo, type Position } from './outbox.repo';

/**
 * What a consumer does with one event. `tx` is the consumer's transaction: write the effects with it, so they commit
 * together with the consumer's checkpoint (an event is then applied exactly once, even after a crash). Throwing
 * retries the event later; after `maxAttempts` failures it is parked and the consumer goes on.
 */
export type EventHandler = (event: DomainEvent, tx: Db) => Promise<void>;
export type ConsumerSpec = {
  /** Unique and stable: the checkpoint is kept under this name. */
  name: string;
  types: readonly EventType[];
  handle: EventHandler;
  maxAttempts?: number;
  batchSize?: number;
  /** First retry delay; doubles with every failed attempt (capped at a minute). */
  backoffMs?: number;
};
export type RunResult = { ran: boolean; handled: number; parked: number; failed: boolean; more: boolean };

const MAX_BACKOFF_MS = 60_000;
const PRUNE_CHUNK = 5000;
const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

/**
 * Named consumers of the domain events. Each consumer runs one copy at a time across every server copy: a batch
 * runs in one transaction that holds the consumer's row lock (`FOR UPDATE SKIP LOCKED`; another copy skips it, and
 * a copy that dies releases it with its connection). Each event's handler runs under a savepoint, so one failure
 * undoes only its own effects; the batch then commits what went before and the failed event waits for its retry.
 */
export const createOutbox = (deps: { db: Db; now?: () => Date; log?: { error: (o: object, m: string) => void } }) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createOutboxRepo(db);
  const consumers = new Map<string, Required<ConsumerSpec>>();
  const ensured = new Set<string>();

  const ensure = async () => {
    const missing = [...consumers.keys()].filter((n) => !ensured.has(n));
    if (missing.length === 0) return;
    await repo.ensure(missing);
    for (const n of missing) ensured.add(n);
  };

  /** One batch of one consumer; `ran` is false when another copy holds it or its retry is not due. */
  const runOnce = async (name: string): Promise<RunResult> => {
    const c = consumers.get(name);
    if (!c) throw new Error(`no consumer named ${name}`);
    await ensure();
    const types = new Set<string>(c.types);
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const idle: RunResult = { ran: false, handled: 0, parked: 0, failed: false, more: false };
      const state = await repo.claim(tx, name);
      if (!state || (state.retryAt && state.retryAt > now())) return idle;
      const events = await repo.batch(tx, state.at, c.batchSize);
      let at: Position = state.at;
      let attempts = state.attempts;
      const out: RunResult = { ran: true, handled: 0, parked: 0, failed: false, more: events.length === c.batchSize };
      let failure: string | null = null;
      for (const e of events) {
        if (types.has(e.type)) {
          try {
            await tx.transaction(async (sp) => c.handle(e, sp as unknown as Db));
            out.handled++;
          } catch (err) {
            const error = errorText(err);
            if (attempts + 1 < c.maxAttempts) {
              attempts++;
              failure = error;
              break;
            }
            await repo.park(tx, name, e, attempts + 1, error);
            out.parked++;
            deps.log?.error({ consumer: name, eventId: e.id, error }, 'domain event parked');
          }
        }
        at = { tx: e.tx, id: e.id };
        attempts = 0;
      }
      const retryAt = failure ? new Date(now().getTime() + Math.min(c.backoffMs * 2 ** (attempts - 1), MAX_BACKOFF_MS)) : null;
      await repo.advance(tx, name, at, failure ? attempts : 0, retryAt, failure);
      out.failed = failure !== null;
      out.more = out.more && !out.failed;
      return out;
    });
  };

  return {
    /** Registers a consumer (later modules subscribe to the event types they need; names must stay stable). */
    subscribe: (spec: ConsumerSpec) => {
      if (consumers.has(spec.name)) throw new Error(`consumer ${spec.name} registered twice`);
      consumers.set(spec.name, { maxAttempts: 5, batchSize: 200, backoffMs: 1000, ...spec });
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
    start: (pollMs = 250) => {
      let stopped = false;
      const loop = async (name: string) => {
        while (!stopped) {
          let more = false;
          try {
            more = (await runOnce(name)).more;
          } catch (err) {
            deps.log?.error({ err, consumer: name }, 'event consumer failed');
          }
          if (!more && !stopped) await new Promise((r) => setTimeout(r, pollMs).unref());
        }
      };
      const running = [...consumers.keys()].map(loop);
      return async () => {
        stopped = true;
        await Promise.all(running);
      };
    },

    /** Deletes events older than the retention that every consumer has passed (run as a leased job). */
    prune: async (retentionDays: number) => {
      await ensure();
      const before = new Date(now().getTime() - retentionDays * 86_400_000);
      let total = 0;
      for (;;) {
        const n = await repo.prune(before, PRUNE_CHUNK);
        total += n;
        if (n < PRUNE_CHUNK) return { pruned: total };
      }
    },

    lag: repo.lag,
    parked: repo.parked,
  };
};
export type Outbox = ReturnType<typeof createOutbox>;
