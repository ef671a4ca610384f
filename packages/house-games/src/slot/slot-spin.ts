import type { Rng } from '../fair/fair-rng';
import {
  LINE_PAYS,
  MAX_LINES,
  PAYLINES,
  REEL_STRIPS,
  SCATTER,
  SLOT_REELS,
  SLOT_ROWS,
  scatterMultiplier,
  WILD,
} from './slot-paytable';

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: number;
  count: number;
  /** In minor units. */
  payout: number;
}

export interface ScatterWin {
  count: number;
  payout: number;
}

export interface SpinResult {
  stake: number;
  lines: number;
  /** The top stop of each reel. */
  stops: number[];
  /** window[reel][row]: symbol indices, row 0 on top. */
  window: number[][];
  lineWins: LineWin[];
  scatterWin: ScatterWin | null;
  payout: number;
}

/** Stakes are whole minor units split evenly over the lines played, so every line bet is a whole number too. */
export function validateSlotBet(stake: number, lines: number): void {
  if (!Number.isInteger(lines) || lines < 1 || lines > MAX_LINES) throw new RangeError(`lines must be 1..${MAX_LINES}`);
  if (!Number.isSafeInteger(stake) || stake < lines || stake % lines !== 0) {
    throw new RangeError('stake must be a positive whole multiple of the number of lines');
  }
}

export function windowAt(stops: readonly number[]): number[][] {
  return REEL_STRIPS.map((reel, r) => {
    const stop = stops[r]!;
    return Array.from({ length: SLOT_ROWS }, (_, row) => reel[(stop + row) % reel.length]!);
  });
}

/**
 * One payline's win in line bets: the symbol on reel 1 followed by matching symbols or wilds on consecutive reels.
 * A line starting with a scatter (or a wild, which the strips never put on reel 1) pays nothing.
 */
export function evaluateLine(window: readonly (readonly number[])[], line: readonly number[]): LineWin | null {
  const symbol = window[0]![line[0]!]!;
  const pays = LINE_PAYS[symbol];
  if (!pays) return null;
  let count = 1;
  while (count < SLOT_REELS) {
    const next = window[count]![line[count]!]!;
    if (next !== symbol && next !== WILD) break;
    count++;
  }
  if (count < 3) return null;
  return { line: 0, symbol, count, payout: pays[count - 3]! };
}

export function countScatters(window: readonly (readonly number[])[]): number {
  let count = 0;
  for (const reel of window) for (const symbol of reel) if (symbol === SCATTER) count++;
  return count;
}

/** Every win a window pays for a stake on the first `lines` paylines; payouts in minor units. */
export function evaluateWindow(
  window: readonly (readonly number[])[],
  stake: number,
  lines: number,
): Pick<SpinResult, 'lineWins' | 'scatterWin' | 'payout'> {
  const lineBet = stake / lines;
  const lineWins: LineWin[] = [];
  let payout = 0;
  for (let i = 0; i < lines; i++) {
    const win = evaluateLine(window, PAYLINES[i]!);
    if (!win) continue;
    const lineWin = { ...win, line: i + 1, payout: win.payout * lineBet };
    lineWins.push(lineWin);
    payout += lineWin.payout;
  }
  const scatters = countScatters(window);
  const multiplier = scatterMultiplier(scatters);
  const scatterWin = multiplier > 0 ? { count: scatters, payout: multiplier * stake } : null;
  payout += scatterWin?.payout ?? 0;
  return { lineWins, scatterWin, payout };
}

/** One spin: each reel stops uniformly at random on its strip, drawn in reel order from the RNG. */
export function spin(stake: number, lines: number, rng: Rng): SpinResult {
  validateSlotBet(stake, lines);
  const stops = REEL_STRIPS.map((reel) => rng.nextInt(reel.length));
  const window = windowAt(stops);
  return { stake, lines, stops, window, ...evaluateWindow(window, stake, lines) };
}
