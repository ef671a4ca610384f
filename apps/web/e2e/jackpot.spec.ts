import path from 'node:path';
import { expect, ownPlayer, signInForm, test } from './fixtures';
import { seedRound } from './house-seed';

/**
 * Decision 033: a house slot round whose seeds hit the jackpot pays the house pool to the player with the round. The
 * page says what the pool paid beside the round's result, and the pool shown on the page is read again.
 */
const money = (minor: bigint) => `Rs ${(minor / 100n).toLocaleString('en-US')}.${String(minor % 100n).padStart(2, '0')}`;

for (const width of [390, 1440]) {
  test.describe(`the slot jackpot at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    test.setTimeout(180_000);

    test('a round that hits the jackpot says what the pool paid and the balance has it', async ({ page, lang }) => {
      const account = await ownPlayer(page.request, 'jp', 5000);
      const token = await signInForm(page, account);
      await page.getByTestId('section-RNG').getByTestId('game-card').first().locator('.game-card__open').click();
      await expect(page).toHaveURL(/\/house\/HOUSE_SLOT\?token=/);
      const gameToken = new URL(page.url()).searchParams.get('token') as string;
      // the page has asked for its first commitment: that is the round pinned next
      await expect(page.getByTestId('house-play')).toBeEnabled();

      // The next round, chosen to hit the jackpot (its server seed pinned, a client seed that hits found here).
      const serverSeed = (lang === 'EN' ? '3c' : 'd4').repeat(32);
      const { clientSeed } = await seedRound(page, { account, token, gameToken }, serverSeed, (r) => r.jackpotHit === true);
      await page.getByTestId('bet-client-seed').fill(clientSeed);
      await expect(page.getByTestId('jackpot-amount')).toBeVisible();

      const answer = page.waitForResponse('**/wps/house/play');
      await page.getByTestId('house-play').click();
      const v = (await (await answer).json()).value as { jackpot?: string; balance: string };
      expect(BigInt(v.jackpot ?? '0')).toBeGreaterThan(0n);
      const banner = page.getByTestId('slot-jackpot');
      await expect(banner).toContainText(money(BigInt(v.jackpot ?? '0')).slice(3));
      await expect(page.getByTestId('game-balance')).toHaveText(money(BigInt(v.balance)));
      await expect(page.getByTestId('house-seed')).toHaveText(serverSeed);
      // the round is over: Spin is ready again, and the banner stays with the round's result
      await expect(page.getByTestId('house-play')).toBeEnabled();
      await expect(banner).toBeVisible();
      if (process.env.CAPTURE) {
        await page.screenshot({
          path: path.resolve(process.env.CAPTURE, `${lang.toLowerCase()}-${width}-slot-jackpot.png`),
        });
      }
    });
  });
}
