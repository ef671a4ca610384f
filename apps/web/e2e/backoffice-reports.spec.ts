import { readFile } from 'node:fs/promises';
import { signedInStaff } from './backoffice-helpers';
import { expect, OPS_AUTH, test } from './fixtures';

/**
 * Reports in the back office (issue 32), in English: finance staff open Reports and see GGR by day for the demo
 * merchant (the seed's house rounds, summed by the reports consumer) as a chart and a table in the merchant's zone;
 * group it by vendor, open a vendor's bets, and export the report as CSV with a reason (audited).
 */
test('finance reads GGR by day and by vendor, drills into a vendor, exports CSV with a reason', async ({ page, request, lang }) => {
  // The seed's rounds are in the aggregates once the reports consumer has taken in every event so far.
  await expect
    .poll(async () => {
      const res = await request.post('/ops/v1/events/consumers/reports.rollup/drain', { headers: OPS_AUTH });
      return res.ok() ? (await res.json()).value.pending : -1;
    })
    .toBe(0);
  const staff = await signedInStaff(page, request, lang, 'finance');

  await page.getByTestId('nav-reports').click();
  await expect(page.locator('#page-reports-title')).toHaveText('Reports');
  await expect(page.getByTestId('report-tab-ggr')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('report-preset-last7')).toHaveAttribute('aria-pressed', 'true');
  const report = page.getByTestId('report');
  await expect(report).toHaveAttribute('data-group', 'day');
  await expect(page.getByTestId('report-scope')).toContainText('Asia/Karachi');
  // A line over the seven days, and the same seven days in the table; the range had bets.
  await expect(report.getByTestId('report-chart')).toHaveAttribute('data-kind', 'line');
  await expect(report.locator('.recharts-line-curve').first()).toBeVisible();
  await expect(report.getByTestId('report-table').locator('tbody tr')).toHaveCount(7);
  await expect(report.getByTestId('report-total-bets').locator('.report-total__value')).not.toHaveText('0');

  // By vendor: bars, the house games among the rows.
  await page.getByTestId('report-group-vendor').click();
  await expect(report).toHaveAttribute('data-group', 'vendor');
  await expect(report.getByTestId('report-chart')).toHaveAttribute('data-kind', 'bar');
  const first = report.getByTestId('report-row-key').first();
  await expect(first).toBeVisible();
  const vendor = (await first.textContent()) ?? '';

  // The vendor's bets: a dialog of rows, paged, with when and whose.
  await first.click();
  const drill = page.getByTestId('report-drill');
  await expect(drill).toContainText(`Rows of ${vendor}`);
  await expect(drill.getByTestId('report-drill-table').locator('tbody tr').first()).not.toHaveClass(/table__empty/);
  await expect(drill.getByTestId('report-drill-total')).not.toHaveText('Rows: 0');
  await drill.getByRole('button', { name: 'Close' }).click();

  // Export: a reason is required; the file's first line is the CSV header.
  await page.getByTestId('report-export').click();
  const dialog = page.getByTestId('report-export-dialog');
  await dialog.getByTestId('reason-submit').click();
  await expect(dialog.getByTestId('field-error')).toBeVisible();
  await dialog.getByTestId('reason-input').fill('journey: weekly vendor review');
  const download = page.waitForEvent('download');
  await dialog.getByTestId('reason-submit').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const header = csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  expect(header).toBe('key,label,bets,rollbacks,stake,payout,ggr,bonus,rebate,ngr');
  expect(csv).toContain(`${vendor},`);
  await expect(page.getByTestId('report-exported')).toBeVisible();

  // On the audit record: who, and why.
  const audit = await request.get('/ops/v1/merchants/DEMO/audit?action=reports.export&limit=20', { headers: OPS_AUTH });
  const records = (await audit.json()).value.rows as { actor: string; payload: unknown }[];
  expect(records.some((r) => r.actor.includes(staff.username) && JSON.stringify(r.payload).includes('weekly vendor review'))).toBe(true);
});
