import type { RouteAuth } from './guard';

/**
 * Every route of spec section 2, as data (the router and the tests read the same table).
 * `screen` picks the component; `id` names the screen (data-testid="screen-<id>", title key `screens.<id>`).
 * Where the spec gives two spellings (/lottery and /lottert, /seaLottery and /sealottery, /vnLottery and
 * /vnlottery) both are listed.
 */
export type ScreenKind =
  | 'home'
  | 'agentLogin'
  | 'agentHome'
  | 'memberCenter'
  | 'help'
  | 'gameCenter'
  | 'gameListCenter'
  | 'accountGame'
  | 'lottery'
  | 'promotions'
  | 'pointMall'
  | 'seamless'
  | 'download'
  | 'winners'
  | 'guide'
  | 'gamePage'
  | 'notFound';

export type RouteEntry = {
  id: string;
  paths: string[];
  screen: ScreenKind;
  auth: RouteAuth;
  layout: 'site' | 'agent';
  /** Pop-up opened on top of the screen when the route is entered (/login, /register). */
  modal?: 'login' | 'register';
  /** Whitelabel module the screen belongs to: while the merchant reports it off, the route is not there. */
  module?: string;
};

/**
 * Screens fetched on demand: the spec's lazy screens, plus the agent centre, help and app download, which a visitor
 * of the home lobby does not need (keeps the home route's first JavaScript small).
 */
export const specLazyScreens: ScreenKind[] = [
  'promotions',
  'seamless',
  'lottery',
  'memberCenter',
  'pointMall',
  'accountGame',
  'gameListCenter',
  'gameCenter',
];
export const lazyScreens: ScreenKind[] = [
  ...specLazyScreens,
  'agentLogin',
  'agentHome',
  'help',
  'download',
  'gamePage',
  'winners',
  'guide',
];

const site = (id: string, paths: string[], screen: ScreenKind, auth: RouteAuth = 'public'): RouteEntry => ({
  id,
  paths,
  screen,
  auth,
  layout: 'site',
});

export const routeTable: RouteEntry[] = [
  site('home', ['/', '/index', '/index.html', '/home'], 'home'),
  { ...site('login', ['/login'], 'home'), modal: 'login' },
  { ...site('register', ['/register'], 'home'), modal: 'register' },
  { id: 'agent', paths: ['/agent'], screen: 'agentLogin', auth: 'public', layout: 'agent' },
  // /agentHome shows agentTeamOverview; /agentHome/<page> opens another agent page.
  { id: 'agentHome', paths: ['/agentHome', '/agentHome/:page'], screen: 'agentHome', auth: 'agent', layout: 'agent' },
  // /member shows securityCenter; /member/<page> opens a member sub-page (see features/member/pages.ts).
  site('member', ['/member', '/member/:page'], 'memberCenter', 'member'),
  site('help', ['/help', '/helpmc'], 'help'),
  site('sports', ['/sports'], 'gameCenter'),
  site('esports', ['/esports'], 'gameCenter'),
  site('lott', ['/lott'], 'gameCenter'),
  site('elott', ['/elott'], 'gameCenter'),
  // Cockfight vendors have their own list (before, the entry led to the sportsbook).
  site('cockfight', ['/cockfight'], 'gameCenter'),
  site('live', ['/live'], 'gameListCenter'),
  site('fish', ['/fish'], 'gameListCenter'),
  site('rng', ['/rng'], 'gameListCenter'),
  site('pvp', ['/pvp'], 'gameListCenter'),
  site('favorite', ['/favorite'], 'accountGame', 'session'),
  site('recent', ['/recent'], 'accountGame', 'session'),
  // The lottery pages exist while the merchant's lottery calls (module COMM3) are on.
  { ...site('lottery', ['/lottery', '/lottert'], 'lottery', 'loginRequired'), module: 'COMM3' },
  { ...site('seaLottery', ['/seaLottery', '/sealottery'], 'lottery', 'loginRequired'), module: 'COMM3' },
  { ...site('vnLottery', ['/vnLottery', '/vnlottery'], 'lottery', 'loginRequired'), module: 'COMM3' },
  site('promotions', ['/promotions'], 'promotions'),
  { ...site('pointMall', ['/pointMall'], 'pointMall'), module: 'PTSYS3' },
  site('seamless', ['/seamless'], 'seamless'),
  // The side menu's app download link (/download/<app>?language=…&token=…): the merchant's apps and how to install.
  site('download', ['/download', '/download/:app'], 'download'),
  // Other screens of spec section 2: the winners list (the winner board's settled wins) and the beginner guide.
  site('winners', ['/winners'], 'winners'),
  site('guide', ['/guide'], 'guide'),
  // Game pages a launch opens (features/play): a house game by code with its game session token, or another
  // vendor's address framed. Playing needs a real account: a visitor gets the login pop-up, a trial account is told.
  site('house', ['/house/:gameCode'], 'gamePage', 'member'),
  site('game', ['/game'], 'gamePage', 'member'),
  // A visitor's free play (GCS_gameTrialLaunch): the same framed game page, open to everyone; the game plays with play
  // money, so nothing of an account is needed. Offered only while the merchant's FREEPLAY3 switch is on.
  { ...site('freeGame', ['/game/free'], 'gamePage'), module: 'FREEPLAY3' },
  site('notFound', ['*'], 'notFound'),
];

export const findRoute = (id: string): RouteEntry | undefined => routeTable.find((r) => r.id === id);

/** The paths of the screens of these kinds, in the table's order. */
export const screenPaths = (...screens: ScreenKind[]) => routeTable.filter((r) => screens.includes(r.screen)).flatMap((r) => r.paths);
