import { type BrandTheme, moneyColours } from '@wl/contracts';

const vars: Record<keyof BrandTheme, string> = {
  primary: '--c-primary',
  primaryText: '--c-primary-text',
  accent: '--c-accent',
  background: '--c-bg',
  surface: '--c-surface',
  surfaceAlt: '--c-surface-alt',
  text: '--c-text',
  textMuted: '--c-text-muted',
  border: '--c-border',
};

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/**
 * The merchant's brand colours become CSS variables on :root (white-label look without a rebuild), with the colours
 * of money in and out that read on them (`--c-credit`, `--c-debit`: never the brand accent, which may be red).
 */
export const applyBrandTheme = (theme: BrandTheme, root: HTMLElement = document.documentElement) => {
  for (const [key, name] of Object.entries(vars) as [keyof BrandTheme, string][]) {
    const value = theme[key];
    if (typeof value === 'string' && COLOR.test(value.trim())) root.style.setProperty(name, value.trim());
  }
  const money = moneyColours(theme);
  root.style.setProperty('--c-credit', money.credit);
  root.style.setProperty('--c-debit', money.debit);
};
