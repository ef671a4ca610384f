import { type Rational, type Rng, hashOf, paramRng, rational } from './fair';

/**
 * RNG slots: 5 reels × 3 rows, 10 fixed lines, reel strips and paytable made from the game's code, so every game of
 * every vendor has its own. Symbol 0 is the wild (not on reel 1; it stands for any symbol); a line pays the symbol on
 * reel 1 for 3, 4 or 5 matching reels from the left. A jackpot game adds symbol J paying a fixed 1,000× the line bet
 * for five on a line. Because each cell of a line is an independent uniform stop of its reel, every line has the
 * same return, and the game's return is computed exactly from the strips' symbol counts.
 */
export const REELS = 5;
export const ROWS = 3;
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];
export const JACKPOT_PAY = 1000;

/** Art names of @wl/game-ui in tiers (premium first); a game picks its own from these. */
const PREMIUM = ['crown', 'diamond', 'seven', 'ruby', 'emerald', 'amethyst', 'star', 'horseshoe'];
const MIDDLE = ['bell', 'bar', 'coin', 'clover', 'melon', 'grapes', 'plum'];
const LOW = ['ace', 'king', 'queen', 'jack', 'ten', 'nine', 'cherry', 'lemon', 'orange'];

export type SlotDef = {
  code: string;
  jackpot: boolean;
  /** Art name per symbol index; 0 is the wild, the last is the jackpot symbol in a jackpot game. */
  symbols: string[];
  strips: number[][];
  /** pays[symbol] = [3, 4, 5 of a kind] in line bets. */
  pays: number[][];
  rtp: Rational;
};

const pick = <T>(r: (n: number) => number, from: T[], k: number) => {
  const pool = [...from];
  return Array.from({ length: k }, () => pool.splice(r(pool.length), 1)[0]!);
};

/** Exact return of one line (stake one line bet) from strip counts. */
export const lineRtp = (d: Pick<SlotDef, 'strips' | 'pays' | 'jackpot' | 'symbols'>): Rational => {
  const n = d.symbols.length;
  const counts = d.strips.map((s) => {
    const c = new Array<bigint>(n).fill(0n);
    for (const x of s) c[x]! += 1n;
    return c;
  });
  const len = d.strips.map((s) => BigInt(s.length));
  const denom = len.reduce((a, b) => a * b, 1n);
  let num = 0n;
  for (let s = 1; s < n; s++) {
    const jp = d.jackpot && s === n - 1;
    // a reel matches s when it shows s or (not for the jackpot symbol) the wild
    const m = counts.map((c) => c[s]! + (jp ? 0n : c[0]!));
    for (let k = 3; k <= REELS; k++) {
      const pay = BigInt(d.pays[s]![k - 3]!);
      if (pay === 0n) continue;
      // reel 1 shows s itself (the wild is not on reel 1), reels 2..k match, reel k+1 does not (or k = 5)
      let ways = counts[0]![s]!;
      for (let r = 1; r < k; r++) ways *= m[r]!;
      for (let r = k; r < REELS; r++) ways *= r === k ? len[r]! - m[r]! : len[r]!;
      num += ways * pay;
    }
  }
  return rational(num, denom);
};

const within = (r: Rational, lo: bigint, hi: bigint) =>
  r.numerator * 1000n >= lo * r.denominator && r.numerator * 1000n <= hi * r.denominator;

/** The slot of a game code: same code, same machine, everywhere. */
export const slotOf = (code: string, jackpot: boolean): SlotDef => {
  const r = paramRng(hashOf(code));
  const regular = [...pick(r, PREMIUM, 2), ...pick(r, MIDDLE, 2), ...pick(r, LOW, 3 + r(2))];
  const symbols = ['wild', ...regular, ...(jackpot ? ['scatter'] : [])];
  const n = symbols.length;
  const basePays = regular.map((_, i) => {
    const tier = i < 2 ? 3 : i < 4 ? 2 : 1;
    const five = tier === 3 ? 100 + r(150) : tier === 2 ? 40 + r(40) : 10 + r(15);
    return [Math.max(2, Math.round(five / 10)), Math.max(3, Math.round(five / 3.5)), five];
  });
  const pays = [[0, 0, 0], ...basePays, ...(jackpot ? [[0, 0, JACKPOT_PAY]] : [])];
  // Strips: more of the low symbols, few premiums, wilds on reels 2-5 only.
  const weights = symbols.map((_, s) => (s === 0 ? 1 : jackpot && s === n - 1 ? 1 : s <= 2 ? 2 + r(2) : s <= 4 ? 3 + r(3) : 5 + r(4)));
  const stripOf = (reel: number) => {
    const strip: number[] = [];
    symbols.forEach((_, s) => {
      if (s === 0 && reel === 0) return;
      for (let k = 0; k < weights[s]!; k++) strip.push(s);
    });
    for (let i = strip.length - 1; i > 0; i--) {
      const j = r(i + 1);
      [strip[i], strip[j]] = [strip[j]!, strip[i]!];
    }
    return strip;
  };
  const strips = Array.from({ length: REELS }, (_, i) => stripOf(i));
  const def: SlotDef = { code, jackpot, symbols, strips, pays, rtp: rational(0n, 1n) };
  // Bring the return into 92-97.5% by scaling the paytable (the figure published is the exact one of the result).
  for (let i = 0; i < 60; i++) {
    def.rtp = lineRtp(def);
    if (within(def.rtp, 920n, 975n)) break;
    const up = !within(def.rtp, 0n, 975n) ? 0.93 : 1.06;
    def.pays = def.pays.map((p, s) => (s === 0 || (jackpot && s === n - 1) ? p : p.map((x) => Math.max(1, Math.round(x * up)))));
  }
  def.rtp = lineRtp(def);
  return def;
};

export type SlotSpin = {
  stops: number[];
  window: number[][];
  wins: { line: number; symbol: number; count: number; payout: number }[];
  stake: number;
  payout: number;
};

export const validateSlotStake = (stake: number) => {
  if (!Number.isSafeInteger(stake) || stake < LINES.length || stake > 10_000_000 || stake % LINES.length !== 0)
    throw new RangeError('stake must be a whole multiple of the 10 lines');
};

export const spinSlot = (def: SlotDef, stake: number, rng: Rng): SlotSpin => {
  validateSlotStake(stake);
  const lineBet = stake / LINES.length;
  const stops = def.strips.map((s) => rng.nextInt(s.length));
  const window = def.strips.map((s, reel) => Array.from({ length: ROWS }, (_, row) => s[(stops[reel]! + row) % s.length]!));
  const jp = def.jackpot ? def.symbols.length - 1 : -1;
  const wins: SlotSpin['wins'] = [];
  LINES.forEach((path, li) => {
    const first = window[0]![path[0]!]!;
    let count = 1;
    while (count < REELS) {
      const x = window[count]![path[count]!]!;
      if (x === first || (x === 0 && first !== jp)) count++;
      else break;
    }
    const pay = count >= 3 ? def.pays[first]![count - 3]! : 0;
    if (pay > 0) wins.push({ line: li + 1, symbol: first, count, payout: pay * lineBet });
  });
  return { stops, window, wins, stake, payout: wins.reduce((a, w) => a + w.payout, 0) };
};
