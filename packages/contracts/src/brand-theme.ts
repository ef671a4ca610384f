import { z } from 'zod';

/**
 * A merchant's colours as the site reads them. In a module of its own: the site's first bundle reads no schema, and
 * the back office's preview frame checks draft colours with this one only when a draft arrives (decision 018).
 */
export const brandTheme = z.object({
  primary: z.string(),
  primaryText: z.string(),
  accent: z.string(),
  background: z.string(),
  surface: z.string(),
  surfaceAlt: z.string(),
  text: z.string(),
  textMuted: z.string(),
  border: z.string(),
});
export type BrandTheme = z.infer<typeof brandTheme>;
