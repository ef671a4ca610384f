import path from 'node:path';
import type { Page } from '@playwright/test';
import { growthDrained, OPS_AUTH, opsSignIn, test } from './fixtures';

/**
 * Screenshots of the loyalty pages for review (CAPTURE=1 … loyalty-capture; SHOTS_DIR, default ../../screenshots,
 * git-ignored): demo01's VIP rank on its account page, the manual rebate page of demoplayer1 once the growth consumer has taken in the seed's rounds.
 */
const out = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../../screenshots');

for (const width of [390, 1440]) {
  test.describe(`loyalty capture ${width}`, () => {
    test.skip(!process.env.CAPTURE, 'set CAPTURE=1 to take screenshots');
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const shot = (page: Page, lang: string, name: string) =>
      page.screenshot({ path: path.join(out, `loyalty-${lang.toLowerCase()}-${width}-${name}.png`), fullPage: true });

    test('VIP rank on the account page', async ({ page, lang, request }) => {
      await request.post('/ops/v1/events/consumers/growth.activity/drain', { headers: OPS_AUTH });
      await opsSignIn(page, 'demo01');
      await page.goto('/member/securityCenter');
      await page.getByTestId('vip-card').waitFor();
      await page.getByTestId('vip-card').locator('summary').click();
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'vip');
    });

    test('missions and leaderboard', async ({ page, lang, request }) => {
      await opsSignIn(page, 'demo01');
      await request.post('/ops/v1/events/consumers/growth.activity/drain', { headers: OPS_AUTH });
      await page.goto('/member/missionLeaderboard');
      for (const tab of ['DAILY', 'WEEKLY', 'leaderboard']) {
        await page.getByTestId(`missions-tab-${tab}`).click();
        await page.waitForLoadState('networkidle');
        await shot(page, lang, `missions-${tab.toLowerCase()}`);
      }
    });

    test('points mall', async ({ page, lang }) => {
      await page.goto('/pointMall');
      await page.getByTestId('point-items').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'mall-visitor');
      await opsSignIn(page, 'demoplayer1');
      await page.goto('/pointMall');
      await page.getByTestId('point-items').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'mall');
      for (const tab of ['details', 'history', 'convert', 'rules']) {
        await page.getByTestId(`points-tab-${tab}`).click();
        await page.waitForLoadState('networkidle');
        await shot(page, lang, `mall-${tab}`);
      }
    });

    test('rebates', async ({ page, lang, request }) => {
      await growthDrained(request);
      await opsSignIn(page, 'demoplayer1');
      await page.goto('/member/manualRebate');
      await page.getByTestId('rebate-page').waitFor();
      await page.getByTestId('rebate-history').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'rebate');
      // The first run claims what the seed left; later runs find nothing waiting (no button, a note) and it paid.
      if (await page.getByTestId('rebate-claim').isVisible()) {
        await page.getByTestId('rebate-claim').click();
        await page.getByTestId('rebate-claimed').waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, lang, 'rebate-claimed');
      }
    });
  });
}
