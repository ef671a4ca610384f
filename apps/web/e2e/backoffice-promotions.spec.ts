import { signedInStaff } from './backoffice-helpers';
import { expect, opsSignIn, ownPlayer, test } from './fixtures';

/**
 * Promotions in the back office (issue 32), in English: marketing staff create a raffle promotion through the form
 * (one prize, a per-device claim limit); a player sees it on the player site and draws it (the prize is claimed at
 * once); the promotion's cost and uptake in the back office then show the claim.
 */
test('staff create a promotion, a player claims it, its uptake shows the claim', async ({ page, browser, request, lang }) => {
  const code = `E2EBO${Date.now().toString(36).toUpperCase()}`;
  const title = `Journey raffle ${code}`;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await context.newPage();
  try {
    await signedInStaff(staff, request, lang, 'marketing');
    await staff.getByTestId('nav-promotions').click();
    await staff.getByTestId('promotion-new').click();
    const form = staff.getByTestId('promotion-form');
    await form.getByTestId('promotion-code').fill(code);
    await form.getByTestId('promotion-kind').selectOption('RAFFLE');
    await form.getByTestId('promotion-trigger').selectOption('RAFFLE');
    await form.getByTestId('promotion-title-en').fill(title);
    await form.getByTestId('promotion-title-ur').fill('سفر کی قرعہ اندازی');
    await form.getByTestId('promotion-summary-en').fill('One free draw');
    await form.getByTestId('promotion-content-en').fill('<p>One draw per player.</p>');
    await form.getByTestId('promotion-per-device').fill('5');
    // A raffle needs a prize: the form says so before anything is sent.
    await form.getByTestId('promotion-save').click();
    await expect(form.getByTestId('promotion-prizes').getByTestId('field-error')).toBeVisible();
    await form.getByTestId('prize-add').click();
    await form.getByTestId('prize-amount-0').fill('5');
    await form.getByTestId('promotion-save').click();
    const row = staff.getByTestId('promotions-table').locator('tr', { hasText: code });
    await expect(row).toContainText(title);
    await expect(row.getByTestId('promotion-state')).toHaveAttribute('data-state', 'live');

    // The player finds it on the promotions page and draws: the prize is paid at once.
    const player = await ownPlayer(request, 'bopromo');
    await opsSignIn(page, player);
    await page.goto('/promotions');
    const card = page.getByTestId(`promo-${code}`);
    await expect(card).toContainText(title);
    await card.getByTestId('promo-more').click();
    await page.getByTestId('promo-modal').getByTestId('raffle-draw-btn').click();
    await expect(page.getByTestId('raffle-result')).toContainText('5.00');

    // Its cost and uptake in the back office: one claim by one player, 5.00 granted.
    await row.getByTestId(`promotion-uptake-${code}`).click();
    const uptake = staff.getByTestId('promotion-uptake');
    await expect(uptake.getByTestId('uptake-claims').locator('dd')).toHaveText('1');
    await expect(uptake.getByTestId('uptake-uniquePlayers').locator('dd')).toHaveText('1');
    await expect(uptake.getByTestId('uptake-bonusGranted')).toContainText('5.00');
    await expect(uptake.getByTestId('uptake-cost')).toContainText('5.00');
  } finally {
    await context.close();
  }
});
