import { FairRng, MILLION } from './fair';
import { type Fixture, type Market, type MatchState, priceOf } from './sportsbook-markets';

/**
 * Esports: a best-of-three series. Each map takes a third of the match (30 of its 90 "minutes"); map k is decided at
 * minute 30(k+1), the home side winning it with chance strengthHome / (strengthHome + strengthAway); the series ends
 * as soon as a side has two maps (so a 2-0 ends at minute 60). The score is in maps.
 */
export const MAP_MINUTES = 30;
/** Chance (0..1) that home wins the series from a score in maps, each map won with chance p. */
export const seriesChance = (p: number, home: number, away: number): number => {
  if (home >= 2) return 1;
  if (away >= 2) return 0;
  return p * seriesChance(p, home + 1, away) + (1 - p) * seriesChance(p, home, away + 1);
};

export type MapTimeline = { maps: ('home' | 'away')[]; abandonedAt: number | null };

/** The esports side of a book: a series' maps from its match's seed, its state, odds and outcomes (markets in maps). */
export const createSeries = (seedOf: (id: string) => string) => {
  const mapChance = (f: Fixture) => f.lambdaHome / (f.lambdaHome + f.lambdaAway);
  /** The maps of a series from the match's seed, in order, until a side has two; 2% of series are abandoned. */
  const mapTimeline = (f: Fixture): MapTimeline => {
    const rng = new FairRng({ serverSeed: seedOf(f.id), clientSeed: f.id, nonce: 0 });
    const maps: MapTimeline['maps'] = [];
    const cut = Math.floor(mapChance(f) * MILLION);
    let h = 0;
    let a = 0;
    while (h < 2 && a < 2) {
      const home = rng.nextInt(MILLION) < cut;
      maps.push(home ? 'home' : 'away');
      if (home) h++;
      else a++;
    }
    const abandonedAt = rng.nextInt(100) < 2 ? 10 + rng.nextInt(maps.length * MAP_MINUTES - 15) : null;
    return { maps, abandonedAt };
  };
  const stateAt = (f: Fixture, nowMs: number): MatchState => {
    if (nowMs < f.kickoffMs) return { minute: 0, status: 'PRE', home: 0, away: 0 };
    const minute = Math.min(90, Math.floor(((nowMs - f.kickoffMs) / (f.endMs - f.kickoffMs)) * 90));
    const t = mapTimeline(f);
    const upTo = t.abandonedAt !== null ? Math.min(minute, t.abandonedAt) : minute;
    const decided = t.maps.slice(0, Math.floor(upTo / MAP_MINUTES));
    const home = decided.filter((m) => m === 'home').length;
    const away = decided.length - home;
    if (t.abandonedAt !== null && minute >= t.abandonedAt) return { minute: t.abandonedAt, status: 'ABANDONED', home, away };
    const over = decided.length === t.maps.length;
    return { minute: over ? decided.length * MAP_MINUTES : minute, status: over ? 'ENDED' : 'LIVE', home, away };
  };
  const oddsAt = (f: Fixture, s: MatchState): Partial<Record<Market, Record<string, number>>> => {
    const p = mapChance(f);
    const win = seriesChance(p, s.home, s.away);
    // home 2-0 needs every map so far and the rest to be home's; three maps are played unless a side sweeps
    const sweepHome = s.away > 0 ? 0 : p ** (2 - s.home);
    const sweepAway = s.home > 0 ? 0 : (1 - p) ** (2 - s.away);
    const three = 1 - sweepHome - sweepAway;
    return {
      WINNER: { home: priceOf(win), away: priceOf(1 - win) },
      MAP_HCAP: { home: priceOf(sweepHome), away: priceOf(1 - sweepHome) },
      MAPS: { over: priceOf(three), under: priceOf(1 - three) },
    };
  };
  const outcomeOf = (market: Market, pick: string, s: MatchState): 'WON' | 'LOST' | 'VOID' => {
    if (s.status === 'ABANDONED') return 'VOID';
    const won =
      market === 'WINNER'
        ? (pick === 'home') === s.home > s.away
        : market === 'MAP_HCAP'
          ? (pick === 'home') === (s.home === 2 && s.away === 0)
          : market === 'MAPS'
            ? (pick === 'over') === (s.home + s.away === 3)
            : false;
    return won ? 'WON' : 'LOST';
  };
  return { mapTimeline, stateAt, oddsAt, outcomeOf };
};
