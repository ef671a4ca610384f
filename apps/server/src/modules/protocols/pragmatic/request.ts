import { AppError } from '../../../core/app-error';
import type { BalanceResult, InboundHandler, InboundReply, ProtocolContext, WalletRefusal, WalletResult } from '../kit';
import { dec } from '../json-answer';
import { PP, ppCodeOf, ppError, ppReply } from './answers';
import { pragmaticHashValid } from './hash';
import { decimalToMinor, minorToDecimal } from './units';

/** Every form parameter of one call, decoded (the hash covers these values). */
export type Params = Record<string, string>;

/**
 * A Pragmatic call's body: `application/x-www-form-urlencoded`, each name once. A repeated name is refused (null):
 * the hash would cover one reading of the body and the handler might act on another.
 */
export const parseForm = (raw: string): Params | null => {
  const out: Params = {};
  for (const [k, v] of new URLSearchParams(raw)) {
    if (k === '' || Object.hasOwn(out, k)) return null;
    out[k] = v;
  }
  return out;
};

/** What a handler gets once the body is read and its hash checked. */
export type Call = {
  p: Params;
  ctx: ProtocolContext;
  vendor: string;
  currency: string;
  digits: number;
  /** The parameter as minor units, or null when it is absent (`undefined`) or not an exact amount (null). */
  amount: (name: string) => bigint | null | undefined;
  /** A money answer in Pragmatic's shape, or its error; `extra` fields come before `error`. */
  moneyReply: (
    r: WalletResult,
    extra?: (balance: bigint) => Record<string, ReturnType<typeof dec> | number | string>,
  ) => Promise<InboundReply>;
  refusal: (r: WalletRefusal) => Promise<InboundReply>;
  balanceFields: (balance: bigint) => { currency: string; cash: ReturnType<typeof dec>; bonus: ReturnType<typeof dec> };
};

/** The secret key's name in the vendor configuration's secrets. */
export const SECRET_KEY = 'secretKey';

const callOf = (p: Params, ctx: ProtocolContext, endRound: boolean): Call => {
  const { config, wallet } = ctx;
  const currency = config.currency;
  const digits = config.minorDigits;
  const balanceFields = (balance: bigint) => ({
    currency,
    cash: dec(minorToDecimal(balance, digits)),
    bonus: dec(minorToDecimal(0n, digits)),
  });
  /**
   * The player's balance now (a replayed call answers it, as the guide asks of retries), or null: the token's player,
   * or with no token (promoWin, a late bonusWin) the player `userId` names, as the call itself was paid.
   */
  const current = async (): Promise<bigint | null> => {
    const r: BalanceResult = await wallet.balance(config.vendor, p.token ? { token: p.token } : { playerId: p.userId ?? '' });
    return r.ok ? r.answer.balance : null;
  };
  const refusal = async (r: WalletRefusal) => {
    const error = ppCodeOf(r.code, endRound);
    if (error !== PP.INSUFFICIENT_BALANCE) return ppError(error);
    // A refused bet for want of money carries the balance, so the game shows what the player has.
    const balance = r.balance ?? (await current());
    return ppError(error, balance === null ? {} : balanceFields(balance));
  };
  return {
    p,
    ctx,
    vendor: config.vendor,
    currency,
    digits,
    balanceFields,
    refusal,
    amount: (name) => (p[name] === undefined ? undefined : decimalToMinor(p[name] as string, digits)),
    moneyReply: async (r, extra) => {
      if (!r.ok) return refusal(r.refusal);
      const balance = r.answer.replayed ? ((await current()) ?? r.answer.balance) : r.answer.balance;
      return ppReply({
        transactionId: r.answer.txId,
        ...balanceFields(balance),
        ...(extra ? extra(balance) : {}),
        error: PP.OK,
        description: 'Success',
      });
    },
  };
};

/**
 * One Pragmatic endpoint: reads the form, checks the hash against the configured secret key (a bad or missing hash
 * is error 5 and nothing else happens), checks the parameters the call cannot do without (error 7), then runs the
 * call. A coded refusal without its own Pragmatic code asks for a retry (100; 130 on endRound).
 */
export const pragmaticEndpoint =
  (required: readonly string[], run: (c: Call) => Promise<InboundReply>, o: { endRound?: boolean } = {}): InboundHandler =>
  async (req, ctx) => {
    const form = parseForm(req.rawBody);
    if (!form) return ppError(PP.BAD_PARAMETERS);
    const { hash, ...p } = form;
    if (!pragmaticHashValid(p, hash, ctx.config.secrets[SECRET_KEY] ?? '')) return ppError(PP.INVALID_HASH);
    if (required.some((k) => !p[k])) return ppError(PP.BAD_PARAMETERS);
    const providerId = ctx.config.settings.providerId;
    if (providerId && p.providerId !== providerId) return ppError(PP.BAD_PARAMETERS);
    const call = callOf(p, ctx, o.endRound === true);
    try {
      return await run(call);
    } catch (err) {
      // A coded refusal thrown is answered like one returned; a failure of the server itself goes on to the mount,
      // which logs it and answers 500 — Pragmatic retries a result or refund and refunds a bet, as after error 100.
      if (err instanceof AppError) return call.refusal({ code: err.code });
      throw err;
    }
  };
