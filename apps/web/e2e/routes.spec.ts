import { OPS_AUTH, expect, test } from './fixtures';

/** [path, screen testid] for every public route of spec section 2 (both spellings). */
const publicRoutes: [string, string][] = [
  ['/', 'home'],
  ['/index', 'home'],
  ['/index.html', 'home'],
  ['/home', 'home'],
  ['/agent', 'agent'],
  ['/help', 'help'],
  ['/helpmc', 'help'],
  ['/sports', 'sports'],
  ['/esports', 'esports'],
  ['/lott', 'lott'],
  ['/elott', 'elott'],
  ['/live', 'live'],
  ['/fish', 'fish'],
  ['/rng?vassalage=PG', 'rng'],
  ['/pvp', 'pvp'],
  ['/promotions', 'promotions'],
  // The points system answers (PTSYS3): a visitor sees the mall's items and rules.
  ['/pointMall', 'pointMall'],
  ['/seamless', 'seamless'],
  ['/download/android', 'download'],
  ['/winners', 'winners'],
  ['/guide', 'guide'],
  ['/no-such-page', 'notFound'],
];

const lotteryRoutes = ['/lottery', '/lottert', '/seaLottery', '/sealottery', '/vnLottery', '/vnlottery'];

test.describe('routes', () => {
  // Each route is loaded whole (a deep link typed or shared), one after another in one page: the site's files come
  // from the browser's cache after the first, as for a visitor, instead of a new browser context per route.
  test('every public route renders its screen when loaded directly', async ({ page }) => {
    for (const [path, id] of publicRoutes) {
      await test.step(path, async () => {
        await page.goto(path);
        const screen = page.getByTestId(`screen-${id}`);
        await expect(screen).toBeVisible();
        await expect(screen.getByRole('heading', { level: 1 })).not.toBeEmpty();
        // The seamless page lists the seamless-wallet vendors' games (it used to say "No data yet").
        if (id === 'seamless') await expect(screen.getByTestId('game-card').first()).toBeVisible();
      });
    }
  });

  test('every lottery spelling sends a visitor to /login', async ({ page }) => {
    for (const path of lotteryRoutes) {
      await test.step(path, async () => {
        await page.goto(`${path}?gameCode=VN01`);
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByTestId('screen-home')).toBeVisible();
        await expect(page.getByTestId('login-modal')).toBeVisible();
      });
    }
  });

  test('a member gets the lottery itself on every spelling: the lobby, or the game of gameCode', async ({ page, request }) => {
    const res = await request.post('/ops/v1/merchants/DEMO/members/demoplayer1/session', { headers: OPS_AUTH });
    const token = (await res.json()).value.token as string;
    await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
    for (const path of lotteryRoutes) {
      await page.goto(path);
      await expect(page.getByTestId('lottery-lobby')).toBeVisible();
      await expect(page.getByTestId('lottery-game')).toHaveCount(0);
    }
    await page.goto('/sealottery?gameCode=TCG_SEA_EL0001');
    await expect(page.getByTestId('lottery-game')).toHaveAttribute('data-game', 'TCG_SEA_EL0001');
    await expect(page.getByTestId('lottery-board')).toBeVisible();
  });

  test('/login and /register open their pop-ups over the home page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    const login = page.getByRole('dialog');
    await expect(login).toBeVisible();
    await expect(login.getByLabel(/username|صارف نام/i)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/register');
    await expect(page.getByTestId('register-modal')).toBeVisible();
    await expect(page.getByTestId('register-form').locator('input[name="confirmPassword"]')).toBeVisible();
  });

  test('member centre and its sub-pages ask a visitor to log in', async ({ page }) => {
    await page.goto('/member');
    await expect(page.getByTestId('screen-member')).toBeVisible();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.goto('/member/withdraw');
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('favourite and recent games ask a visitor to log in', async ({ page }) => {
    for (const [path, id] of [
      ['/favorite', 'favorite'],
      ['/recent', 'recent'],
    ]) {
      await page.goto(path as string);
      await expect(page.getByTestId(`screen-${id}`)).toBeVisible();
      await expect(page.getByTestId('login-modal')).toBeVisible();
    }
  });

  test('/agentHome sends a non-agent to /agent', async ({ page }) => {
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByTestId('screen-agent')).toBeVisible();
  });

  test('a token handed over in the URL is stored and removed from the address', async ({ page }) => {
    await page.goto('/promotions?token=handover-token&tab=2');
    await expect(page.getByTestId('screen-promotions')).toBeVisible();
    await expect(page).toHaveURL(/\/promotions\?tab=2$/);
  });

  test('a deep link survives a reload', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByTestId('screen-promotions')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('screen-promotions')).toBeVisible();
  });

  test('client navigation scrolls to the top and the loading cover goes away', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto('/help');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByTestId('site-footer')
      .getByRole('link')
      .filter({ hasText: /promotions|پروموشنز/i })
      .click();
    await expect(page.getByTestId('screen-promotions')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('loading-cover')).toHaveCount(0);
  });

  test('a failed login shows the coded error text', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByTestId('login-modal');
    await dialog.locator('input[name="username"]').fill('nobody');
    await dialog.locator('input[name="password"]').fill('wrong-password');
    await dialog.getByRole('button', { name: /log in|لاگ ان/i }).click();
    await expect(dialog.getByTestId('error-text')).toBeVisible();
    await expect(dialog.getByTestId('error-text')).not.toHaveAttribute('data-code', '');
  });
});
