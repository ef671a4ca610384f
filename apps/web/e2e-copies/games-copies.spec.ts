import { signedInStaff } from '../e2e/backoffice-helpers';
import { OPS_AUTH, expect, test } from '../e2e/fixtures';
import { copyA, copyB } from '../playwright.copies.config';

/**
 * Issue 32: a game disabled in the back office disappears from the lobby on both server copies. Staff work on copy A;
 * the player's lobby is served by copy B, whose catalogue cache here lasts ten minutes — so only the invalidation
 * published over Redis can make B drop the game (and bring it back when it is listed again).
 */
test('a game hidden in the back office on copy A leaves the lobby served by copy B, and comes back', async ({
  page,
  browser,
  request,
  lang,
}) => {
  test.skip(lang !== 'EN', 'one language is enough for the cross-copy effect');
  const game = (await (await request.get(`${copyA}/ops/v1/merchants/DEMO/games?keyword=HOUSE_DICE`, { headers: OPS_AUTH })).json()).value
    .rows[0] as { id: number; name: string };

  // The player's lobby on copy B lists the game (and B caches that list); announcement pop-ups start dismissed.
  const lobby = page;
  const card = lobby.locator(`[data-testid="game-card"][data-node-id="${game.id}"]`);
  // The house vendor's tab of the card and table games (PVP): its dice and baccarat on one page, as copy B answers it.
  const houseGames = lobby.getByTestId('game-grid').getByTestId('game-card');
  const search = async (count: number) => {
    await lobby.goto(`${copyB}/pvp`);
    await lobby.getByRole('tab', { name: 'House Games' }).click();
    await expect(houseGames).toHaveCount(count);
  };
  await search(2);
  await expect(card).toBeVisible();

  // Staff on copy A, in a browser of their own, hide it.
  const ctx = await browser.newContext({ baseURL: copyA });
  const staff = await ctx.newPage();
  await signedInStaff(staff, request, lang, 'administrator');
  expect(new URL(staff.url()).origin).toBe(copyA);
  await staff.getByTestId('nav-games').click();
  await staff.getByTestId('games-search').fill('HOUSE_DICE');
  await staff.getByTestId('games-search-go').click();
  const listed = staff.getByTestId('game-enabled-HOUSE_DICE');
  await expect(listed).toBeChecked();
  // The switch follows the server's answer (it flips once the change is saved).
  await listed.click();
  await expect(listed).not.toBeChecked();
  await expect(staff.getByTestId('games-table')).toContainText('Hidden');

  // Copy B's lobby no longer offers it.
  await search(1);
  await expect(card).toHaveCount(0);
  expect(new URL(lobby.url()).origin).toBe(copyB);

  // Listed again on A: back in B's lobby.
  await listed.click();
  await expect(listed).toBeChecked();
  await expect(staff.getByTestId('games-table')).not.toContainText('Hidden');
  await search(2);
  await expect(card).toBeVisible();
  await ctx.close();
});
