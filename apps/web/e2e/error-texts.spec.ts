import type { Page } from '@playwright/test';
import { OPS_AUTH, expect, test } from './fixtures';

const signIn = async (page: Page, account: string) => {
  const res = await page.request.post(`/ops/v1/merchants/DEMO/members/${account}/session`, { headers: OPS_AUTH });
  const token = (await res.json()).value.token as string;
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
};

test('a deposit outside the channel limits names both limits (no raw placeholders)', async ({ page }) => {
  await signIn(page, 'demoplayer2');
  await page.goto('/member/depositv2');
  await page.getByTestId('channel-FASTPAY').click();
  await page.getByTestId('deposit-amount').fill('5');
  await page.getByTestId('deposit-submit').click();
  const error = page.getByTestId('error-text');
  await expect(error).toHaveAttribute('data-code', 'wallet.amount_out_of_range');
  await expect(error).toContainText('100.00');
  await expect(error).not.toContainText('{{');
});

test('a wrong password warns one try before the lock, and the fifth says the account is locked for 5 minutes', async ({ page, lang }) => {
  // Nobody has this name: the lock counts wrong tries per name, and the answer is the same as for a wrong password.
  const account = `lock${lang.toLowerCase()}${Date.now().toString(36)}`;
  await page.goto('/login');
  const dialog = page.getByTestId('login-modal');
  const error = dialog.getByTestId('error-text');
  let used = '';
  for (let i = 1; i <= 5; i++) {
    await dialog.locator('input[name="username"]').fill(account);
    await dialog.locator('input[name="password"]').fill(`wrong-${i}`);
    const captcha = dialog.locator('input[name="captcha"]');
    if (await captcha.isVisible()) {
      // A captcha is used once; take a fresh one when the form still shows the used one.
      const img = dialog.getByTestId('captcha-image');
      if ((await img.getAttribute('data-captcha-id')) === used) {
        await dialog.getByRole('button', { name: /refresh|ریفریش|تازہ/i }).click();
        await expect(img).not.toHaveAttribute('data-captcha-id', used);
      }
      used = (await img.getAttribute('data-captcha-id')) as string;
      const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(used)}`);
      await captcha.fill((await res.json()).value[0]?.body ?? '');
    }
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /login/i.test(r.url()));
    await dialog.locator('button[type="submit"]').click();
    await answered;
    if (i < 4) await expect(error).toHaveAttribute('data-code', 'login.failed');
    if (i < 4) await expect(dialog.getByTestId('last-try-warning')).toHaveCount(0);
    if (i === 4) await expect(dialog.getByTestId('last-try-warning')).toContainText('5');
  }
  await expect(error).toHaveAttribute('data-code', 'login.temporarily_locked');
  await expect(error).toContainText(/5 minutes|5 منٹ/);
});
