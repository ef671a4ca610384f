import { dec } from '../json-answer';
import { PP, ppError, ppReply } from './answers';
import { pragmaticEndpoint } from './request';
import { minorToDecimal } from './units';

/** The money calls carry these; Pragmatic sends `token` on every call once authenticate returned it. */
const ROUND = ['providerId', 'userId', 'gameId', 'roundId', 'token'] as const;

/**
 * bet.html: a stake, keyed by Pragmatic's `reference` (the same reference again is one bet: the original
 * transactionId with the balance now, error 0). An expired session refuses it (4); no money refuses it with the
 * balance (1).
 */
export const bet = pragmaticEndpoint([...ROUND, 'amount', 'reference', 'timestamp'], async (c) => {
  const amount = c.amount('amount');
  if (amount == null) return ppError(PP.BAD_PARAMETERS);
  const r = await c.ctx.wallet.bet(c.vendor, {
    token: c.p.token as string,
    txId: c.p.reference as string,
    roundId: c.p.roundId as string,
    gameCode: c.p.gameId,
    amount,
  });
  return c.moneyReply(r, () => ({ usedPromo: dec(minorToDecimal(0n, c.digits)) }));
});

/**
 * result.html: the round's win, naming the round only (no bet reference), so it settles the round's open bets and
 * pays once; a zero amount records the loss. Accepted after the session expired. A prize drop won in the round
 * (`promoWinAmount`, keyed by `promoWinReference`) is credited after it: if that credit fails, the error makes
 * Pragmatic send the result again, which replays the win and retries the credit.
 */
export const result = pragmaticEndpoint([...ROUND, 'amount', 'reference', 'timestamp'], async (c) => {
  const amount = c.amount('amount');
  const promo = c.amount('promoWinAmount');
  if (amount == null || promo === null) return ppError(PP.BAD_PARAMETERS);
  const { wallet } = c.ctx;
  const token = c.p.token as string;
  const r = await wallet.winByRound(c.vendor, { token, txId: c.p.reference as string, roundId: c.p.roundId as string, amount });
  if (!r.ok || !promo) return c.moneyReply(r);
  const txId = c.p.promoWinReference || `${c.p.reference}:promo`;
  const credit = await wallet.credit(c.vendor, { token, txId, roundId: c.p.roundId, gameCode: c.p.gameId, amount: promo, reason: 'PROMO' });
  if (!credit.ok) return c.refusal(credit.refusal);
  return c.moneyReply({ ok: true, answer: { ...credit.answer, txId: r.answer.txId } });
});

/**
 * refund.html: `reference` is the BET's reference. The bet's stake comes back once; a refund of a bet never seen
 * is answered success (the guide: no action, error 0) and leaves a tombstone, so the bet arriving late is refused.
 * A refund of a settled bet is refused without retry (120). The answer has the refund's transactionId only.
 */
export const refund = pragmaticEndpoint(['providerId', 'userId', 'reference', 'token'], async (c) => {
  const betTxId = c.p.reference as string;
  const r = await c.ctx.wallet.rollback(c.vendor, {
    token: c.p.token as string,
    txId: `${betTxId}:refund`,
    betTxId,
    roundId: c.p.roundId || undefined,
  });
  if (!r.ok) return c.refusal(r.refusal);
  return ppReply({ transactionId: r.answer.txId, error: PP.OK, description: 'Success' });
});

/**
 * endRound.html: closes the round, moves nothing; sent again for a closed round it is answered success. Errors the
 * operator wants retried are 130 here, the code the guide keeps for endRound.
 */
export const endRound = pragmaticEndpoint(
  ROUND,
  async (c) => {
    const roundId = c.p.roundId as string;
    const r = await c.ctx.wallet.endRound(c.vendor, { token: c.p.token as string, txId: `${roundId}:endRound`, roundId });
    if (!r.ok) return c.refusal(r.refusal);
    return ppReply({
      cash: c.balanceFields(r.answer.balance).cash,
      bonus: c.balanceFields(0n).bonus,
      error: PP.OK,
      description: 'Success',
    });
  },
  { endRound: true },
);
