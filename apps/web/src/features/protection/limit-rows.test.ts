import type { LimitView } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeOf,
  choicesWithin,
  exclusionPresets,
  hoursAs,
  hoursMinutes,
  leftOf,
  limitAmountOf,
  limitRows,
  partitionRows,
  realityChoices,
  timeoutPresets,
} from './limit-rows';

const view = (v: Partial<LimitView>): LimitView => ({
  kind: 'deposit',
  period: 'day',
  amount: null,
  used: null,
  resetsAt: null,
  pending: null,
  ...v,
});

describe('limit rows', () => {
  it('list every kind and period the contract takes, the set ones with their values', () => {
    const rows = limitRows([view({ kind: 'loss', period: 'week', amount: '5000', used: '100' })]);
    expect(rows.map((r) => `${r.kind}/${r.period}`)).toEqual([
      'deposit/day',
      'deposit/week',
      'deposit/month',
      'loss/day',
      'loss/week',
      'loss/month',
      'wager/day',
      'wager/week',
      'wager/month',
      'session/session',
    ]);
    expect(rows[4]?.view.amount).toBe('5000');
    expect(rows[0]?.view.amount).toBeNull();
  });

  it('show in full those with a limit or a pending change, and name the others', () => {
    const rows = limitRows([
      view({ amount: '100' }),
      view({ kind: 'wager', period: 'week', pending: { amount: '500', effectiveAt: '2026-01-02T00:00:00Z', confirmable: false } }),
    ]);
    const { set, unset } = partitionRows(rows);
    expect(set.map((r) => `${r.kind}/${r.period}`)).toEqual(['deposit/day', 'wager/week']);
    expect(unset).toHaveLength(8);
  });

  it('leave the limit minus what was used, never below zero', () => {
    expect(leftOf(view({ amount: '10000', used: '2500' }))).toBe(7500n);
    expect(leftOf(view({ amount: '10000', used: '12000' }))).toBe(0n);
    expect(leftOf(view({ amount: '10000', used: null }))).toBe(10000n);
  });

  it('leave the whole loss limit (not more) while the player is ahead', () => {
    expect(leftOf(view({ kind: 'loss', amount: '10000', used: '-3000' }))).toBe(10000n);
  });

  it('have nothing left to show without a limit, or for the session time', () => {
    expect(leftOf(view({}))).toBeNull();
    expect(leftOf(view({ kind: 'session', period: 'session', amount: '60' }))).toBeNull();
  });
});

describe('a limit change', () => {
  it('applies at once when it lowers the limit or sets the first one', () => {
    expect(changeOf('10000', '5000')).toBe('now');
    expect(changeOf(null, '5000')).toBe('now');
  });
  it('waits for the cooling-off when it raises or removes the limit', () => {
    expect(changeOf('10000', '20000')).toBe('later');
    expect(changeOf('10000', null)).toBe('later');
  });
  it('changes nothing at the same amount', () => {
    expect(changeOf('10000', '10000')).toBe('same');
    expect(changeOf(null, null)).toBe('same');
  });
});

describe('the amount typed', () => {
  it('is sent in minor units for money limits', () => {
    expect(limitAmountOf('deposit', '150', 2)).toBe('15000');
    expect(limitAmountOf('wager', ' 12.5 ', 2)).toBe('1250');
    expect(limitAmountOf('loss', '1,000', 2)).toBeNull();
    expect(limitAmountOf('deposit', '0', 2)).toBeNull();
    expect(limitAmountOf('deposit', '1.234', 2)).toBeNull();
  });
  it('is whole minutes, one to a day, for the session time', () => {
    expect(limitAmountOf('session', '90', 2)).toBe('90');
    expect(limitAmountOf('session', '0', 2)).toBeNull();
    expect(limitAmountOf('session', '1441', 2)).toBeNull();
    expect(limitAmountOf('session', '1.5', 2)).toBeNull();
  });
});

describe('durations offered', () => {
  it('keep the presets within the profile range', () => {
    expect(choicesWithin(timeoutPresets, { min: 24, max: 1008 })).toEqual([24, 72, 168, 1008]);
    expect(choicesWithin(timeoutPresets, { min: 48, max: 336 })).toEqual([72, 168]);
    expect(choicesWithin(exclusionPresets, { min: 6, max: 60 })).toEqual([6, 12, 24, 60]);
  });
  it('offer the range ends when no preset fits', () => {
    expect(choicesWithin(exclusionPresets, { min: 7, max: 9 })).toEqual([7, 9]);
    expect(choicesWithin(exclusionPresets, { min: 8, max: 8 })).toEqual([8]);
  });
  it('name hours by their largest whole unit', () => {
    expect(hoursAs(24)).toEqual({ unit: 'hours', count: 24 });
    expect(hoursAs(72)).toEqual({ unit: 'days', count: 3 });
    expect(hoursAs(1008)).toEqual({ unit: 'weeks', count: 6 });
    expect(hoursMinutes(125)).toEqual({ h: 2, m: 5 });
  });
});

describe('reality-check intervals', () => {
  it('offer off only where the profile does not make the check mandatory', () => {
    expect(realityChoices(false, null, 60)[0]).toBeNull();
    expect(realityChoices(true, 60, 60)).not.toContain(null);
  });
  it('include the profile default and the current choice once', () => {
    const c = realityChoices(true, 20, 60);
    expect(c).toContain(20);
    expect(c.filter((m) => m === 60)).toHaveLength(1);
  });
});

describe('the limits offer', () => {
  it('shows on the deposit page under every profile that offers limits, after registration only where the profile says', async () => {
    const { offerShown } = await import('./LimitsOffer');
    const uk = { offerLimits: true, profile: { offerLimitsAt: 'REGISTRATION' } };
    const mt = { offerLimits: true, profile: { offerLimitsAt: 'FIRST_DEPOSIT' } };
    expect(offerShown(uk, 'registration')).toBe(true);
    expect(offerShown(uk, 'deposit')).toBe(true);
    expect(offerShown(mt, 'registration')).toBe(false);
    expect(offerShown(mt, 'deposit')).toBe(true);
    expect(offerShown({ ...uk, offerLimits: false }, 'deposit')).toBe(false);
    expect(offerShown(undefined, 'deposit')).toBe(false);
  });
});
