import { type BrandThemeBody, contrastPairs, contrastRatio, hexColour, MIN_TEXT_CONTRAST } from '@wl/contracts';

/** The colours in the order the form shows them: brand colours first, then the page's. */
export const themeKeys = [
  'primary',
  'primaryText',
  'accent',
  'background',
  'surface',
  'surfaceAlt',
  'text',
  'textMuted',
  'border',
] as const;
export type ThemeKey = (typeof themeKeys)[number];

/** A colour as typed: `#rrggbb` in lower case, or null when it is not one (a 3-digit or named colour is not). */
export const parseHex = (text: string) => {
  const t = text.trim();
  const full = t.startsWith('#') ? t : `#${t}`;
  return hexColour.safeParse(full).success ? full.toLowerCase() : null;
};

/** What the form knows of a draft: the colours that are not colours, each checked pair's ratio, and whether it may be saved. */
export const checkDraft = (texts: Record<ThemeKey, string>) => {
  const bad = themeKeys.filter((k) => parseHex(texts[k]) === null);
  const theme = Object.fromEntries(themeKeys.map((k) => [k, parseHex(texts[k]) ?? '#000000'])) as BrandThemeBody;
  const pairs = contrastPairs.map(([fg, bg]) => {
    const known = !bad.includes(fg) && !bad.includes(bg);
    const ratio = known ? contrastRatio(theme[fg], theme[bg]) : null;
    return { fg, bg, ratio, ok: ratio !== null && ratio >= MIN_TEXT_CONTRAST };
  });
  return { bad, theme: bad.length === 0 ? theme : null, pairs, canSave: bad.length === 0 && pairs.every((p) => p.ok) };
};

/** A ratio as WCAG writes it, rounded down so a shown 4.50 never hides a 4.499. */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
