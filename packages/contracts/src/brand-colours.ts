/**
 * Colour arithmetic of a brand theme, without schemas: the player site applies the money colours on its first screen,
 * whose bundle carries no zod (decision 018); the back office checks drafts with the same functions.
 */

/** A brand colour as the back office stores it: `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2.x relative luminance of `#rrggbb`. */
export const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export const contrastRatio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The colours of money in and money out on a theme: fixed meanings (green in, red out), never the brand accent (a
 * brand may be red, and then a credit would read as a loss), each the first of its shades that reads at AA on the
 * page, the cards and the badges. A dark theme gets the light shades, a light theme the deep ones; a mid-grey theme
 * where none reads gets the shade that reads best.
 */
const creditShades = ['#3ddc84', '#1f9d57', '#0b7a3e', '#05602f'];
const debitShades = ['#ff6b6b', '#e04848', '#c62828', '#9b1c1c'];
const readableOn = (shades: string[], grounds: string[]) => {
  const worst = (c: string) => Math.min(...grounds.map((g) => contrastRatio(c, g)));
  return shades.find((c) => worst(c) >= MIN_TEXT_CONTRAST) ?? shades.reduce((a, b) => (worst(b) > worst(a) ? b : a));
};
export const moneyColours = (theme: { background: string; surface: string; surfaceAlt: string }) => {
  const grounds = [theme.background, theme.surface, theme.surfaceAlt].filter((c) => typeof c === 'string' && HEX_COLOUR.test(c));
  return { credit: readableOn(creditShades, grounds), debit: readableOn(debitShades, grounds) };
};
