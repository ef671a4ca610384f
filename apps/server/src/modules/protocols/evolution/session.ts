import { createHmac, timingSafeEqual } from 'node:crypto';
import { sameSecret } from '../same-secret';

/** The one-wallet secret Evolution sends as the `authToken` query parameter of every call. */
export const AUTH_TOKEN = 'authToken';

/**
 * Evolution authenticates its calls with the `authToken` query parameter alone. Compared in constant time (digests of
 * equal length, so neither the value nor its length leaks); a merchant without the secret refuses every call.
 */
export const authTokenValid = (sent: string | undefined, secret: string | undefined): boolean =>
  !!secret && typeof sent === 'string' && sameSecret(sent, secret);

/**
 * Sessions. The launch hands Evolution the game session token as `player.session.id` (the "launch sid"); Evolution's
 * first call, check, exchanges it for the sid every later call carries: the same token with a tag binding it to the
 * player (`<token>.<tag>`, the tag an HMAC of token and player under the merchant's authToken). So the old sid is
 * refused after check (Evolution's own test of a changed sid), a call naming another player than the session's is
 * refused without a database read, and nothing is stored: any server copy reads any sid.
 */
const TAG_CHARS = 32;
const tagOf = (key: string, token: string, userId: string) =>
  createHmac('sha256', key).update(`evolution-sid\n${token}\n${userId}`, 'utf8').digest('base64url').slice(0, TAG_CHARS);

/** The sid check answers: the session's token bound to the player it was checked for. */
export const playSid = (key: string, token: string, userId: string) => `${token}.${tagOf(key, token, userId)}`;

/** What a sid says: the launch sid (good for check only), a play sid of this player, or nothing we issued. */
export type SidRead = { kind: 'launch'; token: string } | { kind: 'play'; token: string } | { kind: 'foreign' };

/**
 * Play sids already verified, so the calls of a round (each carries the same sid) pay for the HMAC once: by player and
 * sid, the token and the authToken it was verified under. Only sids whose tag was right are kept (a forged sid is never
 * a hit, and is checked in full each time); bounded, oldest out first.
 */
const verified = new Map<string, { key: string; token: string }>();
const MAX_VERIFIED = 20_000;

export const readSid = (key: string, sid: string, userId: string): SidRead => {
  const dot = sid.indexOf('.');
  if (dot < 0) return { kind: 'launch', token: sid };
  const seen = verified.get(`${userId}\n${sid}`);
  if (seen !== undefined && seen.key === key) return { kind: 'play', token: seen.token };
  const token = sid.slice(0, dot);
  const tag = Buffer.from(sid.slice(dot + 1));
  const want = Buffer.from(tagOf(key, token, userId));
  if (!token || tag.length !== want.length || !timingSafeEqual(tag, want)) return { kind: 'foreign' };
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
  verified.set(`${userId}\n${sid}`, { key, token });
  return { kind: 'play', token };
};
