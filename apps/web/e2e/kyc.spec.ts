import { expect, ownPlayer, signInForm, test } from './fixtures';

/** A 1×1 PNG: the real signature and chunks, so the server's check of the bytes takes it as a picture. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Verification in the member centre (issue 31), in Urdu: the player fills in the identity details (the level becomes
 * Basic), uploads a picture of an ID (waiting for review), and a text file named .png is refused by its bytes.
 */
test('identity details make the level Basic; an ID upload waits for review; a renamed text file is refused', async ({ page }) => {
  const user = await ownPlayer(page.request, 'kyc');
  await signInForm(page, user);

  await page.goto('/member/verification');
  await expect(page.getByTestId('kyc-page')).toBeVisible();
  await expect(page.getByTestId('kyc-level')).toHaveAttribute('data-level', 'NONE');
  await expect(page.getByTestId('kyc-step-NONE')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('kyc-threshold-deposits')).toContainText('ڈپازٹ');

  // The contract's rules refuse a short name before anything is sent.
  const details = page.getByTestId('kyc-details-form');
  await details.getByTestId('kyc-fullName').fill('Al');
  await details.getByTestId('kyc-details-save').click();
  await expect(details.locator('[data-field="fullName"]')).toContainText('پورا نام');

  await details.getByTestId('kyc-fullName').fill('Ali Raza Khan');
  await details.getByTestId('kyc-birthDate').fill('1990-05-17');
  await details.getByTestId('kyc-idNumber').fill('35202-1234567-1');
  await details.getByTestId('kyc-nationality').fill('Pakistani');
  await details.getByTestId('kyc-address').fill('House 12, Street 4, Gulberg, Lahore');
  await details.getByTestId('kyc-details-save').click();
  await expect(page.getByTestId('kyc-details-saved')).toBeVisible();
  await expect(page.getByTestId('kyc-level')).toHaveAttribute('data-level', 'BASIC');
  await expect(page.getByTestId('kyc-level-name')).toHaveText('بنیادی');
  await expect(page.getByTestId('kyc-step-NONE')).toHaveAttribute('data-state', 'done');

  // A picture of the ID: sent, and waiting for review in the list.
  const id = page.getByTestId('kyc-upload-ID');
  await id.getByTestId('kyc-file-ID').setInputFiles({ name: 'cnic.png', mimeType: 'image/png', buffer: png });
  await id.getByTestId('kyc-send-ID').click();
  await expect(id.getByTestId('kyc-uploaded')).toBeVisible();
  await expect(id).toHaveAttribute('data-status', 'PENDING');
  const row = page.getByTestId('kyc-list').locator('tbody tr').first();
  await expect(row).toContainText('cnic.png');
  await expect(row.getByTestId('kyc-doc-status')).toHaveAttribute('data-status', 'PENDING');
  await expect(row.getByTestId('kyc-doc-status')).toHaveText('جائزے کی منتظر');
  await expect(row.getByTestId('datetime')).toBeVisible();
  // The proof of address is what the next level still needs.
  const address = page.getByTestId('kyc-upload-ADDRESS');
  await expect(address.getByTestId('kyc-next')).toBeVisible();

  // A file of another type is stopped here; text named .png passes the name check and is refused by its bytes.
  await address.getByTestId('kyc-file-ADDRESS').setInputFiles({ name: 'bill.gif', mimeType: 'image/gif', buffer: png });
  await expect(address.getByTestId('field-error')).toHaveAttribute('data-code', 'kyc.file_type');
  await address.getByTestId('kyc-file-ADDRESS').setInputFiles({
    name: 'bill.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is a text file, not a picture.\n'),
  });
  await expect(address.getByTestId('field-error')).toHaveCount(0);
  await address.getByTestId('kyc-send-ADDRESS').click();
  const refused = address.getByTestId('error-text');
  await expect(refused).toHaveAttribute('data-code', 'kyc.file_mismatch');
  await expect(refused).toContainText('فائل وہ نہیں');
  await expect(page.getByTestId('kyc-list').locator('tbody tr')).toHaveCount(1);
});
