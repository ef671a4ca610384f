import { signedInStaff } from './backoffice-helpers';
import { expect, OPS_AUTH, test } from './fixtures';

/**
 * Agents in the back office (issue 32), in English: an administrator searches the agent tree for the demo agents and
 * opens agent01's downlines; then, on Settlements, opens an hourly period that has ended with the team's play (the
 * seed's, days back: no clock is waited for) and is not settled yet, reads the preview of its bills (nothing written),
 * pays it, and sees the written bills equal the preview, paid.
 */
test('staff search the agent tree, preview a period’s bills and pay them', async ({ page, request, lang }) => {
  await signedInStaff(page, request, lang, 'administrator');
  await page.getByTestId('nav-agents').click();
  await expect(page.locator('#page-agents-title')).toHaveText('Agents');

  // The tree: a search by the start of the name, then agent01's direct downlines with the path above them.
  await page.getByTestId('tree-search').fill('agent0');
  await page.getByTestId('tree-search-submit').click();
  const table = page.getByTestId('tree-table');
  for (const a of ['agent01', 'agent02', 'agent03']) await expect(table).toContainText(a);
  await page.getByTestId('tree-open-agent01').click();
  await expect(page.getByTestId('tree-path')).toContainText('agent01');
  const row = table.locator('tr', { hasText: 'agent02' });
  await expect(row).toContainText('Agent');
  await expect(row).toContainText('Hourly salary');
  await expect(row.getByTestId('tree-team')).toHaveText(/^[1-9]\d*$/);

  // Settlements: an hourly period due (ended, played, no run), previewed, then paid.
  await page.getByTestId('agents-tab-settlements').click();
  await page.getByTestId('settle-kind').selectOption('HOURLY');
  const due = page.getByTestId('periods-table').locator('tr', { hasText: 'Due, not paid' }).first();
  await expect(due).toBeVisible();
  const period = ((await due.locator('button').textContent()) ?? '').trim();
  await due.locator('button').click();
  const panel = page.getByTestId('period-panel');
  await expect(panel.getByTestId('period-status')).toHaveAttribute('data-status', 'DUE');
  await expect(panel.getByTestId('period-note')).toContainText('Nothing is written until you pay');
  const bills = panel.getByTestId('bills-table');
  await expect(bills).toContainText('agent01');
  await expect(bills).toContainText('Not written yet');
  const previewed = await panel.getByTestId('bill-amount').allTextContents();
  const total = ((await panel.getByTestId('period-total').textContent()) ?? '').trim();
  expect(total).toMatch(/[1-9]/);
  // Nothing was written by the preview.
  const before = await request.get(`/ops/v1/merchants/DEMO/agent-bills?kind=HOURLY&period=${period}`, { headers: OPS_AUTH });
  expect((await before.json()).value).toMatchObject({ list: [], status: null });

  await panel.getByTestId('period-pay').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByTestId('pay-confirm-text')).toContainText(total);
  await confirm.getByTestId('confirm-action').click();
  await expect(panel.getByTestId('pay-done')).toBeVisible();
  await expect(panel.getByTestId('period-status')).toHaveAttribute('data-status', 'SETTLED');
  await expect(panel.getByTestId('period-total')).toHaveText(total);
  await expect(panel.getByTestId('period-paid')).toHaveText(total);
  await expect(panel.getByTestId('bill-amount')).toHaveText(previewed);
  await expect(bills).not.toContainText('Not written yet');
  await expect(page.getByTestId('periods-table').locator('tr', { hasText: period })).toContainText('Settled');
});
