import path from 'node:path';
import type { Page } from '@playwright/test';
import { signedInStaff } from './backoffice-helpers';
import { giveDetails, memberOf, upload } from './backoffice-kyc-helpers';
import { listedPlayer } from './backoffice-risk-helpers';
import { expect, OPS_AUTH, ownPlayer, test } from './fixtures';

/**
 * Every back-office page (issue 29) as an administrator sees it, at a phone's and a desktop's width, in the project's
 * language: its heading shows, nothing runs past the page's width, and with CAPTURE=1 a picture of it goes
 * to test-results/backoffice-<lang>-<width>-<page>.png for a person to look at. The responsible-gambling cases (issue
 * 30) come with them, and so does a player's responsible-gambling tab, with a limit set so its table has a row; the
 * documents queue and a document's review (issue 31), with a player's identity document waiting in it; the risk
 * cases, a screening case, the fraud rules and a player's link graph (issue 31), with a listed player and their twin.
 */
const PAGES = ['dashboard', 'players', 'deposits', 'withdrawals', 'approvals', 'staff', 'roles', 'audit', 'sessions'];

/** The operator console's pages (issue 32): address and page id. */
const CONSOLE = [
  ['content', 'content'],
  ['promotions', 'promotions'],
  ['loyalty', 'loyalty'],
  ['games', 'games'],
  ['vendors', 'vendors'],
  ['agents', 'agents'],
  ['reports', 'reports'],
  ['regulator-exports', 'regulator'],
  ['brand', 'brand'],
] as const;

/** Opens an address, waits for its page and data, checks its width and takes its picture. */
const capture = async (page: Page, lang: string, address: string, id: string, name: string, ready?: () => Promise<void>) => {
  await page.goto(`/backoffice/${address}`);
  await expect(page.locator(`#page-${id}-title`)).toBeVisible();
  await ready?.();
  // Taken once the page's data has come (no loading bar left) and its fonts are in.
  await expect(page.locator('.loading')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the window`).toBeLessThanOrEqual(0);
  // The picture is for a person (CAPTURE=1); a full-page picture of every page cost CI's journeys about a minute.
  if (!process.env.CAPTURE) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(test.info().project.outputDir, `backoffice-${lang.toLowerCase()}-${width}-${name}.png`),
    fullPage: true,
  });
};

for (const width of [390, 1440]) {
  test(`every back-office page at ${width} px`, async ({ page, request, lang }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signedInStaff(page, request, lang, 'administrator');
    for (const id of PAGES) await capture(page, lang, id, id, id);
    await capture(page, lang, 'rg-cases', 'rgCases', 'rg-cases');
    const account = await ownPlayer(request, 'borgcap');
    const limit = await request.put(`/ops/v1/merchants/DEMO/players/${account}/protection/limits`, {
      headers: OPS_AUTH,
      data: { kind: 'deposit', period: 'week', amount: '2500000', reason: 'capture: a limit to show' },
    });
    expect(limit.ok(), await limit.text()).toBe(true);
    await capture(page, lang, `players/${account}?tab=protection`, 'player', 'player-protection');
    await expect(page.getByTestId('limits-table')).toContainText(/25,000\.00/);
    const member = await memberOf(request, await ownPlayer(request, 'bokyccap'));
    await giveDetails(request, member);
    const doc = await upload(request, member, 'ID');
    await upload(request, member, 'ADDRESS', 60);
    await capture(page, lang, 'kyc', 'kyc', 'kyc-queue');
    await capture(page, lang, `kyc/${doc}`, 'kycReview', 'kyc-review', () =>
      expect(page.getByTestId('kyc-document')).toHaveAttribute('data-state', 'ready'),
    );
    await capture(page, lang, `players/${member.account}?tab=kyc`, 'player', 'player-kyc', () =>
      expect(page.getByTestId('kyc-tab')).toBeVisible(),
    );
    const listed = await listedPlayer(request, 'boriskcap');
    await capture(page, lang, `risk-cases?page=${listed.page}`, 'riskCases', 'risk-cases');
    await capture(page, lang, `risk-cases/${listed.id}`, 'riskCase', 'risk-case', () =>
      expect(page.getByTestId('risk-hit').first()).toBeVisible(),
    );
    await capture(page, lang, 'risk-rules', 'riskRules', 'risk-rules');
    await capture(page, lang, `players/${listed.member.account}?tab=graph`, 'player', 'player-graph', () =>
      expect(page.getByTestId('risk-graph-svg')).toBeVisible(),
    );
    // Issue 32: the operator console's pages, each on its first tab with the demo merchant's data.
    for (const [address, id] of CONSOLE) await capture(page, lang, address, id, address);
    // Issue 34: the vendor protocols, with the house vendor's reconciliation open (the seed's rounds in its table of
    // days, the page's widest part).
    await capture(page, lang, 'vendor-protocols?vendor=HOUSE', 'vendorProtocols', 'vendor-protocols', () =>
      expect(page.getByTestId('vp-recon-table')).toBeVisible(),
    );
  });
}
