import { AppError } from './app-error';

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
 * The one NUL guard (PostgreSQL text and jsonb cannot hold U+0000, so a NUL that reached a query would end as a 500):
 * refuses any value holding one with `request.nul_character`, a coded 4xx. Used at every edge: the HTTP hook (query,
 * path, body, headers), multipart fields and file names, and WebSocket frames.
 */
export const refuseNul = (...values: unknown[]) => {
  if (values.some((v) => holdsNul(v))) throw new AppError('request.nul_character');
};
