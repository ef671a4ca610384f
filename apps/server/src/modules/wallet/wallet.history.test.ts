import { describe, expect, it } from 'vitest';
import { kindsOf, knownZone, rangeOf, typeOfKind } from './wallet.history';

describe('history ranges in the merchant time zone', () => {
  // 23:30 UTC on 1 March is already 04:30 on 2 March in Karachi (UTC+5).
  const nearMidnight = new Date('2026-03-01T23:30:00Z');

  it('starts "today" at the merchant midnight, not the UTC one', () => {
    expect(rangeOf('today', nearMidnight, 'Asia/Karachi').from.toISOString()).toBe('2026-03-01T19:00:00.000Z');
    expect(rangeOf('today', nearMidnight, 'UTC').from.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(rangeOf('today', nearMidnight, 'Asia/Karachi').to.toISOString()).toBe('2026-03-01T23:30:01.000Z');
  });

  it('a minute either side of Karachi midnight falls on different days', () => {
    const before = new Date('2026-03-01T18:59:00Z');
    const after = new Date('2026-03-01T19:01:00Z');
    expect(rangeOf('today', before, 'Asia/Karachi').from.toISOString()).toBe('2026-02-28T19:00:00.000Z');
    expect(rangeOf('today', after, 'Asia/Karachi').from.toISOString()).toBe('2026-03-01T19:00:00.000Z');
    expect(rangeOf('yesterday', after, 'Asia/Karachi')).toEqual({
      from: new Date('2026-02-28T19:00:00Z'),
      to: new Date('2026-03-01T19:00:00Z'),
    });
  });

  it('counts calendar days back, across month ends', () => {
    expect(rangeOf('7d', nearMidnight, 'Asia/Karachi').from.toISOString()).toBe('2026-02-23T19:00:00.000Z');
    expect(rangeOf('30d', nearMidnight, 'Asia/Karachi').from.toISOString()).toBe('2026-01-31T19:00:00.000Z');
  });

  it('keeps a day one calendar day across a clock change', () => {
    // New York moves to summer time on 8 March 2026: that day starts at 05:00 UTC, the next at 04:00 UTC.
    const next = new Date('2026-03-09T12:00:00Z');
    expect(rangeOf('yesterday', next, 'America/New_York')).toEqual({
      from: new Date('2026-03-08T05:00:00Z'),
      to: new Date('2026-03-09T04:00:00Z'),
    });
  });

  it('reads an unknown zone name as UTC', () => {
    expect(knownZone('Mars/Olympus')).toBe('UTC');
    expect(rangeOf('today', nearMidnight, 'Mars/Olympus').from.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('history filters from the one list of ledger kinds', () => {
  it('files each kind under its filter, and kinds of no filter under "All" only', () => {
    expect(kindsOf.ALL).toBeNull();
    expect(kindsOf.WITHDRAWAL).toEqual(['WITHDRAWAL', 'WITHDRAWAL_RETURN', 'WITHDRAWAL_REFUND']);
    expect(kindsOf.GAME).toContain('JACKPOT_WIN');
    for (const k of ['JACKPOT_CONTRIBUTION', 'JACKPOT_REVERSAL', 'WITHDRAWAL_PAYOUT']) {
      expect(typeOfKind(k)).toBe('ALL');
      for (const kinds of Object.values(kindsOf)) expect(kinds ?? []).not.toContain(k);
    }
    expect(typeOfKind('REBATE')).toBe('PROMOTION');
    expect(typeOfKind('SOMETHING_NEW')).toBe('ALL');
  });
});
