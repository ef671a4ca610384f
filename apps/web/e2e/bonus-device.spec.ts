import { OPS_AUTH, expect, opsSignIn, ownPlayer, test } from './fixtures';

/**
 * Bonus abuse on a shared device (issue 31), in Urdu: two players in one browser. The site sends the browser's
 * fingerprint (ThumbmarkJS) with every call; the first player's reward claim passes, the second player's claim from
 * the same device is refused with its text, and a risk case opens for staff.
 */
test('a second account claiming a reward from the same device is refused', async ({ page, request }) => {
  const grant = async (account: string) => {
    const res = await request.post(`/ops/v1/merchants/DEMO/members/${account}/bonus`, {
      headers: OPS_AUTH,
      data: { amount: '10.00', turnoverX100: 100, reason: 'journey reward', requestId: `bonus-${account}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const [first, second] = [await ownPlayer(request, 'bdva'), await ownPlayer(request, 'bdvb')];
  await grant(first);
  await grant(second);

  // This journey keeps the browser's own fingerprint (the fixtures give each journey a made-up device).
  await page.goto('/');
  await page.evaluate(() => localStorage.removeItem('wl.deviceId'));
  await page.addInitScript(() => {
    if (localStorage.getItem('wl.deviceId')?.startsWith('e2e-')) localStorage.removeItem('wl.deviceId');
  });
  await opsSignIn(page, first);
  await page.goto('/member/rewardCenter');
  // The fingerprint is worked out after the page loads and kept for the browser.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wl.deviceId')), { timeout: 15_000 }).toMatch(/^[a-f0-9]{16,64}$/);
  await page.reload();
  await page.getByTestId('reward').first().getByTestId('reward-claim').click();
  await expect(page.getByTestId('reward-claim')).toHaveCount(0);

  await opsSignIn(page, second);
  await page.goto('/member/rewardCenter');
  await page.getByTestId('reward').first().getByTestId('reward-claim').click();
  await expect(page.getByText('اس وقت اس ڈیوائس یا نیٹ ورک سے بونس حاصل نہیں کیا جا سکتا۔')).toBeVisible();
  await expect(page.getByTestId('reward-claim')).toHaveCount(1);

  const cases = await request.get('/ops/v1/merchants/DEMO/risk-cases?size=100', { headers: OPS_AUTH });
  const rows = (await cases.json()).value.rows as { account: string; kind: string }[];
  expect(rows).toContainEqual(expect.objectContaining({ account: second, kind: 'BONUS_DEVICE' }));
});
