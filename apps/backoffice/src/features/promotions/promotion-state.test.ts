import { describe, expect, it } from 'vitest';
import { promotionState } from './promotion-state';

const now = new Date('2026-12-01T12:00:00Z');
const p = { status: 'ACTIVE' as const, startsAt: '2026-11-01T00:00:00Z', endsAt: null, budget: null, budgetUsed: '0' };

describe('where a promotion stands', () => {
  it('is live, scheduled, ended, spent or off', () => {
    expect(promotionState(p, now)).toBe('live');
    expect(promotionState({ ...p, startsAt: '2026-12-02T00:00:00Z' }, now)).toBe('scheduled');
    expect(promotionState({ ...p, endsAt: '2026-12-01T12:00:00Z' }, now)).toBe('ended');
    expect(promotionState({ ...p, budget: '1000', budgetUsed: '1000' }, now)).toBe('spent');
    expect(promotionState({ ...p, budget: '1000', budgetUsed: '999' }, now)).toBe('live');
    expect(promotionState({ ...p, status: 'DISABLED', endsAt: '2026-11-02T00:00:00Z' }, now)).toBe('off');
  });
});
