import { fromHex, hmacSha256, sha256, toHex, utf8 } from './sha256';

/** The source of uniform integers every game draws from: the provably-fair RNG in play, a fast PRNG in simulations. */
export interface Rng {
  /** A uniform integer in [0, n), 1 <= n <= 2^32. */
  nextInt(n: number): number;
}

/** What a round's outcome is derived from; the server seed stays secret until the round is over. */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const TWO_32 = 2 ** 32;

/**
 * Uniform integer in [0, n) from 32-bit words without modulo bias: words at or above the largest multiple of n that
 * fits in 2^32 are rejected and the next word is drawn.
 */
export function uniformFromWords(n: number, nextWord: () => number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`nextInt bound out of range: ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % n;
  }
}

/**
 * The provably-fair stream: block k is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`), read as eight
 * big-endian 32-bit words; the cursor k advances when a block is used up.
 */
export class FairRng implements Rng {
  private readonly key: Uint8Array;
  private cursor = 0;
  private words = new Uint32Array(8);
  private index = 8;
  /** How many 32-bit words were consumed, so a round record can show how much of the stream was used. */
  wordsUsed = 0;

  constructor(private readonly seeds: FairSeeds) {
    this.key = fromHex(seeds.serverSeed);
    if (this.key.length !== 32) throw new Error('server seed must be 32 bytes (64 hex characters)');
    if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new Error('nonce must be a non-negative integer');
  }

  nextWord(): number {
    if (this.index === 8) {
      const block = hmacSha256(this.key, utf8(`${this.seeds.clientSeed}:${this.seeds.nonce}:${this.cursor}`));
      const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
      for (let i = 0; i < 8; i++) this.words[i] = view.getUint32(i * 4);
      this.cursor++;
      this.index = 0;
    }
    this.wordsUsed++;
    return this.words[this.index++]!;
  }

  nextInt(n: number): number {
    return uniformFromWords(n, () => this.nextWord());
  }
}

type RandomSource = { getRandomValues<T extends Uint8Array>(array: T): T };

function randomBytes(length: number): Uint8Array {
  // globalThis.crypto is the Web Crypto object in browsers and in Node >= 19; getRandomValues is synchronous.
  const source = (globalThis as unknown as { crypto?: RandomSource }).crypto;
  if (!source) throw new Error('no cryptographic random source available');
  return source.getRandomValues(new Uint8Array(length));
}

/** SHA-256 of the seed's 32 bytes, in hex: the commitment shown to the player before the round. */
export function hashServerSeed(serverSeed: string): string {
  return toHex(sha256(fromHex(serverSeed)));
}

/** A fresh secret server seed (32 cryptographically random bytes) and its published hash. */
export function createServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = toHex(randomBytes(32));
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/** A random client seed for players who do not choose their own. */
export function randomClientSeed(): string {
  return toHex(randomBytes(16));
}

/** Client seeds are free text chosen by the player; bound them so a round record stays small and printable. */
export function isValidClientSeed(clientSeed: string): boolean {
  return clientSeed.length >= 1 && clientSeed.length <= 64 && /^[\x21-\x7e]+$/.test(clientSeed);
}
