import { describe, expect, it } from 'vitest';
import { limitAmountOf, staffMaySet, timeoutHoursOf } from './limit-amount';

describe('a limit typed by staff', () => {
  it('reads money in major units as minor units, with separators and up to two decimals', () => {
    expect(limitAmountOf('deposit', '5,000')).toBe('500000');
    expect(limitAmountOf('loss', '12.5')).toBe('1250');
    expect(limitAmountOf('wager', ' 0.01 ')).toBe('1');
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3']) expect(limitAmountOf('deposit', bad), bad).toBeNull();
  });

  it('reads a session limit as whole minutes from 1 to 1,440', () => {
    expect(limitAmountOf('session', '90')).toBe('90');
    expect(limitAmountOf('session', '1,440')).toBe('1440');
    for (const bad of ['0', '1441', '1.5', '']) expect(limitAmountOf('session', bad), bad).toBeNull();
  });

  it('may set a first limit or lower one, never raise one', () => {
    expect(staffMaySet(null, '999999')).toBe(true);
    expect(staffMaySet('500000', '400000')).toBe(true);
    expect(staffMaySet('500000', '500000')).toBe(true);
    expect(staffMaySet('500000', '500001')).toBe(false);
  });

  it('takes a time-out in whole hours within the profile', () => {
    const bounds = { min: 24, max: 1008 };
    expect(timeoutHoursOf('24', bounds)).toBe(24);
    expect(timeoutHoursOf('1,008', bounds)).toBe(1008);
    for (const bad of ['23', '1009', '48.5', 'x']) expect(timeoutHoursOf(bad, bounds), bad).toBeNull();
  });
});
