import { AppError } from '../../../core/app-error';
import type { LaunchInput } from '../../vendors';
import { gameTypeOf } from '../game-type';
import type { ProtocolConfig } from '../kit';

const channelOf = (device: string | undefined) => (device && device !== 'WEB' ? 'mobile' : 'desktop');

/**
 * Red Tiger's game address: `{launchUrl}/{game key}?token=…&currency=…&casino=…&lang=…&playMode=…`, the game's key
 * in the path and the game session token the operator issued in the query (Red Tiger presents it back on /auth and
 * every wallet call). No call to Red Tiger is needed: its launch is a signed-by-token address, not an API.
 */
export const redtigerLaunchUrl = (i: LaunchInput, config: ProtocolConfig): string => {
  const base = (config.settings.launchUrl ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(base)) throw new AppError('system.unavailable');
  const all: Record<string, string | undefined> = {
    token: i.token,
    currency: config.currency,
    userId: i.player,
    casino: config.settings.casino,
    lang: i.language,
    channel: channelOf(i.params.device),
    lobbyUrl: i.params.backUrl ?? config.settings.lobbyUrl,
    playMode: i.accountType === 1 ? 'real' : 'demo',
    gameType: gameTypeOf(i),
  };
  const query = new URLSearchParams(Object.entries(all).filter((e): e is [string, string] => !!e[1]));
  return `${base}/${encodeURIComponent(i.gameCode)}?${query.toString()}`;
};
