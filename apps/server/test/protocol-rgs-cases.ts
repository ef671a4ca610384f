import { expect } from 'vitest';
import { ONE, P, bet, fresh, otherKey, placed, refusedQuietly } from './protocol-rgs-calls';
import { type RgsKit, type RgsProtocol, UNIT } from './protocol-rgs-kit';

/**
 * The 58 integration cases of Caleta Gaming System API 1.5 (valkyrie-fnd/valkyrie, provider/caleta/test/
 * caleta_integration_test.go), each rewritten as a case of our own on the real ledger: `spec` is the valkyrie test's
 * name, `name` says what our operator answers. Where this platform's rules answer otherwise than the valkyrie PAM
 * stub, the case asserts our answer and `differs` says why (10 cases):
 *
 * - Bet_One_Milli, Bet_Ten_Micro, Win_One_Milli, Win_Ten_Micro: amounts finer than the currency's minor unit (PKR,
 *   1/100) are refused RS_ERROR_WRONG_TYPES, never rounded (issue 34's unit rule); valkyrie keeps 5 decimals.
 * - Check_New_Session: /wallet/check answers the game session token itself (no second token is made).
 * - PromoBet_Exceeding_Balance, PromoWin, PromoWin_Missing_Bet, PromoWin_Using_Expired_Session, PromoWin_Not_Blocked:
 *   a free bet stakes none of the player's money (there is no promo balance to exceed), and a free round's winnings
 *   are credited to the main balance (a credit without a bet), so a free win naming an unknown bet is paid; one
 *   naming a rolled-back bet is still refused.
 *
 * Two more adapt the amounts only (Bet_Exceeding_Balance: the balance plus one minor unit instead of one vendor unit;
 * Bet_Blatantly_Exceeding_Balance: MaxInt32 rounded down to whole minor units), and the duplicate cases "for different
 * users" really use a second player. For Hub88 the three Check cases are Caleta's only (Hub88 has /user/info).
 */
export type RgsCase = {
  spec: string;
  name: string;
  only?: RgsProtocol;
  differs?: string;
  run: (k: RgsKit) => Promise<void>;
};

const currencyCases = (free: boolean): RgsCase[] =>
  (['Wrong', 'Invalid'] as const).map((which) => ({
    spec: `Test_${free ? 'PromoBet' : 'Bet'}_${which}_Currency`,
    name: `a ${free ? 'free ' : ''}bet in ${which === 'Wrong' ? 'EUR' : '"schmeckles"'} is RS_ERROR_WRONG_CURRENCY and moves nothing`,
    run: async (k) => {
      const p = await P(k);
      await refusedQuietly(k, p, () => bet(k, p, { free, currency: which === 'Wrong' ? 'EUR' : 'schmeckles' }), 'RS_ERROR_WRONG_CURRENCY');
    },
  }));

const fineBets: RgsCase[] = (
  [
    ['One_Cent', 1_000n, true],
    ['One_Milli', 100n, false],
    ['Ten_Micro', 1n, false],
  ] as const
).map(([which, units, whole]) => ({
  spec: `Test_Bet_${which}`,
  name: whole
    ? `a bet of ${units} units takes one minor unit (0.01 PKR)`
    : `a bet of ${units} units (finer than 0.01 PKR) is RS_ERROR_WRONG_TYPES and moves nothing`,
  ...(whole ? {} : { differs: 'fractions of a minor unit are refused, never rounded' }),
  run: async (k) => {
    const p = await P(k);
    if (!whole) return refusedQuietly(k, p, () => bet(k, p, { units }), 'RS_ERROR_WRONG_TYPES');
    await k.expectOk(await bet(k, p, { units }), p, p.start - 1n);
  },
}));

export const rgsOpenCases: RgsCase[] = [
  {
    spec: 'Test_Check',
    only: 'caleta',
    name: '/wallet/check of a live session answers a token',
    run: async (k) => {
      const p = await P(k);
      expect(await k.send('check', p.bodies.check())).toEqual({ token: p.token });
    },
  },
  {
    spec: 'Test_Check_Invalid_Session',
    only: 'caleta',
    name: '/wallet/check of an unknown token answers no token (RS_ERROR_INVALID_TOKEN)',
    run: async (k) => {
      expect(await k.send('check', { token: 'invalid-session' })).toEqual({ status: 'RS_ERROR_INVALID_TOKEN' });
    },
  },
  {
    spec: 'Test_Check_New_Session',
    only: 'caleta',
    name: 'a second /wallet/check answers a token the wallet calls still accept',
    differs: 'the game session token is kept (the check does not issue a new one)',
    run: async (k) => {
      const p = await P(k);
      await k.send('check', p.bodies.check());
      const again = await k.send('check', p.bodies.check());
      expect(again.token).toBe(p.token);
      await k.expectOk(await bet(k, p), p, p.start - 100n);
    },
  },
  {
    spec: 'Test_Balance',
    name: 'the balance is the ledger balance in 1/100 000 units',
    run: async (k) => {
      const p = await P(k);
      await k.expectOk(await k.send('balance', p.bodies.balance()), p, p.start);
    },
  },
  {
    spec: 'Test_Balance_Invalid_Session',
    name: 'the balance of an unknown token is RS_ERROR_INVALID_TOKEN',
    run: async (k) =>
      k.expectRefused(await k.send('balance', { ...(await P(k)).bodies.balance(), token: 'invalid-session' }), 'RS_ERROR_INVALID_TOKEN'),
  },
  {
    spec: 'Test_Balance_Invalid_Signature',
    name: 'a balance signed with another key is RS_ERROR_INVALID_SIGNATURE',
    run: async (k) => k.expectRefused(await k.send('balance', (await P(k)).bodies.balance(), otherKey(k)), 'RS_ERROR_INVALID_SIGNATURE'),
  },
  {
    spec: 'Test_Bet',
    name: 'a bet of one rupee takes 100 minor units',
    run: async (k) => {
      const p = await P(k);
      await k.expectOk(await bet(k, p), p, p.start - 100n);
    },
  },
  ...fineBets,
  {
    spec: 'Test_Bet_Multiple',
    name: 'three bets in one round (bingo extra balls) each take their stake',
    run: async (k) => {
      const p = await P(k);
      const round = k.uuid();
      expect((await bet(k, p, { round })).status).toBe('RS_OK');
      expect((await bet(k, p, { round })).status).toBe('RS_OK');
      await k.expectOk(await bet(k, p, { round }), p, p.start - 300n);
    },
  },
  {
    spec: 'Test_Bet_Invalid_Session',
    name: 'a bet on an unknown token is RS_ERROR_INVALID_TOKEN and moves nothing',
    run: async (k) => {
      const p = await P(k);
      await refusedQuietly(
        k,
        p,
        () =>
          k.send('bet', {
            ...p.bodies.bet({ txId: k.uuid(), roundId: k.uuid(), gameCode: p.gameCode, units: ONE }),
            token: 'invalid-session',
          }),
        'RS_ERROR_INVALID_TOKEN',
      );
    },
  },
  {
    spec: 'Test_Bet_Expired_Session',
    name: 'a bet on a session that has ended is RS_ERROR_TOKEN_EXPIRED and moves nothing',
    run: async (k) => {
      const p = await fresh(k);
      await k.expire(p);
      await refusedQuietly(k, p, () => bet(k, p), 'RS_ERROR_TOKEN_EXPIRED');
    },
  },
  {
    spec: 'Test_Bet_Negative',
    name: 'a negative bet is refused with no user, balance or currency',
    run: async (k) => {
      const p = await P(k);
      await refusedQuietly(k, p, () => bet(k, p, { units: -ONE }), 'RS_ERROR_WRONG_TYPES');
    },
  },
  {
    spec: 'Test_Bet_Exceeding_Balance',
    name: 'a bet of the balance plus one minor unit is RS_ERROR_NOT_ENOUGH_MONEY',
    run: async (k) => {
      const p = await P(k);
      await refusedQuietly(k, p, () => bet(k, p, { units: p.start * UNIT + UNIT }), 'RS_ERROR_NOT_ENOUGH_MONEY');
    },
  },
  {
    spec: 'Test_Bet_Blatantly_Exceeding_Balance',
    name: 'a bet of 2 147 483 000 units (MaxInt32 in whole minor units) is RS_ERROR_NOT_ENOUGH_MONEY',
    run: async (k) => {
      const p = await P(k);
      await refusedQuietly(k, p, () => bet(k, p, { units: 2_147_483_000n }), 'RS_ERROR_NOT_ENOUGH_MONEY');
    },
  },
  {
    spec: 'Test_Bet_Invalid_Game',
    name: 'a bet in a game the catalogue does not have is RS_ERROR_INVALID_GAME and moves nothing',
    run: async (k) => {
      const p = await P(k);
      await refusedQuietly(k, p, () => bet(k, p, { game: 'invalid game' }), 'RS_ERROR_INVALID_GAME');
    },
  },
  ...currencyCases(false),
  {
    spec: 'Test_Bet_Invalid_Signature',
    name: 'a bet signed with another key is RS_ERROR_INVALID_SIGNATURE and moves nothing',
    run: async (k) => {
      const p = await P(k);
      await refusedQuietly(k, p, () => bet(k, p, { key: otherKey(k) }), 'RS_ERROR_INVALID_SIGNATURE');
    },
  },
  {
    spec: 'Test_Bet_Duplicate_TransactionId',
    name: 'a second bet with the same transaction_uuid in another round is RS_ERROR_DUPLICATE_TRANSACTION; one stake moved',
    run: async (k) => {
      const p = await P(k);
      const { tx } = await placed(k, p);
      await refusedQuietly(k, p, () => bet(k, p, { tx }), 'RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await k.ledger(p)).toBe(p.start - 100n);
    },
  },
  {
    spec: 'Test_Bet_Duplicate_TransactionId_For_Different_Users',
    name: "another player's bet with the same transaction_uuid, round and amount is RS_ERROR_DUPLICATE_TRANSACTION",
    run: async (k) => {
      const [p, q] = [await P(k), await fresh(k)];
      const b = await placed(k, p);
      await refusedQuietly(k, q, () => bet(k, q, b), 'RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await k.ledger(p)).toBe(p.start - 100n);
    },
  },
  {
    spec: 'Test_PromoBet',
    name: 'a free bet (is_free) stakes none of the player’s money',
    run: async (k) => {
      const p = await P(k);
      await k.expectOk(await bet(k, p, { free: true }), p, p.start);
    },
  },
  ...currencyCases(true),
  {
    spec: 'Test_PromoBet_Expired_Session',
    name: 'a free bet on a session that has ended is RS_ERROR_TOKEN_EXPIRED',
    run: async (k) => {
      const p = await fresh(k);
      await k.expire(p);
      await refusedQuietly(k, p, () => bet(k, p, { free: true }), 'RS_ERROR_TOKEN_EXPIRED');
    },
  },
  {
    spec: 'Test_PromoBet_Exceeding_Balance',
    name: 'a free bet above the player’s whole balance is RS_OK and moves nothing',
    differs: 'a free bet is paid by the vendor: there is no promo balance to exceed',
    run: async (k) => {
      const p = await P(k);
      await k.expectOk(await bet(k, p, { free: true, units: p.start * UNIT + UNIT }), p, p.start);
    },
  },
];
