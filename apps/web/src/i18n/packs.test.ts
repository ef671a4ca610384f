import { errorCodes, errorsEn, errorsUr, errorTextKey } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ur from './ur.json';

type Pack = { [k: string]: string | Pack };

const flatten = (pack: Pack, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(pack)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
};

const enFlat = flatten({ ...en, errors: errorsEn } as Pack);
const urFlat = flatten({ ...ur, errors: errorsUr } as Pack);
const ARABIC = /[\u0600-\u06FF]/;
/** Keys whose text is the same in every pack on purpose (the Chinese agent marketing text, brand names). */
const SAME_EVERYWHERE = ['agent.marketing', 'agent.marketingSub'];

describe('language packs', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(urFlat).sort()).toEqual(Object.keys(enFlat).sort());
  });

  it('have no empty values', () => {
    for (const [k, v] of [...Object.entries(enFlat), ...Object.entries(urFlat)]) {
      expect(v.trim(), k).not.toBe('');
    }
  });

  it('write Urdu in Urdu script', () => {
    const keys = Object.keys(urFlat).filter((k) => !SAME_EVERYWHERE.includes(k));
    const urdu = keys.filter((k) => ARABIC.test(urFlat[k] as string));
    expect(urdu.length / keys.length).toBeGreaterThan(0.95);
    for (const k of ['in_no_data', 'in_need_true_account', 'game_maintenance', 'info_maintenance', 'blockip', 'info_ip_block', 'Access restricted']) {
      expect(urFlat[k], k).toMatch(ARABIC);
      expect(enFlat[k], k).not.toMatch(ARABIC);
    }
  });

  it('keep the Chinese agent marketing text in both packs', () => {
    for (const k of SAME_EVERYWHERE) {
      expect(enFlat[k]).toMatch(/[\u4e00-\u9fff]/);
      expect(urFlat[k]).toBe(enFlat[k]);
    }
  });

  it('have a text for every coded error', () => {
    for (const code of errorCodes) {
      expect(enFlat[errorTextKey(code)], code).toBeTruthy();
      expect(urFlat[errorTextKey(code)], code).toBeTruthy();
    }
  });

  it('use the same interpolation variables in both packs', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const k of Object.keys(enFlat)) expect(vars(urFlat[k] as string), k).toEqual(vars(enFlat[k] as string));
  });
});
