import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, opsSignIn, ownAccount, test } from './fixtures';

/**
 * Switches tell the truth: a module is offered only while it answers. The reward centre (REWCEN3) and the points
 * mall (PTSYS3) answer, so they are offered and open; agent pages whose module does not answer are not listed, nor does their route open.
 * (Invite friends and the inbox answer: content.spec.ts and messages.spec.ts follow them.)
 * SHOTS_DIR=<folder> also saves the menus (member and agent centre) for review.
 */
const offLinks: string[] = [];

const signIn = async (page: Page, form: 'login-form' | 'agent-login-form', user: string, pass: string) => {
  const prefix = form === 'agent-login-form' ? 'agent-login' : 'login';
  await page.goto(form === 'agent-login-form' ? '/agent' : '/login');
  const f = page.getByTestId(form);
  await f.locator(`#${prefix}-username`).fill(user);
  await f.locator(`#${prefix}-password`).fill(pass);
  await f.locator('button[type="submit"]').click();
};

const noLinks = async (scope: ReturnType<Page['locator']>) => {
  for (const href of offLinks) await expect(scope.locator(`a[href="${href}"]`)).toHaveCount(0);
};

const shot = async (page: Page, lang: string, name: string) => {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${lang.toLowerCase()}-${width}-${name}.png`), fullPage: true });
};

for (const width of [390, 1440]) {
  test.describe(`modules reported off have no entry (${width})`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test('member: header, side menu, avatar menu and member centre', async ({ page, lang }) => {
      // Accounts of its own: a login ends the account's sessions in the journeys running beside this one.
      await signIn(page, 'login-form', await ownAccount(page.request, 'member', 'modm'), 'secret12');
      await expect(page.getByTestId('avatar-menu')).toBeVisible();
      await page.goto('/member');
      const centre = page.locator('.member-centre__nav');
      await expect(centre.locator('a[href="/member/securityCenter"]')).toBeVisible();
      await noLinks(centre);
      await noLinks(page.getByTestId('site-header'));
      await noLinks(page.getByTestId('side-menu'));
      await expect(page.getByTestId('side-menu').locator('a[href="/member/personalHistoryCopy"]')).toHaveCount(1);
      await page.getByTestId('avatar-menu').locator('summary').click();
      await expect(page.getByTestId('avatar-menu').locator('a[href="/member/securityCenter"]')).toBeVisible();
      await noLinks(page.getByTestId('avatar-menu'));
      await shot(page, lang, 'member-centre');
      if (width < 600) {
        await page.getByTestId('menu-toggle').click();
        await expect(page.getByTestId('side-menu')).toBeInViewport({ ratio: 1 });
        await shot(page, lang, 'side-menu');
      }
      // The reward centre answers, so it is offered in the member centre and the side menu.
      await expect(centre.locator('a[href="/member/rewardCenter"]')).toBeVisible();
      await expect(page.getByTestId('side-menu').locator('a[href="/member/rewardCenter"]')).toHaveCount(1);
      // The points mall answers, so its route opens.
      await page.goto('/pointMall');
      await expect(page.getByTestId('screen-pointMall')).toBeVisible();
    });

    test('agent: the agent centre lists the pages that answer and none whose module is off', async ({ page, lang }) => {
      // agent01's seeded team and bills, read through an operator's session (a login would end agent01's sessions in
      // the agents journey running beside this one).
      await opsSignIn(page, 'agent01');
      await page.goto('/agentHome');
      const centre = page.getByTestId('screen-agentHome');
      await expect(centre).toBeVisible();
      const menu = centre.locator('.agent-centre__menu');
      // Deposit and withdrawal stay (they open inside the agent centre); the agent pages that answer are listed.
      await expect(menu.locator('a[href="/agentHome/depositv2"]')).toBeVisible();
      await expect(menu.locator('a[href="/agentHome/agentTeamOverview"]')).toBeVisible();
      await expect(menu.locator('a[href="/agentHome/agentDailyWages2"]')).toBeVisible();
      // Announcements, team betting and downline transactions answer (issue 11), so they are offered too.
      for (const id of ['agentAnnouncement', 'personalHistoryCopy', 'agentDownlineTransactionDetailsCopy'])
        await expect(menu.locator(`a[href="/agentHome/${id}"]`)).toBeVisible();
      await noLinks(menu);
      // /agentHome opens the team overview with the seeded team's figures.
      await expect(centre.getByTestId('agent-overview')).toBeVisible();
      // Eight seeded, and more once the agents journey has registered its newcomers on the same server.
      await expect(centre.getByTestId('ov-team').locator('dd')).toHaveText(/^\s*(?:[89]|\d{2,})\s/);
      await shot(page, lang, 'agent-centre');
      await page.goto('/agentHome/agentDividendRecordCopy2');
      await expect(page.getByTestId('agent-bills-DIVIDEND')).toBeVisible();
      await expect(page.getByTestId('bills-table').locator('tbody tr')).toHaveCount(3);
      await page.goto('/agentHome/agentAnnouncement');
      await expect(page.getByTestId('agent-announcements').getByTestId('ann-list').locator('li')).not.toHaveCount(0);
    });
  });
}
