import { OPS_AUTH, expect, opsSession, outbox, ownPlayer, test } from './fixtures';

/**
 * The agent menu's deposit, withdrawal and messages open inside the agent centre, with a way back. The demo
 * merchant's agent pages are reported off until their features exist, so the home shows the centre itself.
 */
for (const width of [360, 1440]) {
  test(`agent extras stay in the agent layout at ${width} px`, async ({ page }) => {
    const res = await page.request.post('/ops/v1/merchants/DEMO/members/demoagent/session', { headers: OPS_AUTH });
    const token = (await res.json()).value.token as string;
    await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/agentHome');
    const centre = page.getByTestId('screen-agentHome');
    await expect(centre).toBeVisible();
    for (const id of ['depositv2', 'withdraw', 'messageV2']) {
      await centre.getByTestId(`agent-extra-${id}`).click();
      await expect(page).toHaveURL(new RegExp(`/agentHome/${id}$`));
      await expect(centre).toBeVisible();
      await expect(page.getByTestId(`agent-page-${id}`)).toBeVisible();
      await expect(page.getByTestId('site-header')).toHaveCount(0);
    }
    await page.goto('/agentHome/messageV2');
    await expect(page.getByTestId('messages-page')).toBeVisible();
    await page.goto('/agentHome/depositv2');
    await expect(page.getByTestId('channel-FASTPAY')).toBeVisible();
    await page.getByTestId('agent-back').click();
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(centre).toBeVisible();
    await expect(page.getByTestId('channel-FASTPAY')).toHaveCount(0);
  });
}

/**
 * Issue 36: an agent invited through a link lands in the agent centre, and in the player lobby an agent is told where
 * the centre is (its sign-in address /agent) with a way there; a player is not.
 */
test('an invited agent lands in the agent centre; the lobby shows an agent the way there', async ({ page, request }) => {
  const inviter = await opsSession(request, 'demoagent');
  const made = await request.post('/wps/agent/invites', {
    headers: { merchant: 'DEMO', authorization: inviter },
    data: { accountType: 'agent', offers: [] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const code = (await made.json()).value.code as string;

  await page.goto(`/register?ref=${code}`);
  const form = page.getByTestId('register-form');
  await form.locator('#register-username').fill(`inv${Date.now().toString(36)}`.slice(0, 16));
  await form.locator('#register-password').fill('secret12');
  await form.locator('#register-confirmPassword').fill('secret12');
  await form.locator('input[name="age"]').check();
  await form.locator('input[name="terms"]').check();
  const img = form.getByTestId('captcha-image');
  await expect(img).toBeVisible();
  await form.locator('#register-captcha').fill(await outbox(page, (await img.getAttribute('data-captcha-id')) as string));
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('screen-agentHome')).toBeVisible();

  // Back in the player lobby: the banner names the centre's address and opens it.
  await page.goto('/');
  const banner = page.getByTestId('agent-centre-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByTestId('agent-centre-address')).toHaveText('/agent');
  await expect(banner).toContainText('ایجنٹ سینٹر');
  await banner.getByTestId('agent-centre-open').click();
  await expect(page).toHaveURL(/\/agentHome$/);

  // A player sees no such banner.
  const player = await ownPlayer(request, 'nobnr');
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await page.evaluate((t) => sessionStorage.setItem('token', t), await opsSession(request, player));
  await page.goto('/');
  await expect(page.getByTestId('section-RNG')).toBeVisible();
  await expect(page.getByTestId('agent-centre-banner')).toHaveCount(0);
});
