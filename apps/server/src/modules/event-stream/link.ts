import { createPauses } from '../../core/poll-loops';
import { type EventStream, openEventStream } from './connection';

/** What the copy asks of NATS: the broker's address, the stream, how long it keeps messages. */
export type StreamOptions = { url: string; stream: string; maxAgeDays: number; name?: string };

/**
 * The copy's link to the event stream, made in the background (issue 37): a copy with NATS_URL starts and serves
 * while the broker is down. Until the first connection is made, `current()` is null: the relay's batches fail (the
 * outbox keeps its checkpoint and retries with its backoff, nothing is parked) and the stream consumers wait
 * (`ready`). A failed attempt is tried again after `retryMs`, doubled up to `maxRetryMs`; once connected, the NATS
 * client itself waits out later broker restarts. `close` stops the attempts and drains a connection made.
 */
export const linkEventStream = (
  o: StreamOptions,
  deps: { log?: { warn: (o: object, m: string) => void }; retryMs?: number; maxRetryMs?: number } = {},
) => {
  let stream: EventStream | null = null;
  let closed = false;
  const pauses = createPauses();
  const ready = (async (): Promise<EventStream | null> => {
    let wait = deps.retryMs ?? 1_000;
    for (let attempt = 1; !closed; attempt++) {
      try {
        const s = await openEventStream(o);
        if (closed) {
          await s.close().catch(() => undefined);
          return null;
        }
        stream = s;
        return s;
      } catch (err) {
        deps.log?.warn({ err, attempt, retryInMs: wait }, 'event stream: NATS not reachable, trying again');
        await pauses.pause(wait);
        wait = Math.min(wait * 2, deps.maxRetryMs ?? 30_000);
      }
    }
    return null;
  })();
  return {
    /** The connected stream, or null while the first connection is still being made. */
    current: () => stream,
    /** Settles with the stream once connected, or null when closed before. */
    ready,
    close: async () => {
      closed = true;
      pauses.wakeAll();
      await ready;
      await stream?.close().catch(() => undefined);
    },
  };
};
export type EventStreamLink = ReturnType<typeof linkEventStream>;
