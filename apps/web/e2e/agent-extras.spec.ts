import { OPS_AUTH, expect, test } from './fixtures';

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
