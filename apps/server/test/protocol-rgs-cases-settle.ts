import { expect } from 'vitest';
import type { RgsCase } from './protocol-rgs-cases';
import { ONE, P, bet, fresh, otherKey, placed, refusedQuietly, rollback, win } from './protocol-rgs-calls';

/**
 * The valkyrie Caleta cases from Test_Win on (wins, free wins, rollbacks, expired sessions, locked players), rewritten
 * as ours; see protocol-rgs-cases.ts for the differences. Amounts: ONE is one rupee (100 000 units, 100 minor units).
 */
const currencyCases = (free: boolean): RgsCase[] =>
  (['Wrong', 'Invalid'] as const).map((which) => ({
    spec: `Test_${free ? 'PromoWin' : 'Win'}_${which}_Currency`,
    name: `a ${free ? 'free ' : ''}win in ${which === 'Wrong' ? 'EUR' : '"schmeckles"'} is RS_ERROR_WRONG_CURRENCY and moves nothing`,
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p);
      await refusedQuietly(
        k,
        p,
        () => win(k, p, { round: b.round, ref: b.tx, free, currency: which === 'Wrong' ? 'EUR' : 'schmeckles' }),
        'RS_ERROR_WRONG_CURRENCY',
      );
    },
  }));

const fineWins: RgsCase[] = (
  [
    ['One_Cent', 1_000n, true],
    ['One_Milli', 100n, false],
    ['Ten_Micro', 1n, false],
  ] as const
).map(([which, units, whole]) => ({
  spec: `Test_Win_${which}`,
  name: whole
    ? `a win of ${units} units pays one minor unit`
    : `a win of ${units} units (finer than 0.01 PKR) is RS_ERROR_WRONG_TYPES and moves nothing`,
  ...(whole ? {} : { differs: 'fractions of a minor unit are refused, never rounded' }),
  run: async (k) => {
    const p = await P(k);
    const b = await placed(k, p);
    if (!whole) return refusedQuietly(k, p, () => win(k, p, { round: b.round, ref: b.tx, units }), 'RS_ERROR_WRONG_TYPES');
    await k.expectOk(await win(k, p, { round: b.round, ref: b.tx, units }), p, p.start - 100n + 1n);
  },
}));

/** A session that ends (or a player locked) after the bet: the win or rollback that follows is still accepted. */
const afterBet = (
  spec: string,
  name: string,
  what: 'expire' | 'block',
  free: boolean,
  then: 'win' | 'rollback',
  differs?: string,
): RgsCase => ({
  spec,
  name,
  ...(differs ? { differs } : {}),
  run: async (k) => {
    const p = await fresh(k);
    const b = await placed(k, p, free);
    await (what === 'expire' ? k.expire(p) : k.block(p));
    const stake = free ? 0n : 100n;
    if (then === 'rollback') return k.expectOk(await rollback(k, p, { round: b.round, ref: b.tx, free }), p, p.start);
    await k.expectOk(await win(k, p, { round: b.round, ref: b.tx, free, units: 2n * ONE }), p, p.start - stake + 200n);
  },
});
const FREE_PAID = 'a free round’s winnings are credited to the main balance (valkyrie’s stub keeps them in a promo balance)';

export const rgsSettleCases: RgsCase[] = [
  {
    spec: 'Test_Win',
    name: 'a win of two rupees on a one-rupee bet pays 200 minor units',
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p);
      await k.expectOk(await win(k, p, { round: b.round, ref: b.tx, units: 2n * ONE }), p, p.start + 100n);
    },
  },
  {
    spec: 'Test_Win_Missing_Bet',
    name: 'a win naming a bet never placed is RS_ERROR_TRANSACTION_DOES_NOT_EXIST and moves nothing',
    run: async (k) => {
      const p = await P(k);
      await refusedQuietly(k, p, () => win(k, p, { ref: k.uuid() }), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    },
  },
  ...fineWins,
  {
    spec: 'Test_Win_Negative',
    name: 'a negative win is refused with no user, balance or currency',
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p);
      await refusedQuietly(k, p, () => win(k, p, { round: b.round, ref: b.tx, units: -ONE }), 'RS_ERROR_WRONG_TYPES');
    },
  },
  {
    spec: 'Test_Win_Invalid_Game',
    name: 'a win in a game the catalogue does not have is RS_ERROR_INVALID_GAME and moves nothing',
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p);
      await refusedQuietly(k, p, () => win(k, p, { round: b.round, ref: b.tx, game: 'invalid game' }), 'RS_ERROR_INVALID_GAME');
    },
  },
  ...currencyCases(false),
  {
    spec: 'Test_Win_Invalid_Signature',
    name: 'a win signed with another key is RS_ERROR_INVALID_SIGNATURE and moves nothing',
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p);
      await refusedQuietly(k, p, () => win(k, p, { round: b.round, ref: b.tx, key: otherKey(k) }), 'RS_ERROR_INVALID_SIGNATURE');
    },
  },
  {
    spec: 'Test_Win_Duplicate_TransactionId',
    name: 'a win whose transaction_uuid is its bet’s is RS_ERROR_DUPLICATE_TRANSACTION',
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p);
      await refusedQuietly(k, p, () => win(k, p, { ref: b.tx, tx: b.tx }), 'RS_ERROR_DUPLICATE_TRANSACTION');
    },
  },
  {
    spec: 'Test_Win_Duplicate_TransactionId_For_Different_Users',
    name: 'another player’s win with the bet’s transaction_uuid is RS_ERROR_DUPLICATE_TRANSACTION',
    run: async (k) => {
      const [p, q] = [await P(k), await fresh(k)];
      const b = await placed(k, p);
      await refusedQuietly(k, q, () => win(k, q, { round: b.round, ref: b.tx, tx: b.tx }), 'RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await k.ledger(p)).toBe(p.start - 100n);
    },
  },
  {
    spec: 'Test_PromoWin',
    name: 'a free bet then a free win of two rupees credits 200 minor units',
    differs: FREE_PAID,
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p, true);
      await k.expectOk(await win(k, p, { round: b.round, ref: b.tx, free: true, units: 2n * ONE }), p, p.start + 200n);
    },
  },
  ...currencyCases(true),
  {
    spec: 'Test_PromoWin_Missing_Bet',
    name: 'a free win naming a bet never seen is credited (free bets are not recorded)',
    differs: 'free bets move no money and leave no record, so an unknown free bet cannot be told from a free one',
    run: async (k) => {
      const p = await P(k);
      await k.expectOk(await win(k, p, { ref: k.uuid(), free: true }), p, p.start + 100n);
    },
  },
  {
    spec: 'Test_Rollback',
    name: 'a rollback of a bet gives the stake back',
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p);
      expect(await k.ledger(p)).toBe(p.start - 100n);
      await k.expectOk(await rollback(k, p, { round: b.round, ref: b.tx, closed: true }), p, p.start);
    },
  },
  {
    spec: 'Test_Rollback_Multiple_Bet',
    name: 'rolling back one of two bets of a round leaves the other to be won',
    run: async (k) => {
      const p = await P(k);
      const round = k.uuid();
      const [first, second] = [k.uuid(), k.uuid()];
      await bet(k, p, { round, tx: first });
      await bet(k, p, { round, tx: second });
      await k.expectOk(await rollback(k, p, { round, ref: first, closed: false }), p, p.start - 100n);
      await k.expectOk(await win(k, p, { round, ref: second }), p, p.start);
    },
  },
  {
    spec: 'Test_Rollback_Missing_Referenced_Transaction',
    name: 'a rollback of a bet never seen is RS_OK with the balance, and the bet is refused if it comes later',
    run: async (k) => {
      const p = await P(k);
      const [round, ref] = [k.uuid(), k.uuid()];
      await k.expectOk(await rollback(k, p, { round, ref, closed: true }), p, p.start);
      const late = await bet(k, p, { round, tx: ref });
      expect(late.status).not.toBe('RS_OK');
      expect(await k.ledger(p)).toBe(p.start);
    },
  },
  {
    spec: 'Test_Rollback_Then_Win',
    name: 'a win on a rolled-back bet is refused (Caleta RS_ERROR_TRANSACTION_ROLLED_BACK, Hub88 RS_ERROR_TRANSACTION_DOES_NOT_EXIST)',
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p);
      await k.expectOk(await rollback(k, p, { round: b.round, ref: b.tx, closed: false }), p, p.start);
      await refusedQuietly(k, p, () => win(k, p, { round: b.round, ref: b.tx }), k.rolledBack);
    },
  },
  {
    spec: 'Test_PromoRollback',
    name: 'a rollback of a free bet is RS_OK and moves nothing',
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p, true);
      await k.expectOk(await rollback(k, p, { round: b.round, ref: b.tx, free: true, closed: true }), p, p.start);
    },
  },
  {
    spec: 'Test_PromoRollback_Then_Win',
    name: 'a free win on a rolled-back free bet is refused',
    run: async (k) => {
      const p = await P(k);
      const b = await placed(k, p, true);
      await k.expectOk(await rollback(k, p, { round: b.round, ref: b.tx, free: true, closed: false }), p, p.start);
      await refusedQuietly(k, p, () => win(k, p, { round: b.round, ref: b.tx, free: true }), k.rolledBack);
    },
  },
  afterBet('Test_Win_Using_Expired_Session', 'a win after the session ended is accepted', 'expire', false, 'win'),
  afterBet('Test_PromoWin_Using_Expired_Session', 'a free win after the session ended is credited', 'expire', true, 'win', FREE_PAID),
  afterBet(
    'Test_PromoRollback_Using_Expired_Session',
    'a free bet’s rollback after the session ended is RS_OK',
    'expire',
    true,
    'rollback',
  ),
  {
    spec: 'Test_Bet_Blocked',
    name: 'a locked player’s bet is RS_ERROR_USER_DISABLED and moves nothing',
    run: async (k) => {
      const p = await fresh(k);
      await k.block(p);
      await refusedQuietly(k, p, () => bet(k, p), 'RS_ERROR_USER_DISABLED');
    },
  },
  {
    spec: 'Test_PromoBet_Blocked',
    name: 'a locked player’s free bet is RS_ERROR_USER_DISABLED',
    run: async (k) => {
      const p = await fresh(k);
      await k.block(p);
      await refusedQuietly(k, p, () => bet(k, p, { free: true }), 'RS_ERROR_USER_DISABLED');
    },
  },
  afterBet('Test_Win_Not_Blocked', 'a win for a player locked after the bet is paid', 'block', false, 'win'),
  afterBet('Test_PromoWin_Not_Blocked', 'a free win for a player locked after the bet is credited', 'block', true, 'win', FREE_PAID),
  afterBet('Test_Rollback_Not_Blocked', 'a rollback for a player locked after the bet refunds it', 'block', false, 'rollback'),
  afterBet('Test_PromoRollback_Not_Blocked', 'a free bet’s rollback for a locked player is RS_OK', 'block', true, 'rollback'),
];
