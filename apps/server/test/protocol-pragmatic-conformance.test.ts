import { PRAGMATIC_TEST_PROVIDER_ID, PRAGMATIC_TEST_SECRET_KEY, pragmaticSimForm } from '@wl/vendor-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from './harness';
import { configureProtocol, inbound, mainBalance, protocolGame, protocolPlayer, writes } from './protocol-harness';
import { expireGameSessions, invariants } from './seamless-helpers';

/**
 * Pragmatic Play's seamless wallet on the real ledger (merchant DEMO, PKR, catalogue vendor PP): the hash, each of
 * the nine calls' edge cases as Pragmatic's guide answers them, and the ledger effect of each. Amounts on the wire
 * are decimals; balances asserted here are the member's MAIN account in minor units.
 */
let t: TestContext;
const VENDOR = 'PP';
/** A game of the vendor in the merchant's catalogue (protocol-harness): a bet in one it does not have is refused (8). */
let GAME = '';
const START = 100_000n; // 1000.00 PKR

type Player = Awaited<ReturnType<typeof protocolPlayer>>;
/** A player only refused calls are made for (their balance never moves). */
let idle: Player | undefined;
/** Every call of a case is made for one fresh player: userId and token are theirs unless a step says otherwise. */
const pp = async (pl: Player, call: string, params: Record<string, string | undefined> = {}, key = PRAGMATIC_TEST_SECRET_KEY) => {
  const body = pragmaticSimForm({ providerId: PRAGMATIC_TEST_PROVIDER_ID, userId: String(pl.member.id), token: pl.token, ...params }, key);
  const r = await inbound(t, {
    vendor: VENDOR,
    path: `/${call}.html`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  expect(r.status, r.body).toBe(200);
  return r.json<Record<string, unknown>>();
};
let seq = 0;
const id = (p: string) => `${p}-${++seq}-${Date.now().toString(36)}`;
const bet = (roundId: string, reference: string, amount: string) => ({
  gameId: GAME,
  roundId,
  reference,
  amount,
  timestamp: '1767225600000',
  roundDetails: 'spin',
});
const result = bet;
const balanceOf = (pl: Player) => mainBalance(t, pl.member.id);

beforeAll(async () => {
  t = await createTestApp();
  await configureProtocol(t, {
    vendor: VENDOR,
    protocol: 'pragmatic',
    settings: { secureLogin: 'demo_lucky', gameServerUrl: 'https://games.pp.test', providerId: PRAGMATIC_TEST_PROVIDER_ID },
    secrets: { secretKey: PRAGMATIC_TEST_SECRET_KEY },
  });
  GAME = (await protocolGame(t, VENDOR)).gameCode;
});
afterAll(async () => {
  await invariants(t);
  await t?.close();
});

describe('Pragmatic Play conformance', () => {
  it('authenticates the launch token: userId, currency, cash; an unknown token is 4', async () => {
    const pl = await protocolPlayer(t, { vendor: VENDOR });
    expect(await pp(pl, 'authenticate', { userId: undefined })).toEqual({
      userId: String(pl.member.id),
      token: pl.token,
      currency: 'PKR',
      cash: 1000,
      bonus: 0,
      error: 0,
      description: 'Success',
    });
    expect(await pp(pl, 'authenticate', { userId: undefined, token: 'no-such-token' })).toMatchObject({ error: 4 });
    expect(await pp(pl, 'balance')).toMatchObject({ error: 0, cash: 1000, currency: 'PKR' });
  });

  // A bad hash on every call: error 5, nothing written.
  it.each([
    ['authenticate', {}],
    ['balance', {}],
    ['bet', bet('r', 'x', '1.00')],
    ['result', result('r', 'x', '1.00')],
    ['bonusWin', { reference: 'x', amount: '1.00', timestamp: '1', bonusCode: 'b' }],
    ['jackpotWin', { ...result('r', 'x', '1.00'), jackpotId: 'j' }],
    ['promoWin', { reference: 'x', amount: '1.00', timestamp: '1', campaignId: '1', campaignType: 'T', currency: 'PKR' }],
    ['refund', { reference: 'x' }],
    ['endRound', { gameId: 'g', roundId: 'r' }],
  ])('refuses a bad hash on %s (5) and writes nothing', async (call, params) => {
    idle ??= await protocolPlayer(t, { vendor: VENDOR });
    const pl = idle;
    const before = await writes(t);
    expect(await pp(pl, call, params, 'not-the-key')).toEqual({ error: 5, description: 'Invalid hash code' });
    expect(await writes(t)).toBe(before);
    expect(await balanceOf(pl)).toBe(START);
  });

  /** Fresh ids per case: a round, bets, wins, credits. */
  type Ids = Record<'r' | 'b' | 'w' | 'r2' | 'b2' | 'c' | 'c1' | 'c2' | 'c3', string>;
  type Step = { call: string; p: Record<string, string | undefined>; want: Record<string, unknown>; balance?: bigint; expire?: true };
  const cases: { name: string; steps: (ids: Ids) => Step[] }[] = [
    {
      name: 'a bet, its duplicate (the same transaction, moved once), its result',
      steps: ({ r, b, w }) => [
        {
          call: 'bet',
          p: bet(r, b, '10.00'),
          want: { error: 0, cash: 990, bonus: 0, usedPromo: 0, currency: 'PKR' },
          balance: START - 1000n,
        },
        { call: 'bet', p: bet(r, b, '10.00'), want: { error: 0, cash: 990 }, balance: START - 1000n },
        { call: 'result', p: result(r, w, '25.50'), want: { error: 0, cash: 1015.5 }, balance: START + 1550n },
        { call: 'result', p: result(r, w, '25.50'), want: { error: 0, cash: 1015.5 }, balance: START + 1550n },
        { call: 'endRound', p: { gameId: GAME, roundId: r }, want: { error: 0, cash: 1015.5, bonus: 0 } },
        { call: 'endRound', p: { gameId: GAME, roundId: r }, want: { error: 0, cash: 1015.5 }, balance: START + 1550n },
      ],
    },
    {
      name: 'the same reference with another amount is refused (7)',
      steps: ({ r, b }) => [
        { call: 'bet', p: bet(r, b, '10.00'), want: { error: 0 } },
        { call: 'bet', p: bet(r, b, '11.00'), want: { error: 7 }, balance: START - 1000n },
      ],
    },
    {
      name: 'an expired token refuses the bet (4) but not the result, the refund or a credit',
      steps: ({ r, b, w, r2, b2, c }) => [
        { call: 'bet', p: bet(r, b, '10.00'), want: { error: 0 } },
        { call: 'bet', p: bet(r2, b2, '5.00'), want: { error: 0 }, balance: START - 1500n },
        { call: 'bet', p: bet(r, id('late'), '1.00'), want: { error: 4 }, expire: true, balance: START - 1500n },
        { call: 'result', p: result(r, w, '30.00'), want: { error: 0, cash: 1015 }, balance: START + 1500n },
        { call: 'refund', p: { reference: b2, roundId: r2 }, want: { error: 0 }, balance: START + 2000n },
        {
          call: 'bonusWin',
          p: { reference: c, amount: '1.00', timestamp: '1', bonusCode: 'frb' },
          want: { error: 0 },
          balance: START + 2100n,
        },
        { call: 'balance', p: {}, want: { error: 0, cash: 1021 } },
      ],
    },
    {
      name: 'insufficient funds: error 1 with the cash the player has',
      steps: ({ r, b }) => [
        { call: 'bet', p: bet(r, b, '1000.01'), want: { error: 1, cash: 1000, bonus: 0, currency: 'PKR' }, balance: START },
      ],
    },
    {
      name: 'a refund of an unknown bet is success; the bet arriving late is refused (120), nothing moves',
      steps: ({ r, b }) => [
        { call: 'refund', p: { reference: b, roundId: r }, want: { error: 0, description: 'Success' }, balance: START },
        { call: 'refund', p: { reference: b, roundId: r }, want: { error: 0 }, balance: START },
        { call: 'bet', p: bet(r, b, '10.00'), want: { error: 120 }, balance: START },
      ],
    },
    {
      name: 'a refund returns the stake once; a result after it is refused (120)',
      steps: ({ r, b, w }) => [
        { call: 'bet', p: bet(r, b, '10.00'), want: { error: 0 }, balance: START - 1000n },
        { call: 'refund', p: { reference: b, roundId: r }, want: { error: 0 }, balance: START },
        { call: 'refund', p: { reference: b, roundId: r }, want: { error: 0 }, balance: START },
        { call: 'result', p: result(r, w, '20.00'), want: { error: 120 }, balance: START },
      ],
    },
    {
      name: 'a zero result records the loss; a refund after it is refused (120)',
      steps: ({ r, b, w }) => [
        { call: 'bet', p: bet(r, b, '10.00'), want: { error: 0 } },
        { call: 'result', p: result(r, w, '0.00'), want: { error: 0, cash: 990 }, balance: START - 1000n },
        { call: 'refund', p: { reference: b, roundId: r }, want: { error: 120 }, balance: START - 1000n },
      ],
    },
    {
      name: 'a result for a round with no bet is refused (120)',
      steps: ({ r, w }) => [{ call: 'result', p: result(r, w, '5.00'), want: { error: 120 }, balance: START }],
    },
    {
      name: 'bonusWin, jackpotWin and promoWin credit without a bet, once each',
      steps: ({ r, c1, c2, c3 }) => [
        { call: 'bonusWin', p: { reference: c1, amount: '5.00', timestamp: '1', bonusCode: 'frb-1' }, want: { error: 0, cash: 1005 } },
        { call: 'bonusWin', p: { reference: c1, amount: '5.00', timestamp: '1', bonusCode: 'frb-1' }, want: { error: 0, cash: 1005 } },
        { call: 'jackpotWin', p: { ...result(r, c2, '100.00'), jackpotId: 'jp' }, want: { error: 0, cash: 1105 } },
        {
          call: 'promoWin',
          p: { reference: c3, amount: '2.50', timestamp: '1', campaignId: '42', campaignType: 'T', currency: 'PKR' },
          want: { error: 0, cash: 1107.5 },
          balance: START + 10_750n,
        },
        {
          call: 'promoWin',
          p: { reference: id('pw'), amount: '2.50', timestamp: '1', campaignId: '42', campaignType: 'T', currency: 'USD' },
          want: { error: 7 },
          balance: START + 10_750n,
        },
        {
          call: 'bonusWin',
          p: { reference: id('zero'), amount: '0.00', timestamp: '1', bonusCode: 'frb-2' },
          want: { error: 0, cash: 1107.5 },
        },
      ],
    },
    {
      name: 'credits without a token (promoWin carries none) are the player userId names, a replay answers the balance now; a userId of no player is 2',
      steps: ({ c1, c2, c3 }) => {
        const promo = { amount: '2.50', timestamp: '1', campaignId: '42', campaignType: 'T', currency: 'PKR', token: undefined };
        return [
          { call: 'promoWin', p: { ...promo, reference: c1 }, want: { error: 0, cash: 1002.5 }, balance: START + 250n },
          { call: 'promoWin', p: { ...promo, reference: c1 }, want: { error: 0, cash: 1002.5 }, balance: START + 250n },
          {
            call: 'bonusWin',
            p: { reference: c2, amount: '1.00', timestamp: '1', bonusCode: 'frb-3', token: undefined },
            want: { error: 0, cash: 1003.5 },
            balance: START + 350n,
          },
          // Replayed with no token, the first promoWin answers the player's balance now, not the one stored with it.
          { call: 'promoWin', p: { ...promo, reference: c1 }, want: { error: 0, cash: 1003.5 }, balance: START + 350n },
          { call: 'promoWin', p: { ...promo, reference: c3, userId: '987654321987' }, want: { error: 2 }, balance: START + 350n },
          { call: 'promoWin', p: { ...promo, reference: c3, userId: 'not-a-player' }, want: { error: 2 }, balance: START + 350n },
        ];
      },
    },
    {
      name: 'a bet in a game the catalogue does not have is refused (8) and moves nothing',
      steps: ({ r, b }) => [
        { call: 'bet', p: { ...bet(r, b, '1.00'), gameId: 'vs20notinthecatalogue' }, want: { error: 8 }, balance: START },
        { call: 'bet', p: bet(r, b, '1.00'), want: { error: 0 }, balance: START - 100n },
      ],
    },
    {
      name: 'a prize drop in a result (promoWinAmount) is credited with the win',
      steps: ({ r, b, w, c }) => [
        { call: 'bet', p: bet(r, b, '1.00'), want: { error: 0 } },
        { call: 'result', p: { ...result(r, w, '2.00'), promoWinAmount: '3.00', promoWinReference: c }, want: { error: 0, cash: 1004 } },
        {
          call: 'result',
          p: { ...result(r, w, '2.00'), promoWinAmount: '3.00', promoWinReference: c },
          want: { error: 0 },
          balance: START + 400n,
        },
      ],
    },
    {
      name: 'amounts with more decimals than PKR has are refused (7) on every money call',
      steps: ({ r, b, w, c }) => [
        { call: 'bet', p: bet(r, b, '1.005'), want: { error: 7 } },
        { call: 'bet', p: bet(r, b, '1.00'), want: { error: 0 } },
        { call: 'result', p: result(r, w, '2.001'), want: { error: 7 } },
        { call: 'bonusWin', p: { reference: c, amount: '0.001', timestamp: '1' }, want: { error: 7 } },
        { call: 'jackpotWin', p: { ...result(r, c, '1.999'), jackpotId: 'jp' }, want: { error: 7 } },
        {
          call: 'promoWin',
          p: { reference: c, amount: '1.0001', timestamp: '1', campaignId: '1', campaignType: 'T', currency: 'PKR' },
          want: { error: 7 },
        },
        { call: 'result', p: result(r, w, '2.500'), want: { error: 0, cash: 1001.5 }, balance: START + 150n },
      ],
    },
  ];

  it.each(cases)('$name', async ({ steps }) => {
    const pl = await protocolPlayer(t, { vendor: VENDOR });
    const ids = new Proxy({} as Ids, { get: (cache, k: string) => (cache[k as keyof Ids] ??= id(k)) });
    for (const s of steps(ids)) {
      if (s.expire) await expireGameSessions(t, pl.member.id);
      const answer = await pp(pl, s.call, s.p);
      expect(answer, `${s.call} ${JSON.stringify(s.p)}`).toMatchObject(s.want);
      if (s.want.error === 0 && ['bet', 'result', 'bonusWin', 'jackpotWin', 'promoWin', 'refund'].includes(s.call)) {
        expect(answer.transactionId).toEqual(expect.any(String));
      }
      if (s.balance !== undefined) expect(await balanceOf(pl), `${s.call} balance`).toBe(s.balance);
    }
  });

  it('answers a duplicate bet with the original transactionId', async () => {
    const pl = await protocolPlayer(t, { vendor: VENDOR });
    const p = bet(id('r'), id('b'), '3.00');
    const first = await pp(pl, 'bet', p);
    expect(await pp(pl, 'bet', p)).toEqual(first);
  });

  it('moves once for 20 concurrent copies of a bet and of a result', async () => {
    const pl = await protocolPlayer(t, { vendor: VENDOR });
    const r = id('r');
    const bets = await Promise.all(Array.from({ length: 20 }, () => pp(pl, 'bet', bet(r, `${r}-bet`, '7.00'))));
    expect(new Set(bets.map((a) => `${a.error}|${a.transactionId}`))).toEqual(new Set([`0|${bets[0]?.transactionId}`]));
    expect(await balanceOf(pl)).toBe(START - 700n);
    const wins = await Promise.all(Array.from({ length: 20 }, () => pp(pl, 'result', result(r, `${r}-win`, '12.00'))));
    expect(new Set(wins.map((a) => `${a.error}|${a.transactionId}`))).toEqual(new Set([`0|${wins[0]?.transactionId}`]));
    expect(await balanceOf(pl)).toBe(START + 500n);
    expect(await pp(pl, 'balance')).toMatchObject({ error: 0, cash: 1005 });
  });
});
