import { AppError } from '../../../core/app-error';
import type { LaunchInput } from '../../vendors';
import { gameTypeOf } from '../game-type';
import type { ProtocolConfig } from '../kit';
import { pragmaticHash } from './hash';
import { SECRET_KEY } from './request';

/** Pragmatic's Integration API path that answers a game's launch address (operator → Pragmatic). */
export const GAME_URL_PATH = '/IntegrationService/v3/http/CasinoGameAPI/game/url/';
const API_TIMEOUT_MS = 5000;

const platformOf = (device: string | undefined) => (device && device !== 'WEB' ? 'MOBILE' : 'WEB');
const base = (url: string) => url.replace(/\/+$/, '');

/** The launch's parameters in Pragmatic's names, empty ones left out (they are then outside the hash too). */
export const launchParams = (i: LaunchInput, config: ProtocolConfig): Record<string, string> => {
  const s = config.settings;
  const all: Record<string, string | undefined> = {
    token: i.token,
    symbol: i.gameCode,
    language: i.language,
    technology: 'H5',
    platform: platformOf(i.params.device),
    cashierUrl: s.cashierUrl,
    lobbyUrl: i.params.backUrl ?? s.lobbyUrl,
  };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => !!e[1]));
};

/**
 * The direct game address of the guide's "game opening": the game server's `/gs2c/playGame.do`, its launch
 * parameters URL-encoded together in `key` (`token=…&symbol=…&language=…&technology=H5&platform=…&cashierUrl=…&lobbyUrl=…`),
 * the operator's secureLogin as `stylename`. Pragmatic then authenticates the token against authenticate.html.
 */
export const directGameUrl = (i: LaunchInput, config: ProtocolConfig) => {
  const key = new URLSearchParams(launchParams(i, config)).toString();
  const q = new URLSearchParams({ key, stylename: config.settings.secureLogin ?? '' });
  return `${base(config.settings.gameServerUrl ?? '')}/gs2c/playGame.do?${q.toString()}`;
};

/** The signed form the operator posts to the Integration API's game/url for a launch address. */
export const gameUrlForm = (i: LaunchInput, config: ProtocolConfig) => {
  const p = launchParams(i, config);
  const params: Record<string, string> = {
    secureLogin: config.settings.secureLogin ?? '',
    symbol: p.symbol as string,
    language: p.language ?? '',
    token: i.token,
    externalPlayerId: i.player ?? '',
    currency: config.currency,
    platform: p.platform as string,
    technology: 'H5',
    stylename: config.settings.secureLogin ?? '',
    cashierUrl: p.cashierUrl ?? '',
    lobbyUrl: p.lobbyUrl ?? '',
    country: config.settings.country ?? '',
    playMode: i.accountType === 0 ? 'DEMO' : 'REAL',
    // The catalogue's type of the game (game-type.ts), inside the hash like every other parameter.
    gameType: gameTypeOf(i) ?? '',
  };
  const sent = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
  return new URLSearchParams({ ...sent, hash: pragmaticHash(sent, config.secrets[SECRET_KEY] ?? '') }).toString();
};

/**
 * A Pragmatic launch. With `apiUrl` set, the address comes from the Integration API's game/url (a hashed form POST;
 * `error` 0 and `gameURL` in the JSON answer); without it, the direct playGame.do address is built from
 * `gameServerUrl`. A vendor that does not answer, or refuses, is shown as under maintenance.
 */
export const pragmaticLaunch = async (i: LaunchInput, config: ProtocolConfig): Promise<{ gameUrl: string }> => {
  const apiUrl = config.settings.apiUrl;
  if (!apiUrl) return { gameUrl: directGameUrl(i, config) };
  let answer: { error?: unknown; gameURL?: unknown } = {};
  try {
    const res = await fetch(`${base(apiUrl)}${GAME_URL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: gameUrlForm(i, config),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (res.ok) answer = (await res.json()) as typeof answer;
  } catch {
    answer = {};
  }
  if (String(answer.error) !== '0' || typeof answer.gameURL !== 'string' || !/^https?:\/\//.test(answer.gameURL)) {
    throw new AppError('game.vendor_maintenance');
  }
  return { gameUrl: answer.gameURL };
};
