import {
  BACCARAT_BETS,
  type BaccaratBetKind,
  type HouseBet,
  validateBaccaratBets,
  validateDiceBet,
  validateSlotBet,
} from '@wl/house-games';

/** The play endpoint's largest stake per bet (contracts housePlayBody), in minor units. */
export const MAX_STAKE = 1_000_000_000n;

/** Slot line bets a player steps through, in minor units (0.01 … 100.00 with two decimals). */
export const LINE_BETS = [1, 2, 5, 10, 20, 40, 50, 100, 200, 500, 1000, 2000, 5000, 10_000];
/** Dice stakes a player steps through, in minor units. */
export const DICE_STAKES = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];
/** Dice targets the engine accepts for each direction (a win chance of 1 %–98 %), in hundredths. */
export const DICE_LIMITS = { under: [100, 9800], over: [199, 9899] } as const;
/** Baccarat chip values in minor units (1, 5, 10, 50, 100, 500 with two decimals). */
export const CHIPS = [100n, 500n, 1000n, 5000n, 10_000n, 50_000n];

export type BetCheck = { ok: true; bet: HouseBet; total: bigint } | { ok: false; total: bigint };

const checked = (bet: HouseBet, total: bigint, validate: () => void): BetCheck => {
  if (total <= 0n || total > MAX_STAKE) return { ok: false, total };
  try {
    validate();
  } catch {
    return { ok: false, total };
  }
  return { ok: true, bet, total };
};

/** The line bet times the lines is the stake (every line bet is whole minor units). */
export const slotBet = (lineBet: number, lines: number): BetCheck => {
  const stake = lineBet * lines;
  return checked({ game: 'slot', stake, lines }, BigInt(stake), () => validateSlotBet(stake, lines));
};

export const clampTarget = (target: number, direction: 'under' | 'over') =>
  Math.min(DICE_LIMITS[direction][1], Math.max(DICE_LIMITS[direction][0], target));

export const diceBet = (stake: number, target: number, direction: 'under' | 'over'): BetCheck => {
  const bet = { game: 'dice' as const, stake, target: clampTarget(target, direction), direction };
  return checked(bet, BigInt(stake), () => validateDiceBet(bet));
};

/** Only the spots with chips are bets; at least one is needed. */
export const baccaratBet = (spots: Record<BaccaratBetKind, bigint>): BetCheck => {
  const bets = Object.fromEntries(BACCARAT_BETS.filter((k) => spots[k] > 0n).map((k) => [k, Number(spots[k])]));
  const total = BACCARAT_BETS.reduce((sum, k) => sum + spots[k], 0n);
  const over = BACCARAT_BETS.some((k) => spots[k] > MAX_STAKE);
  return over ? { ok: false, total } : checked({ game: 'baccarat', bets }, total, () => validateBaccaratBets(bets));
};

/** A fresh client seed: 16 random hex characters (the player may type their own). */
export const newClientSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The play endpoint's client-seed rule: 1-64 printable ASCII characters without spaces. */
export const isClientSeed = (s: string) => /^[\x21-\x7e]{1,64}$/.test(s);

/**
 * Why Spin, Roll or Deal cannot be pressed now, as a game-ui text key (`why.*`), or null when it can: an empty table,
 * a bet outside the limits, a client seed the server would refuse, a game still loading. A stake above the balance
 * stays pressable: the server's refusal comes with a link to deposit, which a disabled button could not offer.
 */
export const playBlock = (check: BetCheck, p: { ready: boolean; clientSeed: string }): string | null => {
  if (check.total === 0n) return 'why.chips';
  if (!check.ok) return 'why.invalid';
  if (!isClientSeed(p.clientSeed)) return 'why.seed';
  if (!p.ready) return 'why.connecting';
  return null;
};
