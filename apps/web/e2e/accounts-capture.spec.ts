import path from 'node:path';
import { test } from './fixtures';

/** Screenshots of the account pop-ups (CAPTURE=1 npm run test:e2e -- accounts-capture), git-ignored. */
const out = path.resolve(import.meta.dirname, '../../../screenshots');

for (const width of [390, 1440]) {
  test.describe(`accounts capture ${width}`, () => {
    test.skip(!process.env.CAPTURE, 'set CAPTURE=1 to take screenshots');
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const shot = (lang: string, name: string) => path.join(out, `${lang.toLowerCase()}-${width}-acc-${name}.png`);

    test('login, sms, register mobile, forgot', async ({ page, lang }) => {
      await page.goto('/login');
      await page.getByTestId('login-form').waitFor();
      await page.getByTestId('login-form').locator('button[type="submit"]').click();
      await page.screenshot({ path: shot(lang, 'login') });
      await page.getByTestId('login-tab-sms').click();
      await page.screenshot({ path: shot(lang, 'login-sms') });
      await page.goto('/register');
      await page.getByTestId('register-tab-mobile').click();
      await page.getByTestId('register-form').locator('#register-mobileNum').fill('12');
      await page.getByTestId('register-form').locator('button[type="submit"]').click();
      await page.screenshot({ path: shot(lang, 'register-mobile') });
      await page.goto('/login');
      await page.getByTestId('open-forgot').click();
      await page.screenshot({ path: shot(lang, 'forgot') });
    });

    test('verification and forced change', async ({ page, lang }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${width === 390 ? 10 : 11}${lang === 'EN' ? 1 : 2}` });
      await page.goto('/login');
      const form = page.getByTestId('login-form');
      await form.locator('#login-username').fill('totp01');
      await form.locator('#login-password').fill('totp1234');
      await form.locator('button[type="submit"]').click();
      await page.getByTestId('verify-form').waitFor();
      await page.screenshot({ path: shot(lang, 'verify') });
    });

    test('social and phone sign-in (identity stand-in): buttons, phone form, a refusal, the consent page', async ({ page, lang }) => {
      await page.goto('/login');
      const social = page.getByTestId('social-sign-in');
      await social.getByTestId('social-phone').scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(lang, 'login-social') });
      await social.getByTestId('social-phone').click();
      const phone = page.getByTestId('login-phone-form');
      // A test number of the stand-in: the quota refusal, in the page's warning dialog.
      await phone.locator('#login-phone-number').fill('03990000001');
      const popup = page.waitForEvent('popup');
      await phone.getByTestId('login-phone-code-send').click();
      await (await popup).getByTestId('captcha-confirm').click();
      await page.getByTestId('sms-send-failed').waitFor();
      await page.screenshot({ path: shot(lang, 'login-phone-quota') });
      await page.goto('/register');
      await page.getByTestId('social-sign-in').scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(lang, 'register-social') });
      await page.goto('/login');
      await page.getByTestId('social-standin').click();
      await page.getByTestId('consent-form').waitFor();
      await page.screenshot({ path: shot(lang, 'consent') });
    });
  });
}
