import { signedInStaff } from './backoffice-helpers';
import type { APIRequestContext } from '@playwright/test';
import { expect, OPS_AUTH, opsSession, ownPlayer, test } from './fixtures';

/**
 * Responsible gambling in the back office (issue 30), in English: risk staff open a player's responsible-gambling
 * tab, set a deposit limit with a reason (in the table and the history at once; raising it is refused before it is
 * sent), place a time-out (the block shows), and work a case the markers of harm opened.
 */

/**
 * Gives a new player the markers of harm that open a case under DEMO's profile (threshold 50): a worrying word in the
 * live chat (30) and five deposits in a day (20), paid through the gateway stand-in. Answers the case's number once
 * the markers consumer has taken the events in.
 */
const playerWithCase = async (request: APIRequestContext) => {
  const account = await ownPlayer(request, 'borgcase');
  const headers = { merchant: 'DEMO', authorization: await opsSession(request, account) };
  const said = await request.post('/wps/support/messages', { headers, data: { body: 'I keep chasing my losses, I need a loan' } });
  expect(said.ok(), await said.text()).toBe(true);
  for (let i = 0; i < 5; i++) {
    const made = await request.post('/wps/deposit/gateway', {
      headers,
      data: { channelCode: 'FASTPAY', amount: '200', requestId: `rg-${account}-${i}` },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const payUrl = (await made.json()).value.payUrl as string;
    const paid = await request.post(`${new URL(payUrl, 'http://x').pathname}/complete`, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
  let id = 0;
  await expect
    .poll(
      async () => {
        await request.post('/ops/v1/events/consumers/protection.markers/drain', { headers: OPS_AUTH });
        const res = await request.get('/ops/v1/merchants/DEMO/rg-cases?size=100', { headers: OPS_AUTH });
        const rows = (await res.json()).value.rows as { id: number; account: string }[];
        id = rows.find((r) => r.account === account)?.id ?? 0;
        return id;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  // The case restricts the player (no bonuses, no marketing) until staff review it.
  const tab = await request.get(`/ops/v1/merchants/DEMO/players/${account}/protection`, { headers: OPS_AUTH });
  expect((await tab.json()).value.markers.restricted).toBe(true);
  return { account, id };
};
test('risk sets a deposit limit and places a time-out from the player’s responsible-gambling tab', async ({ page, request, lang }) => {
  const account = await ownPlayer(request, 'borg');
  await signedInStaff(page, request, lang, 'risk');
  await page.goto(`/backoffice/players/${account}`);
  await page.getByTestId('player-tab-protection').click();
  const tab = page.getByTestId('rg-tab');
  await expect(tab.getByTestId('rg-block')).toHaveAttribute('data-kind', 'NONE');
  await expect(tab.getByTestId('limits-table')).toContainText('No limit is set.');
  await expect(tab.getByTestId('rg-indicators')).toContainText('Failed deposits');

  // A daily deposit limit of 5,000.00, with a reason: in force at once.
  const form = tab.getByTestId('limit-form');
  await form.getByTestId('limit-kind').selectOption('deposit');
  await form.getByTestId('limit-period').selectOption('day');
  await form.getByTestId('limit-amount-input').fill('5,000');
  await form.getByTestId('limit-submit').click();
  const dialog = page.getByTestId('limit-reason-dialog');
  await expect(dialog).toContainText('Deposit limit, Daily');
  await dialog.getByTestId('reason-input').fill('journey: agreed with the player on a call');
  await dialog.getByTestId('reason-submit').click();
  await expect(page.getByTestId('rg-done')).toHaveText('The limit is set.');
  const row = tab.locator('[data-testid="limits-table"] tr', { has: page.locator('[data-key="deposit-day"]') });
  await expect(row.getByTestId('limit-amount')).toHaveText(/5,000\.00$/);
  const set = tab.locator('[data-testid="rg-history-row"][data-kind="LIMIT_SET"]');
  await expect(set).toContainText('Limit set');
  await expect(set).toContainText('Deposit');
  await expect(set).toContainText('Daily');
  await expect(set).toContainText('journey: agreed with the player on a call');

  // Staff never raise a limit: the form says so before anything is sent.
  await form.getByTestId('limit-amount-input').fill('6,000');
  await form.getByTestId('limit-submit').click();
  await expect(form.getByTestId('field-error')).toContainText('Staff may only lower a limit');
  await expect(dialog).toBeHidden();

  // A time-out of 48 hours: the block shows with its end, and the history has it.
  const timeout = tab.getByTestId('timeout-form');
  await timeout.getByTestId('timeout-hours').fill('48');
  await timeout.getByTestId('timeout-submit').click();
  const asked = page.getByTestId('timeout-reason-dialog');
  await expect(asked).toContainText('48 hours');
  await asked.getByTestId('reason-input').fill('journey: the player asked for a break');
  await asked.getByTestId('reason-submit').click();
  await expect(tab.getByTestId('rg-block')).toHaveAttribute('data-kind', 'TIMEOUT');
  await expect(tab.getByTestId('rg-block')).toContainText('Time-out');
  await expect(tab.getByTestId('rg-block-until')).not.toBeEmpty();
  await expect(tab.locator('[data-testid="rg-history-row"][data-kind="TIMEOUT"]')).toContainText('48 h');

  // The address keeps the tab: a reload opens it again.
  await page.reload();
  await expect(page.getByTestId('player-tab-panel')).toHaveAttribute('data-tab', 'protection');
  await expect(page.getByTestId('rg-block')).toHaveAttribute('data-kind', 'TIMEOUT');
});

test('support works a case the markers of harm opened: claim, a call on record, closed with the restriction lifted', async ({
  page,
  request,
  lang,
}) => {
  const { account, id } = await playerWithCase(request);
  const staff = await signedInStaff(page, request, lang, 'support');
  await page.getByTestId('nav-rgCases').click();
  await expect(page.locator('#page-rgCases-title')).toHaveText('RG cases');
  const row = page.getByTestId('rg-cases-table').locator('tr', { has: page.getByTestId(`rg-case-link-${id}`) });
  await expect(row).toContainText(account);
  await expect(row).toContainText('Worrying words in chat · 1');
  await expect(row).toContainText('Deposit velocity · 5');
  await expect(row).toContainText('Unclaimed');
  await page.getByTestId(`rg-case-link-${id}`).click();

  const item = page.getByTestId('rg-case');
  await expect(item).toHaveAttribute('data-status', 'OPEN');
  await expect(item.getByTestId('rg-case-triggers')).toContainText('Worrying words in chat');
  await item.getByTestId('rg-case-claim').click();
  await expect(item.getByTestId('rg-case-owner')).toContainText(staff.username);
  await expect(item.getByTestId('rg-case-claim')).toHaveCount(0);

  const call = item.getByTestId('rg-interaction-form');
  await call.getByTestId('rg-interaction-channel').selectOption('CALL');
  await call.getByTestId('rg-interaction-text').fill('journey: called the player, agreed a weekly deposit limit');
  await call.getByTestId('rg-interaction-submit').click();
  await expect(item.getByTestId('rg-interaction').first()).toContainText('Phone call');
  await expect(item.getByTestId('rg-case-interactions')).toContainText('agreed a weekly deposit limit');

  const close = item.getByTestId('rg-close-form');
  await close.getByTestId('rg-close-outcome').selectOption('LIMITS_AGREED');
  await close.getByTestId('rg-close-lift').check();
  await close.getByTestId('rg-close-reason').fill('journey: limits agreed on the call');
  await close.getByTestId('rg-close-submit').click();
  await expect(item).toHaveAttribute('data-status', 'CLOSED');
  await expect(item.getByTestId('rg-case-outcome')).toHaveText('Limits agreed');

  // The closed case is in the closed view; the player's tab shows the restriction lifted and the case on the record.
  await page.getByTestId('rg-case-back').click();
  await page.getByTestId('rg-cases-closed').click();
  await expect(page).toHaveURL(/status=CLOSED/);
  await expect(page.getByTestId(`rg-case-link-${id}`)).toBeVisible();
  await page.goto(`/backoffice/rg-cases/${id}`);
  await page.getByTestId('rg-case-open-player').click();
  await expect(page.getByTestId('player-tab-panel')).toHaveAttribute('data-tab', 'protection');
  await expect(page.getByTestId('rg-restricted')).toHaveAttribute('data-restricted', 'false');
  await expect(page.locator('[data-testid="rg-history-row"][data-kind="CASE_CLOSED"]')).toContainText('Limits agreed');
});
