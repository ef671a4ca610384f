import { describe, expect, it } from 'vitest';
import { type LaunchDecision, type LaunchTarget, type Viewer, decideLaunch } from './launch-rules';

type GameTarget = Extract<LaunchTarget, { kind: 'game' }>;
const game = (over: Partial<GameTarget> = {}): LaunchTarget => ({
  kind: 'game',
  nodeId: 7,
  gameCode: 'PG_0007',
  vassalage: 'PG',
  gameType: 'RNG',
  isGame: 'GAME',
  ...over,
});
const vendor = (over: Partial<Extract<LaunchTarget, { kind: 'vendor' }>> = {}): LaunchTarget => ({
  kind: 'vendor',
  vassalage: 'SPB',
  gameType: 'SPORTS',
  isGame: 'GAME',
  entries: 1,
  firstGame: { nodeId: 90, gameCode: 'SPB_SP0001' },
  ...over,
});

/** The decisions many cases expect. */
const route = (to: string): LaunchDecision => ({ action: 'route', to });
const needRealAccount: LaunchDecision = { action: 'needRealAccount', messageKey: 'in_need_true_account' };

type Case = [string, LaunchTarget, Viewer, LaunchDecision];

/** A member's lottery game opens its lottery page with the game code: name, vassalage, game type, game code, page. */
const lotteryPages: [string, string, GameTarget['gameType'], string, string][] = [
  ['TCG_LOTTO_VN goes to /vnLottery with the game code', 'TCG_LOTTO_VN', 'ELOTT', 'VN5D', '/vnLottery'],
  ['TCG_SEA goes to /seaLottery', 'TCG_SEA', 'ELOTT', 'SEA1', '/seaLottery'],
  ['a LOTT game goes to /lottery', 'QQKENO', 'LOTT', 'K1', '/lottery'],
  ['an ELOTT vendor code goes to /lottery', 'ELOTT', 'ELOTT', 'E1', '/lottery'],
];

const cases: Case[] = [
  ['a visitor starting a game gets the login pop-up', game(), 'guest', { action: 'login' }],
  ['a trial user is asked for a real account', game(), 'trial', needRealAccount],
  ['a member starts the game', game(), 'member', { action: 'launch', nodeId: 7, vassalage: 'PG' }],
  ['an agent starts the game too', game(), 'agent', { action: 'launch', nodeId: 7, vassalage: 'PG' }],
  ...lotteryPages.map(
    ([name, vassalage, gameType, gameCode, page]): Case => [
      name,
      game({ vassalage, gameType, gameCode }),
      'member',
      route(`${page}?gameCode=${gameCode}`),
    ],
  ),
  ['lottery pages need a login', game({ vassalage: 'TCG_SEA', gameType: 'ELOTT' }), 'guest', { action: 'login' }],
  ['lottery pages refuse a trial user', game({ vassalage: 'LOTT', gameType: 'LOTT' }), 'trial', needRealAccount],
  [
    'a VASSALAGE card opens the pop-up list, even for a visitor',
    game({ isGame: 'VASSALAGE', vassalage: 'EVO', gameType: 'LIVE' }),
    'guest',
    { action: 'popup', vassalage: 'EVO' },
  ],
  [
    'a VASSALAGE vendor tile opens the pop-up list',
    vendor({ isGame: 'VASSALAGE', vassalage: 'SA', gameType: 'LIVE', entries: 8 }),
    'member',
    { action: 'popup', vassalage: 'SA' },
  ],
  [
    'an RNG vendor opens /rng with its vassalage',
    vendor({ vassalage: 'PG', gameType: 'RNG', entries: 16 }),
    'guest',
    route('/rng?vassalage=PG'),
  ],
  ['a FISH vendor opens the fish page', vendor({ vassalage: 'JDB', gameType: 'FISH', entries: 1 }), 'guest', route('/fish?vassalage=JDB')],
  ['a PVP vendor opens the PVP page', vendor({ vassalage: 'KY', gameType: 'PVP', entries: 1 }), 'member', route('/pvp?vassalage=KY')],
  ['HOME opens the home page', vendor({ vassalage: 'X', gameType: 'HOME', entries: 1 }), 'member', route('/')],
  ['PROMO opens promotions', vendor({ vassalage: 'X', gameType: 'PROMO', entries: 1 }), 'member', route('/promotions')],
  [
    'a category with several vendors opens its page',
    vendor({ vassalage: 'SPB', gameType: 'SPORTS', entries: 3 }),
    'member',
    route('/sports?vassalage=SPB'),
  ],
  ['a single sports vendor launches directly', vendor(), 'member', { action: 'launch', nodeId: 90, vassalage: 'SPB' }],
  ['a single vendor launch still needs a login', vendor(), 'guest', { action: 'login' }],
  ['a single vendor launch refuses a trial user', vendor(), 'trial', needRealAccount],
  [
    'a single vendor without games opens its page',
    vendor({ firstGame: null, gameType: 'ESPORTS', vassalage: 'IMES' }),
    'member',
    route('/esports?vassalage=IMES'),
  ],
  [
    'a single lottery vendor opens its lottery page',
    vendor({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', firstGame: { nodeId: 3, gameCode: 'VN1' } }),
    'member',
    route('/vnLottery?gameCode=VN1'),
  ],
];

describe('launch rules (spec section 4)', () => {
  it.each(cases)('%s', (_name, target, viewer, expected) => {
    expect(decideLaunch(target, viewer)).toEqual(expected);
  });
});
