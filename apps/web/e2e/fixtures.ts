import { test as base, expect } from '@playwright/test';

export type Lang = 'EN' | 'UR';

/** `lang` (set per project) is the language the visitor starts in: stored before the app boots. */
/**
 * `popups`: announcement pop-ups are operator content that would cover whatever a journey looks at, so they start
 * dismissed (as a returning visitor would have them) unless a journey asks for them.
 */
export const test = base.extend<{ lang: Lang; popups: boolean }>({
  lang: ['EN', { option: true }],
  popups: [false, { option: true }],
  page: async ({ page, lang, popups }, use) => {
    await page.addInitScript(
      ([l, show]) => {
        if (!localStorage.getItem('language')) localStorage.setItem('language', l as string);
        if (show) return;
        const all = JSON.stringify(Array.from({ length: 500 }, (_, i) => i + 1));
        for (const k of ['popupClosed:out', 'popupClosed:in']) if (!sessionStorage.getItem(k)) sessionStorage.setItem(k, all);
      },
      [lang, popups] as const,
    );
    await use(page);
  },
});

export { expect };

export const OPS_AUTH = { Authorization: 'Bearer e2e-ops-key-web-2' };

export const expectLanguage = async (page: import('@playwright/test').Page, lang: Lang) => {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang === 'UR' ? 'ur' : 'en');
  await expect(html).toHaveAttribute('dir', lang === 'UR' ? 'rtl' : 'ltr');
};
