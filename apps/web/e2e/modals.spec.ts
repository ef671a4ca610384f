import { expect, test } from './fixtures';

/** One modal at a time: the announcement pop-up waits behind no form; it shows once the form is closed. */
test.describe('one modal at a time', () => {
  test.use({ popups: true });
  for (const width of [360, 1440]) {
    for (const [path, form] of [
      ['/register', 'register-modal'],
      ['/login', 'login-modal'],
    ]) {
      test(`${path} at ${width} px shows the form alone; the announcement follows`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path as string);
        await expect(page.getByTestId(form as string)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByTestId('announcement-popup')).toHaveCount(0);
        await expect(page.getByRole('dialog')).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId(form as string)).toHaveCount(0);
        await expect(page.getByTestId('announcement-popup')).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(1);
      });
    }
  }
});
