import { type Rational, rational } from '../fair/rational';

/**
 * Keno (issue 35): each draw takes 20 distinct numbers out of 1–80. A player picks 1 to 10 numbers ("spots"); the
 * ticket pays by how many of its spots were drawn ("hits"), from the pay table of its spot count. Numbers are written
 * with two digits, "01"–"80", so a drawn number is also its own 2-digit tail and the settlement in SQL reads the hits
 * from the draw's tail counts like lô 2 (lottery_multiplier).
 *
 * The pay tables are thousandths of the stake per hit count (index = hits), like every other lottery odds line, so an
 * operator changes them the same way. Their exact return, computed below from the hypergeometric distribution, is
 * 94.99%–95.15% for every spot count (kenoPayTables' comments give each; keno.test.ts proves them). The return is before a
 * payout is rounded down to the minor unit.
 */
export const KENO_POOL = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_SPOTS = 10;

/** The bet type of a ticket with `spots` picks: KENO1 … KENO10. */
export type KenoBetType = `KENO${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`;
export const kenoBetTypes = Array.from({ length: KENO_MAX_SPOTS }, (_, i) => `KENO${i + 1}` as KenoBetType);
export const isKeno = (betType: string): betType is KenoBetType => /^KENO([1-9]|10)$/.test(betType);
/** How many numbers a keno bet type takes (KENO7 → 7). */
export const spotsOf = (betType: KenoBetType) => Number(betType.slice(4));
export const kenoBetTypeOf = (spots: number) => `KENO${spots}` as KenoBetType;

/**
 * Default pay tables: thousandths of the stake for 0, 1, …, spots hits. Ten spots also pays when none is drawn (a
 * player who misses all ten has beaten odds of 1 in 22). Exact returns (percent, four decimals):
 * 1: 95.0000, 2: 95.0949, 3: 95.0463, 4: 95.0733, 5: 95.0742, 6: 95.0581, 7: 94.9896, 8: 95.0443, 9: 95.1426,
 * 10: 95.0269.
 */
export const kenoPayTables: Record<KenoBetType, number[]> = {
  KENO1: [0, 3_800],
  KENO2: [0, 1_000, 9_500],
  KENO3: [0, 0, 2_000, 48_500],
  KENO4: [0, 0, 1_000, 8_000, 128_000],
  KENO5: [0, 0, 0, 3_000, 25_000, 615_000],
  KENO6: [0, 0, 0, 1_500, 8_000, 80_000, 2_170_000],
  KENO7: [0, 0, 0, 1_000, 4_000, 25_000, 250_000, 6_850_000],
  KENO8: [0, 0, 0, 0, 2_400, 15_000, 110_000, 1_100_000, 10_000_000],
  KENO9: [0, 0, 0, 0, 2_000, 6_500, 40_000, 300_000, 3_000_000, 10_000_000],
  KENO10: [2_000, 0, 0, 0, 0, 5_000, 21_000, 120_000, 1_000_000, 5_000_000, 10_000_000],
};

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/**
 * How many of the C(80, spots) possible picks score `hits` against one draw: C(20, hits) × C(60, spots − hits). Over
 * C(80, spots) it is the chance of `hits` (the hypergeometric distribution).
 */
export const kenoWays = (spots: number, hits: number): bigint => choose(KENO_DRAWN, hits) * choose(KENO_POOL - KENO_DRAWN, spots - hits);
export const kenoPicks = (spots: number): bigint => choose(KENO_POOL, spots);

/** The exact return of a pay table (thousandths of the stake per hit count) for its spot count: Σ P(hits) × pay. */
export const kenoRtp = (spots: number, pays: readonly number[]): Rational => {
  let sum = 0n;
  for (let h = 0; h <= spots; h++) sum += kenoWays(spots, h) * BigInt(pays[h] ?? 0);
  return rational(sum, kenoPicks(spots) * 1000n);
};

/** Keno numbers as tickets and results write them: "01"–"80". */
export const kenoNumber = (n: number) => String(n).padStart(2, '0');
export const isKenoNumber = (s: string) => /^\d{2}$/.test(s) && Number(s) >= 1 && Number(s) <= KENO_POOL;

/** How many of a ticket's numbers were drawn. */
export const kenoHits = (numbers: readonly string[], drawn: readonly string[]) => {
  const set = new Set(drawn);
  return numbers.filter((n) => set.has(n)).length;
};
