import type { APIRequestContext, Page } from '@playwright/test';
// The site's own moment options (the pure module, not the package face, whose JSON the journey loader cannot import).
import { momentOptions } from '../../../packages/contracts/src/date-format';
import { OPS_AUTH, expect, ownPlayer, test } from './fixtures';

/** Records a person can read: texts for every transaction code, vendor names for wallets, cards on a phone, dates
 * through Intl in the interface language and isolated inside right-to-left text. */
const session = async (request: APIRequestContext, account: string) => {
  const res = await request.post(`/ops/v1/merchants/DEMO/members/${account}/session`, { headers: OPS_AUTH });
  return (await res.json()).value.token as string;
};
// A browser far from the merchant: dates must still read in the merchant's time zone (Asia/Karachi for DEMO).
test.use({ timezoneId: 'America/New_York' });

const headers = (token: string) => ({ merchant: 'DEMO', authorization: token, language: 'EN' });

/** One house round of `game` (GAME_BET and GAME_WIN postings); answers the round id. */
const playHouse = async (request: APIRequestContext, token: string, code: string, bet: Record<string, unknown>) => {
  // The slot is listed under Slots (RNG), dice and baccarat among the card and table games (PVP).
  const category = code === 'HOUSE_SLOT' ? 'RNG' : 'PVP';
  const list = await (
    await request.get(`/wps/relay/GCSGAME_gameList?vassalage=HOUSE&gameType=${category}&pageSize=50`, { headers: headers(token) })
  ).json();
  const game = list.value.games.find((g: { gameCode: string }) => g.gameCode === code);
  const launch = await (await request.get(`/wps/game/launchGame?nodeId=${game.nodeId}&accountType=1`, { headers: headers(token) })).json();
  const gameToken = new URL(launch.value.content.game_url, 'http://x').searchParams.get('token') as string;
  await request.get(`/wps/house/commitment?token=${gameToken}`, { headers: headers(token) });
  const played = await request.post('/wps/house/play', {
    headers: headers(token),
    data: { token: gameToken, clientSeed: 'e2e-readable', bet },
  });
  expect(played.ok()).toBe(true);
  return (await played.json()).value.roundId as number;
};

/** One house slot round and a move into the SV388 transfer wallet. */
const activity = async (request: APIRequestContext, token: string) => {
  await playHouse(request, token, 'HOUSE_SLOT', { game: 'slot', stake: 100, lines: 20 });
  const moved = await request.post('/wps/relay/GCS_walletTransfer', {
    headers: headers(token),
    data: { from: 'MAIN', to: 'SV3', amount: '1', requestId: `e2e-readable-${Date.now()}` },
  });
  expect((await moved.json()).success).toBe(true);
};

const open = async (page: Page, token: string, width: number) => {
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/member/transactionHistory');
  await page.getByRole('button', { name: /^(today|آج)$/i }).click();
};

for (const width of [360, 1440]) {
  test(`transaction history at ${width} px: codes as words, vendor names, amount and balance on screen`, async ({
    page,
    request,
    lang,
  }) => {
    // A player of its own: its rounds and records are only this journey's.
    const token = await session(request, await ownPlayer(request, 'rdbl', 100));
    await activity(request, token);
    await open(page, token, width);
    const table = page.getByTestId('history-table');
    await expect(table.getByTestId('history-kind').first()).toBeVisible();
    const kinds = await table.getByTestId('history-kind').allTextContents();
    for (const k of kinds) expect(k, 'a raw code').not.toMatch(/^[A-Z_]+$/);
    expect(kinds.join('|')).toMatch(lang === 'EN' ? /Game bet/ : /گیم کی شرط/);
    const wallets = await table.getByTestId('history-wallet').allTextContents();
    expect(wallets).not.toContain('SV3');
    expect(wallets.join('|')).toMatch(/SV388|ایس وی 388/);
    const vw = page.viewportSize()?.width ?? width;
    for (const id of ['history-amount', 'history-balance']) {
      const box = await table.getByTestId(id).first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= vw, id).toBe(true);
    }
    // Dates through Intl in the interface language, isolated, in the merchant's zone (the browser is in New York);
    // Urdu names the time of day in Urdu, with no Latin "PM" landing before the time.
    const when = table.getByTestId('datetime').first();
    const iso = (await when.getAttribute('datetime')) as string;
    const tag = lang === 'UR' ? 'ur' : 'en';
    const expected = await page.evaluate(
      ({ at, tag, options }) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'Asia/Karachi' }).format(new Date(at)),
      { at: iso, tag, options: momentOptions(tag) },
    );
    await expect(when).toHaveText(expected);
    if (lang === 'UR') await expect(when).not.toHaveText(/[AP]M/);
    expect(await when.evaluate((el) => el.parentElement?.tagName)).toBe('BDI');
  });
}

test('a dice bet is filed where dice is listed (card and table games), a slot bet under slots', async ({ page, request, lang }) => {
  // A player of its own: its rounds and records are only this journey's.
  const token = await session(request, await ownPlayer(request, 'rdbl', 100));
  const dice = await playHouse(request, token, 'HOUSE_DICE', { game: 'dice', stake: 100, target: 4950, direction: 'under' });
  const slot = await playHouse(request, token, 'HOUSE_SLOT', { game: 'slot', stake: 100, lines: 20 });
  const cards = lang === 'EN' ? 'Card games' : 'کارڈ گیمز';
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  // Where a player finds dice: the house games among the card and table games (issue 36: not under Slots).
  await page.goto('/pvp?vassalage=HOUSE');
  const grid = page.getByTestId('game-grid').getByTestId('game-card');
  await expect(grid).toHaveCount(2);
  await expect(grid.first()).toContainText(lang === 'EN' ? 'House Dice' : 'ہاؤس ڈائس');
  await page.goto('/rng?vassalage=HOUSE');
  await expect(grid).toHaveCount(1);
  await expect(grid).toContainText(lang === 'EN' ? 'Crown Fortune' : 'تاج کی قسمت');
  // Where the betting record files the bets.
  await page.goto('/member/personalHistoryCopy');
  await page.getByRole('button', { name: /^(today|آج)$/i }).click();
  await expect(page.getByTestId(`bet-HR${dice}B`).getByTestId('bet-category')).toHaveText(` · ${cards}`);
  await expect(page.getByTestId(`bet-HR${slot}B`).getByTestId('bet-category')).toHaveText(lang === 'EN' ? ' · Slots' : ' · سلاٹس');
});
