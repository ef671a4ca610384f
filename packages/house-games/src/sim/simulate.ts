import { BACCARAT_BETS, type BaccaratBetKind, betReturn, dealCoup, ShoeDealer } from '../baccarat/baccarat-rules';
import { type DiceBet, rollDice } from '../dice/dice';
import { slotPayoutFast } from '../slot/slot-spin';
import { ReturnStats, Xoshiro128 } from './xoshiro';

export interface SimulationSummary {
  seed: number;
  rounds: number;
  /** Mean return per unit staked. */
  mean: number;
  standardError: number;
  milliseconds: number;
}

function summarise(seed: number, stats: ReturnStats, started: number): SimulationSummary {
  return { seed, ...stats.summary(), milliseconds: Math.round(performance.now() - started) };
}

/** Slot rounds on all paylines, through the same window evaluation as real spins (typed-array path). */
export function simulateSlot(rounds: number, seed: number, lines: number): SimulationSummary {
  const started = performance.now();
  const rng = new Xoshiro128(seed);
  const stats = new ReturnStats();
  const stops = new Uint8Array(5);
  const window = new Uint8Array(15);
  for (let i = 0; i < rounds; i++) {
    // returned in line bets; the stake is `lines` line bets
    stats.add(slotPayoutFast(rng, lines, stops, window) / lines);
  }
  return summarise(seed, stats, started);
}

export function simulateDice(rounds: number, seed: number, bet: DiceBet): SimulationSummary {
  const started = performance.now();
  const rng = new Xoshiro128(seed);
  const stats = new ReturnStats();
  for (let i = 0; i < rounds; i++) stats.add(rollDice(bet, rng).payout / bet.stake);
  return summarise(seed, stats, started);
}

/** Every bet kind is staked (20 minor units, so the banker commission is exact) on the same simulated coups. */
export function simulateBaccarat(rounds: number, seed: number): Record<BaccaratBetKind, SimulationSummary> {
  const started = performance.now();
  const rng = new Xoshiro128(seed);
  const stats = BACCARAT_BETS.map(() => new ReturnStats());
  const stake = 20;
  const dealer = new ShoeDealer(rng);
  for (let i = 0; i < rounds; i++) {
    dealer.reset();
    const coup = dealCoup(() => dealer.draw());
    BACCARAT_BETS.forEach((kind, k) => {
      stats[k]!.add(betReturn(kind, stake, coup) / stake);
    });
  }
  return Object.fromEntries(BACCARAT_BETS.map((kind, k) => [kind, summarise(seed, stats[k]!, started)])) as Record<
    BaccaratBetKind,
    SimulationSummary
  >;
}
