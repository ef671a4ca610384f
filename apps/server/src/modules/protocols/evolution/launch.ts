import { randomUUID } from 'node:crypto';
import { AppError } from '../../../core/app-error';
import type { LaunchInput } from '../../vendors';
import { gameTypeOf } from '../game-type';
import type { ProtocolConfig } from '../kit';

/** The settings and secrets of an Evolution set-up. */
export const SETTINGS = { apiBaseUrl: 'apiBaseUrl', casinoKey: 'casinoKey' } as const;
/** `apiToken`: the UserAuthentication API token (operator → Evolution); `authToken`: the one-wallet token (Evolution → operator). */
export const API_TOKEN = 'apiToken';

/** Evolution's UserAuthentication endpoint: `POST {apiBaseUrl}/ua/v1/{casinoKey}/{apiToken}`. */
export const uaPath = (casinoKey: string, apiToken: string) => `/ua/v1/${encodeURIComponent(casinoKey)}/${encodeURIComponent(apiToken)}`;
const API_TIMEOUT_MS = 5000;
const base = (url: string) => url.replace(/\/+$/, '');
const httpUrl = (u: string | undefined) => (u && /^https?:\/\//.test(u) ? u : undefined);

/**
 * The UserAuthentication request: the player (`player.id` is the id every wallet call names as `userId`; the session
 * id is the game session token, exchanged by check for the play sid), the game (a direct table launch: the catalogue's
 * game code is Evolution's table id) and the channel. Names are not known to the launch: the player id stands in.
 */
export const uaRequest = (i: LaunchInput, config: ProtocolConfig, player: string) => {
  const s = config.settings;
  const mobile = i.params.device !== undefined && i.params.device !== 'WEB';
  const brand = s.brandId ? { brand: { id: s.brandId, skin: s.skin ?? s.brandId } } : {};
  const lobby = httpUrl(i.params.backUrl ?? s.lobbyUrl);
  return {
    uuid: randomUUID(),
    player: {
      id: player,
      update: false,
      firstName: 'Player',
      lastName: player,
      ...(s.country ? { country: s.country } : {}),
      language: (i.language || 'en').slice(0, 2).toLowerCase(),
      currency: config.currency,
      // The player's address as the platform saw it at launch; without one (a launch made by no request) the
      // unspecified address.
      session: { id: i.token, ip: i.playerIp ?? '0.0.0.0' },
    },
    config: {
      ...brand,
      // Evolution's `config.game.category` names the kind of game; it carries the catalogue's type (game-type.ts).
      game: { ...(gameTypeOf(i) ? { category: gameTypeOf(i) } : {}), table: { id: i.gameCode } },
      channel: { wrapped: false, mobile },
      ...(lobby ? { urls: { lobby } } : {}),
    },
  };
};

/**
 * An Evolution launch: the UserAuthentication call answers `entry`, a path on Evolution's host (the game address is
 * `{apiBaseUrl}{entry}`; an absolute http(s) entry is taken as it is). A vendor that does not answer, or refuses
 * (`{"errors":[{"code":"G.…"}]}` with a 4xx or 5xx), is shown as under maintenance.
 */
export const evolutionLaunch = async (i: LaunchInput, config: ProtocolConfig): Promise<{ gameUrl: string }> => {
  const apiBaseUrl = config.settings[SETTINGS.apiBaseUrl];
  const casinoKey = config.settings[SETTINGS.casinoKey];
  const apiToken = config.secrets[API_TOKEN];
  if (!apiBaseUrl || !casinoKey || !apiToken || !i.player) throw new AppError('game.vendor_maintenance');
  let entry: unknown;
  try {
    const res = await fetch(`${base(apiBaseUrl)}${uaPath(casinoKey, apiToken)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(uaRequest(i, config, i.player)),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (res.ok) entry = ((await res.json()) as { entry?: unknown }).entry;
  } catch {
    entry = undefined;
  }
  if (typeof entry !== 'string' || !(entry.startsWith('/') || httpUrl(entry))) throw new AppError('game.vendor_maintenance');
  return { gameUrl: entry.startsWith('/') ? `${base(apiBaseUrl)}${entry}` : entry };
};
