import { z } from 'zod';
import { verificationMethod } from './auth';
import { regionRuleBody } from './ops';
import { registerRules } from './register-rules';
import { brandTheme } from './system';

/** A brand colour as the back office stores it: `#rrggbb` (the form the colour inputs and the contrast check use). */
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** PUT …/brand/theme: every colour of the player site's theme (the CSS variables the site applies at start). */
export const brandThemeBody = z.object(
  Object.fromEntries(Object.keys(brandTheme.shape).map((k) => [k, hexColour])) as Record<keyof typeof brandTheme.shape, typeof hexColour>,
);
export type BrandThemeBody = z.infer<typeof brandThemeBody>;

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

/** The pairs a reader must be able to read: body text on the page, and the text on primary buttons. */
export const contrastPairs = [
  ['text', 'background'],
  ['primaryText', 'primary'],
] as const satisfies readonly (readonly [keyof BrandThemeBody, keyof BrandThemeBody])[];

/** The pairs of a theme below AA, each with its ratio rounded to two decimals (none: the theme reads well). */
export const contrastProblems = (theme: BrandThemeBody) =>
  contrastPairs.flatMap(([fg, bg]) => {
    const ratio = contrastRatio(theme[fg], theme[bg]);
    return ratio < MIN_TEXT_CONTRAST ? [{ fg, bg, ratio: Math.floor(ratio * 100) / 100 }] : [];
  });

/** PUT …/brand/logo: a PNG, JPEG or WebP image, base64, at most LOGO_MAX_BYTES once decoded. */
export const LOGO_MAX_BYTES = 200 * 1024;
export const brandLogoBody = z.object({
  data: z
    .string()
    .min(8)
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 8),
});
export const brandLogoValue = z.object({ url: z.string(), mime: z.string(), width: z.number().int(), height: z.number().int() });
export type BrandLogoValue = z.infer<typeof brandLogoValue>;

/** A switch of the whitelabel tree as the back office shows it: as stored, as players get it, and whether anything answers it. */
export type BrandModuleNode = { modId: string; stored: boolean; live: boolean; implemented: boolean; children: BrandModuleNode[] };
export const brandModuleNode: z.ZodType<BrandModuleNode> = z.lazy(() =>
  z.object({ modId: z.string(), stored: z.boolean(), live: z.boolean(), implemented: z.boolean(), children: z.array(brandModuleNode) }),
);

/** Sign-in and limit settings of a merchant the back office edits (social providers' secrets stay with the operator API). */
export const brandLoginBody = z.object({
  smsExpiryMinutes: z.number().int().min(1).max(60),
  passwordMaxAgeDays: z.number().int().min(0).max(3650),
  loginVerifyMethods: z.array(verificationMethod).max(4),
  /** The youngest age a player may register at. */
  minAge: z.number().int().min(16).max(25),
});
export type BrandLoginBody = z.infer<typeof brandLoginBody>;
export const brandLoginValue = brandLoginBody.extend({ providers: z.array(z.string()) });

/** GET …/brand: every brand setting of a merchant, as stored. */
export const brandSettingsValue = z.object({
  merchant: z.object({ code: z.string(), name: z.string(), languages: z.array(z.string()) }),
  modules: z.array(brandModuleNode),
  register: registerRules,
  login: brandLoginValue,
  maintenance: z.object({ enabled: z.boolean(), message: z.record(z.string(), z.string()), endsAt: z.string().nullable() }),
  regionRules: z.array(regionRuleBody),
  theme: brandThemeBody,
  logoUrl: z.string(),
});
export type BrandSettingsValue = z.infer<typeof brandSettingsValue>;

/** The logo's address on the player site: a new upload (any merchant change) gets a new address, so no cache keeps the old one. */
export const brandLogoUrl = (code: string, updatedAt: Date) => `/media/brand/${code}/logo.svg?v=${updatedAt.getTime()}`;

/** The message the player site posts to the back office's preview frame when it listens, and the draft it is sent. */
export const BRAND_PREVIEW_READY = 'wl:brand-preview-ready';
export const BRAND_PREVIEW_THEME = 'wl:brand-preview-theme';

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
export const moneyColours = (theme: Pick<BrandThemeBody, 'background' | 'surface' | 'surfaceAlt'>) => {
  const grounds = [theme.background, theme.surface, theme.surfaceAlt].filter((c) => hexColour.safeParse(c).success);
  return { credit: readableOn(creditShades, grounds), debit: readableOn(debitShades, grounds) };
};
