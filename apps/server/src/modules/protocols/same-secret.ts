import { hash, timingSafeEqual } from 'node:crypto';

/** The SHA-256 of each configured secret, kept (bounded) so a call hashes only what it was sent. */
const digests = new Map<string, Buffer>();
const KEEP = 200;

/** One-shot SHA-256 (crypto.hash: no Hash object per call, on the path of every vendor call). */
const digest = (s: string) => hash('sha256', s, 'buffer');

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
