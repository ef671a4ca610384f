import type { APIRequestContext, Page } from '@playwright/test';
import { type Staff, signedInStaff } from './backoffice-helpers';
import { giveDetails, JOURNEY_DETAILS, memberKyc, memberOf, upload } from './backoffice-kyc-helpers';
import { expect, ownPlayer, test } from './fixtures';

/**
 * Document review in the back office (issue 31), in English: risk staff open the next pending document, compare it
 * with the player's details, reject it with a reason (the player sees it rejected), then approve the player's new
 * identity document and proof of address (the player's tab shows them verified). Staff without kyc.view see no
 * verification page and are refused the document's bytes.
 */

/**
 * "Open next" until it opens this player's document. Journeys beside this one leave pending documents of their own,
 * older than ours; "Open next" gives a reviewer back the document they already hold, so when it is another's, a second
 * reviewer signs in and presses it (each reviewer keeps their claim, so the next one gets the next document).
 */
const openNextOf = async (page: Page, request: APIRequestContext, lang: 'EN' | 'UR', account: string, first: Staff) => {
  let staff = first;
  for (let i = 0; i < 25; i++) {
    if (i > 0) {
      await page.evaluate(() => sessionStorage.clear());
      staff = await signedInStaff(page, request, lang, 'risk');
    }
    await page.goto('/backoffice/kyc');
    await page.getByTestId('kyc-open-next').click();
    await expect(page.getByTestId('kyc-review')).toBeVisible();
    if ((await page.getByTestId('kyc-review-player').textContent()) === account) return staff;
  }
  throw new Error(`Open next never reached ${account}`);
};

test('risk reviews a player’s documents: open next, reject with a reason, approve the new ones, the level rises', async ({
  page,
  request,
  lang,
}) => {
  const member = await memberOf(request, await ownPlayer(request, 'bokyc'));
  await giveDetails(request, member);
  const first = await upload(request, member, 'ID');
  const signedIn = await signedInStaff(page, request, lang, 'risk');

  // The queue: pending documents, with this one among them; "Open next" claims the oldest one nobody is reviewing.
  await page.getByTestId('nav-kyc').click();
  await expect(page.locator('#page-kyc-title')).toHaveText('Verification');
  await expect(page.getByTestId('kyc-status-pending')).toHaveAttribute('aria-selected', 'true');
  const staff = await openNextOf(page, request, lang, member.account, signedIn);
  const review = page.getByTestId('kyc-review');
  await expect(page).toHaveURL(new RegExp(`/backoffice/kyc/${first}$`));
  await expect(review).toHaveAttribute('data-status', 'PENDING');
  await expect(review.getByTestId('kyc-reviewer')).toContainText(staff.username);
  await expect(review.getByTestId('kyc-document')).toHaveAttribute('data-state', 'ready');
  await expect(review.getByTestId('kyc-document-image')).toBeVisible();
  expect(await review.getByTestId('kyc-document-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(review.getByTestId('kyc-document')).toContainText('Identity document');
  const details = review.getByTestId('kyc-details');
  await expect(details).toContainText(JOURNEY_DETAILS.fullName);
  await expect(details).toContainText('March 1, 1990');
  await expect(details).toContainText(JOURNEY_DETAILS.idNumber);
  await expect(review.getByTestId('kyc-facts').getByTestId('kyc-level')).toHaveText('Basic');

  // Rejected with a reason: a reason is required, and the player reads it.
  await review.getByTestId('kyc-reject').click();
  const reject = page.getByTestId('kyc-reject-dialog');
  await reject.getByTestId('reason-submit').click();
  await expect(reject.getByTestId('field-error')).toBeVisible();
  await reject.getByTestId('reason-input').fill('journey: the photo is too blurred to read');
  await reject.getByTestId('reason-submit').click();
  await expect(page.getByTestId('kyc-done')).toContainText('Identity document rejected.');
  await expect(page.getByTestId('kyc-done').getByTestId('kyc-open-next')).toBeVisible();
  await expect(review).toHaveAttribute('data-status', 'REJECTED');
  await expect(review.getByTestId('kyc-review-reason')).toHaveText('journey: the photo is too blurred to read');
  await expect(review.getByTestId('kyc-decide')).toHaveCount(0);
  const rejected = (await memberKyc(request, member)).documents.find((d) => d.id === first);
  expect(rejected?.status).toBe('REJECTED');
  expect(rejected?.reason).toBe('journey: the photo is too blurred to read');

  // The player sends a new identity document and a proof of address.
  const second = await upload(request, member, 'ID', 40);
  const address = await upload(request, member, 'ADDRESS', 80);

  // From the player's profile: the verification tab lists them, each with a link to its review.
  await review.getByTestId('kyc-open-player').click();
  await expect(page.getByTestId('player-tab-panel')).toHaveAttribute('data-tab', 'kyc');
  const tab = page.getByTestId('kyc-tab');
  await expect(tab.getByTestId('kyc-level')).toHaveText('Basic');
  const docs = tab.getByTestId('kyc-player-documents');
  await expect(docs.locator('tr', { has: page.getByTestId(`kyc-review-link-${first}`) })).toContainText('Rejected');
  await expect(docs.locator('tr', { has: page.getByTestId(`kyc-review-link-${address}`) })).toContainText('Proof of address');
  await docs.getByTestId(`kyc-review-link-${second}`).click();

  await expect(page).toHaveURL(new RegExp(`/backoffice/kyc/${second}$`));
  await expect(review.getByTestId('kyc-others')).toContainText('Rejected');
  await review.getByTestId('kyc-approve').click();
  await page.getByTestId('confirm-dialog').getByTestId('confirm-action').click();
  await expect(page.getByTestId('kyc-done')).toContainText('Identity document approved.');
  await expect(review).toHaveAttribute('data-status', 'APPROVED');

  // The proof of address, from the other documents: approved, the player is verified.
  await review.getByTestId('kyc-others').getByTestId(`kyc-review-link-${address}`).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/kyc/${address}$`));
  await expect(review.getByTestId('kyc-document')).toContainText('Proof of address');
  await review.getByTestId('kyc-approve').click();
  await page.getByTestId('confirm-dialog').getByTestId('confirm-action').click();
  await expect(review).toHaveAttribute('data-status', 'APPROVED');
  await expect(review.getByTestId('kyc-facts').getByTestId('kyc-level')).toHaveText('Verified');

  await review.getByTestId('kyc-review-player').click();
  await expect(page.getByTestId('kyc-tab').getByTestId('kyc-tab-level')).toContainText('Verified');
  expect((await memberKyc(request, member)).level).toBe('VERIFIED');

  // The decided documents are under their tabs in the queue.
  await page.goto('/backoffice/kyc');
  await page.getByTestId('kyc-status-approved').click();
  await expect(page).toHaveURL(/status=APPROVED/);
  await expect(page.getByTestId('kyc-queue-table')).toBeVisible();
});

test('staff without kyc.view see no verification page and are refused the document', async ({ page, request, lang }) => {
  const member = await memberOf(request, await ownPlayer(request, 'bokycno'));
  await giveDetails(request, member);
  const id = await upload(request, member, 'ID');
  await signedInStaff(page, request, lang, 'marketing');
  await expect(page.getByTestId('nav-players')).toBeVisible();
  await expect(page.getByTestId('nav-kyc')).toHaveCount(0);
  await page.goto(`/backoffice/players/${member.account}`);
  await expect(page.getByTestId('player-tab-overview')).toBeVisible();
  await expect(page.getByTestId('player-tab-kyc')).toHaveCount(0);

  const token = await page.evaluate(() => sessionStorage.getItem('bo.token'));
  const res = await request.get(`/ops/v1/merchants/DEMO/kyc/documents/${id}/file`, { headers: { Authorization: `Bearer ${token}` } });
  // The operator API's refusal of a permission the role lacks (ops-auth), the same for every back-office call.
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe('ops.forbidden');
  const queue = await request.get('/ops/v1/merchants/DEMO/kyc/documents', { headers: { Authorization: `Bearer ${token}` } });
  expect(queue.status()).toBe(403);
});
