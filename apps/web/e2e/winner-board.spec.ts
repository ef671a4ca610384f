import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 18 item 11: the winner board's scrolling rows never show over the three highlighted cards, at phone widths
 * (and after a resize) while the board scrolls. A row's visible part is its box cut to the
 * scroller's; every point of a card must hit the card itself (nothing drawn over it).
 */
const overlaps = (page: Page, at: number) =>
  page.evaluate((f) => {
    const board = document.querySelector('[data-testid="winner-board"]');
    const scroller = board?.querySelector('.winners__scroll');
    const cards = [...(board?.querySelectorAll('.winners__top-item') ?? [])];
    if (!scroller || cards.length === 0) return ['no board'];
    // The rows put at a place through their scroll range and looked at in the same task, before the board's own
    // animation frame moves them again.
    scroller.scrollTop = Math.round((scroller.scrollHeight / 2 - scroller.clientHeight) * f);
    const clip = scroller.getBoundingClientRect();
    const found: string[] = [];
    for (const card of cards) {
      const c = card.getBoundingClientRect();
      for (const row of scroller.querySelectorAll('.winners__row')) {
        const r = row.getBoundingClientRect();
        const top = Math.max(r.top, clip.top);
        const bottom = Math.min(r.bottom, clip.bottom);
        if (bottom > top && top < c.bottom - 0.5 && bottom > c.top + 0.5) found.push(`row over card at ${Math.round(top)}`);
      }
      for (const fy of [0.15, 0.5, 0.85]) {
        for (const fx of [0.1, 0.5, 0.9]) {
          const hit = document.elementFromPoint(c.left + c.width * fx, c.top + c.height * fy);
          if (hit && !card.contains(hit)) found.push(`${hit.className} drawn over a card`);
        }
      }
    }
    return found;
  }, at);

test('winner board rows stay clear of the top three from 320 to 1440 px, as the rows scroll and the window resizes', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  const board = page.getByTestId('winner-board');
  await expect(board.locator('.winners__row').first()).toBeAttached();
  // The cards in the middle of the screen, clear of the sticky header.
  const centre = () => board.locator('.winners__top').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Twelve places through the rows' scroll range at each width, the window resized between widths: the test puts the
  // rows there itself, never waiting for the board's own animation.
  for (const width of [320, 360, 390, 414, 1440]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 800 });
    await centre();
    for (let i = 0; i < 12; i++) {
      expect(await overlaps(page, i / 11), `${width} px, step ${i}`).toEqual([]);
    }
  }
});
