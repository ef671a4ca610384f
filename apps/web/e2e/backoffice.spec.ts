import type { Page } from '@playwright/test';
import { firstSignIn, newStaff, signedInStaff } from './backoffice-helpers';
import { expect, ownPlayer, test } from './fixtures';

/**
 * The back office (issue 29) in English: a new staff member's first sign-in into a shell that lists only the role's
 * pages, the player search and every tab of a player's 360 view, and a balance adjustment above the maker's four-eyes
 * threshold that a second staff member approves. Each journey makes staff of its own (backoffice-helpers.ts).
 */

/** The 360 view's tabs, as the page names them (data-testid `player-tab-<name>`). */
const TABS = ['overview', 'transactions', 'bets', 'money', 'bonuses', 'sessions', 'links', 'messages', 'notes', 'audit'];

const openTab = async (page: Page, name: string) => {
  await page.getByTestId(`player-tab-${name}`).click();
  const panel = page.getByTestId('player-tab-panel');
  await expect(panel).toHaveAttribute('data-tab', name);
  return panel;
};

test('a new staff member signs in the first time: password, TOTP enrolment, new password, the role’s pages', async ({
  page,
  request,
  lang,
}) => {
  const staff = await newStaff(request, 'support');
  // One-time password → enrolment (secret and QR code shown; the helper answers with the code) → new password → shell.
  await firstSignIn(page, lang, staff);
  await expect(page.getByTestId('header-user')).toContainText('Journey support');
  const nav = page.getByTestId('side-nav');
  await expect(nav.getByTestId('nav-players')).toBeVisible();
  await expect(nav.getByTestId('nav-deposits')).toBeVisible();
  for (const hidden of ['staff', 'roles', 'audit']) await expect(nav.getByTestId(`nav-${hidden}`)).toHaveCount(0);
});

test('risk finds demo01, opens every tab of its 360 view, shows its phone in clear and adds a note', async ({ page, request, lang }) => {
  await signedInStaff(page, request, lang, 'risk');
  await page.getByTestId('nav-players').click();
  const search = page.getByTestId('player-search');
  await search.getByTestId('player-search-by').selectOption('account');
  await search.getByTestId('player-search-q').fill('demo01');
  await search.getByTestId('player-search-submit').click();
  await expect(page).toHaveURL(/by=account&q=demo01/);
  await page.getByTestId('player-link-demo01').click();
  await expect(page.getByTestId('player-account')).toHaveText('demo01');
  // The search lives in the address: back shows it again, forward the player.
  await page.goBack();
  await expect(page.getByTestId('player-search-q')).toHaveValue('demo01');
  await page.goForward();
  await expect(page.getByTestId('player-mobile')).toHaveText('0300****560');

  // Risk may read contact fields in clear, with a reason on the audit record.
  await page.getByTestId('player-unmask').click();
  const dialog = page.getByTestId('unmask-dialog');
  await dialog.getByTestId('reason-input').fill('journey: checking a reported phone number');
  await dialog.getByTestId('reason-submit').click();
  await expect(page.getByTestId('player-unmasked')).toBeVisible();
  await expect(page.getByTestId('player-mobile')).toHaveText('03001234560');

  for (const name of TABS.slice(1)) {
    const panel = await openTab(page, name);
    if (name === 'transactions') await expect(panel.getByTestId('record-row').first()).toBeVisible();
    else await expect(panel.locator('[data-testid="record-row"], .table__empty, [data-testid="notes-empty"]').first()).toBeVisible();
  }
  // The unmask just made is on the player's audit tab.
  await expect((await openTab(page, 'audit')).getByText('players.unmask').first()).toBeVisible();

  const note = `journey note ${Date.now().toString(36)}`;
  const notes = await openTab(page, 'notes');
  await notes.getByTestId('note-text').fill(note);
  await notes.getByTestId('note-submit').click();
  await expect(notes.getByTestId('notes-list')).toContainText(note);
});

test('four eyes: a finance adjustment above 1,000 waits until a second finance member approves it', async ({
  page,
  request,
  browser,
  lang,
}) => {
  const account = await ownPlayer(request, 'bo4e');
  const [maker, checker] = await Promise.all([newStaff(request, 'finance'), newStaff(request, 'finance')]);
  await firstSignIn(page, lang, maker);
  // The maker saves a search for the new player as a filter of their own: it is listed beside the search form.
  await page.goto(`/backoffice/players?by=account&q=${account}`);
  await page.getByTestId('saved-filter-save').click();
  await page.getByTestId('saved-filter-name').fill(account);
  await page.getByTestId('saved-filter-submit').click();
  await expect(page.getByTestId('saved-filters').getByRole('link', { name: account })).toHaveAttribute('aria-current', 'true');
  await page.goto(`/backoffice/players/${account}`);
  // A new player has no wallet until money first moves.
  await expect(page.getByTestId('player-wallets')).toContainText('No wallet yet');
  await page.getByTestId('player-adjust').click();
  const form = page.getByTestId('adjust-form');
  await form.getByTestId('adjust-credit').check();
  await form.getByTestId('adjust-amount').fill('2,500.00');
  await form.getByTestId('adjust-reason').fill('journey: goodwill credit');
  await form.getByTestId('adjust-submit').click();
  const pending = page.getByTestId('adjust-pending');
  await expect(pending).toBeVisible();
  const id = await pending.getAttribute('data-approval-id');
  expect(id).toMatch(/^\d+$/);

  // The second staff member, in a browser of their own.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const second = await other.newPage();
    await firstSignIn(second, lang, checker);
    await second.goto('/backoffice/approvals');
    await second.getByTestId(`approve-${id}`).click();
    await second.getByTestId('confirm-action').click();
    await expect(second.getByTestId(`approve-${id}`)).toHaveCount(0);
  } finally {
    await other.close();
  }

  await page.reload();
  await expect(page.getByTestId('wallet-balance-MAIN')).toHaveText(/2,500\.00$/);
});
