import { type ConsumerSpec, type DomainEvent, eventTypes } from '../outbox';
import { type EventStream, subjectOf } from './connection';

export const RELAY_CONSUMER = 'stream.relay';
/** What a message carries: the event as the outbox gives it, with the cell that wrote it. */
export type StreamedEvent = Omit<DomainEvent, 'occurredAt'> & { source: string; occurredAt: string };

const encoder = new TextEncoder();

/**
 * The outbox relay (issue 37): an outbox consumer of every event type that publishes each event to the stream and
 * waits for the stream's acknowledgement before its checkpoint commits. The message id is `<source>:<event id>`, so a
 * batch published again after a crash between the publish and the commit is dropped by the stream as a duplicate. A
 * broker that is down fails the batch: the checkpoint stays, nothing is parked (the relay never gives up on an
 * event), and the outbox retries with its backoff until the broker answers. One copy relays at a time (the outbox's
 * row lock), in the outbox's order. `to` answers the stream (null while the copy's link connects).
 */
export const streamRelay = (to: () => Pick<EventStream, 'js' | 'stream'> | null, source: string, timeoutMs = 5_000): ConsumerSpec => {
  const publish = async (e: DomainEvent) => {
    // A link still connecting (linkEventStream) fails the batch as a broker that is down does.
    const s = to();
    if (!s) throw new Error('event stream: not connected yet');
    const body: StreamedEvent = { ...e, source, occurredAt: e.occurredAt.toISOString() };
    await s.js.publish(subjectOf(source, e.merchantId, e.type), encoder.encode(JSON.stringify(body)), {
      msgID: `${source}:${e.id}`,
      expect: { streamName: s.stream },
      timeout: timeoutMs,
    });
  };
  return {
    name: RELAY_CONSUMER,
    types: eventTypes,
    batchSize: 500,
    maxAttempts: Number.MAX_SAFE_INTEGER,
    backoffMs: 500,
    handle: (e) => publish(e),
    // Sent in the outbox's order on the one connection (so the stream keeps it), acknowledged together; a batch that
    // fails part-way is sent again whole, and the stream drops the part it already has.
    handleBatch: async (events) => {
      await Promise.all(events.map(publish));
    },
  };
};
