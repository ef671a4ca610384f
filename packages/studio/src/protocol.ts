import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * What the platform and the studio agree on outside the wallet protocols: the launch parameters the platform signs
 * (so the studio refuses a tampered launch) and how a studio vendor's secret derives from the studio's master secret.
 */
/**
 * `proto` and `protoMerchant`: set when the studio itself answered a real vendor protocol's launch (issue 34): the
 * game then plays through that protocol's simulator against the merchant's `/vendor-api/…` endpoints. `title`: the
 * game's name from the catalogue in the player's language, which the page shows (`name` stays the English name the
 * studio picks the engine by). `wallet`: the merchant's wallet mode for the vendor (`transfer` or `seamless`), so the
 * studio plays each session on the wallet its launch names; empty, the vendor's mode the studio was started with.
 */
export const LAUNCH_SIGNED = [
  'game',
  'cat',
  'sub',
  'name',
  'player',
  'mode',
  'currency',
  'token',
  'proto',
  'protoMerchant',
  'title',
  'wallet',
] as const;
export const launchSignatureText = (p: Partial<Record<string, string>>) => LAUNCH_SIGNED.map((k) => `${k}=${p[k] ?? ''}`).join('&');
export const signLaunch = (secret: string, p: Partial<Record<string, string>>) =>
  createHmac('sha256', secret).update(launchSignatureText(p)).digest('hex');
export const launchSignatureValid = (secret: string, p: Partial<Record<string, string>>) => {
  const want = Buffer.from(signLaunch(secret, p), 'hex');
  const got = Buffer.from(/^[0-9a-f]{64}$/.test(p.sig ?? '') ? (p.sig as string) : '', 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
};
export const studioVendorSecret = (master: string, vendor: string) => createHmac('sha256', master).update(`vendor|${vendor}`).digest('hex');

/**
 * The lobby of a vendor's live tables (`POST /v/{CODE}/tables`, body signed in `x-signature` with the vendor's secret):
 * the platform names the tables of its catalogue, the studio answers each shared table's state now. Other games are
 * left out (they are no live tables).
 */
export const MAX_LOBBY_TABLES = 200;
export type LobbyGame = { code: string; name: string; category: string };
export const lobbyTableSchema = z.object({
  code: z.string().max(64),
  /** The kind of table (baccarat, roulette …). */
  table: z.string().max(32),
  /** Players seated (seen within the last minute). */
  players: z.number().int().nonnegative(),
  phase: z.enum(['BETTING', 'RESULT']),
  /** When this round's betting closes (ms since the epoch). */
  closesAt: z.number(),
  /** The table's stake limits, in minor units. */
  min: z.number().nonnegative(),
  max: z.number().nonnegative(),
  /** The previous round's result as players read it (e.g. "BANKER", "17"); null before the first. */
  last: z.string().max(64).nullable(),
});
export type LobbyTable = z.infer<typeof lobbyTableSchema>;
/**
 * A sportsbook or esports vendor's fixtures (`POST /v/{CODE}/matches`, body `{ category }` signed like the lobby):
 * the matches listed now, from the one playing longest ago to those ahead, with the score and the main market's odds
 * (1X2 for sports, the series winner for esports; hundredths, null once betting on the match has closed).
 */
export const MAX_MATCHES = 100;
export const lobbyMatchSchema = z.object({
  id: z.string().max(64),
  league: z.string().max(120),
  home: z.string().max(120),
  away: z.string().max(120),
  /** Kick-off, ms since the epoch. */
  kickoffAt: z.number(),
  status: z.enum(['PRE', 'LIVE', 'ENDED', 'ABANDONED']),
  minute: z.number().int().nonnegative(),
  score: z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() }),
  market: z.string().max(32),
  odds: z.record(z.string(), z.number().positive()).nullable(),
});
export type LobbyMatch = z.infer<typeof lobbyMatchSchema>;
/** The answers of `/v/{CODE}/tables` and `/v/{CODE}/matches` as the platform checks them where they arrive. */
export const lobbyTablesAnswer = z.object({ tables: z.array(lobbyTableSchema).max(MAX_LOBBY_TABLES) });
export const lobbyMatchesAnswer = z.object({ matches: z.array(lobbyMatchSchema).max(MAX_MATCHES) });
export const signBody = (secret: string, raw: string) => createHmac('sha256', secret).update(raw).digest('hex');
export const bodySignatureValid = (secret: string, raw: string, sig: string) => {
  const want = Buffer.from(signBody(secret, raw), 'hex');
  const got = Buffer.from(/^[0-9a-f]{64}$/i.test(sig) ? sig : '', 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
};
