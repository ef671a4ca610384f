import { type Rational, toNumber, toPercent } from '../fair/rational';
import type { SimulationSummary } from './simulate';

/** One printable line per simulation and its distance from the exact RTP in standard errors. */
export function simulationReport(label: string, summary: SimulationSummary, exact: Rational): { line: string; z: number } {
  const z = (summary.mean - toNumber(exact)) / summary.standardError;
  const line =
    `${label}: seed ${summary.seed}, ${summary.rounds.toLocaleString('en')} rounds, mean ${(summary.mean * 100).toFixed(4)}%, ` +
    `SE ${(summary.standardError * 100).toFixed(4)}%, exact ${toPercent(exact)}, z ${z.toFixed(2)}, ${summary.milliseconds} ms`;
  return { line, z };
}
