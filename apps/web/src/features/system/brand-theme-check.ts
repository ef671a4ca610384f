import { type BrandTheme, brandTheme } from '@wl/contracts';

export const checkBrandTheme = (theme: unknown): BrandTheme | null => {
  const parsed = brandTheme.safeParse(theme);
  return parsed.success ? parsed.data : null;
};
