import { describe, expect, it } from 'vitest';
import { currencySymbol } from './context';
import en from './text/en.json';
import ur from './text/ur.json';

const keys = (o: Record<string, unknown>, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`]));

describe('studio page texts', () => {
  it('English and Urdu have the same keys, every text filled, the same placeholders', () => {
    expect(keys(ur).sort()).toEqual(keys(en).sort());
    const at = (o: unknown, k: string) => k.split('.').reduce<unknown>((n, part) => (n as Record<string, unknown>)[part], o) as string;
    for (const k of keys(en)) {
      expect(at(en, k).length, k).toBeGreaterThan(0);
      expect(at(ur, k).length, k).toBeGreaterThan(0);
      const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(vars(at(ur, k)), k).toEqual(vars(at(en, k)));
    }
  });
});

describe('studio page money', () => {
  it('shows the currency sign the site shows (Rs for PKR), not the ISO code', () => {
    expect(currencySymbol('PKR')).toBe('Rs');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('not a code')).toBe('not a code');
  });
});
