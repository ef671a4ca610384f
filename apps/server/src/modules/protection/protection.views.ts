import type { LimitKind, LimitPeriod, LimitView, ProtectionProfile, ProtectionState } from '@wl/contracts';
import { toBig } from '../../core/sql';
import { confirmable, type LimitState } from './limit-machine';
import type { LimitRow, MemberProtectionRow, ProfileRow } from './protection.repo';

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

export const profileView = (p: ProfileRow): ProtectionProfile => ({
  code: p.code,
  coolingOffHours: p.cooling_off_hours,
  realityMinutes: p.reality_minutes,
  realityMandatory: p.reality_mandatory,
  timeoutHours: { min: p.timeout_min_hours, max: p.timeout_max_hours },
  exclusionMonths: { min: p.exclusion_min_months, max: p.exclusion_max_months },
  offerLimitsAt: p.offer_limits_at,
});

export const limitStateOf = (r: LimitRow | null): LimitState | null =>
  r
    ? {
        amount: toBig(r.amount),
        pendingAmount: r.pending_amount == null ? null : toBig(r.pending_amount),
        pendingRemove: r.pending_remove,
        effectiveAt: r.effective_at ? new Date(r.effective_at) : null,
      }
    : null;

/** A limit as the player and staff read it: in force, used in the window the guard counts now, pending change. */
export const limitView = (r: LimitRow, windows: Record<string, { start: Date; end: Date }>, now: Date): LimitView => {
  const s = limitStateOf(r) as LimitState;
  const w = windows[r.period];
  const current = w && r.window_start && new Date(r.window_start).getTime() === w.start.getTime();
  const pending = s.pendingRemove || s.pendingAmount !== null;
  return {
    kind: r.kind as LimitKind,
    period: r.period as LimitPeriod,
    amount: s.amount.toString(),
    used: r.kind === 'session' ? null : current ? toBig(r.used).toString() : '0',
    resetsAt: w ? w.end.toISOString() : null,
    pending: pending
      ? { amount: s.pendingAmount?.toString() ?? null, effectiveAt: iso(r.effective_at) as string, confirmable: confirmable(s, now) }
      : null,
  };
};

export const blockView = (m: MemberProtectionRow | null, now: Date): ProtectionState['block'] =>
  m?.blocked_until && new Date(m.blocked_until) > now && m.block_kind
    ? {
        kind: m.block_kind as 'TIMEOUT',
        until: iso(m.blocked_until) as string,
        since: iso(m.blocked_at) ?? (iso(m.blocked_until) as string),
      }
    : null;
