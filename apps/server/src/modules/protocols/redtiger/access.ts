import { hash } from 'node:crypto';
import type { InboundRequest, ProtocolContext } from '../kit';
import { sameSecret } from '../same-secret';

/**
 * Red Tiger authenticates itself with the operator's API key in the `Authorization` header, bare or as
 * `Basic <key>` (both are seen in the field). A missing key in the configuration refuses every call.
 */
export const apiKeyValid = (req: InboundRequest, ctx: ProtocolContext): boolean => {
  const header = req.headers.authorization ?? req.headers.Authorization ?? '';
  const given = header.startsWith('Basic ') ? header.slice(6) : header;
  const expected = ctx.config.secrets.apiKey ?? '';
  return sameSecret(given, expected);
};

/**
 * Red Tiger's reconciliation token: sent instead of a player's session token when it settles a failed call later.
 * It never places a stake or a buy-in.
 */
export const isReconToken = (token: string, ctx: ProtocolContext): boolean => {
  const recon = ctx.config.secrets.reconToken;
  return recon !== undefined && recon !== '' && sameSecret(token, recon);
};

/**
 * The player behind a game session token (the launch handed the token over; the auth call answers the player's id as
 * Red Tiger's `userId`). A token's player never changes, so the answer is kept (bounded, per process): the user id
 * check costs one wallet read per token, not one per call. Only a hash of the token is kept.
 */
const players = new Map<string, string>();
const MAX_PLAYERS = 20_000;
const keyOf = (ctx: ProtocolContext, token: string) =>
  `${ctx.config.merchantId}|${ctx.config.vendor}|${hash('sha256', token, 'base64url')}`;

export const rememberPlayer = (ctx: ProtocolContext, token: string, playerId: string) => {
  const key = keyOf(ctx, token);
  if (players.has(key)) return;
  if (players.size >= MAX_PLAYERS) players.delete(players.keys().next().value as string);
  players.set(key, playerId);
};

/**
 * Whether `userId` (when Red Tiger sends one) is the token's player; false for an unknown token too. A read-only
 * balance call finds the player (it also answers for an expired session: payouts and refunds come after expiry).
 */
export const userMatches = async (ctx: ProtocolContext, token: string, userId: string | undefined): Promise<boolean> => {
  if (userId === undefined || userId === '') return true;
  const key = keyOf(ctx, token);
  let player = players.get(key);
  if (player === undefined) {
    const r = await ctx.wallet.balance(ctx.config.vendor, { token });
    if (!r.ok) return false;
    player = r.answer.playerId;
    rememberPlayer(ctx, token, player);
  }
  return player === userId;
};
