import { signedInStaff } from './backoffice-helpers';
import { expect, OPS_AUTH, test } from './fixtures';

/**
 * Brand settings in the back office (issue 32), in English: an administrator drafts a new primary colour (the live
 * preview of the real player site takes it before anything is saved), saves it, and shortens the e-mail's maximum
 * length; the player site then paints its primary buttons in the new colour and its registration form refuses an
 * e-mail the old rule allowed. Both are put back at the end. Journeys running beside this one register without an
 * e-mail and assert no brand colour, so neither change reaches them.
 */
test('staff change the theme and a registration rule; the player site follows', async ({ page, request, lang }) => {
  const before = (await (await request.get('/ops/v1/merchants/DEMO/brand', { headers: OPS_AUTH })).json()).value;
  try {
    await signedInStaff(page, request, lang, 'administrator');
    await page.getByTestId('nav-brand').click();
    await expect(page.locator('#page-brand-title')).toHaveText('Brand settings');

    // Theme: the draft reaches the preview frame at once; a colour that is not #rrggbb cannot be saved.
    await page.getByTestId('brand-tab-theme').click();
    const primary = page.getByTestId('brand-colour-primary');
    await primary.fill('blue');
    await expect(page.getByTestId('brand-theme-save')).toBeDisabled();
    await primary.fill('#33bbff');
    const preview = page.frameLocator('[data-testid="brand-preview"]');
    await expect
      .poll(() => preview.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--c-primary').trim()))
      .toBe('#33bbff');
    await expect(page.getByTestId('brand-contrast-primaryText')).toContainText('meets AA');
    await page.getByTestId('brand-theme-save').click();
    await expect(page.getByTestId('brand-theme-saved')).toBeVisible();

    // Registration: the e-mail's maximum from 64 to 20 characters.
    await page.getByTestId('brand-tab-registration').click();
    await page.getByTestId('brand-rule-email').getByTestId('brand-rule-max').fill('20');
    await page.getByTestId('brand-register-save').click();
    await expect(page.getByTestId('brand-register-saved')).toBeVisible();

    // The player site: primary buttons in the new colour, and the new minimum applied in its form.
    await page.goto('/');
    await expect(page.getByTestId('header-register')).toHaveCSS('background-color', 'rgb(51, 187, 255)');
    await page.goto('/register');
    const form = page.getByTestId('register-form');
    await form.locator('#register-email').fill('long.address.player@example.com');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('label[for="register-email"] .form-error')).toContainText('5 - 20 characters');
  } finally {
    await request.put('/ops/v1/merchants/DEMO/brand/theme', { headers: OPS_AUTH, data: before.theme });
    await request.put('/ops/v1/merchants/DEMO/brand/register-rules', { headers: OPS_AUTH, data: { email: before.register.email } });
  }
});
