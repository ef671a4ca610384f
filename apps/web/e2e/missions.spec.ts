import { expect, expectLanguage, growthDrained, opsSignIn, test } from './fixtures';

const minorOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/**
 * Missions (issue 12): demo01's seeded deposit completed this week's deposit mission and signing in completes today's
 * sign-in mission (both taken in by the growth consumer). demo01 sees the progress, claims one claimable mission (EN
 * and UR each claim one of the two), the balance grows by its reward and the reward centre lists it as claimed; the
 * leaderboard masks accounts.
 */
test('missions: progress shown, a completed mission claimed, the balance and the reward centre follow', async ({ page, lang, request }) => {
  await opsSignIn(page, 'demo01');
  await growthDrained(request);
  await page.goto('/member/missionLeaderboard');
  await expectLanguage(page, lang);
  await expect(page.getByTestId('member-nav-missions')).toBeVisible();
  const daily = page.getByTestId('missions-DAILY');
  await expect(daily.getByTestId('mission').first()).toBeVisible();
  await expect(daily.locator('[data-code="D_BET"]').getByRole('progressbar')).toBeVisible();
  await page.getByTestId('missions-tab-WEEKLY').click();
  // The seeded Rs 2,000 deposit filled the Rs 1,000 weekly deposit mission.
  await expect(page.getByTestId('missions-WEEKLY').locator('[data-code="W_DEPOSIT"]').getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  // One claimable mission (the deposit one if still waiting, else today's sign-in one).
  let tab = page.getByTestId('missions-WEEKLY');
  if ((await tab.locator('[data-status="CLAIMABLE"]').count()) === 0) {
    await page.getByTestId('missions-tab-DAILY').click();
    tab = page.getByTestId('missions-DAILY');
  }
  const card = tab.locator('[data-status="CLAIMABLE"]').first();
  const code = await card.getAttribute('data-code');
  const reward = code === 'W_DEPOSIT' ? 2000 : 500;
  // The header shows '…' until the balance has loaded: read it once it holds a figure.
  await expect(page.getByTestId('header-balance-value')).toHaveText(/\d/);
  const before = minorOf(await page.getByTestId('header-balance-value').textContent());
  await card.getByTestId('mission-claim').click();
  await expect(page.getByTestId('mission-claimed')).toBeVisible();
  await expect(tab.locator(`[data-code="${code}"]`)).toHaveAttribute('data-status', 'CLAIMED');
  await expect.poll(async () => minorOf(await page.getByTestId('header-balance-value').textContent())).toBe(before + reward);

  await page.getByTestId('missions-tab-leaderboard').click();
  await expect(page.getByTestId('leaderboard-row').first()).toContainText('***');

  await page.goto('/member/rewardCenter');
  await expect(
    page
      .getByTestId('reward')
      .filter({ hasText: lang === 'EN' ? 'Mission reward' : 'مشن کا انعام' })
      .first(),
  ).toBeVisible();
  await expect(page.locator('[data-testid="reward"][data-status="CLAIMED"]').first()).toBeVisible();
});
