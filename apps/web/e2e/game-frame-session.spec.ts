import type { Page } from '@playwright/test';
import { expect, ownPlayer, signInForm, test } from './fixtures';

/** Issue 18 item 2: whatever a game frame holds, the login of the page around it survives. */
const signIn = async (page: Page) => {
  // A player of its own: another journey's login of a shared player would end this session and fail the check.
  const token = await signInForm(page, await ownPlayer(page.request, 'gfs', 100));
  await expect(page.getByTestId('balance')).toBeVisible();
  return token;
};

const stillSignedIn = async (page: Page, token: string) => {
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
};

test.describe('a game frame leaves the player signed in', () => {
  test('a vendor game in the frame (the demo studio, its own origin), then Back', async ({ page }) => {
    const token = await signIn(page);
    await page.goto('/rng?vassalage=PG');
    await page.getByTestId('game-grid').getByTestId('game-card').first().locator('.game-card__open').click();
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /\/v\/PG\/play\?.*token=/);
    // The studio's page took the game token from its address; the site's login token never went there.
    const framed = page.frameLocator('[data-testid="game-frame"]');
    await expect(framed.getByTestId('studio-game')).toBeVisible();
    expect(await page.getByTestId('game-frame').getAttribute('src')).not.toContain(token);
    await page.getByTestId('game-back').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await stillSignedIn(page, token);
  });

  test('a frame of the site handed another token, which it finds is no session', async ({ page }) => {
    const token = await signIn(page);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/member?token=not-a-session';
      frame.dataset.testid = 'own-frame';
      document.body.append(frame);
    });
    const framed = page.frameLocator('[data-testid="own-frame"]');
    await expect(framed.getByTestId('header-login')).toBeVisible();
    await stillSignedIn(page, token);
  });
});
