import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Switches tell the truth: the seeded merchants have the inbox, the rewards centre, referral, the points system and
 * every agent-centre page switched on in their settings, but none of them answers yet, so the server reports them
 * off and no header, side, avatar, member-centre or agent-centre menu offers them, nor does their route open.
 * SHOTS_DIR=<folder> also saves the menus (member and agent centre) for review.
 */
const offLinks = ['/member/messageV2', '/agentHome/messageV2', '/member/rewardCenter', '/member/referral'];

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
      await signIn(page, 'login-form', 'demo01', 'demo1234');
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
      // Typed in by hand, a page of a module that is off is not there.
      await page.goto('/member/rewardCenter');
      await expect(page.getByTestId('member-page-unknown')).toBeVisible();
      await page.goto('/pointMall');
      await expect(page.getByTestId('screen-notFound')).toBeVisible();
    });

    test('agent: the agent centre lists no page whose module is off', async ({ page, lang }) => {
      await signIn(page, 'agent-login-form', 'agent01', 'agent123');
      const centre = page.getByTestId('screen-agentHome');
      await expect(centre).toBeVisible();
      const menu = centre.locator('.agent-centre__menu');
      // Deposit and withdrawal stay (they open inside the agent centre); no agent page of a module that is off.
      await expect(menu.locator('a[href="/agentHome/depositv2"]')).toBeVisible();
      await expect(menu.locator('a[href^="/agentHome/"]:not([data-testid^="agent-extra-"])')).toHaveCount(0);
      await noLinks(menu);
      // With no page on, /agentHome is the agent centre itself, not a missing page.
      await expect(centre.getByRole('heading', { level: 1 })).not.toHaveText(/not found|نہیں ملا/i);
      await shot(page, lang, 'agent-centre');
      await page.goto('/agentHome/agentDividendRecordCopy2');
      await expect(page.getByTestId('screen-agentHome').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('screen-agentHome').locator('a[href^="/agentHome/"]:not([data-testid^="agent-extra-"])')).toHaveCount(
        0,
      );
    });
  });
}
