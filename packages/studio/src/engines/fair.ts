import {
  FairRng,
  type FairSeeds,
  type Rational,
  type Rng,
  hashServerSeed,
  hmacSha256,
  rational,
  toHex,
  toPercent,
  utf8,
} from '@wl/house-games';

export { FairRng, type FairSeeds, type Rational, type Rng, hashServerSeed, rational, toPercent };

/** A published return: the exact fraction and its percentage (strings, so it survives JSON). */
export type Rtp = { key: string; numerator: string; denominator: string; percent: string };
export const publish = (key: string, r: Rational): Rtp => ({
  key,
  numerator: r.numerator.toString(),
  denominator: r.denominator.toString(),
  percent: toPercent(r),
});

/** Stable 32-bit hash of a text (game code): what makes every game of a vendor its own. */
export const hashOf = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** A deterministic generator for a game's parameters (never for outcomes: those come from FairRng). */
export const paramRng = (seed: number) => {
  let s = seed | 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % n) as number;
  };
};

/**
 * The server seed of round `n` of a shared table (live tables, cockfight, sportsbook matches): derived from the
 * studio's secret so every copy of the studio agrees and a restart finds it again; its hash is shown before the round
 * and the seed itself after it.
 */
export const roundSeed = (secret: string, table: string, n: number) => toHex(hmacSha256(utf8(secret), utf8(`round|${table}|${n}`)));
export const seedHash = hashServerSeed;

/** A uniform draw in [0, 1e6): the unit of every "chance" below. */
export const MILLION = 1_000_000;
