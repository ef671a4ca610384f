import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { CJK_PATTERN, collectCjkCodePoints, isCjk } from '../../scripts/cjk-chars';
import en from '../i18n/en.json';

const WEIGHTS = [400, 800];
const fontPath = (weight: number) => fileURLToPath(new URL(`../assets/fonts/agent-cjk-${weight}.woff2`, import.meta.url));
const openFont = (weight: number) => fontkit.create(readFileSync(fontPath(weight))) as fontkit.Font;
const show = (cps: number[]) => cps.map((cp) => String.fromCodePoint(cp)).join('');

describe('Agent CJK subset font', () => {
  const used = collectCjkCodePoints();

  it('finds the Chinese marketing text of /agent in the sources', () => {
    const marketing = [...`${en.agent.marketing}${en.agent.marketingSub}`.matchAll(CJK_PATTERN)].map(([c]) => c.codePointAt(0)!);
    expect(marketing.length).toBeGreaterThan(0);
    expect(marketing.filter((cp) => !used.includes(cp))).toEqual([]);
  });

  // Fails when Chinese text is added without running apps/web/scripts/subset-cjk-font.ts.
  it.each(WEIGHTS)('weight %i draws every CJK character the sources use', (weight) => {
    const font = openFont(weight);
    expect(show(used.filter((cp) => !font.hasGlyphForCodePoint(cp)))).toBe('');
  });

  it.each(WEIGHTS)('weight %i holds only those characters, so it stays small', (weight) => {
    const extra = openFont(weight).characterSet.filter((cp) => isCjk(cp) && !used.includes(cp));
    expect(show(extra)).toBe('');
  });

  it('is declared for every shipped weight on the /agent page', () => {
    const css = readFileSync(fileURLToPath(new URL('./agent-cjk.css', import.meta.url)), 'utf8');
    for (const weight of WEIGHTS) expect(css).toContain(`agent-cjk-${weight}.woff2`);
  });
});
