import { test as base, expect } from '@playwright/test';

export type Lang = 'EN' | 'UR';

/** `lang` (set per project) is the language the visitor starts in: stored before the app boots. */
export const test = base.extend<{ lang: Lang }>({
  lang: ['EN', { option: true }],
  page: async ({ page, lang }, use) => {
    await page.addInitScript((l) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', l);
    }, lang);
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
