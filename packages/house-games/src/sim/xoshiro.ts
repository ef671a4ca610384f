import { type Rng, uniformFromWords } from '../fair/fair-rng';

/**
 * xoshiro128** (Blackman & Vigna): a fast seeded PRNG for the RTP simulations only. Real rounds use FairRng; this one
 * is not cryptographic and must never decide a paid outcome.
 */
export class Xoshiro128 implements Rng {
  private readonly s = new Uint32Array(4);

  constructor(seed: number) {
    // SplitMix32 spreads one seed over the 128-bit state so nearby seeds give unrelated streams.
    let x = seed >>> 0;
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      this.s[i] = (z ^ (z >>> 16)) >>> 0;
    }
    if (this.s[0] === 0 && this.s[1] === 0 && this.s[2] === 0 && this.s[3] === 0) this.s[0] = 1;
  }

  nextWord(): number {
    const s = this.s;
    const s0 = s[0]!;
    const s1 = s[1]!;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    const s2 = s[2]! ^ s0;
    const s3 = s[3]! ^ s1;
    s[1] = s1 ^ s2;
    s[0] = s0 ^ s3;
    s[2] = s2 ^ t;
    s[3] = rotl(s3, 11);
    return result;
  }

  nextInt(n: number): number {
    return uniformFromWords(n, () => this.nextWord());
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Running mean and standard error of per-round returns (Welford, so 10M rounds do not lose precision). */
export class ReturnStats {
  count = 0;
  private mean = 0;
  private m2 = 0;

  add(value: number): void {
    this.count++;
    const delta = value - this.mean;
    this.mean += delta / this.count;
    this.m2 += delta * (value - this.mean);
  }

  summary(): { rounds: number; mean: number; standardError: number } {
    const variance = this.count > 1 ? this.m2 / (this.count - 1) : 0;
    return { rounds: this.count, mean: this.mean, standardError: Math.sqrt(variance / this.count) };
  }
}

/** Rounds for the simulation tests: 10M by default; HOUSE_SIM_ROUNDS lowers it while developing. */
export function simulationRounds(): number {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const requested = Number(env?.HOUSE_SIM_ROUNDS ?? '');
  return Number.isInteger(requested) && requested > 0 ? requested : 10_000_000;
}
