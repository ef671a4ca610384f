import { z } from 'zod';
import { devOutboxQuery, devOutboxRow, devOutboxSmsBody } from '../auth';
import { defineEndpoints } from '../endpoint';

const tags = ['platform'];

/** Outside the merchant API: the API document, health probes, brand images and the development outbox. */
export const platformApi = defineEndpoints('platform', {
  openapi: {
    method: 'GET',
    path: '/openapi.json',
    auth: 'public',
    produces: 'application/json',
    summary: 'This OpenAPI document',
    tags,
    hidden: true,
  },
  health: {
    method: 'GET',
    path: '/healthz',
    auth: 'public',
    produces: 'application/json',
    summary: 'Liveness: the process answers',
    tags,
    hidden: true,
  },
  ready: {
    method: 'GET',
    path: '/readyz',
    auth: 'public',
    produces: 'application/json',
    summary: 'Readiness: database (and Redis) reachable, not shutting down; 503 otherwise',
    tags,
    hidden: true,
  },
  brandImage: {
    method: 'GET',
    path: '/media/brand/:code/:file',
    auth: 'public',
    params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), file: z.enum(['logo.svg', 'licence.svg']) }),
    produces: 'image/svg+xml',
    summary: 'A merchant logo or licence image',
    tags,
    hidden: true,
  },
  devOutboxJson: {
    method: 'GET',
    path: '/dev/outbox.json',
    auth: 'public',
    query: devOutboxQuery,
    value: z.array(devOutboxRow),
    summary: 'Development: messages kept instead of sent',
    tags,
    hidden: true,
  },
  devOutbox: {
    method: 'GET',
    path: '/dev/outbox',
    auth: 'public',
    produces: 'text/html',
    summary: 'Development: messages kept instead of sent, as a page',
    tags,
    hidden: true,
  },
  devOutboxSms: {
    method: 'POST',
    path: '/dev/outbox/sms',
    auth: 'public',
    body: devOutboxSmsBody,
    value: z.null(),
    summary: 'Development: the identity stand-in drops a text into the outbox (bearer token derived from IDP_SECRET)',
    tags,
    hidden: true,
  },
});
