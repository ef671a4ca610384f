/** What a sportsbook takes bets on: its sports, markets and picks, a fixture, the state of its match, and the price. */
export type Sport = 'SPORTS' | 'ESPORTS';
export type Market = '1X2' | 'HANDICAP' | 'TOTAL' | 'WINNER' | 'MAP_HCAP' | 'MAPS';
export const PICKS: Record<Market, readonly string[]> = {
  '1X2': ['home', 'draw', 'away'],
  HANDICAP: ['home', 'away'],
  TOTAL: ['over', 'under'],
  // esports, best of three maps: match winner, map handicap (home −1.5: home 2-0; away +1.5: away takes a map), total maps 2.5
  WINNER: ['home', 'away'],
  MAP_HCAP: ['home', 'away'],
  MAPS: ['over', 'under'],
};

export type Fixture = {
  id: string;
  league: string;
  home: string;
  away: string;
  kickoffMs: number;
  endMs: number;
  /** Expected goals of a whole match (×100). */
  lambdaHome: number;
  lambdaAway: number;
  serverSeedHash: string;
};
export type MatchState = {
  minute: number;
  status: 'PRE' | 'LIVE' | 'ENDED' | 'ABANDONED';
  home: number;
  away: number;
};

export const MARGIN = 1.06;
/** Odds in hundredths for a chance (0..1), with the bookmaker's margin: 1.01 at the least, 500.00 at the most. */
export const priceOf = (p: number) => Math.max(101, Math.min(50_000, Math.floor(100 / (Math.max(p, 1e-6) * MARGIN))));
