/** One player's part of the report: its rounds and totals, and the balance its model expects beside the one reported. */
export type PlayerReport = {
  index: number;
  rounds: number;
  opening: string;
  expectedBalance: string;
  reportedBalance: string | null;
  betsAccepted: number;
  betTotal: string;
  winTotal: string;
  refundTotal: string;
  tombstones: string[];
};

/** The simulation's report: throughput, refusals by code, latencies, every broken rule, and each player's account. */
export type SimReport = {
  vendor: string;
  chaos: boolean;
  seed: number;
  players: number;
  rounds: number;
  calls: number;
  attempts: number;
  durationS: number;
  roundsPerSecond: number;
  callsPerSecond: number;
  /** Every refusal by code, expected ones (chaos provokes them) included. */
  errors: Record<string, number>;
  scenarios: Record<string, number>;
  latencyMs: { round: Percentiles; call: Percentiles; byCall: Record<string, Percentiles> };
  /** Answers that broke a rule or disagreed with the model (first 50 kept); must be empty. */
  violations: string[];
  violationCount: number;
  perPlayer: PlayerReport[];
};
export type Percentiles = { p50: number; p95: number; p99: number; max: number; n: number };

export const percentiles = (xs: number[]): Percentiles => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => (s.length ? (s[Math.min(s.length - 1, Math.floor(q * s.length))] as number) : 0);
  const r = (x: number) => Math.round(x * 100) / 100;
  return { p50: r(at(0.5)), p95: r(at(0.95)), p99: r(at(0.99)), max: r(s.at(-1) ?? 0), n: s.length };
};
