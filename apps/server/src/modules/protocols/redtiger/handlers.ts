import type { InboundHandler, Payee, ProtocolContext, WalletResult } from '../kit';
import { isReconToken, rememberPlayer, userMatches } from './access';
import { toMinor } from './amounts';
import { authAnswer, decimalsOf, payoutAnswer, refundAnswer, stakeAnswer } from './answers';
import { RT, type RtCall, refusalCode, rtError } from './errors';
import { authRequest, parseBody, payoutRequest, refundRequest, stakeRequest } from './wire';

/**
 * Red Tiger's wallet calls, each a thin translation: parse and check the body, convert ids and amounts, call the one
 * shared wallet (ProtocolWallet), answer in Red Tiger's shape. The order of the checks is Red Tiger's: the body, the
 * currency, the reconciliation token, the amounts, the user; then the wallet decides (session, funds, duplicates).
 *
 * Ids: a stake or a buy-in is a bet under Red Tiger's transaction id; a payout names its round only (Red Tiger sends
 * no stake reference), so it is the wallet's win by round; a refund names the stake it cancels and has no id of its
 * own, so its key is `refund:<stake id>` (Red Tiger ids never hold a colon, so no key of Red Tiger's can meet it).
 */

const currencyOk = (ctx: ProtocolContext, currency: string | undefined) => !currency || currency === ctx.config.currency;

/** An optional amount (promo shares): absent is zero; present, it must be exact and not negative. */
const optionalAmount = (value: unknown, decimals: number): bigint | null => {
  if (value === undefined || value === null) return 0n;
  const v = toMinor(value, decimals);
  return v === null || v < 0n ? null : v;
};

/**
 * Whom a payout, a refund or a promo settlement is for: the session token's player (its `userId`, when sent, must be
 * that player), or — a call made with Red Tiger's reconciliation token, which settles a failed call later without the
 * player's session — the player its `userId` names (required then). Null: not authorized (301), nothing moves.
 */
const payeeOf = async (ctx: ProtocolContext, b: { token: string; userId?: string }): Promise<Payee | null> => {
  if (isReconToken(b.token, ctx)) return b.userId ? { playerId: b.userId } : null;
  return (await userMatches(ctx, b.token, b.userId)) ? { token: b.token } : null;
};

const refused = (call: RtCall, r: Extract<WalletResult, { ok: false }>) => rtError(refusalCode(call, r.refusal));

export const auth: InboundHandler = async (req, ctx) => {
  const b = parseBody(authRequest, req.rawBody);
  if (!b) return rtError(RT.invalidInput);
  if (!currencyOk(ctx, b.currency)) return rtError(RT.invalidUserCurrency);
  const r = await ctx.wallet.authenticate(ctx.config.vendor, b.token);
  if (!r.ok) return rtError(refusalCode('auth', r.refusal));
  if (b.userId && b.userId !== r.answer.playerId) return rtError(RT.notAuthorized);
  rememberPlayer(ctx, b.token, r.answer.playerId);
  const casino = b.casino || ctx.config.settings.casino || '';
  return authAnswer(ctx, { token: b.token, userId: r.answer.playerId, casino, balance: r.answer.balance });
};

/**
 * A stake, or a promo buy-in (the same body and the same debit): `stake` is the player's cash and is what moves;
 * `stakePromo` is the share a Red Tiger promotion funds, checked and not taken from the player. A zero stake (a free
 * spin) moves nothing and is answered with the balance. A stake that ends its round closes it in the ledger.
 */
export const stake: InboundHandler = async (req, ctx) => {
  const b = parseBody(stakeRequest, req.rawBody);
  if (!b) return rtError(RT.invalidInput);
  if (!currencyOk(ctx, b.currency)) return rtError(RT.invalidUserCurrency);
  if (isReconToken(b.token, ctx)) return rtError(RT.notAuthorized, 401);
  const d = decimalsOf(ctx);
  const stake = toMinor(b.transaction.stake, d);
  const promo = optionalAmount(b.transaction.stakePromo, d);
  if (stake === null || stake < 0n || promo === null) return rtError(RT.invalidInput);
  if (!(await userMatches(ctx, b.token, b.userId))) return rtError(RT.notAuthorized);

  const { vendor } = ctx.config;
  const txId = b.transaction.id;
  if (stake === 0n) {
    const s = await ctx.wallet.authenticate(vendor, b.token);
    if (!s.ok) return rtError(refusalCode('stake', s.refusal));
    return stakeAnswer(ctx, { token: b.token, txId, stake, balance: s.answer.balance });
  }
  // A Red Tiger round ends with its payout: a stake on a round already paid (or ended) is refused (invalid input).
  const r = await ctx.wallet.bet(
    vendor,
    { token: b.token, txId, roundId: b.round.id, gameCode: b.game?.key || undefined, amount: stake },
    { closedRoundRefused: true },
  );
  if (!r.ok) return refused('stake', r);
  if (b.round.ends === true) {
    // The round is over with this stake (no payout follows): its open stakes count as lost. A replay of the stake
    // replays this too; a refusal here changes nothing for the stake already taken.
    await ctx.wallet.endRound(vendor, { token: b.token, txId: `end:${txId}`, roundId: b.round.id });
  }
  return stakeAnswer(ctx, { token: b.token, txId, stake, balance: r.answer.balance, answer: r.answer });
};

/** A promo buy-in: the player pays into a Red Tiger promotion; Red Tiger sends it as a stake and it is one. */
export const promoBuyin: InboundHandler = stake;

/**
 * A payout: it names its round, so the wallet settles the round's open stakes and pays once (a second payout of a
 * settled round pays too: features and jackpots come after the line win). A round with no stake is refused — except a
 * zero payout, which closes a round that only had zero (free) stakes and is answered with the balance.
 */
export const payout: InboundHandler = async (req, ctx) => {
  const b = parseBody(payoutRequest, req.rawBody);
  if (!b) return rtError(RT.invalidInput);
  if (!currencyOk(ctx, b.currency)) return rtError(RT.invalidUserCurrency);
  const d = decimalsOf(ctx);
  const amount = toMinor(b.transaction.payout, d);
  const promo = optionalAmount(b.transaction.payoutPromo, d);
  const roundId = b.round?.id;
  if (amount === null || amount < 0n || promo === null || !roundId) return rtError(RT.invalidInput);
  const payee = await payeeOf(ctx, b);
  if (!payee) return rtError(RT.notAuthorized);

  const { vendor } = ctx.config;
  const txId = b.transaction.id;
  const r = await ctx.wallet.winByRound(vendor, { ...payee, txId, roundId, amount });
  if (!r.ok && r.refusal.code === 'vendor.bet_unknown' && amount === 0n) {
    // A reconciliation has no session to read the balance with: its zero payout of an unknown round finds nothing.
    if (payee.token === undefined) return rtError(RT.transactionNotFound);
    const s = await ctx.wallet.balance(vendor, { token: payee.token });
    if (!s.ok) return rtError(refusalCode('payout', s.refusal));
    return payoutAnswer(ctx, { token: b.token, txId, payout: amount, balance: s.answer.balance });
  }
  if (!r.ok) return refused('payout', r);
  return payoutAnswer(ctx, { token: b.token, txId, payout: amount, balance: r.answer.balance, answer: r.answer });
};

/**
 * A promo settlement: promotional winnings. With a round that holds the player's buy-in it settles that round (the
 * buy-in is the stake, the prize its payout); otherwise — no round, or a round with no stake — it is a credit with no
 * bet (reason PROMO). A replay of either finds its own key again (a win by round and a credit share the id space, so
 * the credit is tried when the round call meets a key it did not write).
 */
export const promoSettle: InboundHandler = async (req, ctx) => {
  const b = parseBody(payoutRequest, req.rawBody);
  if (!b) return rtError(RT.invalidInput);
  if (!currencyOk(ctx, b.currency)) return rtError(RT.invalidUserCurrency);
  const d = decimalsOf(ctx);
  const amount = toMinor(b.transaction.payout, d);
  const promo = optionalAmount(b.transaction.payoutPromo, d);
  if (amount === null || amount < 0n || promo === null) return rtError(RT.invalidInput);
  const payee = await payeeOf(ctx, b);
  if (!payee) return rtError(RT.notAuthorized);

  const { vendor } = ctx.config;
  const txId = b.transaction.id;
  const roundId = b.round?.id || undefined;
  let r: WalletResult | undefined;
  if (roundId) {
    r = await ctx.wallet.winByRound(vendor, { ...payee, txId, roundId, amount });
    if (!r.ok && (r.refusal.code === 'vendor.bet_unknown' || r.refusal.code === 'vendor.duplicate_transaction')) r = undefined;
  }
  r ??= await ctx.wallet.credit(vendor, { ...payee, txId, roundId, gameCode: b.game?.key || undefined, amount, reason: 'PROMO' });
  if (!r.ok) return refused('promoSettle', r);
  return payoutAnswer(ctx, { token: b.token, txId, payout: amount, balance: r.answer.balance, answer: r.answer });
};

/**
 * A refund (and a promo refund): it cancels the stake named by its id, for the stake's own amount whatever the body
 * says. A refund of a stake never seen leaves a tombstone (the stake, if it arrives later, is refused) and is
 * answered "transaction not found", as Red Tiger expects; a second refund of the same stake gets the first answer.
 */
export const refund: InboundHandler = async (req, ctx) => {
  const b = parseBody(refundRequest, req.rawBody);
  if (!b) return rtError(RT.invalidInput);
  if (!currencyOk(ctx, b.currency)) return rtError(RT.invalidUserCurrency);
  const d = decimalsOf(ctx);
  const echoed = optionalAmount(b.transaction.stake, d);
  if (echoed === null || optionalAmount(b.transaction.stakePromo, d) === null) return rtError(RT.invalidInput);
  const payee = await payeeOf(ctx, b);
  if (!payee) return rtError(RT.notAuthorized);

  const betTxId = b.transaction.id;
  const r = await ctx.wallet.rollback(ctx.config.vendor, {
    ...payee,
    txId: `refund:${betTxId}`,
    betTxId,
    roundId: b.round?.id || undefined,
  });
  if (!r.ok) return refused('refund', r);
  if (r.answer.tombstone === true) return rtError(RT.transactionNotFound);
  return refundAnswer(ctx, { token: b.token, stake: echoed, answer: r.answer });
};
