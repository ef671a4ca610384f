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

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const minor = z.string().regex(/^-?\d+$/);
/** A brand's UTC day across the cells, from the stream's cross-brand consumer (issue 37): money in minor units. */
export const crossBrandDaySchema = z.object({
  source: z.string(),
  merchantId: z.number().int(),
  day,
  bets: z.number().int(),
  stake: minor,
  payout: minor,
  deposits: z.number().int(),
  deposited: minor,
});
export const crossBrandValue = z.object({ list: z.array(crossBrandDaySchema) });
export type CrossBrandValue = z.infer<typeof crossBrandValue>;
/** The longest range the cross-brand report answers at once. */
export const crossBrandMaxDays = 93;

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
  crossBrand: {
    method: 'GET',
    path: '/ops/v1/events/cross-brand',
    auth: 'ops',
    query: z.object({ from: day, to: day }),
    value: crossBrandValue,
    summary:
      "Every brand's UTC days across the cells (bets settled, valid stake, payout, deposits credited), kept by the event stream's cross-brand consumer (NATS_URL)",
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
