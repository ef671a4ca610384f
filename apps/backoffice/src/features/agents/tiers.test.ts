import { describe, expect, it } from 'vitest';
import { majorOf, minorOf, percent, rateRange, rowsOf, tiersOf } from './tiers';
import { tabFromParams } from './agents-keys';

describe('the tier editor', () => {
  it('reads money typed in major units as minor units, and shows it back', () => {
    expect(minorOf('1,500')).toBe('150000');
    expect(minorOf('12.5')).toBe('1250');
    expect(minorOf('0')).toBe('0');
    expect(minorOf('-1')).toBeNull();
    expect(minorOf('1.234')).toBeNull();
    expect(majorOf('150000')).toBe('1500');
    expect(majorOf('1250')).toBe('12.50');
  });

  it('turns rows into tiers, or names the first bad row', () => {
    expect(
      tiersOf([
        { min: '0', active: '0', rate: '0.4' },
        { min: '500', active: '2', rate: '1.25' },
      ]),
    ).toEqual({
      tiers: [
        { min: '0', active: 0, rateBp: 40 },
        { min: '50000', active: 2, rateBp: 125 },
      ],
    });
    expect(
      tiersOf([
        { min: '0', active: '0', rate: '0.4' },
        { min: 'x', active: '0', rate: '1' },
      ]),
    ).toEqual({ bad: 1 });
    expect(tiersOf([{ min: '0', active: '0', rate: '51' }])).toEqual({ bad: 0 });
    expect(tiersOf([])).toEqual({ bad: 0 });
  });

  it('round-trips a template’s tiers and summarises rates', () => {
    const tiers = [
      { min: '0', active: 0, rateBp: 40 },
      { min: '50000', active: 2, rateBp: 120 },
    ];
    expect(tiersOf(rowsOf(tiers))).toEqual({ tiers });
    expect(rateRange(tiers)).toBe('0.4% → 1.2%');
    expect(rateRange([{ rateBp: 150 }])).toBe('1.5%');
    expect(percent(5000)).toBe('50%');
  });

  it('keeps the tab in the address, the tree unless told', () => {
    expect(tabFromParams(new URLSearchParams('tab=settlements'))).toBe('settlements');
    expect(tabFromParams(new URLSearchParams('tab=nope'))).toBe('tree');
    expect(tabFromParams(new URLSearchParams(''))).toBe('tree');
  });
});
