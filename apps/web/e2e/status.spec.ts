import { expect, OPS_AUTH, test } from './fixtures';

test.describe('system status pages', () => {
  test('maintenance page shows the texts, the message and customer service', { tag: '@exclusive' }, async ({ page, request }) => {
    const message = 'Back at 10:00 UTC';
    const on = await request.put('/ops/v1/merchants/DEMO/maintenance', { headers: OPS_AUTH, data: { enabled: true, message } });
    expect(on.ok()).toBe(true);
    try {
      await page.goto('/promotions');
      const screen = page.getByTestId('maintenance-page');
      await expect(screen).toBeVisible();
      await expect(screen.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByTestId('maintenance-message')).toHaveText(message);
      // The seeded live-chat link: served encrypted, decrypted in the browser.
      await expect(page.getByTestId('cs-button')).toHaveAttribute('href', 'https://support.luckycrown.example/chat');
      await expect(page.getByTestId('screen-promotions')).toHaveCount(0);
    } finally {
      const off = await request.put('/ops/v1/merchants/DEMO/maintenance', { headers: OPS_AUTH, data: { enabled: false, message: null } });
      expect(off.ok()).toBe(true);
    }
    await page.goto('/promotions');
    await expect(page.getByTestId('screen-promotions')).toBeVisible();
  });

  test('a visitor from a blocked range sees the region page with the IP', async ({ browser, lang }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.getByTestId('blocked-page')).toBeVisible();
      await expect(page.getByTestId('blocked-ip')).toHaveText('203.0.113.7');
      await expect(page.getByTestId('cs-button')).toHaveAttribute('href', /^https?:\/\//);
      await expect(page.getByTestId('screen-home')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a visitor from elsewhere is not blocked', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.20' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    await context.close();
  });
});
