import type { Rng } from '../fair/fair-rng';
import { type Rational, rational } from '../fair/rational';

// "Dice": a roll from 0.00 to 99.99 (10,000 equally likely hundredths); the player wins by rolling under or over a
// chosen target. Payout multiplier = (100 - edge) / win chance in percent, house edge 1%.

export const DICE_OUTCOMES = 10_000;
/** The return promised before rounding, in percent: 100 minus the 1% house edge. */
export const DICE_RETURN_PERCENT = 99;
/** Win chance bounds in hundredths of a percent: 1.00% (x99) to 98.00% (x1.0102). */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  /** In minor units. */
  stake: number;
  /** In hundredths: 5000 means 50.00. */
  target: number;
  direction: DiceDirection;
}

export interface DiceResult extends DiceBet {
  /** In hundredths: 0..9999 shows as 0.00..99.99. */
  roll: number;
  win: boolean;
  payout: number;
}

/** How many of the 10,000 rolls win: under t wins on 0..t-1, over t wins on t+1..9999. */
export function winningRolls(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

export function validateDiceBet(bet: DiceBet): void {
  if (bet.direction !== 'under' && bet.direction !== 'over') throw new RangeError('direction must be under or over');
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= DICE_OUTCOMES) {
    throw new RangeError('target must be 0..9999 hundredths');
  }
  const winning = winningRolls(bet.target, bet.direction);
  if (winning < DICE_MIN_WINNING || winning > DICE_MAX_WINNING) throw new RangeError('win chance must be 1%..98%');
  // stake * 9900 must stay an exact integer
  if (!Number.isSafeInteger(bet.stake) || bet.stake < 1 || bet.stake > 900_000_000_000) {
    throw new RangeError('stake must be a positive whole number of minor units');
  }
}

/** The multiplier (stake included) as an exact fraction: 99 / chance% = 9900 / winning rolls. */
export function diceMultiplier(target: number, direction: DiceDirection): Rational {
  return rational(BigInt(DICE_RETURN_PERCENT * 100), BigInt(winningRolls(target, direction)));
}

/** Payout of a winning roll in whole minor units, rounded down. */
export function dicePayout(bet: DiceBet): number {
  return Math.floor((bet.stake * DICE_RETURN_PERCENT * 100) / winningRolls(bet.target, bet.direction));
}

export function settleDice(bet: DiceBet, roll: number): DiceResult {
  const win = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  // explicit fields rather than a spread: this runs ten million times in the simulation
  return { stake: bet.stake, target: bet.target, direction: bet.direction, roll, win, payout: win ? dicePayout(bet) : 0 };
}

export function rollDice(bet: DiceBet, rng: Rng): DiceResult {
  validateDiceBet(bet);
  return settleDice(bet, rng.nextInt(DICE_OUTCOMES));
}

/**
 * Exact RTP of a bet by probability: P(win) x payout / stake = winning/10000 x floor(stake x 9900 / winning) / stake.
 * It is exactly 99% when the payout divides evenly and a hair below when the floor rounds a fraction of a minor unit.
 */
export function diceRtp(bet: DiceBet): Rational {
  validateDiceBet(bet);
  const winning = BigInt(winningRolls(bet.target, bet.direction));
  return rational(winning * BigInt(dicePayout(bet)), BigInt(DICE_OUTCOMES) * BigInt(bet.stake));
}
