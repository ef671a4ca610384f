import type { InboundReply, ProtocolContext, WalletAnswer } from '../kit';
import { toDecimal } from './amounts';

/** The decimals of the ledger's minor unit (the merchant's currency decimals): Red Tiger's amounts convert with them. */
export const decimalsOf = (ctx: ProtocolContext) => ctx.config.minorDigits;

/**
 * An amount as Red Tiger writes its money: at least two decimals ("7.00" for a currency without a minor unit), more
 * only for a currency that has them (three for KWD), so every value is exact.
 */
const wire = (minor: bigint, decimals: number) => {
  const shown = Math.max(2, decimals);
  return toDecimal(minor * 10n ** BigInt(shown - decimals), shown);
};

/** Red Tiger's `{cash, bonus}` pair: the platform keeps no separate bonus balance for a seamless vendor. */
export const cashPair = (cash: bigint, decimals: number) => ({ cash: wire(cash, decimals), bonus: wire(0n, decimals) });

const ok = (body: Record<string, unknown>): InboundReply => ({ status: 200, body: { success: true, ...body } });

/** The operator's id of a money call, as Red Tiger keeps it (the ledger's, else Red Tiger's own). */
const idOf = (answer: { txId: string } | undefined, fallback: string) => (answer?.txId ? answer.txId : fallback);

export const authAnswer = (ctx: ProtocolContext, a: { token: string; userId: string; casino: string; balance: bigint }): InboundReply => {
  const d = decimalsOf(ctx);
  const { country, language } = ctx.config.settings;
  return ok({
    result: {
      token: a.token,
      currency: ctx.config.currency,
      userId: a.userId,
      casino: a.casino,
      ...(country ? { country } : {}),
      language: language || 'en',
      balance: cashPair(a.balance, d),
    },
  });
};

/** A stake's (or buy-in's) answer: the stake echoed as cash, the balance after it. */
export const stakeAnswer = (
  ctx: ProtocolContext,
  a: { token: string; txId: string; stake: bigint; balance: bigint; answer?: WalletAnswer },
): InboundReply => {
  const d = decimalsOf(ctx);
  return ok({
    result: {
      token: a.token,
      currency: ctx.config.currency,
      id: idOf(a.answer, a.txId),
      stake: cashPair(a.stake, d),
      balance: cashPair(a.balance, d),
    },
  });
};

/** A payout's (or promo settlement's) answer: the payout echoed as cash, the balance after it. */
export const payoutAnswer = (
  ctx: ProtocolContext,
  a: { token: string; txId: string; payout: bigint; balance: bigint; answer?: WalletAnswer },
): InboundReply => {
  const d = decimalsOf(ctx);
  return ok({
    result: {
      token: a.token,
      currency: ctx.config.currency,
      id: idOf(a.answer, a.txId),
      payout: cashPair(a.payout, d),
      balance: cashPair(a.balance, d),
    },
  });
};

/** A refund's answer: Red Tiger's refund shape keeps the balance and the currency beside the result, not inside it. */
export const refundAnswer = (ctx: ProtocolContext, a: { token: string; stake: bigint; answer: WalletAnswer }): InboundReply => {
  const d = decimalsOf(ctx);
  return ok({
    result: { token: a.token, id: a.answer.txId, stake: cashPair(a.stake, d) },
    balance: cashPair(a.answer.balance, d),
    currency: ctx.config.currency,
  });
};
