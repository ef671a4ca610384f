import { type Rational, rational } from '../fair/rational';
import { LINE_PAYS, REEL_STRIPS, SCATTER, SLOT_REELS, SLOT_ROWS, scatterMultiplier, WILD } from './slot-paytable';

export interface SlotRtp {
  /** Return per unit staked from line wins; identical for every payline and so for any number of lines. */
  lines: Rational;
  /** Return per unit staked from scatter wins. */
  scatter: Rational;
  total: Rational;
  /** Number of reel-stop combinations the value is taken over (the product of the strip lengths). */
  combinations: bigint;
}

function symbolCounts(reel: Uint8Array): bigint[] {
  const counts = new Array<bigint>(LINE_PAYS.length).fill(0n);
  for (const symbol of reel) counts[symbol] = counts[symbol]! + 1n;
  return counts;
}

/** How many stops of a reel show 0, 1, 2 or 3 scatters in the visible window. */
export function scatterWindowCounts(reel: Uint8Array): bigint[] {
  const counts = new Array<bigint>(SLOT_ROWS + 1).fill(0n);
  for (let stop = 0; stop < reel.length; stop++) {
    let visible = 0;
    for (let row = 0; row < SLOT_ROWS; row++) if (reel[(stop + row) % reel.length] === SCATTER) visible++;
    counts[visible] = counts[visible]! + 1n;
  }
  return counts;
}

/**
 * Exact RTP as the sum of every reel-stop combination's payout divided by the number of combinations and the stake.
 * The stops are independent and uniform, so the sum factorises: on any payline the symbol a reel shows is distributed
 * as the strip's symbol counts, and the scatter count is the convolution of each reel's window counts. The result
 * equals the literal walk over all combinations (slotRtpByEnumeration), which the tests check.
 */
export function slotRtp(): SlotRtp {
  const lengths = REEL_STRIPS.map((reel) => BigInt(reel.length));
  const combinations = lengths.reduce((a, b) => a * b, 1n);
  const counts = REEL_STRIPS.map(symbolCounts);

  // Sum over all combinations of one line's pay, in line bets.
  let lineSum = 0n;
  LINE_PAYS.forEach((pays, symbol) => {
    if (!pays) return;
    let ways = counts[0]![symbol]!; // combinations whose first k reels match on the line
    for (let k = 2; k <= SLOT_REELS; k++) {
      const matching = counts[k - 1]![symbol]! + counts[k - 1]![WILD]!;
      ways *= matching;
      if (k < 3) continue;
      const rest = lengths.slice(k).reduce((a, b) => a * b, 1n);
      // exactly k: the next reel (if any) breaks the run
      const exact = k === SLOT_REELS ? ways : (ways * (lengths[k]! - counts[k]![symbol]! - counts[k]![WILD]!) * rest) / lengths[k]!;
      lineSum += exact * BigInt(pays[k - 3]!);
    }
  });

  // Distribution of visible scatters over all combinations.
  let distribution = [1n];
  for (const reel of REEL_STRIPS) {
    const perReel = scatterWindowCounts(reel);
    const next = new Array<bigint>(distribution.length + SLOT_ROWS).fill(0n);
    distribution.forEach((ways, have) => {
      perReel.forEach((reelWays, add) => {
        next[have + add] = next[have + add]! + ways * reelWays;
      });
    });
    distribution = next;
  }
  let scatterSum = 0n;
  distribution.forEach((ways, count) => {
    scatterSum += ways * BigInt(scatterMultiplier(count));
  });

  return {
    lines: rational(lineSum, combinations),
    scatter: rational(scatterSum, combinations),
    total: rational(lineSum + scatterSum, combinations),
    combinations,
  };
}
