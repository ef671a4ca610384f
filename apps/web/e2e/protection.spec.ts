import type { Page } from '@playwright/test';
import { OPS_AUTH, expect, ownPlayer, signInForm, test } from './fixtures';

/**
 * Player protection in the member centre (issue 30), in English: a daily deposit limit refuses a deposit above what
 * is left and a raise waits for its cooling-off; a reality check pauses a house game until the player continues.
 */

/** Resolves once the member's socket has been accepted (its `ready` frame): a frame sent from then on arrives. */
const memberLineReady = (page: Page) =>
  new Promise<void>((done) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"t":"ready"')) done();
      });
    });
  });

const setLimit = async (page: Page, amount: string) => {
  const form = page.getByTestId('limit-form');
  await form.getByTestId('limit-kind').selectOption('deposit');
  await form.getByTestId('limit-period').selectOption('day');
  await form.getByTestId('limit-amount-input').fill(amount);
};

test('a daily deposit limit refuses a deposit above what is left; raising it waits for the cooling-off', async ({ page }) => {
  const user = await ownPlayer(page.request, 'pglim');
  await signInForm(page, user);
  await page.goto('/member/responsibleGaming');
  await expect(page.getByTestId('protection-page')).toBeVisible();
  await expect(page.getByTestId('limits-none')).toBeVisible();
  const row = page.getByTestId('limit-deposit-day');

  // A first limit applies at once: Rs 200 a day, all of it left.
  await setLimit(page, '200');
  await expect(page.getByTestId('limit-preview')).toHaveText(/applies at once/);
  await page.getByTestId('limit-save').click();
  await expect(page.getByTestId('limit-saved')).toHaveText(/applies now/);
  await expect(row.getByTestId('limit-amount')).toHaveText('Rs 200.00');
  await expect(row.getByTestId('limit-left')).toHaveText('Rs 200.00');

  // A deposit of Rs 250 is more than is left: refused with the limit's text.
  await page.goto('/member/depositv2');
  await page.getByTestId('channel-FASTPAY').click();
  await page.getByTestId('deposit-amount').fill('250');
  await page.getByTestId('deposit-submit').click();
  const refused = page.getByTestId('deposit-page').getByTestId('error-text');
  await expect(refused).toHaveAttribute('data-code', 'protection.deposit_limit');
  await expect(refused).toHaveText(/over your deposit limit/);

  // Raising it to Rs 500 is pending: the limit in force stays, the change shows when it may be confirmed.
  await page.goto('/member/responsibleGaming');
  await setLimit(page, '500');
  await expect(page.getByTestId('limit-preview')).toHaveText(/after 24 hours/);
  await page.getByTestId('limit-save').click();
  await expect(page.getByTestId('limit-saved')).toHaveText(/pending/);
  await expect(row.getByTestId('limit-amount')).toHaveText('Rs 200.00');
  const pending = row.getByTestId('limit-deposit-day-pending');
  await expect(pending).toContainText('Rs 500.00');
  await expect(row.getByTestId('limit-deposit-day-effective').getByTestId('datetime')).toHaveText(/\d{4}/);
  await expect(row.getByTestId('limit-deposit-day-confirm')).toBeDisabled();

  // Cancelling the raise leaves the limit as it was, with nothing pending.
  await row.getByTestId('limit-deposit-day-cancel').click();
  await expect(pending).toHaveCount(0);
  await expect(row.getByTestId('limit-amount')).toHaveText('Rs 200.00');
});

test('a reality check pauses a house game until the player chooses to continue', async ({ page, request }) => {
  const user = await ownPlayer(request, 'pgreal', 100);
  const ready = memberLineReady(page);
  await signInForm(page, user);
  await page.getByTestId('section-RNG').getByTestId('game-card').filter({ hasText: 'Crown Fortune' }).locator('.game-card__open').click();
  await expect(page.getByTestId('house-game-slot')).toBeVisible();
  await page.getByTestId('house-play').click();
  await expect(page.getByTestId('house-stake')).toHaveText(/\d/);
  await ready;

  const due = await request.post(`/ops/v1/dev/merchants/DEMO/players/${user}/reality-check-now`, { headers: OPS_AUTH });
  expect(due.ok(), await due.text()).toBe(true);
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('reality-minutes')).toHaveText(/^\d+ min$|^\d+ h \d{2} min$/);
  // One spin of Rs 10 staked: the net since login is what it won less the stake.
  await expect(dialog.getByTestId('reality-net')).toHaveText(/^[-+]?Rs [\d,]+\.\d{2}$/);
  // The game behind it is paused: the modal makes the page inert, and the dialog has no way out but a choice.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeHidden();
  await dialog.getByTestId('reality-continue').click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('house-play').click();
  await expect(page.getByTestId('house-seed')).toHaveText(/^[0-9a-f]{64}$/);
});
