import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, OPS_AUTH, test, opsSignIn } from './fixtures';

/**
 * Screenshots of promotions, the reward centre and bonus details for review (CAPTURE=1 … promotions-capture),
 * git-ignored: the promotions page (visitor and member), a promotion's details (match, application, raffle), the
 * reward centre of demo01 and the bonus wagering of demoplayer1, once the growth consumer has taken in the seed's events.
 */
const out = path.resolve(import.meta.dirname, '../../../screenshots');

/** An operator's session for the seeded account (a login would end the account's sessions in other journeys). */
const signIn = async (page: Page, user: string) => {
  await opsSignIn(page, user);
};

for (const width of [390, 1440]) {
  test.describe(`promotions capture ${width}`, () => {
    test.skip(!process.env.CAPTURE, 'set CAPTURE=1 to take screenshots');
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const shot = (page: Page, lang: string, name: string, fullPage = true) =>
      page.screenshot({ path: path.join(out, `pr-${lang.toLowerCase()}-${width}-${name}.png`), fullPage });

    test('promotions, reward centre, bonus details', async ({ page, lang, request }) => {
      await expect
        .poll(
          async () =>
            (await (await request.post('/ops/v1/events/consumers/growth.activity/drain', { headers: OPS_AUTH })).json()).value.pending,
          {
            timeout: 60_000,
          },
        )
        .toBe(0);
      await page.goto('/promotions');
      await page.getByTestId('promo-grid').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'visitor');
      await signIn(page, 'demo01');
      await page.goto('/promotions');
      await page.getByTestId('promo-grid').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, lang, 'member');
      for (const code of ['WELCOME100', 'BIGWIN', 'LUCKYDRAW']) {
        await page.getByTestId(`promo-${code}`).getByTestId('promo-more').click();
        await page.getByTestId('promo-detail').waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, lang, `detail-${code.toLowerCase()}`, false);
        await page.keyboard.press('Escape');
        await page.getByTestId('promo-detail').waitFor({ state: 'detached' });
      }
      await page.goto('/member/rewardCenter');
      await page.getByTestId('reward-centre').waitFor();
      await shot(page, lang, 'reward-centre');
      await page.evaluate(() => sessionStorage.clear());
      await signIn(page, 'demoplayer1');
      await page.goto('/member/bonusDetails');
      await page.getByTestId('bonus-details').waitFor();
      await shot(page, lang, 'bonus-details');
    });
  });
}
