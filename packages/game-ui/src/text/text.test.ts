import { describe, expect, it } from 'vitest';
import { createText, gameUiText } from './text';

const keys = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('game-ui text packs', () => {
  it('English and Urdu have the same keys, each a non-empty text with the same placeholders', () => {
    expect(keys(gameUiText.ur).sort()).toEqual(keys(gameUiText.en).sort());
    const ur = createText(gameUiText.ur);
    for (const key of keys(gameUiText.en)) {
      const en = createText(gameUiText.en)(key);
      expect(en.length, key).toBeGreaterThan(0);
      expect(placeholders(ur(key)), key).toEqual(placeholders(en));
    }
  });

  it('fills placeholders and shows an unknown key as itself', () => {
    const t = createText(gameUiText.en);
    expect(t('result.returned', { amount: 'Rs 9.20', stake: 'Rs 10.00' })).toBe('Returned Rs 9.20 of Rs 10.00 staked');
    expect(t('nope.key')).toBe('nope.key');
  });
});
