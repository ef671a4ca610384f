import { createHmac } from 'node:crypto';
import { hashServerSeed } from '../engines/index';
import type { Journal } from './journal';

/** Whose seed chain: one per vendor and launch token (its hash). */
export type SeedChain = { vendor: string; tokenHash: string };
export type RoundSeeds = { serverSeed: string; clientSeed: string; nonce: number };

/** The player's part of a round's seeds when it is printable ASCII of 1 to 64 characters; the studio's otherwise. */
export const clientSeedOf = (v: unknown) => (typeof v === 'string' && /^[\x21-\x7e]{1,64}$/.test(v) ? v : 'studio');

/**
 * The seeds of instant rounds, video poker and blackjack: each player's chain of server seeds (from the master secret),
 * one a round. A seed is committed (its hash shown) before its round and revealed with the result; once used it is
 * never used again (the chain's nonce is journalled).
 */
export const createSeeds = (secret: string, journal: Journal) => {
  const nonces = new Map<string, number>();
  const keyOf = (c: SeedChain) => `${c.vendor}|${c.tokenHash}`;
  /** The server seed of round n of a chain. */
  const seedOf = (vendor: string, tokenHash: string, n: number) =>
    createHmac('sha256', secret).update(`inst|${vendor}|${tokenHash}|${n}`).digest('hex');
  const nonceOf = (c: SeedChain) => nonces.get(keyOf(c)) ?? 0;
  /** The seeds the chain's next round would use (nothing is used yet). */
  const current = (c: SeedChain, clientSeed: string): RoundSeeds => {
    const nonce = nonceOf(c);
    return { serverSeed: seedOf(c.vendor, c.tokenHash, nonce), clientSeed, nonce };
  };
  /** Marks round `nonce` of the chain used, whatever happens to the round. */
  const use = (c: SeedChain, nonce: number) => {
    nonces.set(keyOf(c), nonce + 1);
    journal.write({ k: 'nonce', key: keyOf(c), n: nonce + 1 });
  };
  /** The commitment of round n of a chain (the next round's by default). */
  const commit = (c: SeedChain, n = nonceOf(c)) => ({ serverSeedHash: hashServerSeed(seedOf(c.vendor, c.tokenHash, n)), nonce: n });
  /** A chain's nonce from the journal. */
  const restore = (key: string, n: number) => nonces.set(key, n);
  return { keyOf, seedOf, nonceOf, current, use, commit, restore };
};
export type Seeds = ReturnType<typeof createSeeds>;
