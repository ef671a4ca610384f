import path from 'node:path';
import { expect, opsSignIn, test } from './fixtures';

/**
 * Screenshots for looking at the screens (not assertions): CAPTURE=1 npm run test:e2e -- capture
 * writes <repo>/screenshots/<lang>-<width>-<page>.png (git-ignored).
 */
const out = path.resolve(import.meta.dirname, '../../../screenshots');
const pages: [string, string][] = [
  ['home', '/'],
  ['member', '/member/securityCenter'],
  ['help', '/help#term'],
  ['agent', '/agent'],
  ['rng', '/rng'],
  ['live', '/live'],
  ['sports', '/sports'],
  ['register', '/register'],
];

for (const width of [390, 1440]) {
  test.describe(`capture ${width}`, () => {
    test.skip(!process.env.CAPTURE, 'set CAPTURE=1 to take screenshots');
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    for (const [name, url] of pages) {
      test(`${name}`, async ({ page, lang }) => {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-${name}.png`), fullPage: name !== 'register' });
      });
    }
    test('responsible gaming', async ({ page, lang }) => {
      // A seeded player's page as it opens (an operator's session: it signs no journey beside this one out).
      await opsSignIn(page, 'demo01');
      await page.goto('/member/responsibleGaming');
      await expect(page.getByTestId('protection-page')).toBeVisible();
      await expect(page.getByTestId('summary-totals')).toBeVisible();
      await page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-responsible-gaming.png`), fullPage: true });
    });
    test('drawer', async ({ page, lang }) => {
      test.skip(width > 600, 'phone only');
      await page.goto('/');
      await page.getByTestId('menu-toggle').click();
      // The picture is taken once the drawer is open and its slide-in has finished, however long that takes.
      const drawer = page.locator('.side-menu--open');
      await expect(drawer).toBeVisible();
      await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await page.screenshot({ path: path.join(out, `${lang.toLowerCase()}-${width}-drawer.png`) });
    });
  });
}
