import type { FastifyInstance } from 'fastify';
import type { Config } from '../core/config';
import type { Db } from '../db/client';
import { pollLoops } from '../core/poll-loops';
import { createStreamConsumer, crossBrandConsumer, linkEventStream, streamRelay, streamRepo } from '../modules/event-stream';
import type { ScheduledJob } from '../modules/jobs';
import type { Outbox } from '../modules/outbox';

const DAY_MS = 86_400_000;
/** How long a consumer that found nothing waits before it asks the stream again. */
const POLL_MS = 500;

/**
 * Events beyond one database (issue 37), only with NATS_URL set: links to NATS in the background (a broker that is
 * down delays the relay, not the copy's start), subscribes the outbox relay (before the outbox's consumers start), and
 * when this copy runs jobs, polls the cross-cell consumers once connected, until the server closes. Answers the leased
 * jobs to schedule (pruning what the consumers have applied once the stream has let it go). Without NATS_URL nothing
 * changes: the in-database consumers work as before.
 */
export const attachEventStream = (
  app: FastifyInstance,
  deps: { config: Config; db: Db; outbox: Outbox; runConsumers: boolean },
): { jobs: ScheduledJob[] } => {
  const { config, db } = deps;
  if (!config.NATS_URL) return { jobs: [] };
  // Connected in the background: a copy starts while the broker is down (the relay's batches wait in the outbox).
  const link = linkEventStream(
    { url: config.NATS_URL, stream: config.NATS_STREAM, maxAgeDays: config.EVENTS_RETENTION_DAYS },
    { log: app.log },
  );
  deps.outbox.subscribe(streamRelay(link.current, config.NATS_SOURCE));
  let stopped = false;
  // The cross-cell consumers poll once the link is made (never after the server began to close).
  const stopPolling = deps.runConsumers
    ? link.ready.then((stream) =>
        stream && !stopped
          ? pollLoops(
              [createStreamConsumer({ db, stream, log: app.log }, crossBrandConsumer)].map((c) => ({ ...c, pollMs: POLL_MS })),
              (err, consumer) => app.log.error({ err, consumer }, 'stream consumer failed'),
            )
          : null,
      )
    : Promise.resolve(null);
  app.addHook('onClose', async () => {
    stopped = true;
    // The batches in flight finish on the stream before it is drained; a link still connecting has none.
    const stop = link.current() ? await stopPolling : null;
    await stop?.();
    await link.close();
  });
  const retentionMs = config.EVENTS_RETENTION_DAYS * DAY_MS;
  return { jobs: [{ name: 'stream-seen-prune', run: () => streamRepo.pruneSeen(db, new Date(Date.now() - retentionMs)) }] };
};
