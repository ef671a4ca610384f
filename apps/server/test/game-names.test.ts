import { hashServerSeed, playRound } from '@wl/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from './harness';
import { invariants, player } from './seamless-helpers';

/**
 * One name per game (issue 17): the lobby, the game page (the commitment answer), the betting record and the winner
 * board read the same catalogue name, in each language. The slot was listed as "House Fruit Slot" while its page
 * said "Crown Fortune".
 */
let t: TestContext;
const OPS = { authorization: 'Bearer test-ops-key-123456' };
beforeAll(async () => {
  t = await createTestApp({ OPS_API_KEY: 'test-ops-key-123456' });
});
afterAll(() => t?.close());

type P = Awaited<ReturnType<typeof player>>;
const commitment = (p: P, language: string) =>
  t.app.inject({ url: `/wps/house/commitment?token=${p.gameToken}`, headers: { ...p.headers, language } });

const lobbyName = async (language: string) => {
  const res = await t.app.inject({
    url: `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=HOUSE&pageNo=1&pageSize=24&language=${language}`,
    headers: { merchant: 'DEMO', language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.games as { gameCode: string; displayName: string }[]).find((g) => g.gameCode === 'HOUSE_SLOT')?.displayName;
};

/** A client seed that, with this server seed and nonce, wins on a line with a return above the stake. */
const winningClientSeed = (serverSeed: string, nonce: number) => {
  for (let i = 0; i < 5000; i++) {
    const clientSeed = `names-${i}`;
    const r = playRound({ game: 'slot', stake: 2500, lines: 25 }, { serverSeed, clientSeed, nonce });
    if (r.payout > r.stake) return clientSeed;
  }
  throw new Error('no winning seed found');
};

describe('one name per game', () => {
  it('the lobby, the game page, the record and the winner board all say Crown Fortune (تاج کی قسمت in Urdu)', async () => {
    expect(await lobbyName('EN')).toBe('Crown Fortune');
    expect(await lobbyName('UR')).toBe('تاج کی قسمت');
    const p = await player(t, 1_000_000n);
    expect((await commitment(p, 'EN')).json().value).toMatchObject({ gameCode: 'HOUSE_SLOT', gameName: 'Crown Fortune' });
    expect((await commitment(p, 'UR')).json().value.gameName).toBe('تاج کی قسمت');

    // a seeded win (the development aid an e2e journey uses too), so the winner board has this member's round
    const serverSeed = 'ab'.repeat(32);
    const pin = await t.app.inject({
      method: 'POST',
      url: `/ops/v1/merchants/DEMO/members/${p.member.account}/house-seed`,
      headers: { ...OPS, 'content-type': 'application/json' },
      payload: { gameCode: 'HOUSE_SLOT', serverSeed },
    });
    expect(pin.statusCode, pin.body).toBe(200);
    const c = (await commitment(p, 'EN')).json().value;
    expect(c.serverSeedHash).toBe(hashServerSeed(serverSeed));
    const clientSeed = winningClientSeed(serverSeed, c.nonce);
    const played = await t.app.inject({
      method: 'POST',
      url: '/wps/house/play',
      headers: { ...p.headers, 'content-type': 'application/json' },
      payload: { token: p.gameToken, clientSeed, bet: { game: 'slot', stake: 2500, lines: 25 } },
    });
    expect(played.statusCode, played.body).toBe(200);
    const round = played.json().value;
    expect(BigInt(round.payout)).toBeGreaterThan(2500n);
    expect(round.fairness.serverSeed).toBe(serverSeed);

    const records = await t.app.inject({ url: '/wps/relay/ODSFE2_getBetRecords?range=today&vendor=HOUSE', headers: p.headers });
    expect(records.json().value.list[0].gameName).toBe('Crown Fortune');
    const board = await t.app.inject({ url: '/wps/relay/GCSGAME_getRankList?limit=50&language=EN', headers: { merchant: 'DEMO' } });
    const names = new Set((board.json().value.list as { gameName: string }[]).map((w) => w.gameName));
    expect(names.has('Crown Fortune')).toBe(true);
    expect(names.has('House Fruit Slot')).toBe(false);
    await invariants(t);
  });

  it('the seed aid needs the operator key and a waiting round', async () => {
    const p = await player(t, 10_000n);
    const body = { gameCode: 'HOUSE_DICE', serverSeed: 'cd'.repeat(32) };
    const url = `/ops/v1/merchants/DEMO/members/${p.member.account}/house-seed`;
    const anon = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
    expect(anon.statusCode).toBe(401);
    // no dice commitment was ever made for this member: nothing to pin
    const none = await t.app.inject({ method: 'POST', url, headers: { ...OPS, 'content-type': 'application/json' }, payload: body });
    expect(none.statusCode).toBe(404);
  });
});
