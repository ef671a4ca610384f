import { type Check, either, literal, matching, nullish, shape, text } from '../shape';

/**
 * Evolution One Wallet's wire format: JSON bodies posted to `…/check`, `…/balance`, `…/debit`, `…/credit`,
 * `…/cancel` and `…/promo_payout`, answered with a `status` and (except check) the balance as a JSON number.
 */

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** A character a JSON number's text may hold: a digit, `e`, `E`, `.`, `+` or `-` (by code, not a regex per character). */
const inNumber = (c: number) => (c >= 48 && c <= 57) || c === 101 || c === 69 || c === 46 || c === 43 || c === 45;

/**
 * JSON.parse with every number kept as its exact text: `{"amount": 1.55}` reads as `{amount: "1.55"}`, so an amount
 * never passes through a float (63727092.34 stays what was sent). Throws a SyntaxError on anything that is not JSON.
 */
export const parseExact = (raw: string): unknown => {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < raw.length) {
    const c = raw.charCodeAt(i);
    if (c === 34 /* " */) {
      i++;
      while (i < raw.length && raw.charCodeAt(i) !== 34) i += raw.charCodeAt(i) === 92 /* \ */ ? 2 : 1;
      i++;
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      let j = i + 1;
      while (j < raw.length && inNumber(raw.charCodeAt(j))) j++;
      const token = raw.slice(i, j);
      if (!NUMBER.test(token)) throw new SyntaxError('not a JSON number');
      out += `${raw.slice(copied, i)}"${token}"`;
      copied = j;
      i = j;
    } else i++;
  }
  return JSON.parse(out + raw.slice(copied));
};

/** Ids, session ids and player ids: printable ASCII (no space, no control character), bounded. */
const printable = (max: number) => matching(new RegExp(`^[\\x21-\\x7e]{1,${max}}$`));
const optionalText = (max: number) => nullish(text(max));

/** A transaction id or refId: the ledger keeps ids of up to 128 characters, two of them our prefix (ids.ts). */
const txId = printable(126);
/** A number's exact text (parseExact); a string amount is taken the same way. */
const amount = text(Number.POSITIVE_INFINITY);

const game = shape({
  id: nullish(txId),
  type: optionalText(64),
  details: nullish(shape({ table: nullish(shape({ id: optionalText(128), vid: optionalText(128) })) })),
});
export type EvoGame = {
  id?: string | null;
  type?: string | null;
  details?: { table?: { id?: string | null; vid?: string | null } | null } | null;
};

/**
 * `sid` may come empty (or null, or not at all) on the calls Evolution sends when the player has no live session: a
 * credit or cancel after the session ended, a promo payout outside a game. Those name the player by `userId` alone.
 */
const base = { sid: nullish(either(literal(''), printable(512))), userId: printable(64), uuid: optionalText(128) };
type Base = { sid?: string | null; userId: string; uuid?: string | null };
const currency = matching(/^[A-Z]{3}$/);

/**
 * A request's check and its type: the body is read by `parseExact` and checked with `check` (fields not named are
 * ignored, as Evolution adds fields without notice); it is used as it came when the check passes.
 */
export type EvoRequest<T> = { check: Check; _type?: T };
const request = <T>(fields: Record<string, Check>): EvoRequest<T> => ({ check: shape(fields) });

export type CheckRequest = Base & { channel?: { type?: string | null } | null };
export type BalanceRequest = Base & { currency: string; game?: EvoGame | null };
/** Debit, credit and cancel share one shape: the transaction names its bet by `refId` (cancel: also the debit's `id`). */
export type TransactionRequest = Base & {
  currency: string;
  game: EvoGame;
  transaction: { id: string; refId: string; amount?: string | null };
};
export type PromoPayoutRequest = Base & {
  currency: string;
  game?: EvoGame | null;
  promoTransaction: {
    type?: string | null;
    id: string;
    amount: string;
    voucherId?: string | null;
    remainingRounds?: string | null;
  };
};

export const checkRequest = request<CheckRequest>({ ...base, channel: nullish(shape({ type: optionalText(8) })) });
export const balanceRequest = request<BalanceRequest>({ ...base, currency, game: nullish(game) });
export const transactionRequest = request<TransactionRequest>({
  ...base,
  currency,
  game,
  transaction: shape({ id: txId, refId: txId, amount: nullish(amount) }),
});
export const promoPayoutRequest = request<PromoPayoutRequest>({
  ...base,
  currency,
  game: nullish(game),
  promoTransaction: shape({
    type: optionalText(64),
    id: txId,
    amount,
    voucherId: optionalText(128),
    remainingRounds: optionalText(16),
  }),
});

/** The request's own `uuid`, read even from a body that failed its schema, so an error answer can echo it. */
export const uuidOf = (body: unknown): string | undefined => {
  const u = (body as { uuid?: unknown } | null)?.uuid;
  return typeof u === 'string' && u.length <= 128 ? u : undefined;
};

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/**
 * A StandardResponse: `status`, `balance` and `bonus` as JSON numbers with the minor unit's decimals, the request's
 * `uuid` echoed, `retransmission: true` on a repeated answer. Written by hand so a balance is never a float.
 */
export const standardBody = (a: { status: string; balance: string; bonus: string; uuid?: string; retransmission?: boolean }) =>
  `{"status":${JSON.stringify(a.status)},"balance":${a.balance},"bonus":${a.bonus}` +
  `${a.uuid !== undefined ? `,"uuid":${JSON.stringify(a.uuid)}` : ''}${a.retransmission ? ',"retransmission":true' : ''}}`;

/** A CheckUserResponse: `status`, the `sid` every later call carries, the request's `uuid`. */
export const checkBody = (a: { status: string; sid: string | null; uuid?: string }) =>
  JSON.stringify({ status: a.status, sid: a.sid, uuid: a.uuid ?? null });

export const jsonReply = (status: number, body: string) => ({ status, headers: JSON_TYPE, body });
