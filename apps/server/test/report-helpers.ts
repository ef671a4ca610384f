/**
 * What the reports' tests share: a seeded generator for their random load (the same bets every run), and report rows
 * and plain-query rows put in one shape to compare.
 */

/** A seeded linear congruential generator: `next(n)` is in 0..n-1. Math.imul keeps the product in 32 bits. */
export const seededRandom = (start: number) => {
  let seed = start >>> 0;
  return (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
};

/** A report's rows as key → values, rows of all zeros left out (the plain query has no empty days). */
export const byKey = (rows: { key: string; values: Record<string, string> }[], cols: string[]) =>
  Object.fromEntries(
    rows.filter((r) => cols.some((c) => r.values[c] !== '0')).map((r) => [r.key, Object.fromEntries(cols.map((c) => [c, r.values[c]]))]),
  );

/** The plain query's rows in the same shape. */
export const plainByKey = (rows: Record<string, string>[], cols: string[]) =>
  Object.fromEntries(
    rows.filter((r) => cols.some((c) => r[c] !== '0')).map((r) => [r.key, Object.fromEntries(cols.map((c) => [c, r[c]]))]),
  );

/** A column summed over rows, as exact text. */
export const sumOf = (rows: Record<string, string>[], c: string) => rows.reduce((s, r) => s + BigInt(r[c] ?? '0'), 0n).toString();
