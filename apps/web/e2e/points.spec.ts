import type { Page } from '@playwright/test';
import { expect, expectLanguage, growthDrained, opsSignIn, test } from './fixtures';

const pointsOf = async (page: Page) => Number(((await page.getByTestId('point-balance').textContent()) ?? '').replace(/\D/g, ''));

/**
 * Redeem a mall item (issue 12): demoplayer1's seeded rounds earned points (1 per Rs 1.00 of valid bet, taken in by
 * the growth consumer); it redeems the cheapest item behind its payment password, a wrong password is refused first
 * and takes nothing, and the redemption waits for review in the redeem history.
 */
test('points mall: redeem an item behind the payment password', async ({ page, lang, request }) => {
  await growthDrained(request);
  await opsSignIn(page, 'demoplayer1');
  await page.goto('/pointMall');
  await expectLanguage(page, lang);
  await expect(page.getByTestId('screen-pointMall')).toBeVisible();
  await expect(page.getByTestId('point-balance')).not.toHaveText('…');
  const before = await pointsOf(page);
  expect(before).toBeGreaterThanOrEqual(20);
  // An item out of reach says how far, as a note: no yellow button that looks pressable and does nothing.
  const far = page
    .getByTestId('point-item')
    .filter({ has: page.getByTestId('point-short') })
    .first();
  await expect(far.getByTestId('point-short')).toContainText(lang === 'EN' ? 'more points needed' : 'پوائنٹس درکار');
  await expect(far.getByTestId('point-redeem')).toHaveCount(0);

  const item = page.getByTestId('point-item').first();
  await item.getByTestId('point-redeem').click();
  const dialog = page.getByTestId('redeem-dialog');
  await dialog.getByTestId('redeem-password').fill('000000');
  await dialog.getByTestId('redeem-submit').click();
  await expect(dialog.locator('[data-code="wallet.payment_password_wrong"]')).toBeVisible();
  await dialog.getByTestId('redeem-password').fill('246810');
  await dialog.getByTestId('redeem-submit').click();
  await expect(dialog.getByTestId('redeem-done')).toBeVisible();
  await dialog.getByTestId('redeem-close').click();
  await expect.poll(() => pointsOf(page)).toBe(before - 20);

  await page.getByTestId('points-tab-history').click();
  await expect(page.getByTestId('redemption').first()).toHaveAttribute('data-status', 'IN_PROCESS');
  await page.getByTestId('points-tab-details').click();
  await expect(page.getByTestId('point-entry').first()).toHaveAttribute('data-kind', 'REDEEM');
});
