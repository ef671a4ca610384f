import type { Page } from '@playwright/test';
import { OPS_AUTH, expect, test } from './fixtures';

const signIn = async (page: Page, account = 'demoplayer1') => {
  const res = await page.request.post(`/ops/v1/merchants/DEMO/members/${account}/session`, { headers: OPS_AUTH });
  const token = (await res.json()).value.token as string;
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
};

/** The element lies wholly inside the viewport's width (not clipped at either edge). */
const inView = async (page: Page, testId: string) => {
  const box = await page.getByTestId(testId).first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
};

test.describe('phone header', () => {
  for (const width of [320, 360, 390]) {
    test(`${width} px logged in: menu, deposit and account menu on screen; withdraw reachable`, async ({ page }) => {
      await signIn(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByTestId('avatar-menu')).toBeVisible();
      expect(await inView(page, 'menu-toggle')).toBe(true);
      expect(await inView(page, 'header-deposit')).toBe(true);
      expect(await inView(page, 'avatar-menu')).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
      await page.getByTestId('avatar-menu').locator('summary').click();
      await page.getByTestId('avatar-menu').locator('a[href="/member/withdraw"]').click();
      await expect(page).toHaveURL(/\/member\/withdraw$/);
    });

    test(`${width} px logged out: menu, log in and register on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByTestId('header-register')).toBeVisible();
      for (const id of ['menu-toggle', 'brand', 'header-login', 'header-register']) expect(await inView(page, id), id).toBe(true);
    });
  }
});

test.describe('desktop navigation', () => {
  for (const width of [1024, 1440]) {
    test(`${width} px: every category is either shown whole or listed under More`, async ({ page, lang }) => {
      await signIn(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const nav = page.getByTestId('top-nav');
      await expect(nav.getByTestId('nav-category-RNG')).toBeAttached();
      const lanes = await (
        await page.request.get('/wps/relay/GCSGAME_gameVendor?platform=html5-desktop', { headers: { merchant: 'DEMO', language: lang } })
      ).json();
      const titles: string[] = [];
      for (const l of lanes.value.data.lanes as { title: string; cards: unknown[] }[]) if (l.cards.length > 0) titles.push(l.title);
      expect(titles.length).toBeGreaterThan(6);
      // Shown entries are not cut: their text fits their box and the box fits the navigation. Read once the fonts are in
      // and until the navigation has measured with them (a font arriving changes the widths and starts a re-measure).
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const cutNow = () =>
        nav.evaluate((el) => {
          const navBox = el.getBoundingClientRect();
          return Array.from(el.querySelectorAll<HTMLElement>(':scope > [data-nav-item]:not([data-overflow])'))
            .filter((item) => {
              const r = item.getBoundingClientRect();
              return item.scrollWidth > item.clientWidth + 1 || r.left < navBox.left - 1 || r.right > navBox.right + 1;
            })
            .map((item) => item.textContent);
        });
      await expect.poll(cutNow).toEqual([]);
      // What is shown and what More lists, read in one go: the navigation measures again whenever its room changes
      // (a scroll bar coming, a font arriving), so two separate reads could straddle a re-measure. Read until every
      // category is in one of the two.
      const placed = () =>
        nav.evaluate((el) => {
          const shown = Array.from(el.querySelectorAll<HTMLElement>(':scope > [data-nav-item]:not([data-overflow])'));
          const more = el.querySelector<HTMLElement>('[data-testid="nav-more"]');
          const listed = more && !more.hasAttribute('data-overflow') ? Array.from(more.querySelectorAll('li')) : [];
          return [...shown, ...listed].map((i) => (i.textContent ?? '').trim());
        });
      await expect
        .poll(async () => {
          const all = await placed();
          return titles.filter((title) => !all.includes(title));
        })
        .toEqual([]);
    });
  }

  test('the More menu opens the category it lists', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/');
    const more = page.getByTestId('nav-more');
    await expect(more).not.toHaveAttribute('data-overflow');
    await more.locator('summary').click();
    await more.getByRole('link').last().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(more).not.toHaveAttribute('open');
  });
});

test('Cockfight in the top navigation and the home chips opens the cockfight list', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByTestId('category-cockfight').click();
  await expect(page).toHaveURL(/\/cockfight$/);
  await expect(page.getByTestId('screen-cockfight')).toContainText(/SV388|ایس وی 388/);
  await page.goto('/');
  expect(await page.getByTestId('nav-category-COCKFIGHT').locator('a').getAttribute('href')).toBe('/cockfight');
});
