import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/app-error';

const MAX_DEPTH = 32;

/**
 * True when a string, a key or any nested value holds U+0000. Binary values (files, buffers) are not text and are
 * skipped; each object is visited once (multipart parts point back at their fields).
 */
export const holdsNul = (value: unknown, seen = new WeakSet<object>(), depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || ArrayBuffer.isView(value) || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, seen, depth + 1));
  // Query objects have a prototype-less prototype of their own, so anything object-like is walked by its own keys.
  return Object.keys(value).some((k) => k.includes('\u0000') || holdsNul((value as Record<string, unknown>)[k], seen, depth + 1));
};

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL that reached a query would end as a 500. It is refused at
 * the edge, on every route, before validation: in the query, the path parameters and the (decrypted) body.
 * Registered after the plugin that opens encrypted bodies, so their plain payload is checked too.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    if (holdsNul(req.query) || holdsNul(req.params) || holdsNul(req.body)) throw new AppError('request.nul_character');
  });
});
