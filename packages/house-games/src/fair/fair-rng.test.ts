import { describe, expect, it } from 'vitest';
import { createServerSeed, FairRng, hashServerSeed, isValidClientSeed, uniformFromWords } from './fair-rng';
import { hmacSha256, sha256, toHex, utf8, fromHex } from './sha256';

const seeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'lucky-player', nonce: 7 };

describe('provably-fair RNG', () => {
  it('derives its words from HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"), block after block', () => {
    const rng = new FairRng(seeds);
    const words = Array.from({ length: 10 }, () => rng.nextWord());
    const block0 = hmacSha256(fromHex(seeds.serverSeed), utf8('lucky-player:7:0'));
    const block1 = hmacSha256(fromHex(seeds.serverSeed), utf8('lucky-player:7:1'));
    const view0 = new DataView(block0.buffer);
    const view1 = new DataView(block1.buffer);
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => view0.getUint32(i * 4)));
    expect(words.slice(8)).toEqual([view1.getUint32(0), view1.getUint32(4)]);
  });

  it('is deterministic for the same seeds and changes with any of them', () => {
    const draw = (s: typeof seeds) => {
      const rng = new FairRng(s);
      return Array.from({ length: 20 }, () => rng.nextInt(1000));
    };
    expect(draw(seeds)).toEqual(draw({ ...seeds }));
    expect(draw({ ...seeds, nonce: 8 })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, clientSeed: 'other' })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, serverSeed: 'cd'.repeat(32) })).not.toEqual(draw(seeds));
  });

  it('rejects words in the biased tail instead of taking them modulo n', () => {
    // 2^32 mod 3 = 1, so 4294967295 is the one word that would favour 0; it must be skipped.
    const words = [4294967295, 4294967295, 5];
    expect(uniformFromWords(3, () => words.shift()!)).toBe(2);
    expect(words).toEqual([]);
    expect(uniformFromWords(2 ** 32, () => 4294967295)).toBe(4294967295);
    expect(() => uniformFromWords(0, () => 0)).toThrow(RangeError);
  });

  it('draws every value of a small range about equally often', () => {
    const rng = new FairRng({ ...seeds, nonce: 1 });
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.nextInt(6)]++;
    // chi-square with 5 degrees of freedom; 20.5 is the 0.1% critical value
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('commits to a fresh 32-byte server seed by its SHA-256 hash', () => {
    const a = createServerSeed();
    const b = createServerSeed();
    expect(a.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.serverSeed).not.toBe(b.serverSeed);
    expect(a.serverSeedHash).toBe(toHex(sha256(fromHex(a.serverSeed))));
    expect(hashServerSeed(a.serverSeed)).toBe(a.serverSeedHash);
  });

  it('refuses malformed seeds and nonces', () => {
    expect(() => new FairRng({ ...seeds, serverSeed: 'abcd' })).toThrow();
    expect(() => new FairRng({ ...seeds, nonce: -1 })).toThrow();
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('has space')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('my-seed_42')).toBe(true);
  });
});
