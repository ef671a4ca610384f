import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, moneyColours } from './brand-colours';
import { formatMinor, moneyTone } from './money';

describe('money on screen', () => {
  it('an amount is a credit, a debit or neither by its sign', () => {
    expect(moneyTone('200000')).toBe('credit');
    expect(moneyTone(-199800n)).toBe('debit');
    expect(moneyTone('0')).toBeNull();
    expect(moneyTone(null)).toBeNull();
    expect(formatMinor(-199800n, 2, 'Rs ')).toBe('-Rs 1,998.00');
  });

  // The seeded brands' themes (Lucky Crown and Acme Play, both dark) and a light one a merchant may choose.
  const themes = {
    demo: { background: '#0d1320', surface: '#151d2e', surfaceAlt: '#1d2740' },
    acme: { background: '#0b1412', surface: '#12201c', surfaceAlt: '#1a2d27' },
    light: { background: '#ffffff', surface: '#f4f5f7', surfaceAlt: '#e9ecf1' },
  };
  for (const [name, theme] of Object.entries(themes)) {
    it(`credits and debits read at WCAG AA on the page, cards and badges of the ${name} theme`, () => {
      const c = moneyColours(theme);
      expect(c.credit).not.toBe(c.debit);
      for (const ground of Object.values(theme)) {
        expect(contrastRatio(c.credit, ground)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(c.debit, ground)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
      // Green in, red out: the two differ in hue, not only in lightness.
      const [cr, cg] = [1, 3].map((i) => Number.parseInt(c.credit.slice(i, i + 2), 16));
      const [dr, dg] = [1, 3].map((i) => Number.parseInt(c.debit.slice(i, i + 2), 16));
      expect(cg).toBeGreaterThan(cr as number);
      expect(dr).toBeGreaterThan(dg as number);
    });
  }
});
