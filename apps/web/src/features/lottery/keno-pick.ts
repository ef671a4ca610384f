import type { LotteryBetType, OddsEntry } from '@wl/contracts';
import { keno, toNumber } from '@wl/house-games';

/**
 * Keno's pick on the board (pure; keno-pick.test.ts): up to ten numbers of 01–80, the bet type their count makes
 * (KENO1…KENO10), the pay table of that count from the merchant's odds, and its return to player.
 */
export const KENO_MAX = keno.KENO_MAX_SPOTS;
export const kenoNumbers = Array.from({ length: keno.KENO_POOL }, (_, i) => keno.kenoNumber(i + 1));

/** The bet type a pick makes: as many spots as numbers picked (one before any is picked, for its pay table). */
export const kenoTypeOf = (picked: readonly string[]): LotteryBetType =>
  keno.kenoBetTypeOf(Math.min(KENO_MAX, Math.max(1, picked.length))) as LotteryBetType;

/** A number tapped: taken off when picked, added while fewer than ten are; the pick is kept in ascending order. */
export const togglePick = (picked: readonly string[], n: string): string[] => {
  if (picked.includes(n)) return picked.filter((x) => x !== n);
  if (picked.length >= KENO_MAX) return [...picked];
  return [...picked, n].sort();
};

/** `count` distinct numbers chosen with `random` (0 ≤ r < 1), in ascending order. */
export const quickPick = (count: number, random: () => number): string[] => {
  const pool = [...kenoNumbers];
  const out: string[] = [];
  for (let i = 0; i < Math.min(count, KENO_MAX); i++) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as string);
  return out.sort();
};

/** The pay table of a spot count from the odds lines (thousandths of the stake for 0…spots hits), its paying lines and RTP. */
export const kenoPayTable = (entries: OddsEntry[], spots: number) => {
  const betType = keno.kenoBetTypeOf(spots);
  const pays = Array.from(
    { length: spots + 1 },
    (_, hits) => entries.find((e) => e.betType === betType && e.hits === hits)?.oddsMilli ?? 0,
  );
  // The lines that pay, most numbers drawn last.
  const lines = pays.flatMap((oddsMilli, hits) => (oddsMilli > 0 ? [{ hits, oddsMilli }] : []));
  return { betType, pays, lines, rtp: toNumber(keno.kenoRtp(spots, pays)) };
};
