import { AppError } from '../../../core/app-error';
import type { LaunchInput } from '../../vendors';
import { gameTypeOf } from '../game-type';
import type { ProtocolConfig } from '../kit';
import { SECRET_OPERATOR_PRIVATE_KEY } from './call';
import type { RgsDialect } from './dialect';
import { signRsaSha256 } from './signature';

/** The settings a launch reads: the vendor's API origin and the operator's id there (both required). */
export const SETTING_API_BASE_URL = 'apiBaseUrl';
export const SETTING_OPERATOR_ID = 'operatorId';
const API_TIMEOUT_MS = 5000;

const platformOf = (device: string | undefined) => (device && device !== 'WEB' ? 'GPL_MOBILE' : 'GPL_DESKTOP');

/**
 * The body of the vendor's game URL request (Caleta's `game_url_body`; Hub88's game/url body: the same names, the
 * operator id an integer and the platform named). A demo launch (account type 0) asks Caleta for the FUN currency with
 * no token and no user, as its guide says; `user` is the player id when the launch knows it.
 */
export const gameUrlBody = (dialect: RgsDialect, i: LaunchInput, config: ProtocolConfig): Record<string, unknown> => {
  const s = config.settings;
  const demo = i.accountType === 0;
  const operatorId = s[SETTING_OPERATOR_ID] ?? '';
  const lang = i.language.toLowerCase().slice(0, 2);
  const body: Record<string, unknown> = {
    ...(demo ? {} : { token: i.token, ...(i.player ? { user: i.player } : {}) }),
    operator_id: dialect.operatorIdType === 'integer' && /^\d{1,15}$/.test(operatorId) ? Number(operatorId) : operatorId,
    sub_partner_id: s.subPartnerId || config.merchantCode,
    game_code: i.gameCode,
    currency: demo ? 'FUN' : config.currency,
    lang: dialect.languages.has(lang) ? lang : 'en',
    country: s.country || 'XX',
    lobby_url: i.params.backUrl || s.lobbyUrl || '',
    ...(s.depositUrl ? { deposit_url: s.depositUrl } : {}),
    // The catalogue's type of the game (game-type.ts), under the body's signature.
    ...(gameTypeOf(i) ? { game_type: gameTypeOf(i) } : {}),
  };
  if (dialect.protocol === 'hub88') body.platform = platformOf(i.params.device);
  return body;
};

/**
 * A launch through the vendor's API: the operator posts the game URL request, signed with its private key in the
 * vendor's signature header, and opens the `url` it answers. A vendor that does not answer, refuses, or answers no
 * address is shown as under maintenance. `fetcher` is the network (tests hand the simulator in).
 */
export const rgsLaunch =
  (dialect: RgsDialect, fetcher: typeof fetch = fetch) =>
  async (i: LaunchInput, config: ProtocolConfig): Promise<{ gameUrl: string }> => {
    // Hub88's demo play has its own endpoint this adapter does not speak: a demo launch is refused like a vendor
    // without free play.
    if (i.accountType === 0 && dialect.protocol === 'hub88') throw new AppError('game.free_play_unavailable');
    const base = (config.settings[SETTING_API_BASE_URL] ?? '').replace(/\/+$/, '');
    const raw = JSON.stringify(gameUrlBody(dialect, i, config));
    const signature = signRsaSha256(config.secrets[SECRET_OPERATOR_PRIVATE_KEY], raw);
    if (!/^https?:\/\//.test(base) || !signature) throw new AppError('game.vendor_maintenance');
    let url: unknown;
    try {
      const res = await fetcher(`${base}${dialect.launchPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [dialect.signatureHeader]: signature },
        body: raw,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      if (res.ok) url = ((await res.json()) as { url?: unknown } | null)?.url;
    } catch {
      url = undefined;
    }
    // An absolute http(s) address, or a path on this site (a simulator serving the studio's page through it).
    if (typeof url !== 'string' || !/^(https?:\/\/|\/(?!\/))/.test(url)) throw new AppError('game.vendor_maintenance');
    return { gameUrl: url };
  };
