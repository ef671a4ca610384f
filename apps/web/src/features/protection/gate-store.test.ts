import type { RealityCheck } from '@wl/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissNotice, endProtectedSession, gateState, onProtectionFrame, realityAnswered, showRealityCheck } from './gate-store';

const check = (checkId: string): RealityCheck => ({
  checkId,
  minutes: 61,
  staked: '1000',
  won: '400',
  net: '-600',
  since: '2026-11-29T08:00:00Z',
});

describe('the protection gate', () => {
  beforeEach(() => {
    showRealityCheck(null);
    dismissNotice();
  });

  it('shows a reality check sent over the socket, and clears it once answered', () => {
    onProtectionFrame({ t: 'reality', check: check('7') });
    expect(gateState().check?.checkId).toBe('7');
    showRealityCheck(null);
    expect(gateState().check).toBeNull();
  });

  it('does not bring back a check already answered (a late answer to "is one due?")', () => {
    showRealityCheck(check('9'));
    realityAnswered('9');
    showRealityCheck(check('9'));
    expect(gateState().check).toBeNull();
    showRealityCheck(check('10'));
    expect(gateState().check?.checkId).toBe('10');
  });

  it('signs out on a protection frame with the coded text, and drops the check it was showing', () => {
    showRealityCheck(check('8'));
    onProtectionFrame({ t: 'protection', code: 'protection.session_limit' });
    expect(gateState()).toEqual({ check: null, notice: { textKey: 'errors.protection_session_limit' } });
  });

  it('keeps the page’s own notice (with its end date) when the socket says the same afterwards', () => {
    endProtectedSession({ textKey: 'protection.exclusion.done', until: '2027-05-29T07:40:32Z' });
    onProtectionFrame({ t: 'protection', code: 'protection.excluded' });
    expect(gateState().notice).toEqual({ textKey: 'protection.exclusion.done', until: '2027-05-29T07:40:32Z' });
  });

  it('leaves the chat’s frames alone', () => {
    onProtectionFrame({ t: 'typing', conversationId: 1, from: 'STAFF' });
    expect(gateState()).toEqual({ check: null, notice: null });
  });
});
