import { contrastRatio, MIN_TEXT_CONTRAST } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { toneClass } from '../../shared/money';
import { applyBrandTheme } from './theme';

/** A root element stand-in: the CSS variables the theme sets. */
const fakeRoot = () => {
  const vars = new Map<string, string>();
  return { vars, root: { style: { setProperty: (k: string, v: string) => vars.set(k, v) } } as unknown as HTMLElement };
};

// Lucky Crown's seeded theme: its accent is a red, which once coloured credits like debits.
const demo = {
  primary: '#f5b301',
  primaryText: '#1a1300',
  accent: '#ff4d6d',
  background: '#0d1320',
  surface: '#151d2e',
  surfaceAlt: '#1d2740',
  text: '#e8ecf5',
  textMuted: '#8a94ab',
  border: '#26314d',
};

describe('money colours on the page', () => {
  it('a credit and a debit get their own classes by sign, zero and nothing get none', () => {
    expect(toneClass('200000')).toBe('money--credit');
    expect(toneClass('-199800')).toBe('money--debit');
    expect(toneClass('0')).toBeUndefined();
    expect(toneClass(null)).toBeUndefined();
  });

  it('the theme sets credit and debit colours that differ, are not the brand accent, and read at AA', () => {
    const { vars, root } = fakeRoot();
    applyBrandTheme(demo, root);
    const credit = vars.get('--c-credit') as string;
    const debit = vars.get('--c-debit') as string;
    expect(credit).not.toBe(debit);
    expect(credit).not.toBe(demo.accent);
    for (const ground of [demo.background, demo.surface, demo.surfaceAlt]) {
      expect(contrastRatio(credit, ground)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(debit, ground)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('a light theme gets deep shades that still read', () => {
    const { vars, root } = fakeRoot();
    applyBrandTheme({ ...demo, background: '#ffffff', surface: '#f6f7f9', surfaceAlt: '#eceff3', text: '#111111' }, root);
    expect(contrastRatio(vars.get('--c-credit') as string, '#eceff3')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(vars.get('--c-debit') as string, '#eceff3')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
