import { harmIndicators } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from '../../i18n/flat-packs.test-helpers';
import { indicatorLabelKey, indicatorRows } from './indicators';

describe('markers of harm', () => {
  it('label every indicator the contracts name, in English and Urdu', () => {
    for (const key of harmIndicators) {
      const label = indicatorLabelKey(key) as string;
      expect(enFlat[label], key).toBeTruthy();
      expect(urFlat[label], key).toBeTruthy();
    }
    expect(indicatorLabelKey('somethingNew')).toBeNull();
  });

  it('list a case’s triggers in the contracts’ order, unknown ones last', () => {
    expect(indicatorRows({ zeta: 1, longSessions: 3, nightPlay: 12 })).toEqual([
      { key: 'nightPlay', known: true, value: 12 },
      { key: 'longSessions', known: true, value: 3 },
      { key: 'zeta', known: false, value: 1 },
    ]);
  });

  it('list every indicator of a player’s markers, a missing one as 0', () => {
    const rows = indicatorRows({ failedDeposits: 4 }, true);
    expect(rows.map((r) => r.key)).toEqual([...harmIndicators]);
    expect(rows.find((r) => r.key === 'failedDeposits')?.value).toBe(4);
    expect(rows.find((r) => r.key === 'chatKeywords')?.value).toBe(0);
  });
});
