import type { FastifyInstance } from 'fastify';
import type { Config } from '../core/config';
import type { Db } from '../db/client';
import {
  type StreamConsumer,
  createStreamConsumer,
  crossBrandConsumer,
  linkEventStream,
  streamRelay,
  streamRepo,
} from '../modules/event-stream';
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
  const poll = async (c: StreamConsumer) => {
    while (!stopped) {
      const more = await c.runOnce().then(
        (r) => r.more,
        (err: unknown) => {
          app.log.error({ err, consumer: c.name }, 'stream consumer failed');
          return false;
        },
      );
      if (!more && !stopped) await new Promise((r) => setTimeout(r, POLL_MS).unref());
    }
  };
  const loops = deps.runConsumers
    ? link.ready.then(async (stream) => {
        if (!stream) return;
        await Promise.all([createStreamConsumer({ db, stream, log: app.log }, crossBrandConsumer)].map(poll));
      })
    : Promise.resolve();
  app.addHook('onClose', async () => {
    stopped = true;
    await link.close();
    await loops;
  });
  const retentionMs = config.EVENTS_RETENTION_DAYS * DAY_MS;
  return { jobs: [{ name: 'stream-seen-prune', run: () => streamRepo.pruneSeen(db, new Date(Date.now() - retentionMs)) }] };
};
