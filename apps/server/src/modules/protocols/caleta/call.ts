import { createHash } from 'node:crypto';
import type { InboundHandler, InboundReply, ProtocolContext, WalletAnswer, WalletRefusal } from '../kit';
import { checkAnswer, errorAnswer, okAnswer } from './answers';
import { type RgsBody, MAX_ID, parseBody, requestUuidOf } from './body';
import type { RgsCall, RgsDialect, RgsStatus } from './dialect';
import { verifyRsaSha256 } from './signature';
import { statusOf } from './status';
import { type RgsUnits, rgsUnits } from './units';

/** One verified, parsed wallet call and what its handler needs to answer it. */
export type RgsCallContext = {
  dialect: RgsDialect;
  ctx: ProtocolContext;
  body: RgsBody;
  requestUuid: string;
  vendor: string;
  token: string;
  units: RgsUnits;
};

/** The secret names: the vendor's public key verifies its calls; the operator's private key signs the launch request. */
export const SECRET_VENDOR_PUBLIC_KEY = 'vendorPublicKey';
export const SECRET_OPERATOR_PRIVATE_KEY = 'operatorPrivateKey';

export const refused = (c: RgsCallContext, status: RgsStatus): InboundReply => errorAnswer(status, c.requestUuid);

/** RS_OK with a wallet answer's balance in the vendor's units. */
export const answered = (c: RgsCallContext, a: { playerId: string; currency: string; balance: bigint }): InboundReply =>
  okAnswer({ requestUuid: c.requestUuid, user: a.playerId, currency: a.currency, balance: c.units.toUnits(a.balance) });

/**
 * A wallet refusal in the vendor's words. A bet on a token the wallet refuses is told apart: RS_ERROR_TOKEN_EXPIRED
 * when the token is a real session that ended ("a new token exists", a rule of /wallet/bet only), else
 * RS_ERROR_INVALID_TOKEN. Hub88 wants the balance with RS_ERROR_NOT_ENOUGH_MONEY.
 */
export const refusal = async (c: RgsCallContext, call: RgsCall, r: WalletRefusal): Promise<InboundReply> => {
  if (r.code === 'vendor.session_invalid' && call === 'bet') {
    const known = await c.ctx.wallet.balance(c.vendor, { token: c.token });
    return refused(c, known.ok ? 'RS_ERROR_TOKEN_EXPIRED' : 'RS_ERROR_INVALID_TOKEN');
  }
  const status = statusOf(c.dialect, r.code);
  if (status === 'RS_ERROR_NOT_ENOUGH_MONEY' && c.dialect.balanceWithNotEnoughMoney) {
    const now = await c.ctx.wallet.balance(c.vendor, { token: c.token });
    if (now.ok)
      return errorAnswer(status, c.requestUuid, {
        user: now.answer.playerId,
        currency: now.answer.currency,
        balance: c.units.toUnits(r.balance ?? now.answer.balance),
      });
  }
  return refused(c, status);
};

/**
 * A replayed answer belongs to the call that first used the transaction id. The spec's duplicate is "the same
 * transaction_uuid for a different user": when the token now names another player, the replay is refused as a
 * duplicate instead of showing the first player's balance. Asked only on replays.
 */
export const replayOfAnother = async (c: RgsCallContext, a: WalletAnswer): Promise<boolean> => {
  if (!a.replayed) return false;
  const now = await c.ctx.wallet.balance(c.vendor, { token: c.token });
  return !now.ok || now.answer.playerId !== a.playerId;
};

/** The key of a round's end: derived from the round id, hashed when the id leaves no room for the prefix. */
const endKey = (round: string) => (round.length + 4 <= MAX_ID ? `end:${round}` : `end#${createHash('sha256').update(round).digest('hex')}`);

/**
 * `round_closed: true` closes the round once its call is answered: bets the vendor never settles (a loss is often
 * "nothing is sent") count as lost, so they leave the open rounds. Keyed by the round, so repeats replay; it moves no
 * money, and its outcome does not change the call's answer.
 */
export const closeRound = async (c: RgsCallContext) => {
  const txId = roundEndOf(c);
  if (txId) await c.ctx.wallet.endRound(c.vendor, { token: c.token, txId, roundId: c.body.round ?? '' });
};

/** The key of the end of round the call asks for (`round_closed: true` with a round), which a win sends with it. */
export const roundEndOf = (c: RgsCallContext): string | undefined =>
  c.body.round_closed === true && c.body.round ? endKey(c.body.round) : undefined;

/** The wire amount in minor units: null when negative or finer than one minor unit (RS_ERROR_WRONG_TYPES). */
export const minorAmount = (c: RgsCallContext, units: number | undefined): bigint | null => {
  if (units === undefined || units < 0) return null;
  return c.units.toMinor(BigInt(units));
};

/**
 * A handler of one call: the signature is checked on the raw body with the vendor's public key (a bad or missing one
 * is RS_ERROR_INVALID_SIGNATURE and moves nothing), then the body is read, then `run` answers.
 */
export const rgsHandler =
  (dialect: RgsDialect, call: RgsCall, run: (c: RgsCallContext) => Promise<InboundReply>): InboundHandler =>
  async (req, ctx) => {
    const signature = req.headers[dialect.signatureHeader];
    if (!verifyRsaSha256(ctx.config.secrets[SECRET_VENDOR_PUBLIC_KEY], req.rawBody, signature))
      return call === 'check'
        ? checkAnswer(null, 'RS_ERROR_INVALID_SIGNATURE')
        : errorAnswer('RS_ERROR_INVALID_SIGNATURE', requestUuidOf(req.rawBody));
    const parsed = parseBody(req.rawBody, dialect.required[call] ?? []);
    if (!parsed.ok) return call === 'check' ? checkAnswer(null, parsed.status) : errorAnswer(parsed.status, parsed.requestUuid);
    return run({
      dialect,
      ctx,
      body: parsed.body,
      requestUuid: parsed.body.request_uuid ?? '',
      vendor: ctx.config.vendor,
      token: parsed.body.token ?? '',
      units: rgsUnits(dialect.unitsPerMajor, ctx.config.minorDigits),
    });
  };
