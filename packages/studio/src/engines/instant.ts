import { MILLION, type Rational, type Rng, hashOf, paramRng, rational } from './fair';

const checkStake = (stake: number, min = 1, max = 10_000_000) => {
  if (!Number.isSafeInteger(stake) || stake < min || stake > max) throw new RangeError('stake outside the limits');
};

/**
 * Scratch card: nine cells; three alike win that symbol's prize. The prize tier is drawn first by weight, then the
 * card is laid out to show it (never a second triple), so the return is the weighted mean of the tiers.
 */
export type ScratchDef = { tiers: { mult: number; weight: number }[]; total: number; rtp: Rational };
export const scratchOf = (code: string): ScratchDef => {
  const r = paramRng(hashOf(`${code}|scratch`));
  const mults = [1, 2, 5, 10, 50, 500];
  const weights = [180 + r(40), 90 + r(20), 30 + r(8), 12 + r(4), 1 + r(2), 1];
  const won = mults.reduce((s, m, i) => s + m * weights[i]!, 0);
  // losing cards fill the rest so the return is about 95%
  const total = Math.round(won / 0.95);
  const tiers = [
    { mult: 0, weight: total - weights.reduce((a, b) => a + b, 0) },
    ...mults.map((mult, i) => ({ mult, weight: weights[i]! })),
  ];
  return { tiers, total, rtp: rational(BigInt(won), BigInt(total)) };
};
export const playScratch = (def: ScratchDef, stake: number, rng: Rng) => {
  checkStake(stake);
  let u = rng.nextInt(def.total);
  let tier = 0;
  while (u >= def.tiers[tier]!.weight) u -= def.tiers[tier++]!.weight;
  const prize = def.tiers[tier]!.mult;
  // Symbols 1..6 are the prize tiers; a losing card shows at most two of each.
  const cells: number[] = [];
  if (prize > 0) cells.push(tier, tier, tier);
  const counts = new Map<number, number>(prize > 0 ? [[tier, 3]] : []);
  while (cells.length < 9) {
    const s = 1 + rng.nextInt(6);
    if ((counts.get(s) ?? 0) >= 2) continue;
    counts.set(s, (counts.get(s) ?? 0) + 1);
    cells.push(s);
  }
  for (let i = cells.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return { cells, prizeSymbol: prize > 0 ? tier : null, multiplier: prize, stake, payout: stake * prize };
};

/**
 * Limbo (arcade): the player names a target multiplier (1.01× to 1,000×, in hundredths); a draw u in [0, 1e6) wins
 * when u < floor(1e6 × return / target). The return of a target is exact: target × that count / 1e6.
 */
export const LIMBO_RETURN = 0.97;
export const limboWinning = (target: number) => Math.floor((MILLION * 97) / target); // target in hundredths: 1e6 × 0.97 × 100 / target
export const validateLimbo = (target: number) => {
  if (!Number.isInteger(target) || target < 101 || target > 100_000) throw new RangeError('target must be 1.01 to 1000');
};
export const limboRtp = (target: number) => rational(BigInt(limboWinning(target)) * BigInt(target), BigInt(MILLION) * 100n);
export const playLimbo = (stake: number, target: number, rng: Rng) => {
  checkStake(stake);
  validateLimbo(target);
  const u = rng.nextInt(MILLION);
  const win = u < limboWinning(target);
  // The multiplier the round "reached", shown to the player: consistent with the win (at or above the target exactly when won).
  const reached = Math.max(100, Math.min(100_000_000, Math.floor((MILLION * 97) / (u + 1))));
  return {
    target,
    u,
    reached: win ? Math.max(reached, target) : Math.min(reached, target - 1),
    win,
    stake,
    payout: win ? Math.floor((stake * target) / 100) : 0,
  };
};

/**
 * Bingo (90 balls): the card holds 15 numbers; 30 balls are drawn; the prize goes by how many of the card's numbers
 * were called. The chance of each count is hypergeometric, so the return is exact.
 */
export const BINGO_BALLS = 90;
export const BINGO_CARD = 15;
export const BINGO_DRAWN = 30;
export const BINGO_PAYS: Record<number, number> = { 7: 2, 8: 5, 9: 10, 10: 30, 11: 100, 12: 1000, 13: 10000, 14: 100000, 15: 1000000 };
const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
export const bingoRtp = () => {
  const all = choose(BINGO_BALLS, BINGO_DRAWN);
  let num = 0n;
  for (let m = 0; m <= BINGO_CARD; m++)
    num += BigInt(BINGO_PAYS[m] ?? 0) * choose(BINGO_CARD, m) * choose(BINGO_BALLS - BINGO_CARD, BINGO_DRAWN - m);
  return rational(num, all);
};
export const playBingo = (stake: number, rng: Rng) => {
  checkStake(stake);
  const pool = Array.from({ length: BINGO_BALLS }, (_, i) => i + 1);
  const take = (k: number) =>
    Array.from({ length: k }, (_, i) => {
      const j = i + rng.nextInt(pool.length - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      return pool[i]!;
    });
  const both = take(BINGO_CARD + BINGO_DRAWN);
  const card = both.slice(0, BINGO_CARD).sort((a, b) => a - b);
  const called = both.slice(BINGO_CARD);
  const marked = card.filter((n) => called.includes(n)).length;
  const mult = BINGO_PAYS[marked] ?? 0;
  return { card, called, marked, multiplier: mult, stake, payout: stake * mult };
};

/**
 * Fishing: each shot is a bet aimed at one fish; the fish is caught (and pays its multiplier) with chance
 * floor(1e6 × target return / multiplier) / 1e6, so every fish returns the game's target (to a millionth).
 */
export const FISH_MULTS = [2, 3, 5, 8, 10, 15, 20, 30, 50, 100, 200];
export type FishDef = { fish: { id: number; mult: number }[]; returnBp: number };
export const fishOf = (code: string): FishDef => {
  const r = paramRng(hashOf(`${code}|fish`));
  const fish = FISH_MULTS.filter((_, i) => i < 3 || r(3) > 0).map((mult, id) => ({ id, mult }));
  return { fish, returnBp: 9500 + r(21) * 10 }; // 95.0% .. 97.0%
};
export const fishChance = (def: FishDef, mult: number) => Math.floor((MILLION * def.returnBp) / 10000 / mult);
export const fishRtp = (def: FishDef, mult: number) => rational(BigInt(fishChance(def, mult)) * BigInt(mult), BigInt(MILLION));
export const shoot = (def: FishDef, stake: number, fishId: number, rng: Rng) => {
  checkStake(stake, 10, 1_000_000);
  const f = def.fish.find((x) => x.id === fishId);
  if (!f) throw new RangeError('no such fish');
  const u = rng.nextInt(MILLION);
  const hit = u < fishChance(def, f.mult);
  return { fishId, mult: f.mult, u, hit, stake, payout: hit ? stake * f.mult : 0 };
};
