import path from 'node:path';
import { signedInStaff } from './backoffice-helpers';
import { expect, test } from './fixtures';

/**
 * Every back-office page (issue 29) as an administrator sees it, at a phone's and a desktop's width, in the project's
 * language: its heading shows, nothing runs past the page's width, and a picture of it goes to
 * test-results/backoffice-<lang>-<width>-<page>.png for a person to look at.
 */
const PAGES = ['dashboard', 'players', 'deposits', 'withdrawals', 'approvals', 'staff', 'roles', 'audit', 'sessions'];

for (const width of [390, 1440]) {
  test(`every back-office page at ${width} px`, async ({ page, request, lang }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signedInStaff(page, request, lang, 'administrator');
    const out = test.info().project.outputDir;
    for (const id of PAGES) {
      await page.goto(`/backoffice/${id}`);
      await expect(page.locator(`#page-${id}-title`)).toBeVisible();
      // Taken once the page's data has come (no loading bar left) and its fonts are in.
      await expect(page.locator('.loading')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${id} is wider than the window`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(out, `backoffice-${lang.toLowerCase()}-${width}-${id}.png`), fullPage: true });
    }
  });
}
