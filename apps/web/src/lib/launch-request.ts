import type { HouseGame } from '@wl/house-games';
import { launchAccountTypes, type QueryOf, vendorsApi } from '@wl/contracts';

/**
 * The launch call of the call registry (facts.md): `launchGame`, or the FB relay GCS_gameLaunchFB, which answers the
 * same for the site opened inside Facebook's in-app browser (those name themselves FBAN / FBAV / FB_IAB).
 */
export const launchCallFor = (userAgent: string) =>
  /\b(FBAN|FBAV|FB_IAB)\b/.test(userAgent) ? vendorsApi.launchGameFB : vendorsApi.launchGame;

/** A visitor's free-play launch (GCS_gameTrialLaunch). */
export const trialCall = vendorsApi.trialGame;

/** The launch query as it travels (both launch calls read the same one). */
export type LaunchQuery = QueryOf<typeof vendorsApi.launchGame>;

/** Lottery launch parameters (spec section 7): area VN, mode LOTT, the prize mode, the game and the view. */
export type LotteryLaunch = {
  prizeMode: NonNullable<LaunchQuery['lottoPrizeMode']>;
  gameCode: string;
  view?: 'betting' | 'lobby';
  area?: string;
};

export type LaunchRequest = {
  nodeId: number;
  /** Free play only where the vendor offers it; real money otherwise. */
  freePlay?: boolean;
  language: string;
  device: LaunchQuery['device'];
  /** Where the game page's back button returns to: the page the player launched from. */
  backUrl: string;
  lottery?: LotteryLaunch;
};

/** The launch query string (values as strings, empty ones left out). */
export const buildLaunchQuery = (r: LaunchRequest): LaunchQuery => {
  const q: LaunchQuery = {
    nodeId: String(r.nodeId),
    accountType: r.freePlay ? `${launchAccountTypes.FREE}` : `${launchAccountTypes.REAL}`,
    language: r.language,
    device: r.device,
    backUrl: r.backUrl,
  };
  if (r.lottery) {
    q.lottoArea = r.lottery.area ?? 'VN';
    q.launchMode = 'LOTT';
    q.lottoPrizeMode = r.lottery.prizeMode;
    q.lottoGameCode = r.lottery.gameCode;
    q.lottoView = r.lottery.view ?? 'betting';
  }
  return q;
};

/** House game codes of the built-in vendor and the screen that plays each. */
const HOUSE_GAMES: Record<string, HouseGame> = { HOUSE_SLOT: 'slot', HOUSE_DICE: 'dice', HOUSE_BACCARAT: 'baccarat' };
export const houseGameOf = (gameCode: string | undefined): HouseGame | null =>
  gameCode && Object.hasOwn(HOUSE_GAMES, gameCode) ? (HOUSE_GAMES[gameCode] ?? null) : null;

/**
 * Where the site goes with a launch answer: the house vendor's own page (/house/<code>?token=…) and the lottery pages
 * are routes of this app; any other vendor address opens inside the game page's frame (/game?url=…), with the game's
 * name from the catalogue (in the player's language) as the page's title.
 */
export const gameRouteOf = (gameUrl: string, backUrl: string, vendor?: string, name?: string, free = false): string => {
  if (gameUrl.startsWith('/house/')) return gameUrl;
  // The lottery vendors are this site's own lottery pages (decision 011): opened as routes, not in a frame.
  if (/^\/(vnLottery|seaLottery|lottery)\?/.test(gameUrl)) return gameUrl;
  // A visitor's free play frames the game on the page open to everyone (/game/free).
  const query = new URLSearchParams({ url: gameUrl, backUrl, ...(vendor ? { vendor } : {}), ...(name ? { name } : {}) });
  return `/game${free ? '/free' : ''}?${query.toString()}`;
};

/** Only a path of this site is a back target (never another origin: no open redirect). */
export const safeBackPath = (backUrl: string | null | undefined): string => {
  if (!backUrl?.startsWith('/') || backUrl.startsWith('//') || backUrl.startsWith('/\\')) return '/';
  // the game pages themselves are no place to go back to
  if (backUrl.startsWith('/house/') || backUrl.startsWith('/game')) return '/';
  return backUrl;
};

/** A vendor address the frame may load: http(s) only (no javascript:, data: …); relative ones resolve on this site. */
export const frameSrc = (url: string | null | undefined, origin: string): string | null => {
  if (!url) return null;
  try {
    const u = new URL(url, origin);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
};
