import { describe, expect, it } from 'vitest';
import { claimantName, claimState, selfNames } from './queue-claim';

const self = selfNames('farhan');
const claim = (by: string, held = false) => ({ by, at: '2026-11-29T10:00:00Z', held, holdReason: held ? 'bank statement' : null });

describe('who works on a queue item', () => {
  it('tells free, mine, someone else’s and held apart', () => {
    expect(claimState(null, self)).toBe('free');
    expect(claimState(claim('staff:farhan'), self)).toBe('mine');
    expect(claimState(claim('platform:farhan'), self)).toBe('mine');
    expect(claimState(claim('staff:fatima'), self)).toBe('other');
    expect(claimState(claim('staff:farhan', true), self)).toBe('held');
  });

  it('names a claimant without the server prefix', () => {
    expect(claimantName('staff:fatima')).toBe('fatima');
    expect(claimantName('platform:root')).toBe('root');
    expect(claimantName('someone')).toBe('someone');
  });
});
