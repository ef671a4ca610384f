/**
 * The outbox module's face. Writers record domain events in their own transaction (`writeEvent`, or the ledger's
 * `event` input, or the seamless SQL functions); later modules (promotions, points, agents…) consume them by
 * subscribing a named consumer: `outbox.subscribe({ name, types, handle })`.
 */
export { type DomainEvent, type EventType, eventTypes, type NewDomainEvent } from './events';
export { type ParkedEvent, writeEvent } from './outbox.repo';
export {
  type BatchHandler,
  CONSUMER_BATCH,
  CONSUMER_POLL_MS,
  type ConsumerSpec,
  createOutbox,
  type EventHandler,
  type Outbox,
  type RunResult,
} from './outbox.service';
