import { createHash, timingSafeEqual } from 'node:crypto';

/** The SHA-256 of each configured secret, kept (bounded) so a call hashes only what it was sent. */
const digests = new Map<string, Buffer>();
const KEEP = 200;

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

const digestOfSecret = (secret: string) => {
  let d = digests.get(secret);
  if (!d) {
    if (digests.size >= KEEP) digests.clear();
    d = digest(secret);
    digests.set(secret, d);
  }
  return d;
};

/**
 * Whether `given` is the configured `secret` (an API key, an authToken, a reconciliation token), in time independent
 * of where they differ and of their lengths: both are compared as SHA-256 digests. An empty secret matches nothing.
 */
export const sameSecret = (given: string, secret: string): boolean =>
  secret.length > 0 && timingSafeEqual(digest(given), digestOfSecret(secret));
