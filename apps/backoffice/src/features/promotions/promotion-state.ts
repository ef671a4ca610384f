import type { BadgeTone } from '../../components/Badge';

export type PromotionState = 'off' | 'scheduled' | 'live' | 'ended' | 'spent';

/** Where a promotion stands now: switched off, not started, running, ended, or its budget spent. */
export const promotionState = (
  p: { status: 'ACTIVE' | 'DISABLED'; startsAt: string; endsAt: string | null; budget: string | null; budgetUsed: string },
  now: Date,
): PromotionState => {
  if (p.status === 'DISABLED') return 'off';
  if (p.endsAt && Date.parse(p.endsAt) <= now.getTime()) return 'ended';
  if (p.budget !== null && BigInt(p.budgetUsed) >= BigInt(p.budget)) return 'spent';
  if (Date.parse(p.startsAt) > now.getTime()) return 'scheduled';
  return 'live';
};

export const stateTone: Record<PromotionState, BadgeTone> = { off: 'muted', scheduled: 'info', live: 'ok', ended: 'muted', spent: 'warn' };
