import { signedInStaff } from './backoffice-helpers';
import { listedPlayer } from './backoffice-risk-helpers';
import { expect, OPS_AUTH, test } from './fixtures';

/**
 * Risk in the back office (issue 31), in English: a player gives identity details with a name on the screening list;
 * risk staff find the SCREENING case in the queue, read the list entry it matched, claim it, add a note and close it
 * cleared; the player's link graph shows the account linked to them; an administrator changes a fraud rule's
 * parameter and saves it.
 */
test('risk works a screening case to cleared, reads the link graph; an administrator sets a fraud rule', async ({
  page,
  browser,
  request,
  lang,
}) => {
  const { member, twin, id, page: queuePage } = await listedPlayer(request);
  const staff = await signedInStaff(page, request, lang, 'risk');

  // The queue: open cases, this one among them with its reason, the withdrawal hold and nobody owning it yet.
  await page.getByTestId('nav-riskCases').click();
  await expect(page.locator('#page-riskCases-title')).toHaveText('Risk cases');
  await expect(page.getByTestId('risk-cases-open')).toHaveAttribute('aria-selected', 'true');
  if (queuePage > 1) await page.goto(`/backoffice/risk-cases?page=${queuePage}`);
  const row = page.getByTestId('risk-cases-table').locator('tr', { has: page.getByTestId(`risk-case-link-${id}`) });
  await expect(row).toContainText(member.account);
  await expect(row).toContainText('Sanctions or PEP list match');
  await expect(row).toContainText('Holds withdrawals');
  await expect(row).toContainText('Nobody yet');

  // The case: the reason explained, the name given and the list entry it matched, in words.
  await row.getByTestId(`risk-case-link-${id}`).click();
  const item = page.getByTestId('risk-case');
  await expect(item).toHaveAttribute('data-status', 'OPEN');
  await expect(item).toContainText('resembles an entry on a sanctions');
  const evidence = item.getByTestId('risk-evidence');
  await expect(evidence.locator('[data-field="name"]')).toContainText('Mohammed Yusuf Kureshi');
  await expect(evidence.locator('[data-field="birthDate"]')).toContainText('March 2, 1971');
  const hit = evidence.getByTestId('risk-hit').first();
  await expect(hit).toContainText('Muhammad Yousuf Qureshi');
  await expect(hit).toContainText(/Sanctions list|Politically exposed persons/);
  await expect(hit).toContainText(/Match \d+%/);
  await expect(evidence).not.toContainText('{');

  // Claimed, noted, closed cleared with a reason (a reason is required).
  await item.getByTestId('risk-case-claim').click();
  await expect(item.getByTestId('risk-case-owner')).toContainText(staff.username);
  await expect(item.getByTestId('risk-case-claim')).toHaveCount(0);
  await item.getByTestId('risk-note-text').fill('journey: date of birth differs by a day, different father’s name');
  await item.getByTestId('risk-note-submit').click();
  await expect(item.getByTestId('risk-note')).toHaveCount(1);
  await expect(item.getByTestId('risk-note')).toContainText('different father’s name');
  await expect(item.getByTestId('risk-note-text')).toHaveValue('');
  await item.getByTestId('risk-outcome-CLEARED').check();
  await item.getByTestId('risk-close-open').click();
  const dialog = page.getByTestId('risk-close-dialog');
  await expect(dialog).toContainText('Cleared');
  await dialog.getByTestId('reason-submit').click();
  await expect(dialog.getByTestId('field-error')).toBeVisible();
  await dialog.getByTestId('reason-input').fill('journey: not the listed person');
  await dialog.getByTestId('reason-submit').click();
  await expect(item).toHaveAttribute('data-status', 'CLOSED');
  await expect(item.getByTestId('risk-case-outcome')).toHaveText('Cleared');
  await expect(item.getByTestId('risk-close')).toHaveCount(0);
  const closed = await request.get(`/ops/v1/merchants/DEMO/risk-cases/${id}`, { headers: OPS_AUTH });
  expect((await closed.json()).value).toMatchObject({ status: 'CLOSED', outcome: 'CLEARED' });

  // The player's link graph: the player in the centre, the twin linked by identity data, drawn and in the table.
  await item.getByTestId('risk-case-open-graph').click();
  await expect(page.getByTestId('player-tab-panel')).toHaveAttribute('data-tab', 'graph');
  const graph = page.getByTestId('risk-graph-tab');
  await expect(graph.getByTestId('risk-graph-svg')).toBeVisible();
  await expect(graph.locator(`[data-testid="risk-graph-node"][data-account="${member.account}"]`)).toHaveAttribute('data-depth', '0');
  await expect(graph.locator(`[data-testid="risk-graph-node"][data-account="${twin.account}"]`)).toHaveAttribute('data-depth', '1');
  await expect(graph.locator('path[data-via="identity"]').first()).toBeAttached();
  await expect(graph.getByTestId('risk-graph-legend')).toContainText('Same identity details');
  const twinRow = graph.getByTestId('risk-graph-table').locator('tr', { hasText: twin.account });
  await expect(twinRow).toContainText('One step');
  await expect(twinRow).toContainText('Same identity details');
  await expect(twinRow).toContainText('ID number');

  // Risk staff read the fraud rules but cannot change them.
  await page.getByTestId('nav-riskRules').click();
  await expect(page.getByTestId('risk-rule-WIN_MULTIPLE')).toContainText('Withdrawal to last deposit');
  await expect(page.getByTestId('risk-rule-save')).toHaveCount(0);

  // An administrator changes WIN_MULTIPLE's multiple and saves it; the page read afresh shows it.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  try {
    await signedInStaff(admin, request, lang, 'administrator');
    await admin.goto('/backoffice/risk-rules');
    const rule = admin.getByTestId('risk-rule-WIN_MULTIPLE');
    await expect(rule).toContainText('× last deposit');
    await expect(rule).toContainText('default 10');
    await rule.getByTestId('risk-param-multiple').fill('0');
    await expect(rule.getByTestId('field-error')).toBeVisible();
    await rule.getByTestId('risk-param-multiple').fill('12');
    await rule.getByTestId('risk-rule-save').click();
    await expect(rule.getByTestId('risk-rule-saved')).toBeVisible();
    await admin.reload();
    await expect(admin.getByTestId('risk-rule-WIN_MULTIPLE').getByTestId('risk-param-multiple')).toHaveValue('12');
    await expect(admin.getByTestId('risk-rule-WIN_MULTIPLE')).toContainText('Changed from the default');
  } finally {
    // Back to the catalogue's default, for the journeys that withdraw.
    await request.put('/ops/v1/merchants/DEMO/risk-rules/WIN_MULTIPLE', {
      headers: OPS_AUTH,
      data: { enabled: true, params: { multiple: 10 } },
    });
    await context.close();
  }
});
