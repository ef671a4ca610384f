import { playerTabs } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from '../../i18n/flat-packs.test-helpers';
import { minorOf, proofParts, recordColumnKeys, recordColumns, recordKey } from './record-columns';

describe('record tab columns', () => {
  it('cover every record tab and are labelled in both packs', () => {
    expect(Object.keys(recordColumns).sort()).toEqual([...playerTabs].sort());
    for (const key of recordColumnKeys()) {
      expect(enFlat[`players.columns.${key}`], key).toBeTruthy();
      expect(urFlat[`players.columns.${key}`], key).toBeTruthy();
    }
  });

  it('read money fields as whole minor units only', () => {
    expect(minorOf('250000')).toBe('250000');
    expect(minorOf(-500)).toBe('-500');
    expect(minorOf('12.5')).toBeNull();
    expect(minorOf(null)).toBeNull();
  });

  it('key rows by id where they have one, else by page and place', () => {
    expect(recordKey({ id: 7, kind: 'DEPOSIT' }, 0, 1)).toBe('7-DEPOSIT-0');
    expect(recordKey({ game: 'x' }, 3, 2)).toBe('2-3');
  });

  it('splits a fairness proof into its labelled parts', () => {
    expect(proofParts('sha256 abc seed def client xyz nonce 4')).toEqual([
      { label: 'sha256', value: 'abc' },
      { label: 'seed', value: 'def' },
      { label: 'client', value: 'xyz' },
      { label: 'nonce', value: '4' },
    ]);
    expect(proofParts('{"round":"r1"}')).toEqual([{ label: '', value: '{"round":"r1"}' }]);
  });
});
