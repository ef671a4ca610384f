import { AppError } from '../../core/app-error';

/** One limit as the state machine sees it: the amount in force and a pending increase or removal. */
export type LimitState = {
  amount: bigint;
  /** The amount a pending increase would set; null with `pendingRemove` for a removal; both empty when none waits. */
  pendingAmount: bigint | null;
  pendingRemove: boolean;
  effectiveAt: Date | null;
};

export type LimitChange =
  /** The new state (null: the limit is gone) and what happened, for the history. */
  { next: LimitState | null; outcome: 'SET' | 'DECREASED' | 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'UNCHANGED' };

const HOUR = 3_600_000;
const hasPending = (s: LimitState) => s.pendingRemove || s.pendingAmount !== null;

/**
 * A player's (or staff member's) request for a limit (decision 026): a first limit or a decrease applies at once and
 * drops any pending increase; an increase or a removal waits `coolingOffHours` and then for the player to confirm it.
 * Asking again for an increase starts its cooling-off again.
 */
export const requestLimit = (current: LimitState | null, wanted: bigint | null, now: Date, coolingOffHours: number): LimitChange => {
  if (wanted !== null && wanted <= 0n) throw new AppError('request_param_err');
  if (!current) {
    if (wanted === null) return { next: null, outcome: 'UNCHANGED' };
    return { next: { amount: wanted, pendingAmount: null, pendingRemove: false, effectiveAt: null }, outcome: 'SET' };
  }
  if (wanted !== null && wanted <= current.amount) {
    const same = wanted === current.amount && !hasPending(current);
    return {
      next: { amount: wanted, pendingAmount: null, pendingRemove: false, effectiveAt: null },
      outcome: same ? 'UNCHANGED' : 'DECREASED',
    };
  }
  return {
    next: {
      amount: current.amount,
      pendingAmount: wanted,
      pendingRemove: wanted === null,
      effectiveAt: new Date(now.getTime() + coolingOffHours * HOUR),
    },
    outcome: 'PENDING',
  };
};

/** The player confirms a pending increase or removal: only once its cooling-off has passed. */
export const confirmLimit = (current: LimitState | null, now: Date): LimitChange => {
  if (!current || !hasPending(current) || !current.effectiveAt) throw new AppError('protection.no_pending');
  if (now.getTime() < current.effectiveAt.getTime()) throw new AppError('protection.cooling_off');
  if (current.pendingRemove) return { next: null, outcome: 'CONFIRMED' };
  return {
    next: { amount: current.pendingAmount as bigint, pendingAmount: null, pendingRemove: false, effectiveAt: null },
    outcome: 'CONFIRMED',
  };
};

/** The player withdraws a pending increase or removal; the limit in force stays. */
export const cancelLimit = (current: LimitState | null): LimitChange => {
  if (!current || !hasPending(current)) throw new AppError('protection.no_pending');
  return { next: { ...current, pendingAmount: null, pendingRemove: false, effectiveAt: null }, outcome: 'CANCELLED' };
};

/** Whether a pending change may be confirmed now. */
export const confirmable = (s: LimitState, now: Date) => hasPending(s) && !!s.effectiveAt && now.getTime() >= s.effectiveAt.getTime();
