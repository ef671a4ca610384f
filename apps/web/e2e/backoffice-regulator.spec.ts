import { createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { signedInStaff } from './backoffice-helpers';
import { expect, OPS_AUTH, test } from './fixtures';

/**
 * Regulator exports in the back office (issue 32), in English: finance staff export the house games' fairness records
 * with a reason and receive the CSV and its signature file; the signature verifies with the merchant's public key, the
 * page shows the key's fingerprint and the openssl line, and the export is on the recent list with its reason.
 */
test('finance export game integrity with a reason and receive a CSV and its .sig', async ({ page, request, lang }) => {
  await signedInStaff(page, request, lang, 'finance');
  await page.getByTestId('nav-regulator').click();
  await expect(page.locator('#page-regulator-title')).toHaveText('Regulator exports');
  await expect(page.getByTestId('regulator-zone')).toContainText('Asia/Karachi');
  const key = (await (await request.get('/ops/v1/merchants/DEMO/regulator-exports', { headers: OPS_AUTH })).json()).value.key;
  await expect(page.getByTestId('regulator-fingerprint')).toHaveText(key.fingerprint.match(/.{4}/g).join(' '));
  await expect(page.getByTestId('regulator-kind-game-integrity')).toBeChecked();

  // A reason is required before anything is fetched.
  await page.getByTestId('regulator-submit').click();
  await expect(page.getByTestId('regulator-form').getByRole('alert')).toContainText('3 to 300 characters');

  const reason = `journey: fairness sample ${Date.now()}`;
  await page.getByTestId('regulator-reason').fill(reason);
  const downloads: Download[] = [];
  const two = new Promise<void>((resolve) =>
    page.on('download', (d) => {
      downloads.push(d);
      if (downloads.length === 2) resolve();
    }),
  );
  await page.getByTestId('regulator-submit').click();
  await two;
  const [csvFile, sigFile] = downloads;
  expect(csvFile?.suggestedFilename()).toMatch(/^game-integrity-DEMO-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(sigFile?.suggestedFilename()).toBe(`${csvFile?.suggestedFilename()}.sig`);
  const csv = fs.readFileSync((await csvFile?.path()) as string);
  const sig = fs.readFileSync((await sigFile?.path()) as string, 'utf8');
  expect(csv.toString().split('\r\n')[0]).toContain('server_seed_hash,server_seed,client_seed,nonce');
  expect(csv.toString()).toContain(',true,true\r\n');
  const csvSignature = sig.match(/^csv-signature: (.*)$/m)?.[1] ?? '';
  expect(verify(null, csv, createPublicKey(key.publicKeyPem), Buffer.from(csvSignature, 'base64'))).toBe(true);

  // The page checked the CSV against its signature file and words the openssl line with the files' names.
  await expect(page.getByTestId('regulator-match')).toContainText('matches its signature file');
  await expect(page.getByTestId('regulator-openssl')).toContainText(`-in ${csvFile?.suggestedFilename()} -sigfile`);
  await expect(page.getByTestId('regulator-recent').locator('tr', { hasText: reason })).toHaveCount(2);
});
