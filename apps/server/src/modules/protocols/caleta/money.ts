import type { InboundReply, WalletResult } from '../kit';
import { type RgsCallContext, answered, closeRound, minorAmount, refusal, refused, replayOfAnother, roundEndOf } from './call';
import { rollbackIsDone } from './status';

/** The answer to a money call's wallet result: RS_OK with the balance, or the refusal in the vendor's words. */
const settle = async (c: RgsCallContext, call: 'bet' | 'win' | 'rollback', r: WalletResult, roundEnded = false): Promise<InboundReply> => {
  if (!r.ok) return refusal(c, call, r.refusal);
  // Asked only when there is something to ask (a replay; a round to close): no await on a fresh call's way.
  if (r.answer.replayed && (await replayOfAnother(c, r.answer))) return refused(c, 'RS_ERROR_DUPLICATE_TRANSACTION');
  if (!roundEnded && roundEndOf(c) !== undefined) await closeRound(c);
  return answered(c, r.answer);
};

/** The call's currency must be the one the vendor was told (config.currency); "schmeckles" is a wrong currency too. */
const wrongCurrency = (c: RgsCallContext) => c.body.currency !== c.ctx.config.currency;

/**
 * A bet (debit), keyed by `transaction_uuid`, in the round `round`. A free bet (`is_free`: a free spin the vendor or a
 * campaign pays for) stakes none of the player's money: the session is checked as for a bet and nothing moves; its
 * winnings come as a win and are credited.
 */
export const bet = async (c: RgsCallContext): Promise<InboundReply> => {
  const b = c.body;
  if (wrongCurrency(c)) return refused(c, 'RS_ERROR_WRONG_CURRENCY');
  const amount = minorAmount(c, b.amount);
  if (amount === null) return refused(c, 'RS_ERROR_WRONG_TYPES');
  const { wallet } = c.ctx;
  if (b.is_free === true) {
    const live = await wallet.authenticate(c.vendor, c.token);
    return live.ok ? answered(c, live.answer) : refusal(c, 'bet', live.refusal);
  }
  const r = await wallet.bet(c.vendor, {
    token: c.token,
    txId: b.transaction_uuid ?? '',
    roundId: b.round ?? '',
    gameCode: b.game_code,
    amount,
  });
  return settle(c, 'bet', r);
};

/**
 * A win (credit). With `reference_transaction_uuid` it settles that bet (a zero win records a loss); without one it
 * settles the player's open bets of `round` (a zero win closes a lost round). A free win (`is_free`) pays the free
 * round's winnings as a credit, and so does a win whose round holds no bet of the player (a promotion, or a jackpot
 * when `jackpot_win` says so) — but a win naming a bet the vendor rolled back is refused, so the bet is asked first.
 */
export const win = async (c: RgsCallContext): Promise<InboundReply> => {
  const b = c.body;
  if (wrongCurrency(c)) return refused(c, 'RS_ERROR_WRONG_CURRENCY');
  const amount = minorAmount(c, b.amount);
  if (amount === null) return refused(c, 'RS_ERROR_WRONG_TYPES');
  const { wallet } = c.ctx;
  const free = b.is_free === true;
  const txId = b.transaction_uuid ?? '';
  const roundId = b.round ?? '';
  const ref = b.reference_transaction_uuid;
  const credit = async (): Promise<WalletResult | null> => {
    // Nothing to pay (a free spin that won nothing, a lost round without bets here): the answer is the balance.
    if (amount === 0n) return null;
    const reason = b.jackpot_win !== undefined && b.jackpot_win > 0 ? 'JACKPOT' : free ? 'FREE_ROUNDS' : 'PROMO';
    return wallet.credit(c.vendor, { token: c.token, txId, roundId, gameCode: b.game_code, amount, reason });
  };
  // The game named is checked against the catalogue (RS_ERROR_INVALID_GAME for a game it does not have).
  const gameCode = b.game_code;
  // A win that settles bets ends its round with it, in its own transaction, when `round_closed` asks (one statement).
  const endRoundTxId = roundEndOf(c);
  const settleBets = ref
    ? () => wallet.win(c.vendor, { token: c.token, txId, betTxId: ref, roundId, gameCode, amount, endRoundTxId })
    : free
      ? null
      : () => wallet.winByRound(c.vendor, { token: c.token, txId, roundId, gameCode, amount, endRoundTxId });
  let r = settleBets ? await settleBets() : await credit();
  let roundEnded = settleBets !== null && r?.ok === true;
  if (settleBets && r && !r.ok && (free || !ref)) {
    // No bet to settle (free bets are not recorded; a promotion names none): a credit. A repeat of a win already
    // credited finds the credit under its id — a "duplicate" to the settling call — and the credit call replays it.
    const code = r.refusal.code;
    if (code === 'vendor.bet_unknown' || (code === 'vendor.duplicate_transaction' && amount > 0n)) {
      r = await credit();
      roundEnded = false;
    }
  }
  if (r === null) {
    const now = await wallet.balance(c.vendor, { token: c.token });
    if (!now.ok) return refusal(c, 'win', now.refusal);
    await closeRound(c);
    return answered(c, now.answer);
  }
  return settle(c, 'win', r, roundEnded);
};

/**
 * A rollback of the bet `reference_transaction_uuid`. A bet never seen is answered RS_OK with the balance and leaves
 * a tombstone (the bet is refused if it comes later); a bet already rolled back is answered RS_OK with the balance.
 */
export const rollback = async (c: RgsCallContext): Promise<InboundReply> => {
  const b = c.body;
  const { wallet } = c.ctx;
  const r = await wallet.rollback(c.vendor, {
    token: c.token,
    txId: b.transaction_uuid ?? '',
    betTxId: b.reference_transaction_uuid ?? '',
    roundId: b.round,
  });
  if (!r.ok && rollbackIsDone(r.refusal.code)) {
    const now = await wallet.balance(c.vendor, { token: c.token });
    if (now.ok) {
      await closeRound(c);
      return answered(c, now.answer);
    }
    return refusal(c, 'rollback', now.refusal);
  }
  return settle(c, 'rollback', r);
};
