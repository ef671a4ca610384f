import path from 'node:path';
import type { Page } from '@playwright/test';
import { OPS_AUTH, opsSignIn, test } from './fixtures';

/**
 * Screenshots of the foundation and account screens for review (CAPTURE=1 … review-capture), git-ignored:
 * home, login, register (both tabs), forgot password, agent login, agent centre and two of its reports, member centre,
 * maintenance, blocked.
 */
const out = path.resolve(import.meta.dirname, '../../../screenshots');

/** An operator's session for the seeded account (a login would end its sessions in the journeys beside this one). */
const signIn = async (page: Page, url: string, user: string) => {
  await opsSignIn(page, user);
  await page.goto(url === '/agent' ? '/agentHome' : '/');
};

for (const width of [390, 1440]) {
  test.describe(`review capture ${width}`, () => {
    test.skip(!process.env.CAPTURE, 'set CAPTURE=1 to take screenshots');
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const shot = (page: Page, lang: string, name: string, fullPage = false) =>
      page.screenshot({ path: path.join(out, `rv-${lang.toLowerCase()}-${width}-${name}.png`), fullPage });

    test('visitor screens', async ({ page, lang }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'home');
      await page.goto('/login');
      await page.getByTestId('login-form').waitFor();
      await shot(page, lang, 'login');
      await page.goto('/register');
      await page.getByTestId('register-form').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'register-username');
      await page.getByTestId('register-tab-mobile').click();
      await shot(page, lang, 'register-mobile');
      await page.goto('/login');
      await page.getByTestId('open-forgot').click();
      await page.getByTestId('forgot-modal').waitFor();
      await shot(page, lang, 'forgot');
      await page.goto('/agent');
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'agent-login', true);
    });

    test('signed-in screens', async ({ page, lang }) => {
      await signIn(page, '/agent', 'agent01');
      await page.getByTestId('screen-agentHome').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'agent-centre', true);
      await page.evaluate(() => sessionStorage.clear());
      await signIn(page, '/login', 'demo01');
      await page.getByTestId('avatar-menu').waitFor();
      await page.goto('/member');
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'member-centre', true);
      await page.goto('/download/ios');
      await page.getByTestId('screen-download').waitFor();
      await shot(page, lang, 'download');
    });

    test('agent reports', async ({ page, lang }) => {
      await signIn(page, '/agent', 'agent01');
      await page.getByTestId('screen-agentHome').waitFor();
      await page.goto('/agentHome/downlineManagmentView');
      await page.getByTestId('downline-table').waitFor();
      await shot(page, lang, 'agent-downline', true);
      await page.goto('/agentHome/agentDividendRecordCopy2');
      await page.getByTestId('agent-bills-DIVIDEND').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'agent-dividend', true);
    });

    test('status pages', { tag: '@exclusive' }, async ({ page, browser, lang, request }) => {
      await request.put('/ops/v1/merchants/DEMO/maintenance', { headers: OPS_AUTH, data: { enabled: true, message: 'Back at 10:00 UTC' } });
      try {
        await page.goto('/');
        await page.getByTestId('maintenance-page').waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, lang, 'maintenance');
      } finally {
        await request.put('/ops/v1/merchants/DEMO/maintenance', { headers: OPS_AUTH, data: { enabled: false, message: null } });
      }
      const ctx = await browser.newContext({ viewport: { width, height: 844 }, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });
      await ctx.addInitScript((l) => localStorage.setItem('language', l), lang);
      const p = await ctx.newPage();
      await p.goto('/');
      await p.getByTestId('blocked-page').waitFor();
      await p.waitForLoadState('networkidle');
      await shot(p, lang, 'blocked');
      await ctx.close();
    });
  });
}
