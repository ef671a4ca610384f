import { expect, expectLanguage, test } from './fixtures';

test.describe('language and direction', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('home renders in the starting language with its direction', async ({ page, lang }) => {
    await page.goto('/');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'UR' ? 'لابی' : 'Lobby');
  });

  test('switching EN → UR mirrors the layout and is remembered', async ({ page, lang }) => {
    test.skip(lang !== 'EN', 'starts from English');
    await page.goto('/');
    const menu = page.getByTestId('side-menu');
    const main = page.locator('main#main');
    await expect(menu).toBeVisible();
    const ltrMenu = await menu.boundingBox();
    const ltrMain = await main.boundingBox();
    expect(ltrMenu && ltrMain && ltrMenu.x < ltrMain.x).toBe(true);

    await page.getByTestId('language-select').first().selectOption('UR');
    await expectLanguage(page, 'UR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لابی');
    const rtlMenu = await menu.boundingBox();
    const rtlMain = await main.boundingBox();
    expect(rtlMenu && rtlMain && rtlMenu.x > rtlMain.x).toBe(true);

    await page.reload();
    await expectLanguage(page, 'UR');
  });

  test('API calls carry the merchant, language and device headers', async ({ page, lang }) => {
    const request = page.waitForRequest((r) => r.url().includes('/wps/system/status'));
    await page.goto('/');
    const headers = (await request).headers();
    expect(headers.merchant).toBe('DEMO');
    expect(headers.language).toBe(lang);
    expect(headers.device).toBe('WEB');
  });
});
