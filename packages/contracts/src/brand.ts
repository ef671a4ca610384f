import { z } from 'zod';
import { verificationMethod } from './auth';
import { regionRuleBody } from './ops';
import { registerRules } from './register-rules';
import { contrastRatio, HEX_COLOUR, MIN_TEXT_CONTRAST } from './brand-colours';
import { brandTheme } from './brand-theme';

/** A brand colour as the back office stores it: `#rrggbb` (the form the colour inputs and the contrast check use). */
export const hexColour = z.string().regex(HEX_COLOUR);

/** PUT …/brand/theme: every colour of the player site's theme (the CSS variables the site applies at start). */
export const brandThemeBody = z.object(
  Object.fromEntries(Object.keys(brandTheme.shape).map((k) => [k, hexColour])) as Record<keyof typeof brandTheme.shape, typeof hexColour>,
);
export type BrandThemeBody = z.infer<typeof brandThemeBody>;

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
