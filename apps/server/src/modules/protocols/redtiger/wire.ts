import { z } from 'zod';

/**
 * Red Tiger's request bodies (its RGI wallet calls), validated with the spec's bounds: the token 32–128 characters,
 * the user id up to 36, transaction and round ids up to 32, the game key up to 128. Amounts stay strings here and are
 * converted exactly by amounts.ts. Unknown fields are ignored (Red Tiger adds fields without notice).
 */
/** Printable, no colon: the operator's derived keys (`refund:<id>`, `end:<id>`) can never meet one of Red Tiger's. */
const id = z.string().regex(/^[!-9;-~]{1,32}$/);
const text = (max: number) => z.string().max(max);
const amount = z.unknown();
const flag = z.boolean().optional();

const base = {
  token: z.string().regex(/^[\x21-\x7e]{32,128}$/),
  userId: text(36).optional(),
  casino: text(50).optional(),
  currency: text(8).optional(),
  ip: text(64).optional(),
};
const game = z.object({ type: text(32).optional(), key: text(128).optional(), version: text(128).optional() }).optional();
const promo = z
  .object({
    type: text(64).optional(),
    instanceCode: text(64).optional(),
    campaignCode: text(64).optional(),
    instanceId: z.number().int().optional(),
    campaignId: z.number().int().optional(),
  })
  .optional();

export const authRequest = z.object({
  ...base,
  channel: text(8).optional(),
  affiliate: text(255).optional(),
  extras: z.string().optional(),
});

/** A stake (and a promo buy-in, the same body): `stake` is the player's cash, `stakePromo` the promotion's share. */
export const stakeRequest = z.object({
  ...base,
  transaction: z.object({ id, stake: amount, stakePromo: amount.optional() }),
  game,
  round: z.object({ id, starts: flag, ends: flag }),
  promo,
});

/** A payout (and a promo settlement): the round, not the stake, is what it names; promo settlements may have none. */
export const payoutRequest = z.object({
  ...base,
  transaction: z.object({ id, payout: amount, payoutPromo: amount.optional() }),
  game,
  round: z.object({ id: z.union([id, z.literal('')]).optional(), starts: flag, ends: flag }).optional(),
  jackpot: z.object({ group: text(100).optional() }).optional(),
  promo,
  retry: flag,
});

/** A refund names the stake it cancels by that stake's own transaction id (a refund has no id of its own). */
export const refundRequest = z.object({
  ...base,
  transaction: z.object({ id, stake: amount.optional(), stakePromo: amount.optional() }),
  game,
  round: z.object({ id: z.union([id, z.literal('')]).optional(), starts: flag, ends: flag }).optional(),
  promo,
});

export type AuthRequest = z.infer<typeof authRequest>;
export type StakeRequest = z.infer<typeof stakeRequest>;
export type PayoutRequest = z.infer<typeof payoutRequest>;
export type RefundRequest = z.infer<typeof refundRequest>;

/** The body parsed and checked, or null (not JSON, or not the call's shape). */
export const parseBody = <T>(schema: z.ZodType<T>, raw: string): T | null => {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const r = schema.safeParse(json);
  return r.success ? r.data : null;
};
