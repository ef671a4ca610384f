import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Which studio game to open: a lobby list's filters and, where the list holds several, the game's name. */
export type StudioPick = { gameType: string; vassalage: string; gameClassify?: string; name?: string };

/** Launches a game as the lobby does and opens the site's game page with the answer. */
export const openStudioGame = async (page: Page, token: string, lang: string, p: StudioPick) => {
  const q = new URLSearchParams({
    gameType: p.gameType,
    vassalage: p.vassalage,
    pageSize: '60',
    ...(p.gameClassify ? { gameClassify: p.gameClassify } : {}),
  });
  const list = await (await page.request.get(`/wps/relay/GCSGAME_gameList?${q}`, { headers: { merchant: 'DEMO' } })).json();
  const g = list.value.games.find((x: { gameName: string }) => !p.name || x.gameName === p.name);
  const res = await page.request.get(`/wps/game/launchGame?nodeId=${g.nodeId}&accountType=1&language=${lang}`, {
    headers: { merchant: 'DEMO', authorization: token },
  });
  const v = (await res.json()).value;
  await page.goto(`/game?${new URLSearchParams({ url: v.content.game_url, backUrl: '/', vendor: v.vendor })}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('studio-game')).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('dir', lang === 'UR' ? 'rtl' : 'ltr');
  return frame;
};

/**
 * One chip on a shared table's `spot`, then Place bet, as a player taps them: false when a tap did not land in time
 * (on a busy machine the betting window can shut between the taps).
 */
export const tapTableBet = (f: FrameLocator, spot: string, timeout: number) =>
  (async () => {
    await f.getByTestId('chip-100').click({ timeout });
    await f.getByTestId(`spot-${spot}`).click({ timeout });
    await f.getByTestId('house-play').click({ timeout });
  })().then(
    () => true,
    () => false,
  );
