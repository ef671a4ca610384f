/**
 * What a round's return means to the player. Only a return above the stake is a win and may be celebrated (UKGC
 * RTS 14: a return less than the stake is never presented as a win); a return of part of the stake is told plainly.
 */
export type ReturnKind = 'win' | 'push' | 'returned' | 'loss';

/** Big-win tiers by multiple of the stake: 0 none, 1 big, 2 huge, 3 mega. */
export const BIG_WIN_TIERS = [10, 30, 75] as const;
export type WinTier = 0 | 1 | 2 | 3;

export interface ReturnInfo {
  kind: ReturnKind;
  /** payout ÷ stake, for display and for scaling the celebration (0 when nothing was staked). */
  multiplier: number;
  tier: WinTier;
  celebrate: boolean;
}

export function classifyReturn(stake: bigint, payout: bigint): ReturnInfo {
  const multiplier = stake > 0n ? Number((payout * 10_000n) / stake) / 10_000 : 0;
  const kind: ReturnKind = payout > stake ? 'win' : payout === 0n ? 'loss' : payout === stake ? 'push' : 'returned';
  let tier: WinTier = 0;
  if (kind === 'win') for (const [i, at] of BIG_WIN_TIERS.entries()) if (multiplier >= at) tier = (i + 1) as WinTier;
  return { kind, multiplier, tier, celebrate: kind === 'win' };
}

/** How long the big-win moment lasts: longer for a larger multiple, capped so it never holds the player for long. */
export const bigWinMs = (tier: WinTier, multiplier: number) =>
  tier === 0 ? 0 : Math.min(6000, 1600 + tier * 700 + Math.round(Math.log10(Math.max(1, multiplier)) * 900));

/** Multiplier text with at most two decimals: 12.5 → "12.5", 3 → "3". */
export const formatMultiplier = (m: number) => (Math.round(m * 100) / 100).toString();
