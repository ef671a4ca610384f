import type { Page } from '@playwright/test';
import { expect, ownPlayer, test } from './fixtures';

/** Signs in a player of its own through the form: a login ends other sessions of a shared player elsewhere. */
const signIn = async (page: Page, remember = false) => {
  const username = await ownPlayer(page.request, 'sess');
  await page.goto('/login');
  const dialog = page.getByTestId('login-modal');
  await dialog.locator('#login-username').fill(username);
  await dialog.locator('#login-password').fill('secret12');
  const box = dialog.locator('.check input[type="checkbox"]');
  if (remember) await box.check();
  else await box.uncheck();
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  return { username, token: (await page.evaluate(() => sessionStorage.getItem('token'))) as string };
};

test.describe('session', () => {
  test('a chosen avatar shows in the header and the member panel, and survives a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/member');
    const picker = page.getByTestId('avatar-picker');
    await expect(picker.locator('button')).toHaveCount(12);
    await picker.locator('button').nth(6).click();
    await expect(picker.locator('button').nth(6)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('avatar-menu').locator('img.avatar')).toHaveAttribute('src', /\/media\/avatar\/7\.svg$/);
    await page.reload();
    await expect(page.getByTestId('member-profile').locator('img.avatar--lg')).toHaveAttribute('src', /\/media\/avatar\/7\.svg$/);
  });

  test('the security centre shows the member’s security settings, and follows a payment password being set', async ({ page }) => {
    const { token } = await signIn(page);
    await page.goto('/member/securityCenter');
    const settings = page.getByTestId('security-settings');
    await expect(settings.getByTestId('security-payment-password')).toHaveAttribute('data-set', 'false');
    await expect(settings.getByTestId('security-login-protection')).toHaveAttribute('data-on', 'false');
    const set = await page.request.put('/wps/member/paymentPassword', {
      headers: { merchant: 'DEMO', authorization: token },
      data: { newPassword: '135790' },
    });
    expect(set.ok(), await set.text()).toBe(true);
    await page.reload();
    await expect(settings.getByTestId('security-payment-password')).toHaveAttribute('data-set', 'true');
  });

  test('remember-me keeps the username (not the password) for 1 day', async ({ page, context }) => {
    const { username } = await signIn(page, true);
    const cookie = (await context.cookies()).find((c) => c.name === 'rememberUsername');
    expect(cookie?.value).toBe(username);
    const day = Date.now() / 1000 + 86_400;
    expect(Math.abs((cookie?.expires ?? 0) - day)).toBeLessThan(120);
    expect(JSON.stringify(await context.cookies())).not.toContain('secret12');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/login');
    await expect(page.getByTestId('login-modal').locator('#login-username')).toHaveValue(username);
  });

  test('member info loads from a token handed over in the URL', async ({ page, browser, lang }) => {
    const { token, username } = await signIn(page);
    const other = await browser.newContext();
    await other.addInitScript((l) => localStorage.setItem('language', l), lang);
    const fresh = await other.newPage();
    try {
      await fresh.goto(`/promotions?token=${encodeURIComponent(token)}`);
      await expect(fresh.getByTestId('avatar-menu')).toBeVisible();
      await expect(fresh.getByTestId('avatar-menu')).toContainText(username);
      await expect(fresh).toHaveURL(/\/promotions$/);
    } finally {
      await other.close();
    }
  });

  test('the side menu download link carries the language and the token', async ({ page, lang }) => {
    const { token } = await signIn(page);
    const href = (await page.getByTestId('download-link').getAttribute('href')) as string;
    const url = new URL(href);
    expect(url.searchParams.get('language')).toBe(lang);
    expect(url.searchParams.get('token')).toBe(token);
    // It lands on the app download screen (not the not-found page) listing every app of the merchant, none singled out.
    expect(url.pathname).toBe('/download');
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByTestId('screen-download')).toBeVisible();
    await expect(page.getByTestId('screen-download').locator('.download-item').first()).toBeVisible();
    await expect(page.getByTestId('screen-download').locator('.download-item[aria-current]')).toHaveCount(0);
  });

  test('customer service on the maintenance and blocked pages opens the decrypted link', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });
    const page = await context.newPage();
    try {
      await page.goto('/');
      // The seeded DEMO live-chat link, served encrypted and decrypted in the browser.
      await expect(page.getByTestId('cs-button')).toHaveAttribute('href', 'https://support.luckycrown.example/chat');
    } finally {
      await context.close();
    }
  });
});
