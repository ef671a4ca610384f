/**
 * Events beyond one database (issue 37, decision 035): with NATS_URL set, the outbox is relayed to a NATS JetStream
 * stream, and consumers that span cells read it, each keeping its own position and applying each event once.
 */
export { type EventStream, openEventStream, subjectOf } from './connection';
export { type EventStreamLink, linkEventStream } from './link';
export { RELAY_CONSUMER, type StreamedEvent, streamRelay } from './relay';
export { createStreamConsumer, type StreamConsumer, type StreamConsumerSpec } from './stream-consumer';
export { CROSS_BRAND_CONSUMER, crossBrandConsumer } from './cross-brand';
export { type CrossBrandDay, streamRepo } from './stream.repo';
