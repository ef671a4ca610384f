import type { Clock } from '../../core/clock';
import type { Db } from '../../db/client';
import type { DomainEvent, EventType } from '../outbox';
import { markersRepo } from './markers.repo';
import { protectionRepo } from './protection.repo';

/** The events that can move a marker of harm. */
export const markerEvents = [
  'bet.placed',
  'deposit.credited',
  'deposit.failed',
  'deposit.rejected',
  'withdrawal.rejected',
  'withdrawal.failed',
  'member.logged_in',
] as const satisfies readonly EventType[];

/** A busy player's bets recompute their markers at most this often; any other event recomputes them at once. */
const BET_REFRESH_MS = 10 * 60_000;

export type MarkerRules = { threshold: number; rules: Record<string, { at: number; weight: number }> };

/** The score of a member's indicators under the profile's rules, and the indicators that reached their threshold. */
export const scoreOf = (counts: Record<string, number>, rules: MarkerRules) => {
  let score = 0;
  const triggers: Record<string, number> = {};
  for (const [name, rule] of Object.entries(rules.rules)) {
    const v = counts[name] ?? 0;
    if (v >= rule.at) {
      score += rule.weight;
      triggers[name] = v;
    }
  }
  return { score, triggers, opens: score >= rules.threshold };
};

/**
 * The markers-of-harm consumer (issue 30): for each member a batch touches, the indicators are worked out again from
 * the platform's rows, scored under the merchant's profile, and a score at the profile's threshold opens a case in
 * the back office with the indicators that triggered it and restricts the member (no bonuses, no marketing) until
 * staff review it. All in the consumer's transaction, with its checkpoint.
 */
export const createMarkersConsumer = (deps: { now?: Clock }) => {
  const now = deps.now ?? (() => new Date());
  return async (events: DomainEvent[], tx: Db) => {
    const touched = new Map<number, { merchantId: number; betsOnly: boolean }>();
    for (const e of events) {
      if (e.subjectId == null) continue;
      const prior = touched.get(e.subjectId);
      touched.set(e.subjectId, { merchantId: e.merchantId, betsOnly: (prior?.betsOnly ?? true) && e.type === 'bet.placed' });
    }
    const at = now();
    for (const [memberId, t] of touched) {
      if (t.betsOnly) {
        const last = await markersRepo.updatedAt(tx, memberId);
        if (last && at.getTime() - last.getTime() < BET_REFRESH_MS) continue;
      }
      const profile = await protectionRepo.profileOf(tx, t.merchantId);
      if (!profile) continue;
      const counts = await markersRepo.indicators(tx, t.merchantId, memberId, at, await protectionRepo.zoneOf(tx, t.merchantId));
      const s = scoreOf(counts, profile.markers);
      await markersRepo.save(tx, t.merchantId, memberId, counts, s.score, at);
      if (s.opens) await markersRepo.openCase(tx, t.merchantId, memberId, s.score, s.triggers, at);
    }
  };
};
