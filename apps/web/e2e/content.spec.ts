import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, type Lang, register, test } from './fixtures';

/**
 * Invite friends and the content screens (issue 13): a member's invitation link → a friend registers through it →
 * the friend shows in the member's referral list; the help modal, app download, winners list, beginner guide,
 * footer vendor logos, the side menu's game centre and the slot minimum-bet hint, in EN and UR.
 * CAPTURE=1 also saves referral, download and winners at 390 and 1440 px into <repo>/screenshots.
 */
const out = path.resolve(import.meta.dirname, '../../../screenshots');
const shot = async (page: Page, lang: Lang, name: string) => {
  if (!process.env.CAPTURE) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-${name}.png`), fullPage: true });
};

const freshVisitor = async (browser: Browser, lang: Lang, baseURL: string | undefined) => {
  const ctx = await browser.newContext({ baseURL });
  await ctx.addInitScript((l) => localStorage.setItem('language', l), lang);
  return { ctx, page: await ctx.newPage() };
};

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const width of [390, 1440]) {
  test.describe(`invite friends and content (${width})`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test('invite link → a friend registers through it → shows in the referral list', async ({ page, lang, browser, baseURL }) => {
      const me = `inv${lang.toLowerCase()}${width}${Date.now() % 100000}`;
      await page.goto('/register');
      await register(page, me);
      await page.goto('/member/referral');
      const ref = page.getByTestId('referral');
      await expect(ref).toBeVisible();
      await expect(ref.getByTestId('referral-qr')).toBeVisible();
      await expect(ref.getByTestId('referral-qr')).toHaveAttribute('width', '200');
      const code = (await ref.getByTestId('referral-code').textContent()) as string;
      const link = (await ref.getByTestId('referral-link').textContent()) as string;
      expect(link).toBe(`${new URL(page.url()).origin}/register?ref=${code}`);
      await expect(ref.getByTestId('referral-qr')).toHaveAttribute('data-qr-text', link);
      // The merchant's offer (seed: 50.00 for a first deposit of 100.00) and share links carrying the invitation link.
      await expect(ref.getByTestId('referral-offer')).toContainText('50.00');
      await expect(ref.getByTestId('referral-offer')).toContainText('100.00');
      await expect(ref.getByTestId('referral-share').locator('a').first()).toHaveAttribute('href', new RegExp(encodeURIComponent(link)));
      await expect(ref.getByTestId('referral-friends')).toHaveCount(0);

      const friend = await freshVisitor(browser, lang, baseURL);
      await friend.page.goto(link);
      await expect(friend.page.getByTestId('register-form').locator('#register-recommenderId')).toHaveValue(code);
      const friendName = `frd${lang.toLowerCase()}${width}${Date.now() % 100000}`;
      await register(friend.page, friendName);
      await friend.ctx.close();

      await page.reload();
      const rows = page.getByTestId('referral-friends').locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`${friendName.slice(0, 2)}***`);
      await expect(rows.first().getByTestId('referral-status')).toHaveText(lang === 'EN' ? 'Registered' : 'رجسٹرڈ');
      await expect(page.getByTestId('referral-totals')).toContainText('1');
      await expect(page.locator('.member-centre__nav a[href="/member/referral"]')).toBeVisible();
      await noSideways(page);
      await shot(page, lang, 'referral');
    });

    test('help modal, app download, winners list, guide, footer logos, side-menu game centre, slot hint', async ({ page, lang }) => {
      await page.goto('/');
      // Footer vendor logos from the catalogue.
      const logos = page.getByTestId('vendor-logos').locator('li');
      await expect(logos.first()).toBeVisible();
      expect(await logos.count()).toBeGreaterThan(2);
      // Side menu: the game centre by category, and the help centre as a modal.
      if (width < 600) await page.getByTestId('menu-toggle').click();
      const menu = page.getByTestId('side-menu');
      await expect(menu.locator('a[href="/rng"]')).toBeVisible();
      await expect(menu.locator('a[href="/live"]')).toBeVisible();
      await menu.getByTestId('help-open').click();
      const help = page.getByTestId('help-modal');
      await expect(help).toBeVisible();
      await expect(help.locator('[data-testid^="help-article-"]').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();
      // The download link carries the language and opens our download page (never an app link to itself).
      if (width < 600 && !(await menu.getByTestId('download-link').isVisible())) await page.getByTestId('menu-toggle').click();
      const href = (await menu.getByTestId('download-link').getAttribute('href')) as string;
      expect(new URL(href).pathname).toBe('/download');
      expect(new URL(href).searchParams.get('language')).toBe(lang);

      await page.goto('/download/android');
      const dl = page.getByTestId('screen-download');
      await expect(dl.getByTestId('download-android')).toHaveAttribute('aria-current', 'true');
      for (const app of ['ios', 'android', 'lite']) {
        const item = dl.getByTestId(`download-${app}`);
        await expect(item.getByTestId(`download-qr-${app}`)).toBeVisible();
        const to = (await item.getByTestId('download-link').getAttribute('href')) as string;
        expect(to).toMatch(/^https:\/\//);
        expect(to).not.toContain('/download/');
        await expect(item.locator('.download-steps li')).toHaveCount(3);
      }
      await noSideways(page);
      await shot(page, lang, 'download');

      await page.goto('/');
      await page.getByTestId('winners-more').click();
      const winners = page.getByTestId('winners-list');
      await expect(winners.locator('tbody tr').first()).toBeVisible();
      await expect(winners.getByTestId('winner-player').first()).toContainText('***');
      await expect(winners.getByTestId('winner-prize').first()).toHaveText(/\d\.\d\d$/);
      await noSideways(page);
      await shot(page, lang, 'winners');

      await page.goto('/guide');
      await expect(page.getByTestId('guide-steps').locator('li')).toHaveCount(6);
      await page.goto('/rng');
      await expect(page.getByTestId('slot-min-bet')).toContainText('25');
      await page.goto('/help');
      await expect(page.getByTestId('screen-help')).toBeVisible();
    });
  });
}
