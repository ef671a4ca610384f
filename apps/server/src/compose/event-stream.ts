import type { FastifyInstance } from 'fastify';
import type { Config } from '../core/config';
import type { Db } from '../db/client';
import { createStreamConsumer, crossBrandConsumer, openEventStream, streamRelay, streamRepo } from '../modules/event-stream';
import type { ScheduledJob } from '../modules/jobs';
import type { Outbox } from '../modules/outbox';

const DAY_MS = 86_400_000;
/** How long a consumer that found nothing waits before it asks the stream again. */
const POLL_MS = 500;

/**
 * Events beyond one database (issue 37), only with NATS_URL set: connects to NATS, subscribes the outbox relay (before
 * the outbox's consumers start), and when this copy runs jobs, polls the cross-cell consumers until the server
 * closes. Answers the leased jobs to schedule (pruning what the consumers have applied once the stream has let it go).
 * Without NATS_URL nothing changes: the in-database consumers work as before.
 */
export const attachEventStream = async (
  app: FastifyInstance,
  deps: { config: Config; db: Db; outbox: Outbox; runConsumers: boolean },
): Promise<{ jobs: ScheduledJob[] }> => {
  const { config, db } = deps;
  if (!config.NATS_URL) return { jobs: [] };
  const stream = await openEventStream({ url: config.NATS_URL, stream: config.NATS_STREAM, maxAgeDays: config.EVENTS_RETENTION_DAYS });
  deps.outbox.subscribe(streamRelay(stream, config.NATS_SOURCE));
  const consumers = [createStreamConsumer({ db, stream, log: app.log }, crossBrandConsumer)];
  let stopped = false;
  const loops = deps.runConsumers
    ? consumers.map(async (c) => {
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
      })
    : [];
  app.addHook('onClose', async () => {
    stopped = true;
    await Promise.all(loops);
    await stream.close();
  });
  const retentionMs = config.EVENTS_RETENTION_DAYS * DAY_MS;
  return { jobs: [{ name: 'stream-seen-prune', run: () => streamRepo.pruneSeen(db, new Date(Date.now() - retentionMs)) }] };
};
