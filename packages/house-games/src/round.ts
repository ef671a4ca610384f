import { type BaccaratBets, type BaccaratResult, playBaccarat } from './baccarat/baccarat-rules';
import { type DiceBet, type DiceResult, rollDice } from './dice/dice';
import { FairRng, type FairSeeds, hashServerSeed, isValidClientSeed } from './fair/fair-rng';
import { type SpinResult, spin } from './slot/slot-spin';

export const HOUSE_GAMES = ['slot', 'dice', 'baccarat'] as const;
export type HouseGame = (typeof HOUSE_GAMES)[number];

export type HouseBet =
  | { game: 'slot'; stake: number; lines: number }
  | ({ game: 'dice' } & DiceBet)
  | { game: 'baccarat'; bets: BaccaratBets };

export type HouseOutcome = SpinResult | DiceResult | BaccaratResult;

/** The provably-fair proof of a round: the hash was published before it, the seed is revealed after it. */
export interface FairnessProof extends FairSeeds {
  serverSeedHash: string;
}

export interface HouseRound {
  bet: HouseBet;
  fairness: FairnessProof;
  outcome: HouseOutcome;
  /** Total staked and total returned (stake included), in minor units. */
  stake: number;
  payout: number;
  /**
   * The house slot's jackpot draw (decision 033): one more draw of the round's own stream after the reels, a hit when
   * it is 0 of SLOT_JACKPOT_ODDS. It leaves the outcome (and its published return) as it was; the pool it pays is the
   * platform's, so the amount is not part of the outcome. Always false for the other games; a round rebuilt from a
   * record without it leaves it out.
   */
  jackpotHit?: boolean;
}

/** The house slot's jackpot: a round hits with probability 1 in this many (checkable from the revealed seeds). */
export const SLOT_JACKPOT_ODDS = 20_000;

/** Plays a round whose every random draw comes from the seeds' HMAC stream, so it can be replayed by anyone. */
export function playRound(bet: HouseBet, seeds: FairSeeds): HouseRound {
  if (!isValidClientSeed(seeds.clientSeed)) throw new RangeError('client seed must be 1-64 printable characters');
  const rng = new FairRng(seeds);
  const outcome = outcomeOf(bet, rng);
  const jackpotHit = bet.game === 'slot' && rng.nextInt(SLOT_JACKPOT_ODDS) === 0;
  const fairness = { ...seeds, serverSeedHash: hashServerSeed(seeds.serverSeed) };
  return { bet, fairness, outcome, stake: outcome.stake, payout: outcome.payout, jackpotHit };
}

function outcomeOf(bet: HouseBet, rng: FairRng): HouseOutcome {
  switch (bet.game) {
    case 'slot':
      return spin(bet.stake, bet.lines, rng);
    case 'dice':
      return rollDice({ stake: bet.stake, target: bet.target, direction: bet.direction }, rng);
    case 'baccarat':
      return playBaccarat(bet.bets, rng);
    default:
      throw new RangeError('unknown house game');
  }
}

export interface VerifyInput {
  bet: HouseBet;
  serverSeed: string;
  /** The hash that was shown before the round. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The outcome the operator recorded; when given it must match the recomputed one exactly. */
  outcome?: HouseOutcome;
}

export interface VerifyResult {
  /** The revealed seed hashes to the published commitment. */
  hashMatches: boolean;
  /** The recorded outcome equals the recomputed one (true when no outcome was given). */
  outcomeMatches: boolean;
  valid: boolean;
  /** The outcome recomputed from the seeds, or null when the seeds or bet are malformed. */
  outcome: HouseOutcome | null;
  /** Whether the seeds hit the slot's jackpot (SLOT_JACKPOT_ODDS). */
  jackpotHit: boolean;
}

/** Recomputes a round from its revealed seeds, synchronously, in the browser or on the server. */
export function verify(input: VerifyInput): VerifyResult {
  let hashMatches = false;
  let outcome: HouseOutcome | null = null;
  let jackpotHit = false;
  try {
    hashMatches = hashServerSeed(input.serverSeed) === input.serverSeedHash.toLowerCase();
    const { serverSeed, clientSeed, nonce } = input;
    const round = playRound(input.bet, { serverSeed, clientSeed, nonce });
    outcome = round.outcome;
    jackpotHit = round.jackpotHit === true;
  } catch {
    return { hashMatches, outcomeMatches: false, valid: false, outcome: null, jackpotHit: false };
  }
  const outcomeMatches = input.outcome === undefined || canonicalJson(input.outcome) === canonicalJson(outcome);
  return { hashMatches, outcomeMatches, valid: hashMatches && outcomeMatches, outcome, jackpotHit };
}

/** JSON with sorted keys, so an outcome read back from storage compares equal whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
