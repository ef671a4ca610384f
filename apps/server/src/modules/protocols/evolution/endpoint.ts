import type { InboundHandler, InboundReply, Payee, ProtocolContext, WalletRefusal } from '../kit';
import { toDecimal } from './amounts';
import { AUTH_TOKEN, authTokenValid, readSid } from './session';
import { type EvoCall, type EvoStatus, httpStatusOf, statusOf } from './statuses';
import { type EvoRequest, checkBody, jsonReply, parseExact, standardBody, uuidOf } from './wire';

/** What a handler of a call after check is given: the request as its schema read it, the session's token, answers. */
export type EvoCallContext<T> = {
  req: T;
  ctx: ProtocolContext;
  vendor: string;
  /**
   * Whom the call is for: the game session token the play sid names (the shared wallet's key of the player), or — a
   * call with no sid that may come without one (`bySid: false`) — the player `userId` names.
   */
  payee: Payee;
  decimals: number;
  /** A StandardResponse with this status and balance (minor units). */
  answer: (status: EvoStatus, balance: bigint, o?: { retransmission?: boolean }) => InboundReply;
  /** A StandardResponse with this status and the player's balance read now (read-only, an expired session too). */
  answerNow: (status: EvoStatus) => Promise<InboundReply>;
  /** A refusal of the shared wallet in Evolution's words: the mapped status, with the balance. */
  refused: (call: EvoCall, refusal: WalletRefusal) => Promise<InboundReply>;
};

/** What the check handler is given: the request, the authToken (the key of play sids) and its answer. */
export type EvoCheckContext<T> = {
  req: T;
  ctx: ProtocolContext;
  vendor: string;
  key: string;
  answer: (status: EvoStatus, sid: string | null) => InboundReply;
};

type Parsed = { sid?: string | null; userId: string; currency?: string };
type Prelude<T> = { ok: true; uuid?: string; key: string; req: T } | { ok: false; uuid?: string; refusal: EvoStatus };

/**
 * The prelude every Evolution call shares, in Evolution's order of refusals: the authToken (INVALID_TOKEN_ID), the
 * body against its schema and the currency against the configured one (INVALID_PARAMETER), then the session.
 * Numbers are read as exact text (wire.ts). Nothing is moved before all of them pass.
 */
const prelude = <T extends Parsed>(schema: EvoRequest<T>, raw: string, query: Record<string, string>, ctx: ProtocolContext): Prelude<T> => {
  let body: unknown = null;
  try {
    body = parseExact(raw);
  } catch {
    body = null;
  }
  const uuid = uuidOf(body);
  const key = ctx.config.secrets[AUTH_TOKEN];
  if (!key || !authTokenValid(query[AUTH_TOKEN], key)) return { ok: false, uuid, refusal: 'INVALID_TOKEN_ID' };
  if (!schema.check(body)) return { ok: false, uuid, refusal: 'INVALID_PARAMETER' };
  const req = body as T;
  if (req.currency !== undefined && req.currency !== ctx.config.currency) return { ok: false, uuid, refusal: 'INVALID_PARAMETER' };
  return { ok: true, uuid, key, req };
};

/**
 * An Evolution call after check (balance, debit, credit, cancel, promo_payout): a play sid of this player is required,
 * except that a call marked `withoutSid` (credit, cancel, promo payout) may come with an empty sid, and is then the
 * player's its `userId` names (an id naming no player of the merchant is INVALID_SID). A debit never is: a stake needs
 * a live session.
 */
export const evolutionCall =
  <T extends Parsed>(
    schema: EvoRequest<T>,
    run: (c: EvoCallContext<T>) => Promise<InboundReply>,
    o: { withoutSid?: boolean } = {},
  ): InboundHandler =>
  async (inbound, ctx) => {
    const decimals = ctx.config.minorDigits;
    const p = prelude(schema, inbound.rawBody, inbound.query, ctx);
    const answer = (status: EvoStatus, balance: bigint, o: { retransmission?: boolean } = {}) =>
      jsonReply(
        httpStatusOf(status),
        standardBody({
          status,
          balance: toDecimal(balance, decimals),
          bonus: toDecimal(0n, decimals),
          uuid: p.uuid,
          retransmission: o.retransmission,
        }),
      );
    if (!p.ok) return answer(p.refusal, 0n);
    let payee: Payee;
    if (!p.req.sid && o.withoutSid) payee = { playerId: p.req.userId };
    else {
      const sid = readSid(p.key, p.req.sid ?? '', p.req.userId);
      // The launch sid is good for check only; a sid of another player, or one we never issued, names no session.
      if (sid.kind !== 'play') return answer('INVALID_SID', 0n);
      payee = { token: sid.token };
    }
    const vendor = ctx.config.vendor;
    const answerNow = async (status: EvoStatus) => {
      const b = await ctx.wallet.balance(vendor, payee);
      return answer(status, b.ok ? b.answer.balance : 0n);
    };
    const refused = async (call: EvoCall, refusal: WalletRefusal) => {
      const status = statusOf(call, refusal.code);
      if (status === 'INVALID_SID' || status === 'UNKNOWN_ERROR') return answer(status, 0n);
      return refusal.balance !== undefined ? answer(status, refusal.balance) : answerNow(status);
    };
    return run({ req: p.req, ctx, vendor, payee, decimals, answer, answerNow, refused });
  };

/** Evolution's check: answered with a CheckUserResponse (`status`, `sid`, `uuid`) instead of a StandardResponse. */
export const evolutionCheck =
  <T extends Parsed>(schema: EvoRequest<T>, run: (c: EvoCheckContext<T>) => Promise<InboundReply>): InboundHandler =>
  async (inbound, ctx) => {
    const p = prelude(schema, inbound.rawBody, inbound.query, ctx);
    const answer = (status: EvoStatus, sid: string | null) => jsonReply(httpStatusOf(status), checkBody({ status, sid, uuid: p.uuid }));
    if (!p.ok) return answer(p.refusal, null);
    return run({ req: p.req, ctx, vendor: ctx.config.vendor, key: p.key, answer });
  };
