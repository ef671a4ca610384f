import { describe, expect, it } from 'vitest';
import { type ActivityFacts, activityStatus, pickPrize } from './promotions';

const now = new Date('2025-06-10T12:00:00Z');
const base: ActivityFacts = {
  now,
  startsAt: new Date('2025-06-01T00:00:00Z'),
  endsAt: new Date('2025-07-01T00:00:00Z'),
  open: true,
  trigger: 'FIRST_DEPOSIT',
  optIn: false,
  signedIn: true,
  eligible: true,
  usesLeft: true,
  entry: null,
  reward: null,
  bonus: null,
  drawn: false,
};
const s = (over: Partial<ActivityFacts>) => activityStatus({ ...base, ...over });

describe('activity statuses (spec section 4)', () => {
  it('decides each of the ten statuses from the facts', () => {
    expect(s({ startsAt: new Date('2025-06-11T00:00:00Z') })).toEqual({ status: 'COMING_SOON', action: null });
    expect(s({ reward: 'AVAILABLE', bonus: 'ACTIVE' })).toEqual({ status: 'CLAIM', action: 'CLAIM' });
    expect(s({ reward: 'CLAIMED', bonus: 'ACTIVE' })).toEqual({ status: 'PROCESS', action: null });
    expect(s({ trigger: 'APPLY', entry: 'APPLYING' })).toEqual({ status: 'APPLYING', action: null });
    expect(s({ endsAt: new Date('2025-06-09T00:00:00Z') })).toEqual({ status: 'CLOSE', action: null });
    expect(s({ open: false, reward: 'CLAIMED', bonus: 'COMPLETED' })).toEqual({ status: 'CLAIMED', action: null });
    expect(s({ trigger: 'RAFFLE', usesLeft: false, drawn: true })).toEqual({ status: 'ISSUED', action: null });
    expect(s({ trigger: 'APPLY', entry: 'REJECTED' })).toEqual({ status: 'REJECTED', action: 'APPLY' });
    expect(s({ trigger: 'APPLY' })).toEqual({ status: 'JOIN', action: 'APPLY' });
    expect(s({ trigger: 'RELOAD', optIn: true })).toEqual({ status: 'JOIN', action: 'JOIN' });
    expect(s({ trigger: 'RELOAD', optIn: true, entry: 'JOINED' })).toEqual({ status: 'JOINED', action: null });
    expect(s({})).toEqual({ status: 'JOINED', action: null });
    expect(s({ trigger: 'RAFFLE' })).toEqual({ status: 'CLAIM', action: 'RAFFLE' });
  });

  it('a visitor is asked to sign in; a member outside the audience sees it closed', () => {
    expect(s({ signedIn: false, eligible: false })).toEqual({ status: 'JOIN', action: 'LOGIN' });
    expect(s({ eligible: false })).toEqual({ status: 'CLOSE', action: null });
    expect(s({ usesLeft: false, reward: 'EXPIRED' })).toEqual({ status: 'CLOSE', action: null });
  });
});

describe('raffle prize pick', () => {
  it('follows the weights over the roll range', () => {
    const prizes = [{ weight: 1 }, { weight: 3 }];
    expect(pickPrize(prizes, '0000000000000')).toBe(0);
    expect(pickPrize(prizes, '3ffffffffffff')).toBe(0);
    expect(pickPrize(prizes, '4000000000000')).toBe(1);
    expect(pickPrize(prizes, 'fffffffffffff')).toBe(1);
    expect(pickPrize([], 'ff')).toBe(-1);
  });
});
