import type { Page } from '@playwright/test';
import { type HouseRound, hashServerSeed, playRound } from '@wl/house-games';
import { expect, OPS_AUTH } from './fixtures';

/**
 * A house slot's next round, chosen: the development aid pins its server seed (the page, reloaded, shows that seed's
 * hash), and a client seed is found by replaying the engine here until the round (a 10.00 spin on 25 lines) is the
 * kind asked for.
 */
export const seedRound = async (
  page: Page,
  who: { account: string; token: string; gameToken: string },
  serverSeed: string,
  want: (r: HouseRound) => boolean,
) => {
  const pin = await page.request.post(`/ops/v1/merchants/DEMO/members/${who.account}/house-seed`, {
    headers: OPS_AUTH,
    data: { gameCode: 'HOUSE_SLOT', serverSeed },
  });
  expect(pin.status(), await pin.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('house-next-hash')).toHaveText(hashServerSeed(serverSeed));
  const commit = await page.request.get(`/wps/house/commitment?token=${who.gameToken}`, {
    headers: { merchant: 'DEMO', authorization: who.token },
  });
  const { nonce } = (await commit.json()).value;
  for (let i = 0; ; i++) {
    const result = playRound({ game: 'slot', stake: 1000, lines: 25 }, { serverSeed, clientSeed: `gf-${i}`, nonce });
    if (want(result)) return { clientSeed: `gf-${i}`, result };
  }
};
