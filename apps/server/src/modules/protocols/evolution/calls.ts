import { toMinor } from './amounts';
import { evolutionCall, evolutionCheck } from './endpoint';
import { ledgerKeys } from './ledger-keys';
import { playSid, readSid } from './session';
import { replayStatus } from './statuses';
import { type EvoGame, balanceRequest, checkRequest, promoPayoutRequest, transactionRequest } from './wire';

/**
 * The calls Evolution may send with an empty sid (the player's session over, or none: a credit or cancel after the
 * game closed, a promotion paid outside a game); they are then paid to `userId`. A debit and a balance need the sid.
 */
const WITHOUT_SID = { withoutSid: true };

const tableOf = (game: EvoGame | null | undefined) => game?.details?.table?.id ?? undefined;

/** A promo payout's kind as the ledger records it (Evolution's promoTransaction.type names jackpots and free rounds). */
const promoReason = (type: string | null | undefined): 'PROMO' | 'FREE_ROUNDS' | 'JACKPOT' =>
  /jackpot/i.test(type ?? '') ? 'JACKPOT' : /free.?round/i.test(type ?? '') ? 'FREE_ROUNDS' : 'PROMO';

/**
 * check: the first call after the launch, with the launch sid (or again later with the play sid). The session must be
 * live and its player the `userId`; the answer's sid is the play sid every later call carries.
 */
export const check = evolutionCheck(checkRequest, async (c) => {
  const sid = readSid(c.key, c.req.sid ?? '', c.req.userId);
  if (sid.kind === 'foreign') return c.answer('INVALID_SID', null);
  const r = await c.ctx.wallet.authenticate(c.vendor, sid.token);
  if (!r.ok) return c.answer(r.refusal.code === 'vendor.player_blocked' ? 'ACCOUNT_LOCKED' : 'INVALID_SID', null);
  if (r.answer.playerId !== c.req.userId) return c.answer('INVALID_SID', null);
  return c.answer('OK', playSid(c.key, sid.token, c.req.userId));
});

/** balance: read-only, answered also after the session expired (a late balance after a round). */
export const balance = evolutionCall(balanceRequest, async (c) => {
  const r = await c.ctx.wallet.balance(c.vendor, c.payee);
  if (!r.ok) return c.refused('balance', r.refusal);
  return c.answer('OK', r.answer.balance);
});

/**
 * debit: a bet, keyed by its refId, in the game round `game.id` on the table `game.details.table.id` (the catalogue's
 * game code). A repeated debit moves nothing and is BET_ALREADY_EXIST with the balance; too little money is
 * INSUFFICIENT_FUNDS with the balance.
 */
export const debit = evolutionCall(transactionRequest, async (c) => {
  const t = c.req.transaction;
  const amount = toMinor(t.amount ?? '', c.decimals);
  const roundId = c.req.game.id;
  if (amount === null || !roundId) return c.answerNow('INVALID_PARAMETER');
  const token = c.payee.token;
  if (token === undefined) return c.answer('INVALID_SID', 0n);
  const r = await c.ctx.wallet.bet(c.vendor, {
    token,
    txId: ledgerKeys.bet(t.refId),
    roundId,
    gameCode: tableOf(c.req.game),
    amount,
  });
  if (!r.ok) return c.refused('debit', r.refusal);
  return r.answer.replayed ? c.answerNow(replayStatus.debit) : c.answer('OK', r.answer.balance);
});

/**
 * credit: settles the bet its refId names, paying `amount` (zero: a lost bet). A bet never debited is
 * BET_DOES_NOT_EXIST; a bet already credited (under any transaction id) or cancelled is BET_ALREADY_SETTLED, and
 * nothing moves. Accepted after the session expired, and with an empty sid (by userId).
 */
export const credit = evolutionCall(
  transactionRequest,
  async (c) => {
    const t = c.req.transaction;
    const amount = toMinor(t.amount ?? '', c.decimals);
    if (amount === null) return c.answerNow('INVALID_PARAMETER');
    const r = await c.ctx.wallet.win(c.vendor, {
      ...c.payee,
      txId: ledgerKeys.credit(t.refId),
      betTxId: ledgerKeys.bet(t.refId),
      roundId: c.req.game.id ?? undefined,
      amount,
    });
    if (!r.ok) return c.refused('credit', r.refusal);
    return r.answer.replayed ? c.answerNow(replayStatus.credit) : c.answer('OK', r.answer.balance);
  },
  WITHOUT_SID,
);

/**
 * cancel: refunds the bet (Evolution repeats the debit's id and refId; the amount is not taken, as Evolution asks). A
 * bet never debited is BET_DOES_NOT_EXIST and leaves a tombstone (the debit, if it comes later, is refused); a bet
 * already settled or cancelled is BET_ALREADY_SETTLED. Accepted after the session expired, and with an empty sid.
 */
export const cancel = evolutionCall(
  transactionRequest,
  async (c) => {
    const t = c.req.transaction;
    const r = await c.ctx.wallet.rollback(c.vendor, {
      ...c.payee,
      txId: ledgerKeys.cancel(t.refId),
      betTxId: ledgerKeys.bet(t.refId),
      roundId: c.req.game.id ?? undefined,
    });
    if (!r.ok) return c.refused('cancel', r.refusal);
    if (r.answer.tombstone) return c.answer('BET_DOES_NOT_EXIST', r.answer.balance);
    return r.answer.replayed ? c.answerNow(replayStatus.cancel) : c.answer('OK', r.answer.balance);
  },
  WITHOUT_SID,
);

/**
 * promo_payout: a credit with no bet (a promotion, free-round winnings, a jackpot), keyed by the promo transaction's
 * own id. A repeated payout moves nothing and gets its first answer again, marked as a retransmission. With an empty
 * sid (a promotion paid outside a game) it is paid to `userId`.
 */
export const promoPayout = evolutionCall(
  promoPayoutRequest,
  async (c) => {
    const p = c.req.promoTransaction;
    const amount = toMinor(p.amount ?? '', c.decimals);
    if (amount === null) return c.answerNow('INVALID_PARAMETER');
    const r = await c.ctx.wallet.credit(c.vendor, {
      ...c.payee,
      txId: ledgerKeys.promo(p.id),
      roundId: c.req.game?.id ?? undefined,
      gameCode: tableOf(c.req.game),
      amount,
      reason: promoReason(p.type),
    });
    if (!r.ok) return c.refused('promo', r.refusal);
    return c.answer(replayStatus.promo, r.answer.balance, { retransmission: r.answer.replayed });
  },
  WITHOUT_SID,
);
