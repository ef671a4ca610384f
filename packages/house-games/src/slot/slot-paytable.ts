// "Crown Fortune": the published definition of the house 5-reel slot. Everything that decides a payout is here, so
// the exact RTP, the simulation and the paytable screen all read the same numbers.

export const SLOT_SYMBOLS = ['wild', 'scatter', 'crown', 'diamond', 'bell', 'ace', 'king', 'queen', 'jack'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Symbol indices, used in reel strips and windows. */
export const WILD = 0;
export const SCATTER = 1;

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/**
 * Line pays in multiples of the line bet for 3, 4 and 5 of a kind from the leftmost reel, indexed by symbol.
 * Wild has no pays of its own: it substitutes for every paying symbol, and appears on reels 2-5 only, so a line's
 * symbol is always the symbol on reel 1. Scatter is not substituted and pays anywhere (SCATTER_PAYS).
 */
export const LINE_PAYS: readonly (readonly [number, number, number] | null)[] = [
  null, // wild
  null, // scatter
  [50, 250, 1000], // crown
  [30, 120, 500], // diamond
  [25, 80, 250], // bell
  [15, 40, 125], // ace
  [10, 25, 100], // king
  [8, 20, 75], // queen
  [6, 15, 60], // jack
];

/** Scatter pays in multiples of the total stake, indexed by the number of scatters visible anywhere (3, 4, 5+). */
export function scatterMultiplier(count: number): number {
  if (count >= 5) return 50;
  if (count === 4) return 10;
  if (count === 3) return 2;
  return 0;
}

/** Strip letters, one per symbol index, so the strips below read as text. */
const LETTERS = 'WSCDBAKQJ';

function strip(text: string): Uint8Array {
  return Uint8Array.from(text, (letter) => {
    const index = LETTERS.indexOf(letter);
    if (index < 0) throw new Error(`unknown strip letter ${letter}`);
    return index;
  });
}

/**
 * Reel strips (32 stops each, read top to bottom and wrapping). A stop shows the symbol at the stop on the top row and
 * the next two below it. Scatters are spaced at least three apart so a reel shows at most one.
 */
export const REEL_STRIPS: readonly Uint8Array[] = [
  strip('JQKAJSQBKJDQAKJCQBJKSAQJDKQAJBKQ'),
  strip('JQKAWJSQBKJDQAKWJCQBJKSAQJDKQAJB'),
  strip('JQKAJWSQBKJDQAKJCQWBJKSAQJDKQAJB'),
  strip('JQKAJSQBKWJDQAKJCQBJKSAQWJDKQAJB'),
  strip('JQKAJSQBKJDQWAKJCQBJKSAQJDKQAJBW'),
];

/** 25 paylines: the row (0 top, 2 bottom) a line crosses on each reel. Lines 1..n are the active ones when playing n. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];

export const MAX_LINES = PAYLINES.length;
