import { PP, ppError } from './answers';
import { type Call, pragmaticEndpoint } from './request';

/**
 * A credit with no bet. Pragmatic sends these asynchronously, often after the session ended, and its token is optional
 * on them (promoWin carries none): with a token the credit is the token's player's, as the other calls; without one
 * it is the merchant's player `userId` names (the id authenticate answered). A userId naming no player is 2.
 */
const credit = (c: Call, reason: 'PROMO' | 'FREE_ROUNDS' | 'JACKPOT') => {
  const amount = c.amount('amount');
  if (amount == null) return Promise.resolve(ppError(PP.BAD_PARAMETERS));
  const payee = c.p.token ? { token: c.p.token } : { playerId: c.p.userId as string };
  return c.ctx.wallet
    .credit(c.vendor, {
      ...payee,
      txId: c.p.reference as string,
      roundId: c.p.roundId || undefined,
      gameCode: c.p.gameId || undefined,
      amount,
      reason,
    })
    .then((r) => c.moneyReply(r));
};

const CREDIT = ['providerId', 'userId', 'amount', 'reference', 'timestamp'] as const;

/**
 * bonusWin.html: the total won in a free-rounds bonus (`bonusCode`), sent once the free rounds end, asynchronously
 * and possibly after the session expired; no bet goes with it. Credited once per reference; zero records the loss.
 */
export const bonusWin = pragmaticEndpoint(CREDIT, (c) => credit(c, 'FREE_ROUNDS'));

/** jackpotWin.html: a jackpot (`jackpotId`) won in a round, paid by the operator; no bet goes with it. */
export const jackpotWin = pragmaticEndpoint([...CREDIT, 'gameId', 'roundId', 'jackpotId'], (c) => credit(c, 'JACKPOT'));

/**
 * promoWin.html: a promotion's prize (tournament, prize drop, community jackpot: `campaignType`), sent when the
 * campaign pays out, often long after play. It states the currency: one that is not the player's is refused (7).
 */
export const promoWin = pragmaticEndpoint([...CREDIT, 'campaignId', 'campaignType', 'currency'], (c) =>
  c.p.currency?.toUpperCase() === c.currency.toUpperCase() ? credit(c, 'PROMO') : Promise.resolve(ppError(PP.BAD_PARAMETERS)),
);
