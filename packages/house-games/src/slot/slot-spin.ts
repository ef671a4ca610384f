import type { Rng } from '../fair/fair-rng';
import { LINE_PAYS, MAX_LINES, PAYLINES, REEL_STRIPS, SCATTER, SLOT_REELS, SLOT_ROWS, scatterMultiplier, WILD } from './slot-paytable';

// Module-local copies for the hot loops: imported bindings become property getters under some test transforms,
// which made the 10M-round simulation several times slower.
const PAYS = LINE_PAYS;
const LINES = PAYLINES;
const STRIPS = REEL_STRIPS;
const REELS = SLOT_REELS;
const ROWS = SLOT_ROWS;
const WILD_SYMBOL = WILD;
const SCATTER_SYMBOL = SCATTER;

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
  // the largest win (every line 5 crowns plus 5 scatters) must stay an exact integer
  if (!Number.isSafeInteger(stake) || stake < lines || stake > 1_000_000_000_000 || stake % lines !== 0) {
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
 * The core line rule on a flat window (index reel * SLOT_ROWS + row): how many reels from the left match the symbol
 * on reel 1, wilds substituting. A line starting with a scatter (or a wild, which the strips never put on reel 1)
 * matches nothing. Real spins and the simulation both go through this function.
 */
export function lineRun(flat: ArrayLike<number>, line: readonly number[]): number {
  const symbol = flat[line[0]!]!;
  if (!PAYS[symbol]) return 0;
  let count = 1;
  while (count < REELS) {
    const next = flat[count * ROWS + line[count]!]!;
    if (next !== symbol && next !== WILD_SYMBOL) break;
    count++;
  }
  return count;
}

function flatten(window: readonly (readonly number[])[]): Uint8Array {
  const flat = new Uint8Array(SLOT_REELS * SLOT_ROWS);
  for (let reel = 0; reel < SLOT_REELS; reel++) {
    for (let row = 0; row < SLOT_ROWS; row++) flat[reel * SLOT_ROWS + row] = window[reel]![row]!;
  }
  return flat;
}

/** One payline's win in line bets (payout is a multiple of the line bet), or null. */
export function evaluateLine(window: readonly (readonly number[])[], line: readonly number[]): LineWin | null {
  const flat = flatten(window);
  const count = lineRun(flat, line);
  if (count < 3) return null;
  const symbol = flat[line[0]!]!;
  return { line: 0, symbol, count, payout: LINE_PAYS[symbol]![count - 3]! };
}

export function countScatters(flat: ArrayLike<number>): number {
  let count = 0;
  for (let i = 0; i < flat.length; i++) if (flat[i] === SCATTER_SYMBOL) count++;
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
  const flat = flatten(window);
  for (let i = 0; i < lines; i++) {
    const line = PAYLINES[i]!;
    const count = lineRun(flat, line);
    if (count < 3) continue;
    const symbol = flat[line[0]!]!;
    const lineWin = { line: i + 1, symbol, count, payout: LINE_PAYS[symbol]![count - 3]! * lineBet };
    lineWins.push(lineWin);
    payout += lineWin.payout;
  }
  const scatters = countScatters(flat);
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

/**
 * The simulation's allocation-free spin: same stop draws, same lineRun and scatter rule, result in line bets.
 * `stops` (5) and `window` (15) are scratch buffers reused across rounds.
 */
export function slotPayoutFast(rng: Rng, lines: number, stops: Uint8Array, window: Uint8Array): number {
  for (let reel = 0; reel < REELS; reel++) {
    const strip = STRIPS[reel]!;
    const stop = rng.nextInt(strip.length);
    stops[reel] = stop;
    for (let row = 0; row < ROWS; row++) window[reel * ROWS + row] = strip[(stop + row) % strip.length]!;
  }
  let units = 0;
  for (let i = 0; i < lines; i++) {
    const line = LINES[i]!;
    const count = lineRun(window, line);
    if (count >= 3) units += PAYS[window[line[0]!]!]![count - 3]!;
  }
  return units + scatterMultiplier(countScatters(window)) * lines;
}
