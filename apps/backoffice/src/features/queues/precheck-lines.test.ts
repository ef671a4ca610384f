import { precheckCodes } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from '../../i18n/flat-packs.test-helpers';
import { type PrecheckCheck, precheckLine, precheckLines } from './precheck-lines';

const f = {
  count: (n: number) => `#${n}`,
  decimal: (n: number) => n.toFixed(2),
  money: (minor: string) => `PKR ${minor}`,
};
const check = (code: PrecheckCheck['code'], value: string, ok = true): PrecheckCheck => ({ code, ok, value });

describe('precheck in words', () => {
  it('shows wagering left as money, ratios and multiples with two decimals, counts as numbers', () => {
    expect(precheckLine(check('wagering', '125000'), f)).toMatchObject({
      valueKey: 'queues.checks.wagering.value',
      params: { amount: 'PKR 125000' },
    });
    expect(precheckLine(check('ratio', '3.5', false), f)).toMatchObject({
      ok: false,
      valueKey: 'queues.checks.ratio.value',
      params: { value: '3.50' },
    });
    expect(precheckLine(check('win_multiple', '12'), f).params).toEqual({ value: '12.00' });
    expect(precheckLine(check('linked_accounts', '2', false), f)).toMatchObject({
      nameKey: 'queues.checks.linked_accounts.name',
      params: { count: '#2' },
    });
    expect(precheckLine(check('profile_change', '5', false), f)).toMatchObject({
      valueKey: 'queues.checks.profile_change.value',
      params: { hours: '#5' },
    });
  });

  it('says "nothing deposited" for an infinite ratio and "no change" for an empty profile change', () => {
    expect(precheckLine(check('ratio', '∞', false), f)).toMatchObject({ valueKey: 'queues.checks.ratio.none', params: {} });
    expect(precheckLine(check('win_multiple', '∞', false), f).valueKey).toBe('queues.checks.win_multiple.none');
    expect(precheckLine(check('profile_change', ''), f).valueKey).toBe('queues.checks.profile_change.none');
    expect(precheckLine(check('profile_change', '0', false), f).valueKey).toBe('queues.checks.profile_change.recent');
  });

  it('shows a value it cannot read as it came', () => {
    expect(precheckLine(check('proof', 'n/a'), f)).toMatchObject({ valueKey: 'queues.checks.raw', params: { value: 'n/a' } });
    expect(precheckLine(check('wagering', '12.5'), f)).toMatchObject({ valueKey: 'queues.checks.raw', params: { value: '12.5' } });
  });

  it('puts the flagged checks first, each group in the server order', () => {
    const lines = precheckLines(
      [check('wagering', '0'), check('ratio', '4', false), check('first_withdrawal', '0', false), check('linked_accounts', '0')],
      f,
    );
    expect(lines.map((l) => l.code)).toEqual(['ratio', 'first_withdrawal', 'wagering', 'linked_accounts']);
  });

  it('names, explains and measures every rule in both languages', () => {
    for (const code of precheckCodes) {
      const line = precheckLine(check(code, code === 'wagering' ? '1' : code === 'profile_change' ? '' : '1'), f);
      for (const key of [line.nameKey, line.ruleKey, line.valueKey]) {
        expect(enFlat[key], key).toBeTruthy();
        expect(urFlat[key], key).toBeTruthy();
      }
    }
    for (const code of ['ratio', 'win_multiple', 'profile_change']) expect(urFlat[`queues.checks.${code}.none`]).toBeTruthy();
    expect(urFlat['queues.checks.profile_change.recent']).toBeTruthy();
    for (const code of ['ratio', 'win_multiple', 'profile_change']) expect(urFlat[`queues.checks.${code}.value`]).toBeTruthy();
  });
});
