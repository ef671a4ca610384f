import { zoneOffsetMs } from '@wl/contracts';

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

/**
 * The plain query's window for the zone's days `from`..`to` (both whole): from the zone's midnight starting `from` to
 * the one ending `to`, for a zone with the same offset on both days (Karachi, UTC).
 */
export const plainWindow = (merchantId: number, tz: string, from: string, to: string) => {
  const startWall = Date.parse(`${from}T00:00:00Z`);
  const endWall = Date.parse(`${to}T00:00:00Z`) + 86_400_000;
  return {
    merchantId,
    start: new Date(startWall - zoneOffsetMs(startWall, tz)),
    end: new Date(endWall - zoneOffsetMs(endWall, tz)),
    tz,
  };
};

/** A column summed over rows, as exact text. */
export const sumOf = (rows: Record<string, string>[], c: string) => rows.reduce((s, r) => s + BigInt(r[c] ?? '0'), 0n).toString();
