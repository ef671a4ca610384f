import { type Check, anything, boolean, checked, either, integer, literal, matching, optional, shape, text } from '../shape';

/**
 * Red Tiger's request bodies (its RGI wallet calls), checked with the spec's bounds: the token 32–128 characters,
 * the user id up to 36, transaction and round ids up to 32, the game key up to 128. Amounts stay as sent here and are
 * converted exactly by amounts.ts. Unknown fields are ignored (Red Tiger adds fields without notice).
 */
/** Printable, no colon: the operator's derived keys (`refund:<id>`, `end:<id>`) can never meet one of Red Tiger's. */
const id = matching(/^[!-9;-~]{1,32}$/);
const opt = (max: number) => optional(text(max));
const flag = optional(boolean);

const base = {
  token: matching(/^[\x21-\x7e]{32,128}$/),
  userId: opt(36),
  casino: opt(50),
  currency: opt(8),
  ip: opt(64),
};
type Base = { token: string; userId?: string; casino?: string; currency?: string; ip?: string };
const game = optional(shape({ type: opt(32), key: opt(128), version: opt(128) }));
type Game = { type?: string; key?: string; version?: string };
const promo = optional(
  shape({
    type: opt(64),
    instanceCode: opt(64),
    campaignCode: opt(64),
    instanceId: optional(integer),
    campaignId: optional(integer),
  }),
);
type Promo = { type?: string; instanceCode?: string; campaignCode?: string; instanceId?: number; campaignId?: number };
/** A payout's or a refund's round: its id may be empty (a promo settlement names none). */
const laterRound = optional(shape({ id: optional(either(id, literal(''))), starts: flag, ends: flag }));
type Round<I> = { id: I; starts?: boolean; ends?: boolean };

/** A request's check, and the type of a body that passed it. */
export type RtRequest<T> = { check: Check; _type?: T };
const request = <T>(fields: Record<string, Check>): RtRequest<T> => ({ check: shape(fields) });

export type AuthRequest = Base & { channel?: string; affiliate?: string; extras?: string };
/** A stake (and a promo buy-in, the same body): `stake` is the player's cash, `stakePromo` the promotion's share. */
export type StakeRequest = Base & {
  transaction: { id: string; stake: unknown; stakePromo?: unknown };
  game?: Game;
  round: Round<string>;
  promo?: Promo;
};
/** A payout (and a promo settlement): the round, not the stake, is what it names; promo settlements may have none. */
export type PayoutRequest = Base & {
  transaction: { id: string; payout: unknown; payoutPromo?: unknown };
  game?: Game;
  round?: Round<string | undefined>;
  jackpot?: { group?: string };
  promo?: Promo;
  retry?: boolean;
};
/** A refund names the stake it cancels by that stake's own transaction id (a refund has no id of its own). */
export type RefundRequest = Base & {
  transaction: { id: string; stake?: unknown; stakePromo?: unknown };
  game?: Game;
  round?: Round<string | undefined>;
  promo?: Promo;
};

export const authRequest = request<AuthRequest>({
  ...base,
  channel: opt(8),
  affiliate: opt(255),
  extras: optional(text(Number.POSITIVE_INFINITY)),
});
export const stakeRequest = request<StakeRequest>({
  ...base,
  transaction: shape({ id, stake: anything, stakePromo: anything }),
  game,
  round: shape({ id, starts: flag, ends: flag }),
  promo,
});
export const payoutRequest = request<PayoutRequest>({
  ...base,
  transaction: shape({ id, payout: anything, payoutPromo: anything }),
  game,
  round: laterRound,
  jackpot: optional(shape({ group: opt(100) })),
  promo,
  retry: flag,
});
export const refundRequest = request<RefundRequest>({
  ...base,
  transaction: shape({ id, stake: anything, stakePromo: anything }),
  game,
  round: laterRound,
  promo,
});

/** The body parsed and checked, or null (not JSON, or not the call's shape). */
export const parseBody = <T>(request: RtRequest<T>, raw: string): T | null => {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  return checked<T>(request.check, json);
};
