import path from 'node:path';
import { OPS_AUTH, test } from './fixtures';

/**
 * Screenshots of form answers (CAPTURE=1 … forms-capture; SHOTS_DIR to choose the folder, git-ignored by default):
 * the login dialog after failed tries (error and the renewed captcha) and the withdrawal page after success.
 */
const out = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../../screenshots');

for (const width of [390, 1440]) {
  test.describe(`forms capture ${width}`, () => {
    test.skip(!process.env.CAPTURE, 'set CAPTURE=1 to take screenshots');
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const shot = (lang: string, name: string) => path.join(out, `${lang.toLowerCase()}-${width}-${name}.png`);

    test('login after failed tries, captcha shown', async ({ page, lang }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${width === 390 ? 5 : 6}${lang === 'EN' ? 1 : 2}` });
      await page.goto('/login');
      const form = page.getByTestId('login-form');
      await form.locator('#login-username').fill(`nobody${width}${lang.toLowerCase()}`);
      for (let i = 0; i < 3; i++) {
        await form.locator('#login-password').fill(`wrong${i}000`);
        await form.locator('button[type="submit"]').click();
        await form.getByTestId('error-text').waitFor();
      }
      await form.getByTestId('captcha-image').waitFor();
      await page.screenshot({ path: shot(lang, 'login-failed') });
    });

    test('withdrawal after success', async ({ page, lang }) => {
      const res = await page.request.post('/ops/v1/merchants/DEMO/members/demodown1/session', { headers: OPS_AUTH });
      const token = (await res.json()).value.token as string;
      await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
      await page.goto('/member/withdraw');
      await page.getByTestId('withdraw-amount').fill('100');
      await page.getByTestId('withdraw-password').fill('246810');
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('withdraw-done').waitFor();
      await page.getByTestId('withdraw-done').scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(lang, 'withdraw-done') });
    });
  });
}
