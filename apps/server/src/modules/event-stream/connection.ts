import { type JetStreamClient, type JetStreamManager, type NatsConnection, connect, nanos } from 'nats';

/** The stream's subjects: `wl.events.<source>.<merchant id>.<event type>` (an event type holds a dot itself). */
export const SUBJECT_ROOT = 'wl.events';
export const subjectOf = (source: string, merchantId: number, type: string) => `${SUBJECT_ROOT}.${source}.${merchantId}.${type}`;
/** A repeat of a message id inside this window is dropped by the stream (the relay's republish after a crash). */
const DUPLICATE_WINDOW_MS = 60 * 60_000;

export type EventStream = {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  stream: string;
  close: () => Promise<void>;
};

/**
 * Connects to NATS (reconnecting for ever: a broker restart is waited out, not fatal) and makes sure the JetStream
 * stream exists: file storage, every `wl.events.>` subject, messages kept `maxAgeDays`, duplicates dropped by message id
 * within an hour. An existing stream keeps its settings.
 */
export const openEventStream = async (o: { url: string; stream: string; maxAgeDays: number; name?: string }): Promise<EventStream> => {
  const nc = await connect({
    servers: o.url,
    name: o.name ?? 'wl-server',
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    timeout: 5_000,
  });
  const jsm = await nc.jetstreamManager();
  const exists = await jsm.streams.info(o.stream).then(
    () => true,
    () => false,
  );
  if (!exists)
    await jsm.streams.add({
      name: o.stream,
      subjects: [`${SUBJECT_ROOT}.>`],
      max_age: nanos(o.maxAgeDays * 86_400_000),
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    });
  return { nc, js: nc.jetstream(), jsm, stream: o.stream, close: () => nc.drain() };
};
