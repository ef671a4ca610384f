import { z } from 'zod';
import { defineEndpoints } from '../endpoint';

/** A domain event a consumer gave up on after its attempts, with the last error. */
export const parkedEventSchema = z.object({
  consumer: z.string(),
  eventId: z.number().int(),
  merchantId: z.number().int(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  error: z.string(),
  parkedAt: z.string(),
});
export const parkedEventsValue = z.object({ list: z.array(parkedEventSchema) });
export type ParkedEvent = z.infer<typeof parkedEventSchema>;
export type ParkedEventsValue = z.infer<typeof parkedEventsValue>;

/** Operator reads of the domain-event outbox. */
export const outboxApi = defineEndpoints('outbox', {
  parked: {
    method: 'GET',
    path: '/ops/v1/events/parked',
    auth: 'ops',
    query: z.object({
      consumer: z.string().min(1).max(64).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
    value: parkedEventsValue,
    summary: 'Domain events parked by a consumer after repeated failures, newest first',
    tags: ['ops'],
  },
  drain: {
    method: 'POST',
    path: '/ops/v1/events/consumers/:name/drain',
    auth: 'ops',
    params: z.object({ name: z.string().regex(/^[a-z0-9._-]{1,64}$/) }),
    value: z.object({ handled: z.number().int(), parked: z.number().int(), pending: z.number().int() }),
    summary: 'Run a consumer now until it is caught up (after a fix, or where consumers are off); answers what it did',
    tags: ['ops'],
  },
});
