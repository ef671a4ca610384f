import type { Locator, Page } from '@playwright/test';
import { bootSignedIn, expect, opsSession, test } from './fixtures';

/**
 * Issue 36's layout items, each where the player met it, in EN and UR (the layout walk checks the same things on every
 * route in general terms): the phone header shows its money buttons and the hide-balance toggle whole; promotions and
 * mall items have pictures of their own; a tile's drawn labels stay clear of the page's badge and star; the winners'
 * game name keeps out of the date; nothing floats over the invite-friends reward line.
 */

/** The element drawn at each corner (inset 2 px) and the centre of a locator's box is the element or inside it. */
const wholeOnTop = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    ];
    const inView = r.left >= 0 && r.right <= document.documentElement.clientWidth;
    return inView && points.every(([x, y]) => el.contains(document.elementFromPoint(x as number, y as number)));
  });

const signIn = async (page: Page, request: Parameters<typeof opsSession>[0]) =>
  bootSignedIn(page, await opsSession(request, 'demoplayer1'));

test.describe('screens fit at phone widths (issue 36)', () => {
  for (const width of [360, 390]) {
    test(`the phone header shows Deposit, Withdraw and the balance toggle whole at ${width} px`, async ({ page, request }) => {
      await signIn(page, request);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const header = page.getByTestId('site-header');
      await expect(header.getByTestId('header-balance-value')).not.toHaveText('…');
      for (const id of ['header-deposit', 'header-withdraw', 'header-balance-toggle', 'avatar-menu']) {
        const l = header.getByTestId(id);
        await expect(l).toBeVisible();
        expect(await wholeOnTop(l), id).toBe(true);
      }
      // the toggle is a drawn eye a finger can hit, not a text dot
      const toggle = header.getByTestId('header-balance-toggle');
      await expect(toggle.locator('svg')).toBeVisible();
      const box = await toggle.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    });
  }

  test('promotions and mall items show pictures of their own, not an icon', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const [path, picture] of [
      ['/promotions', 'promo-picture'],
      ['/pointMall', 'point-item-picture'],
    ] as const) {
      await page.goto(path);
      const pictures = page.getByTestId(picture);
      await expect(pictures.first()).toBeVisible();
      const srcs: string[] = [];
      for (const img of await pictures.all()) {
        await img.scrollIntoViewIfNeeded();
        // loaded, and from its own address: until the image is seen in view, it holds a one-pixel placeholder
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 1 && !i.src.startsWith('data:')))
          .toBe(true);
        srcs.push((await img.getAttribute('src')) ?? '');
      }
      expect(srcs.every((s) => s.includes('/media/reward/'))).toBe(true);
      expect(new Set(srcs).size).toBe(srcs.length);
      // no line icon stands in for a picture (the download arrow read as "download the app")
      await expect(page.locator('.promo-art svg.icon, .points-item__art svg.icon')).toHaveCount(0);
    }
  });

  test('a tile’s drawn labels stay clear of its Hot badge and favourite star', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const cards = page.locator('[data-testid="game-card"]:has(.game-card__badge--hot)');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('img.game-card__img')).toHaveAttribute('src', /\/media\/game\//);
    const hits = await cards.evaluateAll(async (list) => {
      const out: string[] = [];
      let seen = 0;
      for (const card of list.slice(0, 6)) {
        const img = card.querySelector('img.game-card__img') as HTMLImageElement;
        if (!img.src.includes('/media/game/')) continue;
        seen++;
        const box = img.getBoundingClientRect();
        // the picture laid out where the img is, so its drawn labels can be measured against the page's marks
        const holder = document.createElement('div');
        holder.style.cssText = `position:absolute;left:${box.left + scrollX}px;top:${box.top + scrollY}px;width:${box.width}px;height:${box.height}px;pointer-events:none;opacity:0`;
        holder.innerHTML = await (await fetch(img.src)).text();
        const svg = holder.querySelector('svg') as SVGSVGElement;
        svg.setAttribute('width', '100%');
        svg.setAttribute('height', '100%');
        if (getComputedStyle(img).transform !== 'none') holder.style.transform = getComputedStyle(img).transform;
        document.body.append(holder);
        const marks = [...card.querySelectorAll('.game-card__badge, .game-card__fav')].map((m) => m.getBoundingClientRect());
        for (const t of holder.querySelectorAll('text')) {
          const r = t.getBoundingClientRect();
          for (const m of marks) {
            if (Math.min(r.right, m.right) - Math.max(r.left, m.left) > 1 && Math.min(r.bottom, m.bottom) - Math.max(r.top, m.top) > 1)
              out.push(`${t.textContent} under a badge`);
          }
        }
        holder.remove();
      }
      return seen > 0 ? out : ['no tile picture loaded'];
    });
    expect(hits).toEqual([]);
  });

  test('on the winners list the game name keeps out of the date at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/winners');
    const rows = page.getByTestId('winners-list').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const clashes = await rows.evaluateAll((list) =>
      list.flatMap((tr) => {
        const [game, , date] = [...tr.querySelectorAll('td')].slice(2).map((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return range.getBoundingClientRect();
        });
        if (!game || !date) return [];
        const apart =
          game.right <= date.left + 1 || date.right <= game.left + 1 || game.bottom <= date.top + 1 || date.bottom <= game.top + 1;
        return apart ? [] : [tr.textContent ?? ''];
      }),
    );
    expect(clashes).toEqual([]);
  });

  test('nothing floats over the invite-friends reward line at 390 px', async ({ page, request }) => {
    await signIn(page, request);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/member/referral');
    const offer = page.getByTestId('referral-offer');
    await expect(offer).toBeVisible();
    // with the line at the top, the middle and the foot of the screen in turn: a floating button is somewhere there
    for (const at of [0.2, 0.5, 0.85]) {
      await offer.evaluate((el, f) => {
        const r = el.getBoundingClientRect();
        window.scrollBy(0, r.top - window.innerHeight * f + r.height / 2);
      }, at);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await wholeOnTop(offer), `reward line at ${at * 100}% of the screen`).toBe(true);
    }
    await expect(page.getByTestId('chat-launcher')).toBeVisible();
  });
});
