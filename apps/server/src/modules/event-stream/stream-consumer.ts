import { AckPolicy, DeliverPolicy, type JsMsg } from 'nats';
import type { Db } from '../../db/client';
import type { EventStream } from './connection';
import type { StreamedEvent } from './relay';
import { streamRepo } from './stream.repo';

export type StreamHandler = (event: StreamedEvent, tx: Db) => Promise<void>;
export type StreamConsumerSpec = {
  /** The durable consumer's name on the stream, and the key of what it has applied: unique and stable. */
  name: string;
  /** The event types it applies; the others are acknowledged and passed over. */
  types: readonly string[];
  handle: StreamHandler;
  batchSize?: number;
};

const decoder = new TextDecoder();

/**
 * A consumer of the stream that spans cells (issue 37): events of its types only. Its position is its durable consumer's on the stream (explicit
 * acks); each event is applied in a transaction that also records it in `stream_seen` by (source, event id), and is
 * acknowledged after that commits. A message delivered again — an ack lost, a broker restart, the consumer replayed
 * from the start — finds its row and changes nothing. A handler that fails rolls its event back and the message is
 * delivered again (`nak`).
 */
export const createStreamConsumer = (
  deps: { db: Db; stream: EventStream; log?: { error: (o: object, m: string) => void } },
  spec: StreamConsumerSpec,
) => {
  const { db, stream } = deps;
  const types = new Set(spec.types);
  const batchSize = spec.batchSize ?? 200;
  let ready: Promise<void> | null = null;
  const ensure = () => {
    ready ??= stream.jsm.consumers
      .info(stream.stream, spec.name)
      .then(
        () => undefined,
        async () => {
          await stream.jsm.consumers.add(stream.stream, {
            durable_name: spec.name,
            ack_policy: AckPolicy.Explicit,
            deliver_policy: DeliverPolicy.All,
            max_ack_pending: batchSize * 4,
          });
        },
      )
      .catch((err) => {
        ready = null;
        throw err;
      });
    return ready;
  };

  /** Applies one message's event once: 'applied' when it was new, 'repeated' when seen before, null when not its type. */
  const apply = async (m: JsMsg): Promise<'applied' | 'repeated' | null> => {
    const e = JSON.parse(decoder.decode(m.data)) as StreamedEvent;
    // The stream holds every type (one filter subject per consumer on Debian's NATS 2.9): the others need no transaction.
    if (!types.has(e.type)) return null;
    return db.transaction(async (tx) => {
      if (!(await streamRepo.markSeen(tx, spec.name, e.source, e.id))) return 'repeated';
      await spec.handle(e, tx);
      return 'applied';
    });
  };

  /** One batch: what the stream holds for the consumer now, up to the batch size. */
  const runOnce = async () => {
    await ensure();
    const consumer = await stream.js.consumers.get(stream.stream, spec.name);
    const pending = (await consumer.info()).num_pending;
    const out = { applied: 0, repeated: 0, failed: 0, more: pending > batchSize };
    if (pending === 0) return out;
    const msgs = await consumer.fetch({ max_messages: Math.min(pending, batchSize), expires: 5_000 });
    for await (const m of msgs) {
      try {
        const done = await apply(m);
        if (done) out[done]++;
        m.ack();
      } catch (err) {
        out.failed++;
        m.nak(1_000);
        deps.log?.error({ err, consumer: spec.name, seq: m.seq }, 'stream event failed');
      }
    }
    return out;
  };

  return {
    name: spec.name,
    runOnce,
    /** Runs batches until the stream holds nothing more for it. */
    drain: async () => {
      const total = { applied: 0, repeated: 0, failed: 0 };
      for (;;) {
        const r = await runOnce();
        total.applied += r.applied;
        total.repeated += r.repeated;
        total.failed += r.failed;
        if (!r.more || r.failed > 0) return total;
      }
    },
  };
};
export type StreamConsumer = ReturnType<typeof createStreamConsumer>;
