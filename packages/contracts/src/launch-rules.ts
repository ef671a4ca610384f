import type { GameCategory } from './catalogue';

/** Who is asking: decided from the member type (see members.ts). */
export type Viewer = 'guest' | 'trial' | 'member' | 'agent';

/** What was clicked: a game card, or a vendor tile (navigation drop-down, category menu, vendor filter). */
export type LaunchTarget =
  | { kind: 'game'; nodeId: number; gameCode: string; vassalage: string; gameType: GameCategory; isGame?: 'VASSALAGE' | 'GAME' }
  | {
      kind: 'vendor';
      vassalage: string;
      gameType: GameCategory | 'HOME' | 'PROMO';
      isGame?: 'VASSALAGE' | 'GAME';
      /** How many entries (vendors) the category has, and the vendor's own first game for a direct launch. */
      entries: number;
      firstGame?: { nodeId: number; gameCode: string } | null;
    };

export type LaunchDecision =
  | { action: 'login' }
  | { action: 'needRealAccount'; messageKey: 'in_need_true_account' }
  | { action: 'route'; to: string }
  | { action: 'popup'; vassalage: string }
  | { action: 'launch'; nodeId: number; vassalage: string };

/** Routes of the game-list and game centres per category (spec section 2). */
export const categoryRoutes: Record<GameCategory, string> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  LIVE: '/live',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  COCKFIGHT: '/cockfight',
};

const PAGE_CATEGORIES = new Set(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG']);

/**
 * The lottery page a game of this vendor and category opens (spec section 4), or null when it is no lottery game:
 * every game listed under LOTT or ELOTT is one of the platform's own lottery engine, whatever its vendor code.
 */
export const lotteryPageOf = (vassalage: string, gameType: string): string | null => {
  if (vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  if (vassalage === 'TCG_SEA') return '/seaLottery';
  if (vassalage === 'LOTT' || vassalage === 'ELOTT' || gameType === 'LOTT' || gameType === 'ELOTT') return '/lottery';
  return null;
};

const withQuery = (path: string, key: string, value: string) => `${path}?${key}=${encodeURIComponent(value)}`;

const play = (viewer: Viewer, nodeId: number, vassalage: string): LaunchDecision => {
  if (viewer === 'guest') return { action: 'login' };
  if (viewer === 'trial') return { action: 'needRealAccount', messageKey: 'in_need_true_account' };
  return { action: 'launch', nodeId, vassalage };
};

/**
 * The launch rules of spec section 4, in one place for every card, tile and menu. Browsing (a vendor page or the
 * pop-up sub-list) is open to visitors; anything that starts play or opens a lottery page needs a real account.
 */
export const decideLaunch = (target: LaunchTarget, viewer: Viewer): LaunchDecision => {
  const lottery = lotteryPageOf(target.vassalage, target.gameType);
  if (lottery) {
    if (viewer === 'guest') return { action: 'login' };
    if (viewer === 'trial') return { action: 'needRealAccount', messageKey: 'in_need_true_account' };
    const gameCode = target.kind === 'game' ? target.gameCode : (target.firstGame?.gameCode ?? target.vassalage);
    return { action: 'route', to: withQuery(lottery, 'gameCode', gameCode) };
  }
  if (target.isGame === 'VASSALAGE') return { action: 'popup', vassalage: target.vassalage };
  if (target.kind === 'game') return play(viewer, target.nodeId, target.vassalage);
  if (target.gameType === 'RNG') return { action: 'route', to: withQuery('/rng', 'vassalage', target.vassalage) };
  if (PAGE_CATEGORIES.has(target.gameType) || target.entries > 1) {
    if (target.gameType === 'HOME') return { action: 'route', to: '/' };
    if (target.gameType === 'PROMO') return { action: 'route', to: '/promotions' };
    return { action: 'route', to: withQuery(categoryRoutes[target.gameType], 'vassalage', target.vassalage) };
  }
  const page = target.gameType === 'HOME' || target.gameType === 'PROMO' ? '/' : categoryRoutes[target.gameType];
  if (!target.firstGame) return { action: 'route', to: withQuery(page, 'vassalage', target.vassalage) };
  return play(viewer, target.firstGame.nodeId, target.vassalage);
};

/** The lottery vendors this platform serves itself, each with its lottery page (spec section 4). */
export const lotteryVendorRoutes = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery', LOTT: '/lottery', QQKENO: '/lottery' } as const;
export type LotteryVendor = keyof typeof lotteryVendorRoutes;
export const isLotteryVendor = (code: string): code is LotteryVendor => Object.hasOwn(lotteryVendorRoutes, code);

/** The lottery launch parameters of spec section 7, as the launch call takes them. */
export type LotteryLaunchParams = {
  lottoArea?: string;
  launchMode?: string;
  lottoPrizeMode?: string;
  lottoGameCode?: string;
  lottoView?: string;
  device?: string;
  backUrl?: string;
  language?: string;
};
const LOTTERY_LAUNCH_KEYS = [
  'lottoArea',
  'launchMode',
  'lottoPrizeMode',
  'lottoGameCode',
  'lottoView',
  'device',
  'backUrl',
  'language',
] as const;

/**
 * Where a lottery launch goes: our own lottery page of the vendor's area with the game (lottoGameCode, else the
 * launched game) and every launch parameter carried on, so the page opens the view, prize mode, language and back
 * target the caller asked for (a view other than lobby means the betting view).
 */
export const lotteryLaunchUrl = (page: string, gameCode: string, p: LotteryLaunchParams): string => {
  const q = new URLSearchParams({ gameCode: p.lottoGameCode || gameCode });
  for (const k of LOTTERY_LAUNCH_KEYS) {
    const v = k === 'lottoView' ? (p.lottoView === 'lobby' ? 'lobby' : 'betting') : p[k];
    if (v) q.set(k, v);
  }
  return `${page}?${q.toString()}`;
};
