import { REDTIGER_TEST_API_KEY, REDTIGER_TEST_RECON_TOKEN, redtigerWire } from '@wl/vendor-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { type TestContext, createTestApp } from './harness';
import { configureProtocol, inbound, mainBalance, protocolPlayer, writes } from './protocol-harness';
import { expireGameSessions, invariants } from './seamless-helpers';

/**
 * Red Tiger's RGI wallet on the real ledger (merchant DEMO, PKR, catalogue vendor RELAX). Every scenario of Red
 * Tiger's own list (the 42 of provider/redtiger/test/integration_test.go in the valkyrie repository) is a case below
 * under its own name, rewritten: each checks Red Tiger's answer field by field and the ledger (the member's MAIN
 * balance in minor units, and that a refusal wrote nothing). The edge cases the list leaves out follow, then 20
 * concurrent copies of a stake and of a payout.
 */
let t: TestContext;
const VENDOR = 'RELAX';
const START = 100_000n; // 1000.00 PKR
const CASINO = 'lucky-crown';
const GAME = 'RELAX_TEST_GAME';
const B = redtigerWire.bodies;

type Player = Awaited<ReturnType<typeof protocolPlayer>>;
type Reply = { status: number; json: Record<string, unknown> };

let seq = 0;
/** A fresh Red Tiger id (at most 32 characters, as its spec allows). */
const rnd = (p = 'x') => `${p}${(++seq).toString(36)}${Date.now().toString(36)}`;

const rt = async (path: string, body: object | string, key = REDTIGER_TEST_API_KEY): Promise<Reply> => {
  const r = await inbound(t, { vendor: VENDOR, path, headers: { authorization: key }, body });
  return { status: r.status, json: r.json() };
};
/** The request's common part for a player (token, user id, casino, currency), a step may override any of it. */
const who = (pl: Player, o: { token?: string; userId?: string; currency?: string } = {}) => ({
  token: o.token ?? pl.token,
  userId: o.userId ?? String(pl.member.id),
  casino: CASINO,
  currency: o.currency ?? 'PKR',
  ip: '1.2.3.4',
});
type Who = Parameters<typeof who>[1];
const stake = (pl: Player, txId: string, round: string, amount: string, promo = '0.00', o: Who & { path?: string; ends?: boolean } = {}) =>
  rt(
    o.path ?? '/stake',
    B.stake({ ...who(pl, o), txId, stake: amount, stakePromo: promo, game: GAME, round: { id: round, ends: o.ends } }),
  );
const buyin = (pl: Player, txId: string, round: string, amount: string, promo: string, o: Who = {}) =>
  stake(pl, txId, round, amount, promo, { ...o, path: '/promo/buyin' });
const payout = (pl: Player, txId: string, round: string, amount: string, promo = '0.00', o: Who & { path?: string } = {}) =>
  rt(o.path ?? '/payout', B.payout({ ...who(pl, o), txId, payout: amount, payoutPromo: promo, game: GAME, round: { id: round } }));
const settle = (pl: Player, txId: string, round: string, amount: string, o: Who = {}) =>
  payout(pl, txId, round, amount, '0.00', { ...o, path: '/promo/settle' });
const refund = (pl: Player, txId: string, round: string, amount: string, o: Who & { path?: string } = {}) =>
  rt(o.path ?? '/refund', B.refund({ ...who(pl, o), txId, stake: amount, game: GAME, round: { id: round } }));
const promoRefund = (pl: Player, txId: string, round: string, amount: string, o: Who = {}) =>
  refund(pl, txId, round, amount, { ...o, path: '/promo/refund' });

const pair = (cash: string) => ({ cash, bonus: '0.00' });
const okStake = (pl: Player, id: string, amount: string, balance: string): Reply => ({
  status: 200,
  json: { success: true, result: { token: pl.token, currency: 'PKR', id, stake: pair(amount), balance: pair(balance) } },
});
/** A payout's answer; it echoes the token of the call (the reconciliation token when the call was made with it). */
const okPayout = (pl: Player, id: string, amount: string, balance: string, token = pl.token): Reply => ({
  status: 200,
  json: { success: true, result: { token, currency: 'PKR', id, payout: pair(amount), balance: pair(balance) } },
});
const okRefund = (pl: Player, stakeId: string, amount: string, balance: string, token = pl.token): Reply => ({
  status: 200,
  json: {
    success: true,
    result: { token, id: `refund:${stakeId}`, stake: pair(amount) },
    balance: pair(balance),
    currency: 'PKR',
  },
});
/** Red Tiger's error answer: its code and the fixed message of that code (HTTP 400 unless told). */
const MESSAGES: Record<number, string> = {
  100: 'API authentication error',
  200: 'Invalid input',
  301: 'Not authorized',
  304: 'Insufficient funds',
  305: 'Invalid user currency',
  400: 'Transaction not found',
  401: 'Duplicate transaction',
};
const refused = (code: number, status = 400): Reply => ({ status, json: { success: false, error: { code, message: MESSAGES[code] } } });

const balanceOf = (pl: Player) => mainBalance(t, pl.member.id);
const INVALID_TOKEN = 'thistokenshouldnotwork-But-still-32-chars';

/** A refusal: Red Tiger's answer, and the money tables untouched. */
const refusedQuietly = async (call: () => Promise<Reply>, want: Reply, pl: Player, balance = START) => {
  const before = await writes(t);
  expect(await call()).toEqual(want);
  expect(await writes(t)).toBe(before);
  expect(await balanceOf(pl)).toBe(balance);
};

beforeAll(async () => {
  t = await createTestApp();
  await configureProtocol(t, {
    vendor: VENDOR,
    protocol: 'redtiger',
    settings: { launchUrl: 'https://rgi.redtiger.test/launch', casino: CASINO },
    secrets: { apiKey: REDTIGER_TEST_API_KEY, reconToken: REDTIGER_TEST_RECON_TOKEN },
  });
});
afterAll(async () => {
  await invariants(t);
  await t?.close();
});

/** Red Tiger's scenarios, in its wording; each gets a fresh player holding 1000.00 PKR with a live game session. */
const scenarios: [string, (pl: Player) => Promise<void>][] = [
  [
    'TEST_FOR_USER_TOKEN',
    async (pl) => {
      // The member opens a RELAX game: the address is Red Tiger's, carrying a new game session token it will present.
      const r = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${pl.nodeId}&accountType=1`, headers: pl.headers });
      expect(r.statusCode, r.body).toBe(200);
      const url = new URL(r.json().value.content.game_url);
      expect(`${url.origin}${url.pathname}`).toBe(`https://rgi.redtiger.test/launch/${pl.gameCode}`);
      const token = url.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ currency: 'PKR', casino: CASINO, playMode: 'real', channel: 'desktop' });
      expect((await rt('/auth', B.auth({ ...who(pl), token }))).json).toMatchObject({ success: true, result: { token } });
    },
  ],
  [
    'TEST_AUTH_WITH_VALID_TOKEN',
    async (pl) => {
      expect(await rt('/auth', B.auth(who(pl)))).toEqual({
        status: 200,
        json: {
          success: true,
          result: {
            token: pl.token,
            currency: 'PKR',
            userId: String(pl.member.id),
            casino: CASINO,
            language: 'en',
            balance: pair('1000.00'),
          },
        },
      });
    },
  ],
  ['TEST_AUTH_WITH_INVALID_TOKEN', (pl) => refusedQuietly(() => rt('/auth', B.auth(who(pl, { token: INVALID_TOKEN }))), refused(301), pl)],
  [
    'MAKES_A_BET_REQUEST',
    async (pl) => {
      const id = rnd('s');
      expect(await stake(pl, id, rnd('r'), '10.00')).toEqual(okStake(pl, id, '10.00', '990.00'));
      expect(await balanceOf(pl)).toBe(START - 1000n);
    },
  ],
  [
    'MAKES_A_BET_REQUEST_WITH_EXISTING_TRANSACTION_ID',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      expect(await stake(pl, id, round, '10.00')).toEqual(okStake(pl, id, '10.00', '990.00'));
      // Firing twice: 200 and the same balance; the stake was taken once.
      expect(await stake(pl, id, round, '10.00')).toEqual(okStake(pl, id, '10.00', '990.00'));
      expect(await balanceOf(pl)).toBe(START - 1000n);
    },
  ],
  [
    'MAKES_A_BET_WITH_AN_INVALID_USER_ID',
    (pl) => refusedQuietly(() => stake(pl, rnd('s'), rnd('r'), '10.00', '0.00', { userId: 'invalid-user' }), refused(301), pl),
  ],
  [
    'MAKES_A_BET_REQUEST_WITH_AN_INVALID_CURRENCY',
    (pl) => refusedQuietly(() => stake(pl, rnd('s'), rnd('r'), '10.00', '0.00', { currency: 'FIM' }), refused(305), pl),
  ],
  ['MAKES_A_BET_REQUEST_WITH_A_NEGATIVE_STAKE', (pl) => refusedQuietly(() => stake(pl, rnd('s'), rnd('r'), '-10.00'), refused(200), pl)],
  [
    'MAKES_A_BET_REQUEST_WITH_A_GREATER_STAKE_THAN_BALANCE',
    (pl) => refusedQuietly(() => stake(pl, rnd('s'), rnd('r'), '1001.00'), refused(304), pl),
  ],
  [
    'MAKES_A_BET_REQUEST_WITH_STAKE_0',
    async (pl) => {
      const id = rnd('s');
      expect(await stake(pl, id, rnd('r'), '0.00')).toEqual(okStake(pl, id, '0.00', '1000.00'));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'MAKES_SEVERAL_BET_REQUESTS_WITH_SAME_ROUNDID',
    async (pl) => {
      const [a, b, round] = [rnd('s'), rnd('s'), rnd('r')];
      expect(await stake(pl, a, round, '10.00')).toEqual(okStake(pl, a, '10.00', '990.00'));
      // Allowed while the round is not ended.
      expect(await stake(pl, b, round, '10.00')).toEqual(okStake(pl, b, '10.00', '980.00'));
      expect(await balanceOf(pl)).toBe(START - 2000n);
    },
  ],
  [
    'MAKES_SEVERAL_BET_REQUESTS_WITH_SAME_ROUNDID_AFTER_PAYOUT',
    async (pl) => {
      const round = rnd('r');
      await stake(pl, rnd('s'), round, '10.00');
      const p = rnd('p');
      expect(await payout(pl, p, round, '10.00')).toEqual(okPayout(pl, p, '10.00', '1000.00'));
      // The payout ended the round: another stake on it is refused and takes nothing.
      await refusedQuietly(() => stake(pl, rnd('s'), round, '10.00'), refused(200), pl);
    },
  ],
  [
    'MAKES_A_BET_REQUEST_WITH_RECON_TOKEN',
    (pl) =>
      refusedQuietly(() => stake(pl, rnd('s'), rnd('r'), '10.00', '0.00', { token: REDTIGER_TEST_RECON_TOKEN }), refused(301, 401), pl),
  ],
  [
    'MAKES_A_BET_REQUEST_WITH_PROMO_PARAMS',
    async (pl) => {
      // The promotion's share (stakePromo) is Red Tiger's money: only the cash stake is taken.
      const id = rnd('s');
      expect(await stake(pl, id, rnd('r'), '10.00', '5.00')).toEqual(okStake(pl, id, '10.00', '990.00'));
      expect(await balanceOf(pl)).toBe(START - 1000n);
    },
  ],
  [
    'MAKES_AN_AWARD_REQUEST',
    async (pl) => {
      const [round, p] = [rnd('r'), rnd('p')];
      await stake(pl, rnd('s'), round, '10.00');
      expect(await payout(pl, p, round, '25.50')).toEqual(okPayout(pl, p, '25.50', '1015.50'));
      expect(await balanceOf(pl)).toBe(START + 1550n);
    },
  ],
  [
    'MAKES_AN_AWARD_REQUEST_WITH_EXISTING_ID',
    async (pl) => {
      const [round, p] = [rnd('r'), rnd('p')];
      await stake(pl, rnd('s'), round, '10.00');
      expect(await payout(pl, p, round, '10.00')).toEqual(okPayout(pl, p, '10.00', '1000.00'));
      expect(await payout(pl, p, round, '10.00')).toEqual(okPayout(pl, p, '10.00', '1000.00'));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'MAKES_AN_AWARD_REQUEST_WITH_RECON_TOKEN',
    async (pl) => {
      const round = rnd('r');
      await stake(pl, rnd('s'), round, '10.00');
      const p = rnd('p');
      // The reconciliation token is no session: the player is the one its userId names, and the round is settled.
      expect(await payout(pl, p, round, '10.00', '0.00', { token: REDTIGER_TEST_RECON_TOKEN })).toEqual(
        okPayout(pl, p, '10.00', '1000.00', REDTIGER_TEST_RECON_TOKEN),
      );
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'MAKES_AN_AWARD_REQUEST_WITH_INVALID_USER_ID',
    (pl) => refusedQuietly(() => payout(pl, rnd('p'), rnd('r'), '10.00', '0.00', { userId: 'invalid-user' }), refused(301), pl),
  ],
  [
    'MAKES_AN_AWARD_REQUEST_WITH_RECON_TOKEN_AND_INVALID_USER_ID',
    (pl) =>
      refusedQuietly(
        () => payout(pl, rnd('p'), rnd('r'), '10.00', '0.00', { userId: 'invalid-user', token: REDTIGER_TEST_RECON_TOKEN }),
        refused(301),
        pl,
      ),
  ],
  [
    'MAKES_AN_AWARD_REQUEST_WITH_INVALID_CURRENCY',
    (pl) => refusedQuietly(() => payout(pl, rnd('p'), rnd('r'), '10.00', '0.00', { currency: 'FIM' }), refused(305), pl),
  ],
  ['MAKES_AN_AWARD_REQUEST_A_NEGATIVE_PAYOUT', (pl) => refusedQuietly(() => payout(pl, rnd('p'), rnd('r'), '-10.00'), refused(200), pl)],
  [
    'MAKES_AN_AWARD_REQUEST_WITH_INVALID_TOKEN',
    (pl) => refusedQuietly(() => payout(pl, rnd('p'), rnd('r'), '10.00', '0.00', { token: INVALID_TOKEN }), refused(301), pl),
  ],
  [
    'MAKES_AN_AWARD_REQUEST_WITH_PROMO_PARAMS',
    async (pl) => {
      const [round, p] = [rnd('r'), rnd('p')];
      await stake(pl, rnd('s'), round, '10.00');
      // payoutPromo is the share Red Tiger's promotion pays out of the payout: the payout is what is credited.
      expect(await payout(pl, p, round, '10.00', '10.00')).toEqual(okPayout(pl, p, '10.00', '1000.00'));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'TEST_REFUND',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      expect(await stake(pl, id, round, '10.00')).toEqual(okStake(pl, id, '10.00', '990.00'));
      expect(await refund(pl, id, round, '10.00')).toEqual(okRefund(pl, id, '10.00', '1000.00'));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'TEST_REFUND_INVALID_AMOUNT_IGNORED',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      await stake(pl, id, round, '10.00');
      // The stake's own amount is refunded, not the 47.00 the refund says.
      expect(await refund(pl, id, round, '47.00')).toEqual(okRefund(pl, id, '47.00', '1000.00'));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'TRY_TO_REFUND_NON_EXISTING_TRANSACTION',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      expect(await refund(pl, id, round, '10.00')).toEqual(refused(400));
      // The refund left a tombstone: the stake arriving late is refused and takes nothing.
      await refusedQuietly(() => stake(pl, id, round, '10.00'), refused(401), pl);
    },
  ],
  [
    'TRY_TO_REFUND_BUYIN_TRANSACTION',
    async (pl) => {
      const [id, round] = [rnd('b'), rnd('r')];
      expect(await buyin(pl, id, round, '10.00', '0.00')).toEqual(okStake(pl, id, '10.00', '990.00'));
      expect(await promoRefund(pl, id, round, '10.00')).toEqual(okRefund(pl, id, '10.00', '1000.00'));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'TRY_TO_REFUND_A_REFUNDED_TRANSACTION',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      await stake(pl, id, round, '10.00');
      expect(await refund(pl, id, round, '10.00')).toEqual(okRefund(pl, id, '10.00', '1000.00'));
      // Refunding twice does nothing to the balance.
      expect(await refund(pl, id, round, '10.00')).toEqual(okRefund(pl, id, '10.00', '1000.00'));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'TRY_TO_REFUND_WITH_AN_INVALID_TOKEN',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      await stake(pl, id, round, '10.00');
      await refusedQuietly(() => refund(pl, id, round, '10.00', { token: INVALID_TOKEN }), refused(301), pl, START - 1000n);
    },
  ],
  [
    'BUYIN_REQUEST',
    async (pl) => {
      const id = rnd('b');
      expect(await buyin(pl, id, rnd('r'), '10.00', '10.00')).toEqual(okStake(pl, id, '10.00', '990.00'));
      expect(await balanceOf(pl)).toBe(START - 1000n);
    },
  ],
  [
    'TRY_TO_MAKE_BUYIN_WITH_A_NEGATIVE_STAKE',
    (pl) => refusedQuietly(() => buyin(pl, rnd('b'), rnd('r'), '-10.00', '-10.00'), refused(200), pl),
  ],
  [
    'TRY_TO_MAKE_BUYIN_WITH_AN_INVALID_TOKEN',
    (pl) => refusedQuietly(() => buyin(pl, rnd('b'), rnd('r'), '10.00', '10.00', { token: INVALID_TOKEN }), refused(301), pl),
  ],
  [
    'TRY_TO_MAKE_BUYIN_WITH_USED_TRANSACTION_ID',
    async (pl) => {
      const [id, round] = [rnd('b'), rnd('r')];
      expect(await buyin(pl, id, round, '10.00', '10.00')).toEqual(okStake(pl, id, '10.00', '990.00'));
      expect(await buyin(pl, id, round, '10.00', '10.00')).toEqual(okStake(pl, id, '10.00', '990.00'));
      expect(await balanceOf(pl)).toBe(START - 1000n);
    },
  ],
  [
    'PROMO_REFUND',
    async (pl) => {
      const [id, round] = [rnd('b'), rnd('r')];
      await buyin(pl, id, round, '10.00', '10.00');
      expect(await promoRefund(pl, id, round, '10.00')).toEqual(okRefund(pl, id, '10.00', '1000.00'));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'TRY_TO_REFUND_BUYIN_WITH_AN_INVALID_TOKEN',
    async (pl) => {
      const [id, round] = [rnd('b'), rnd('r')];
      await buyin(pl, id, round, '10.00', '10.00');
      await refusedQuietly(() => promoRefund(pl, id, round, '10.00', { token: INVALID_TOKEN }), refused(301), pl, START - 1000n);
    },
  ],
  [
    'TRY_TO_REFUND_NON_EXISTING_BUYIN_TRANSACTION',
    async (pl) => {
      expect(await promoRefund(pl, rnd('b'), rnd('r'), '10.00')).toEqual(refused(400));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'MAKES_A_BUYIN_REQUEST_WITH_AN_INVALID_CURRENCY',
    (pl) => refusedQuietly(() => buyin(pl, rnd('b'), rnd('r'), '10.00', '10.00', { currency: 'EUR' }), refused(305), pl),
  ],
  [
    'TEST_PROMO_SETTLE',
    async (pl) => {
      const [id, round, p] = [rnd('b'), rnd('r'), rnd('p')];
      await buyin(pl, id, round, '10.00', '10.00');
      expect(await settle(pl, p, round, '10.00')).toEqual(okPayout(pl, p, '10.00', '1000.00'));
      // The settlement settled the buy-in: it can no longer be refunded.
      await refusedQuietly(() => promoRefund(pl, id, round, '10.00'), refused(401), pl);
    },
  ],
  [
    'TEST_PROMO_SETTLE_RECON',
    async (pl) => {
      const p = rnd('p');
      expect(await settle(pl, p, '', '10.00', { token: REDTIGER_TEST_RECON_TOKEN })).toEqual(
        okPayout(pl, p, '10.00', '1010.00', REDTIGER_TEST_RECON_TOKEN),
      );
      expect(await balanceOf(pl)).toBe(START + 1000n);
    },
  ],
  [
    'TEST_PROMO_SETTLE_WITH_USED_TRANSACTION_ID',
    async (pl) => {
      const p = rnd('p');
      expect(await settle(pl, p, '', '10.00')).toEqual(okPayout(pl, p, '10.00', '1010.00'));
      expect(await settle(pl, p, '', '10.00')).toEqual(okPayout(pl, p, '10.00', '1010.00'));
      expect(await balanceOf(pl)).toBe(START + 1000n);
    },
  ],
  [
    'TEST_PROMO_SETTLE_WITH_AN_INVALID_TOKEN',
    (pl) => refusedQuietly(() => settle(pl, rnd('p'), '', '10.00', { token: INVALID_TOKEN }), refused(301), pl),
  ],
  [
    'TEST_PROMO_SETTLE_WITH_AN_INVALID_CURRENCY',
    (pl) => refusedQuietly(() => settle(pl, rnd('p'), '', '10.00', { currency: 'EUR' }), refused(305), pl),
  ],
];

describe("Red Tiger's scenarios", () => {
  it('covers every one of the 42 listed scenarios', () => expect(new Set(scenarios.map(([n]) => n)).size).toBe(42));
  it.each(scenarios)('%s', async (_name, run) => run(await protocolPlayer(t, { vendor: VENDOR, balance: START })));
});

/** The ledger's rows of a Red Tiger id (kinds and states), for the cases that look past the balance. */
const rowsOfTx = async (txId: string) =>
  rowsOf<{ kind: string; state: string | null }>(
    await t.dbHandle.db.execute(sql`SELECT kind, state FROM vendor_transactions WHERE vendor = ${VENDOR} AND tx_id = ${txId} ORDER BY id`),
  );

/** Edge cases where vendors differ that Red Tiger's list leaves out, answered as its spec and error table say. */
const edges: [string, (pl: Player) => Promise<void>][] = [
  [
    'a call without the API key, or with another, is refused 401 / code 100 on every route and writes nothing',
    async (pl) => {
      const id = rnd('s');
      const bodies: [string, object][] = [
        ['/auth', B.auth(who(pl))],
        ['/stake', B.stake({ ...who(pl), txId: id, stake: '1.00', round: { id: 'r' } })],
        ['/payout', B.payout({ ...who(pl), txId: id, payout: '1.00', round: { id: 'r' } })],
        ['/refund', B.refund({ ...who(pl), txId: id, round: { id: 'r' } })],
        ['/promo/buyin', B.stake({ ...who(pl), txId: id, stake: '1.00', round: { id: 'r' } })],
        ['/promo/settle', B.payout({ ...who(pl), txId: id, payout: '1.00' })],
        ['/promo/refund', B.refund({ ...who(pl), txId: id })],
      ];
      for (const [path, body] of bodies) {
        for (const key of ['', 'not-the-key', `${REDTIGER_TEST_API_KEY}x`])
          await refusedQuietly(() => rt(path, body, key), refused(100, 401), pl);
      }
      expect((await rt('/auth', B.auth(who(pl)), `Basic ${REDTIGER_TEST_API_KEY}`)).status).toBe(200);
    },
  ],
  [
    'an amount with more decimals than PKR has, or given as a JSON number, is refused with code 200',
    async (pl) => {
      await refusedQuietly(() => stake(pl, rnd('s'), rnd('r'), '10.005'), refused(200), pl);
      const body = { ...B.stake({ ...who(pl), txId: rnd('s'), stake: '1.00', round: { id: rnd('r') } }) };
      await refusedQuietly(() => rt('/stake', { ...body, transaction: { id: rnd('s'), stake: 10.5 } }), refused(200), pl);
      await refusedQuietly(() => rt('/stake', '{"token":'), refused(200), pl);
    },
  ],
  [
    'the same stake id with another amount is a duplicate (401) and takes nothing more',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      await stake(pl, id, round, '10.00');
      await refusedQuietly(() => stake(pl, id, round, '11.00'), refused(401), pl, START - 1000n);
    },
  ],
  [
    'after the session expired a stake is refused (301), its payout and a refund are still accepted',
    async (pl) => {
      const [a, b, ra, rb] = [rnd('s'), rnd('s'), rnd('r'), rnd('r')];
      await stake(pl, a, ra, '10.00');
      await stake(pl, b, rb, '5.00');
      await expireGameSessions(t, pl.member.id);
      await refusedQuietly(() => stake(pl, rnd('s'), rnd('r'), '1.00'), refused(301), pl, START - 1500n);
      const p = rnd('p');
      expect(await payout(pl, p, ra, '30.00')).toEqual(okPayout(pl, p, '30.00', '1015.00'));
      expect(await refund(pl, b, rb, '5.00')).toEqual(okRefund(pl, b, '5.00', '1020.00'));
      expect(await balanceOf(pl)).toBe(START + 2000n);
    },
  ],
  [
    'a payout after its stake was refunded finds no stake (400) and pays nothing',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      await stake(pl, id, round, '10.00');
      await refund(pl, id, round, '10.00');
      await refusedQuietly(() => payout(pl, rnd('p'), round, '50.00'), refused(400), pl);
    },
  ],
  [
    'a refund after the round was paid is a duplicate settlement (401) and moves nothing',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      await stake(pl, id, round, '10.00');
      await payout(pl, rnd('p'), round, '4.00');
      await refusedQuietly(() => refund(pl, id, round, '10.00'), refused(401), pl, START - 600n);
    },
  ],
  [
    'a payout of a round with no stake is refused (400); a zero payout of it answers the balance and writes nothing',
    async (pl) => {
      await refusedQuietly(() => payout(pl, rnd('p'), rnd('r'), '10.00'), refused(400), pl);
      const p = rnd('p');
      await refusedQuietly(() => payout(pl, p, rnd('r'), '0.00'), okPayout(pl, p, '0.00', '1000.00'), pl);
    },
  ],
  [
    'a stake that ends its round closes it: the round counts as lost and the stake can no longer be refunded',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      expect(await stake(pl, id, round, '10.00', '0.00', { ends: true })).toEqual(okStake(pl, id, '10.00', '990.00'));
      expect((await rowsOfTx(id)).map((r) => r.state)).toEqual(['SETTLED']);
      await refusedQuietly(() => refund(pl, id, round, '10.00'), refused(401), pl, START - 1000n);
    },
  ],
  [
    'the reconciliation token refunds the stake of the player its userId names; with no userId, or one naming no player, it is 301',
    async (pl) => {
      const [id, round] = [rnd('s'), rnd('r')];
      await stake(pl, id, round, '10.00');
      const recon = { token: REDTIGER_TEST_RECON_TOKEN };
      await refusedQuietly(() => refund(pl, id, round, '10.00', { ...recon, userId: '' }), refused(301), pl, START - 1000n);
      await refusedQuietly(() => refund(pl, id, round, '10.00', { ...recon, userId: '987654321987' }), refused(301), pl, START - 1000n);
      expect(await refund(pl, id, round, '10.00', recon)).toEqual(okRefund(pl, id, '10.00', '1000.00', REDTIGER_TEST_RECON_TOKEN));
      // Red Tiger's retry of the same refund with the player's own token is the same refund: its first answer.
      expect(await refund(pl, id, round, '10.00')).toEqual(okRefund(pl, id, '10.00', '1000.00'));
      expect(await balanceOf(pl)).toBe(START);
    },
  ],
  [
    'a stake after its round was ended by a stake (round.ends) is refused like one after the payout (200)',
    async (pl) => {
      const round = rnd('r');
      await stake(pl, rnd('s'), round, '10.00', '0.00', { ends: true });
      await refusedQuietly(() => stake(pl, rnd('s'), round, '10.00'), refused(200), pl, START - 1000n);
    },
  ],
  [
    'a promo settlement outside a buy-in round is a credit with no bet (reason PROMO)',
    async (pl) => {
      const p = rnd('p');
      expect(await settle(pl, p, rnd('r'), '7.25')).toEqual(okPayout(pl, p, '7.25', '1007.25'));
      expect((await rowsOfTx(p)).map((r) => r.kind)).toEqual(['CREDIT']);
    },
  ],
];

describe('Red Tiger edge cases', () => {
  it.each(edges)('%s', async (_name, run) => run(await protocolPlayer(t, { vendor: VENDOR, balance: START })));

  it('20 concurrent copies of a stake, then of its payout: each taken and paid once, every copy the same answer', async () => {
    const pl = await protocolPlayer(t, { vendor: VENDOR, balance: START });
    const [id, round, p] = [rnd('s'), rnd('r'), rnd('p')];
    const stakes = await Promise.all(Array.from({ length: 20 }, () => stake(pl, id, round, '10.00')));
    for (const r of stakes) expect(r).toEqual(okStake(pl, id, '10.00', '990.00'));
    expect(await balanceOf(pl)).toBe(START - 1000n);
    const payouts = await Promise.all(Array.from({ length: 20 }, () => payout(pl, p, round, '35.00')));
    for (const r of payouts) expect(r).toEqual(okPayout(pl, p, '35.00', '1025.00'));
    expect(await balanceOf(pl)).toBe(START + 2500n);
    expect((await rowsOfTx(id)).length + (await rowsOfTx(p)).length).toBe(2);
  });
});
