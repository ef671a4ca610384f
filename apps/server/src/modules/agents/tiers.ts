import type { ContractTier } from '../../db/schema';

/**
 * The rate a period earns: the highest rate among the tiers whose base (valid bet, or net loss for a dividend) and
 * active-member thresholds the period reached; 0 when none.
 */
export const rateOf = (tiers: ContractTier[], base: bigint, active: number) => {
  let best = 0;
  for (const t of tiers) if (base >= BigInt(t.min) && active >= t.active && t.rateBp > best) best = t.rateBp;
  return best;
};

/** Base × rate, rounded down to the minor unit (an agent is never paid a fraction the ledger cannot hold). */
export const amountOf = (base: bigint, rateBp: number) => (base > 0n ? (base * BigInt(rateBp)) / 10_000n : 0n);

/**
 * A dividend's period: the net loss plus what was carried from earlier periods (≤ 0). A positive total is paid at
 * its tier's rate and nothing is carried; a negative one pays nothing and is carried forward whole.
 */
export const dividendOf = (tiers: ContractTier[], netLoss: bigint, carryIn: bigint, active: number) => {
  const total = netLoss + carryIn;
  if (total <= 0n) return { base: total, rateBp: 0, amount: 0n, carryOut: total };
  const rateBp = rateOf(tiers, total, active);
  return { base: total, rateBp, amount: amountOf(total, rateBp), carryOut: 0n };
};

/**
 * Whether `child` never pays more than `parent` at any base and active count. Both rates are step functions that
 * only change at the tiers' thresholds, so comparing at every pair of thresholds of either table covers all cases.
 */
export const withinRates = (child: ContractTier[], parent: ContractTier[]) => {
  const mins = [...new Set([...child, ...parent].map((t) => BigInt(t.min)))];
  const actives = [...new Set([...child, ...parent].map((t) => t.active))];
  for (const m of mins) for (const a of actives) if (rateOf(child, m, a) > rateOf(parent, m, a)) return false;
  return true;
};

/** The highest rate of a table (lists show it beside each contract). */
export const topRate = (tiers: ContractTier[]) => tiers.reduce((x, t) => Math.max(x, t.rateBp), 0);

/** Tiers as stored: sorted by threshold, minimal amounts as canonical digit strings. */
export const normalTiers = (tiers: { min: string; active: number; rateBp: number }[]): ContractTier[] =>
  tiers
    .map((t) => ({ min: BigInt(t.min).toString(), active: t.active, rateBp: t.rateBp }))
    .sort((a, b) => (BigInt(a.min) === BigInt(b.min) ? a.active - b.active : BigInt(a.min) < BigInt(b.min) ? -1 : 1));
