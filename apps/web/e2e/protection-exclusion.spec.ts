import { expect, ownPlayer, signInForm, test } from './fixtures';

/**
 * Self-exclusion (issue 30), in Urdu: the player types the confirmation word, the session ends at once (signed out,
 * with the reason), and after signing in again deposits are refused with the exclusion's Urdu text.
 */
test('self-exclusion ends the session, and deposits are refused after signing in again', async ({ page }) => {
  const user = await ownPlayer(page.request, 'pgexc');
  const token = await signInForm(page, user);
  await page.goto('/member/responsibleGaming');
  await expect(page.getByTestId('protection-page')).toBeVisible();

  await page.getByTestId('exclusion-6').click();
  await page.getByTestId('exclusion-open').click();
  const dialog = page.getByTestId('exclusion-confirm');
  await expect(dialog).toContainText('ہر برانڈ');
  // Nothing happens until the word is typed exactly.
  const submit = dialog.getByTestId('exclusion-submit');
  await expect(submit).toBeDisabled();
  await dialog.getByTestId('exclusion-word').fill('exclude');
  await expect(submit).toBeDisabled();
  await dialog.getByTestId('exclusion-word').fill('EXCLUDE');
  await submit.click();

  // Signed out here and on the server; the notice says why, in Urdu, with the end date.
  const notice = page.getByTestId('protection-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('protection-notice-text')).toContainText('خود اخراج');
  await expect(notice.getByTestId('datetime')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  const old = await page.request.get('/wps/member/protection', { headers: { merchant: 'DEMO', authorization: token } });
  expect(old.ok()).toBe(false);
  await notice.getByRole('button', { name: 'تصدیق' }).click();
  await expect(page.getByTestId('header-login')).toBeVisible();

  // Signing in again: the page shows the exclusion, and a deposit is refused with its Urdu text.
  await signInForm(page, user);
  await page.goto('/member/responsibleGaming');
  await expect(page.getByTestId('pg-block')).toHaveAttribute('data-kind', 'EXCLUSION');
  await expect(page.getByTestId('pg-exclusion')).toHaveCount(0);
  await page.goto('/member/depositv2');
  await page.getByTestId('channel-FASTPAY').click();
  await page.getByTestId('deposit-amount').fill('100');
  await page.getByTestId('deposit-submit').click();
  const refused = page.getByTestId('deposit-page').getByTestId('error-text');
  await expect(refused).toHaveAttribute('data-code', 'protection.excluded');
  await expect(refused).toContainText('خارج');
});
