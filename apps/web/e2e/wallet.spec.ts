import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { OPS_AUTH, expect, expectLanguage, test } from './fixtures';

/** Demo members seeded through the ledger (apps/server/src/seed/wallet.ts); payment password 246810. */
const session = async (request: APIRequestContext, account: string) => {
  const res = await request.post(`/ops/v1/merchants/DEMO/members/${account}/session`, { headers: OPS_AUTH });
  expect(res.ok()).toBe(true);
  return (await res.json()).value.token as string;
};
const mainBalance = async (request: APIRequestContext, token: string) => {
  const res = await request.get('/wps/v2/wallets/balance', { headers: { merchant: 'DEMO', authorization: token } });
  return BigInt((await res.json()).value.balance[0].availBalance);
};
const signedIn = async (page: Page, token: string) => {
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
};
/** How a form's answer looks and is announced: its colour and ARIA role. */
const look = (l: Locator) =>
  l.evaluate((e) => ({ color: getComputedStyle(e).color, role: e.getAttribute('role'), live: e.getAttribute('aria-live') }));
/**
 * Success reads green and an error red, whatever the brand: a merchant's accent can itself be red (DEMO's is), so
 * "different from the error colour" alone would let a red "Done." pass.
 */
const expectTones = (success: string, error: string) => {
  const rgb = (c: string) => (c.match(/\d+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
  const [sr, sg] = rgb(success);
  const [er, eg] = rgb(error);
  expect(success).not.toBe(error);
  expect(sg, `success ${success}`).toBeGreaterThan(sr);
  expect(er, `error ${error}`).toBeGreaterThan(eg);
};
const text = (minor: bigint) => `Rs ${(minor / 100n).toLocaleString('en-US')}.${String(minor % 100n).padStart(2, '0')}`;

test('deposit through the gateway stand-in: the balance rises and a notice appears', async ({ page, request }) => {
  const token = await session(request, 'demoplayer2');
  const before = await mainBalance(request, token);
  await signedIn(page, token);
  await page.goto('/member/depositv2');
  await page.getByTestId('channel-FASTPAY').click();
  await page.getByTestId('deposit-amount').fill('150');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('standin-amount')).toHaveText('Rs150.00');
  await page.getByTestId('standin-complete').click();
  await expect(page.getByTestId('standin-status')).toHaveText('CREDITED');
  await page.getByTestId('standin-back').click();
  await expect(page.getByTestId('notice-DEPOSIT_CREDITED').first()).toBeVisible();
  await expect(page.getByTestId('notice-badge')).toBeVisible();
  expect(await mainBalance(request, token)).toBe(before + 15000n);
  await expect(page.getByTestId('header-balance-value')).toHaveText(text(before + 15000n));
  await page.getByTestId('header-balance-toggle').click();
  await expect(page.getByTestId('header-balance-value')).toHaveText('Rs ******');
  await page.getByTestId('header-balance-toggle').click();
});

test('withdrawal → operator approves → the member marks it partly received', async ({ page, request }) => {
  const token = await session(request, 'demodown1');
  await signedIn(page, token);
  await page.goto('/member/withdraw');
  await page.getByTestId('withdraw-amount').fill('100');
  // A wrong payment password first: the refusal is an alert in the error style, and the amount stays to correct.
  await page.getByTestId('withdraw-password').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  const refused = page.getByTestId('withdraw-page').getByTestId('error-text');
  await expect(refused).toBeVisible();
  const error = await look(refused);
  expect(error.role).toBe('alert');
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('100');
  await page.getByTestId('withdraw-password').fill('246810');
  await page.getByTestId('withdraw-submit').click();
  const done = page.getByTestId('withdraw-done');
  await expect(done).toBeVisible();
  // Success is a polite status in its own colour, and the form is emptied so a second click sends nothing.
  const success = await look(done);
  expect(success).toEqual({ color: expect.any(String), role: 'status', live: 'polite' });
  expectTones(success.color, error.color);
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('');
  await expect(page.getByTestId('withdraw-password')).toHaveValue('');
  const list = await (await request.get('/wps/withdrawal/list', { headers: { merchant: 'DEMO', authorization: token } })).json();
  const id = list.value.list[0].id as number;
  const approved = await request.post(`/ops/v1/merchants/DEMO/withdrawals/${id}/approve`, { headers: OPS_AUTH });
  expect((await approved.json()).value.status).toBe('PAID');
  await page.reload();
  const row = page.getByTestId(`withdrawal-${id}`);
  await row.getByTestId('confirm-partly').click();
  await row.getByTestId('confirm-received-amount').fill('60');
  await row.getByTestId('confirm-send').click();
  await expect(row.getByTestId('withdrawal-status')).not.toHaveText(/^$/);
  await expect(row).toContainText('Rs 40.00');
  const after = await (await request.get('/wps/withdrawal/list', { headers: { merchant: 'DEMO', authorization: token } })).json();
  expect(after.value.list[0]).toMatchObject({ id, status: 'PARTLY_RECEIVED', receivedAmount: '6000', remainingAmount: '4000' });
});

test('the money forms refuse bad input before sending, with the texts the server would answer', async ({ page, request }) => {
  const token = await session(request, 'demoplayer1');
  const count = async () =>
    (await (await request.get('/wps/withdrawal/list', { headers: { merchant: 'DEMO', authorization: token } })).json()).value.list.length;
  const before = await count();
  await signedIn(page, token);
  await page.goto('/member/withdraw');
  await page.getByTestId('withdraw-amount').fill('abc');
  await page.getByTestId('withdraw-password').fill('246810');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('field-error')).toHaveAttribute('data-code', 'wallet.amount_invalid');
  expect(await count()).toBe(before);
  await page.locator('details.wallet-security > summary').click();
  await page.getByTestId('pp-new').fill('12345');
  await page.getByTestId('pp-save').click();
  await expect(page.locator('details.wallet-security').getByTestId('field-error')).toHaveAttribute('data-code', 'request_param_err');

  await page.goto('/member/depositv2');
  await page.getByTestId('channel-BANK').click();
  await page.getByTestId('deposit-amount').fill('1e3');
  await page.getByTestId('deposit-payer').fill('Ali Khan');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('field-error')).toHaveAttribute('data-code', 'wallet.amount_invalid');
  await expect(page.getByTestId('deposit-list').locator('li')).toHaveCount(0);
});

test('a member transfers to the upline', async ({ page, request }) => {
  const token = await session(request, 'demodown2');
  const before = await mainBalance(request, token);
  await signedIn(page, token);
  await page.goto('/member/transferUpline');
  // More than the balance is refused (an alert in the error style); the amount stays to correct.
  await page.getByTestId('upline-amount').fill(String(before + 100n));
  await page.getByTestId('upline-submit').click();
  const refused = page.getByTestId('transfer-upline').getByTestId('error-text');
  await expect(refused).toBeVisible();
  const error = await look(refused);
  expect(error.role).toBe('alert');
  await page.getByTestId('upline-amount').fill('5.25');
  await page.getByTestId('upline-submit').click();
  const done = page.getByTestId('upline-done');
  await expect(done).toBeVisible();
  const success = await look(done);
  expect(success).toEqual({ color: expect.any(String), role: 'status', live: 'polite' });
  expectTones(success.color, error.color);
  await expect(page.getByTestId('upline-amount')).toHaveValue('');
  expect(await mainBalance(request, token)).toBe(before - 525n);
  await expect(page.getByTestId('transfer-available')).toHaveText(text(before - 525n));
});

test('an agent transfers to two downlines at once', async ({ page, request }) => {
  const agent = await session(request, 'demoagent');
  const down1 = await session(request, 'demodown1');
  const d1 = await mainBalance(request, down1);
  const a = await mainBalance(request, agent);
  await signedIn(page, agent);
  await page.goto('/member/transferUpline');
  await page.getByTestId('downline-amount-demodown1').fill('1');
  await page.getByTestId('downline-amount-demodown2').fill('2');
  await page.getByTestId('downline-submit').click();
  await expect(page.getByTestId('downline-done')).toBeVisible();
  expect(await mainBalance(request, down1)).toBe(d1 + 100n);
  expect(await mainBalance(request, agent)).toBe(a - 300n);
});

test('wallet pages lay out in the visitor’s language and direction, without sideways scrolling', async ({ page, request, lang }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, await session(request, 'demoplayer1'));
  for (const p of ['transferFund', 'depositv2', 'withdraw', 'transferUpline', 'transactionHistory']) {
    await page.goto(`/member/${p}`);
    await expect(page.getByTestId(`member-page-${p}`)).toBeVisible();
    await expectLanguage(page, lang);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, p).toBeLessThanOrEqual(0);
  }
  await page.goto('/member/transactionHistory');
  await page.getByTestId('history-range-30d').click();
  await expect(page.getByTestId('history-table')).toBeVisible();
  if (lang === 'UR') await expect(page.getByTestId('history-range-today')).toHaveText('آج');
});
