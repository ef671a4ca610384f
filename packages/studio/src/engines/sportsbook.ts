import { FairRng, MILLION, hashOf, paramRng, roundSeed, seedHash } from './fair';

/**
 * A fixed-odds sportsbook on generated fixtures. Each league kicks off a match every `slotSeconds`; a match lasts
 * `matchSeconds` of real time for 90 minutes of play. Its goals (minute by minute) and a rare abandonment come from
 * the match's server seed, whose hash is listed before kick-off and which is revealed when the match is over.
 * Odds come from a Poisson model of the goals still to come, with the bookmaker's margin; they move as the clock runs
 * and goals go in. Markets: 1X2, handicap (home −1.5 / away +1.5) and total goals over/under 2.5.
 */
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

const LEAGUES: Record<Sport, { id: string; teams: string[] }[]> = {
  SPORTS: [
    {
      id: 'premier',
      teams: [
        'Lahore Lions',
        'Karachi Kings',
        'Quetta Falcons',
        'Multan Stars',
        'Peshawar Hawks',
        'Islamabad United',
        'Sialkot Tigers',
        'Faisalabad Wolves',
      ],
    },
    { id: 'continental', teams: ['Northport', 'Eastvale', 'Westbridge', 'Southfield', 'Riverton', 'Hillcrest', 'Lakeside', 'Stonegate'] },
    { id: 'cup', teams: ['Red Comets', 'Blue Arrows', 'Green Giants', 'Golden Eagles', 'Silver Sharks', 'Black Panthers'] },
  ],
  ESPORTS: [
    { id: 'arena', teams: ['Nova Five', 'Zero Lag', 'Pixel Storm', 'Cyber Owls', 'Frag Force', 'Night Byte'] },
    { id: 'masters', teams: ['Team Ember', 'Team Frost', 'Team Volt', 'Team Echo', 'Team Drift', 'Team Prism'] },
  ],
};

export type BookConfig = { secret: string; vendor: string; sport: Sport; slotSeconds: number; matchSeconds: number; epochMs?: number };
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
export type Timeline = { goals: { minute: number; side: 'home' | 'away' }[]; abandonedAt: number | null };
export type MapTimeline = { maps: ('home' | 'away')[]; abandonedAt: number | null };

const EPOCH = Date.UTC(2026, 0, 1);
export const SHOWN_AHEAD = 6; // fixtures listed before kick-off per league
export const MARGIN = 1.06;
export const BET_CUTOFF_MINUTE = 85;

export const createBook = (c: BookConfig) => {
  const epoch = c.epochMs ?? EPOCH;
  const slotMs = c.slotSeconds * 1000;
  const leagues = LEAGUES[c.sport];
  const seedOf = (id: string) => roundSeed(c.secret, `${c.vendor}|${id}`, 0);

  const fixture = (league: string, slot: number): Fixture => {
    const lg = leagues.find((l) => l.id === league);
    if (!lg) throw new RangeError('no such league');
    const r = paramRng(hashOf(`${c.vendor}|${league}|${slot}`));
    const h = r(lg.teams.length);
    const a = (h + 1 + r(lg.teams.length - 1)) % lg.teams.length;
    const id = `${league}-${slot}`;
    const kickoffMs = epoch + slot * slotMs;
    return {
      id,
      league,
      home: lg.teams[h]!,
      away: lg.teams[a]!,
      kickoffMs,
      endMs: kickoffMs + c.matchSeconds * 1000,
      lambdaHome: 80 + r(120),
      lambdaAway: 60 + r(110),
      serverSeedHash: seedHash(seedOf(id)),
    };
  };

  const byId = (id: string): Fixture | null => {
    const m = /^([a-z]+)-(\d{1,9})$/.exec(id);
    if (!m || !leagues.some((l) => l.id === m[1])) return null;
    return fixture(m[1]!, Number(m[2]));
  };

  /** Goals minute by minute from the match's seed: a goal in a minute with chance λ/90; 2% of matches are abandoned. */
  const timeline = (f: Fixture): Timeline => {
    const rng = new FairRng({ serverSeed: seedOf(f.id), clientSeed: f.id, nonce: 0 });
    const goals: Timeline['goals'] = [];
    for (let minute = 1; minute <= 90; minute++) {
      if (rng.nextInt(MILLION) < (f.lambdaHome * MILLION) / 9000) goals.push({ minute, side: 'home' });
      if (rng.nextInt(MILLION) < (f.lambdaAway * MILLION) / 9000) goals.push({ minute, side: 'away' });
    }
    const abandonedAt = rng.nextInt(100) < 2 ? 10 + rng.nextInt(75) : null;
    return { goals, abandonedAt };
  };

  const esports = c.sport === 'ESPORTS';
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
  const esportsStateAt = (f: Fixture, nowMs: number): MatchState => {
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
  const esportsOdds = (f: Fixture, s: MatchState): Partial<Record<Market, Record<string, number>>> => {
    const p = mapChance(f);
    const price = (q: number) => Math.max(101, Math.min(50_000, Math.floor(100 / (Math.max(q, 1e-6) * MARGIN))));
    const win = seriesChance(p, s.home, s.away);
    // home 2-0 needs every map so far and the rest to be home's; three maps are played unless a side sweeps
    const sweepHome = s.away > 0 ? 0 : p ** (2 - s.home);
    const sweepAway = s.home > 0 ? 0 : (1 - p) ** (2 - s.away);
    const three = 1 - sweepHome - sweepAway;
    return {
      WINNER: { home: price(win), away: price(1 - win) },
      MAP_HCAP: { home: price(sweepHome), away: price(1 - sweepHome) },
      MAPS: { over: price(three), under: price(1 - three) },
    };
  };
  const esportsOutcome = (market: Market, pick: string, s: MatchState): 'WON' | 'LOST' | 'VOID' => {
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

  const stateAt = (f: Fixture, nowMs: number): MatchState => {
    if (esports) return esportsStateAt(f, nowMs);
    if (nowMs < f.kickoffMs) return { minute: 0, status: 'PRE', home: 0, away: 0 };
    const minute = Math.min(90, Math.floor(((nowMs - f.kickoffMs) / (f.endMs - f.kickoffMs)) * 90));
    const t = timeline(f);
    const upTo = t.abandonedAt !== null ? Math.min(minute, t.abandonedAt) : minute;
    const score = t.goals.filter((g) => g.minute <= upTo);
    const home = score.filter((g) => g.side === 'home').length;
    const away = score.length - home;
    if (t.abandonedAt !== null && minute >= t.abandonedAt) return { minute: t.abandonedAt, status: 'ABANDONED', home, away };
    return { minute, status: nowMs >= f.endMs ? 'ENDED' : 'LIVE', home, away };
  };

  /** Odds (in hundredths) of every pick; they step every 5 minutes of play so a player can place what they saw. */
  const oddsAt = (f: Fixture, s: MatchState): Partial<Record<Market, Record<string, number>>> => {
    if (esports) return esportsOdds(f, s);
    const step = Math.floor(s.minute / 5) * 5;
    const left = (90 - step) / 90;
    const pois = (lambda: number) => {
      const p: number[] = [];
      let term = Math.exp(-lambda);
      for (let k = 0; k <= 12; k++) {
        p.push(term);
        term = (term * lambda) / (k + 1);
      }
      return p;
    };
    const ph = pois((f.lambdaHome / 100) * left);
    const pa = pois((f.lambdaAway / 100) * left);
    let home = 0;
    let draw = 0;
    let away = 0;
    let hcap = 0;
    let over = 0;
    ph.forEach((x, i) => {
      pa.forEach((y, j) => {
        const d = s.home + i - (s.away + j);
        const p = x * y;
        if (d > 0) home += p;
        else if (d === 0) draw += p;
        else away += p;
        if (d >= 2) hcap += p;
        if (s.home + i + s.away + j >= 3) over += p;
      });
    });
    const price = (p: number) => Math.max(101, Math.min(50_000, Math.floor(100 / (Math.max(p, 1e-6) * MARGIN))));
    return {
      '1X2': { home: price(home), draw: price(draw), away: price(away) },
      HANDICAP: { home: price(hcap), away: price(1 - hcap) },
      TOTAL: { over: price(over), under: price(1 - over) },
    };
  };

  /** What a pick did in a finished match: won, lost, or void when the match was abandoned. */
  const outcomeOf = (market: Market, pick: string, s: MatchState): 'WON' | 'LOST' | 'VOID' => {
    if (esports) return esportsOutcome(market, pick, s);
    if (s.status === 'ABANDONED') return 'VOID';
    const d = s.home - s.away;
    const won =
      market === '1X2'
        ? (pick === 'home' && d > 0) || (pick === 'draw' && d === 0) || (pick === 'away' && d < 0)
        : market === 'HANDICAP'
          ? (pick === 'home' && d >= 2) || (pick === 'away' && d < 2)
          : (pick === 'over') === s.home + s.away >= 3;
    return won ? 'WON' : 'LOST';
  };

  /** Fixtures of every league from the one playing longest ago to SHOWN_AHEAD ahead. */
  const board = (nowMs: number) => {
    const slot = Math.floor((nowMs - epoch) / slotMs);
    const back = Math.ceil(c.matchSeconds / c.slotSeconds);
    return leagues.flatMap((l) =>
      Array.from({ length: back + SHOWN_AHEAD }, (_, i) => fixture(l.id, slot - back + 1 + i)).filter((f) => f.endMs > nowMs),
    );
  };

  return {
    fixture,
    byId,
    timeline,
    mapTimeline,
    stateAt,
    oddsAt,
    outcomeOf,
    board,
    seedOf,
    leagues: leagues.map((l) => l.id),
    sport: c.sport,
  };
};
export type Book = ReturnType<typeof createBook>;

export type Leg = { fixtureId: string; market: Market; pick: string; odds: number };

export const MAX_LEGS = 8;
/** A slip's legs: known markets and picks, at most one leg per match, 1 to 8 legs. */
export const validateSlip = (legs: Leg[]) => {
  if (!Array.isArray(legs) || legs.length < 1 || legs.length > MAX_LEGS) throw new RangeError('a slip has 1 to 8 legs');
  const seen = new Set<string>();
  for (const l of legs) {
    if (!PICKS[l.market]?.includes(l.pick)) throw new RangeError('unknown market or pick');
    if (seen.has(l.fixtureId)) throw new RangeError('one leg per match');
    seen.add(l.fixtureId);
  }
};

/**
 * Settles a single or a parlay: any lost leg loses the slip; void legs count at odds 1.00 (a slip whose legs are all
 * void returns the stake); otherwise the stake times the product of the winning legs' odds, rounded down.
 */
export const settleSlip = (stake: number, legs: { odds: number; result: 'WON' | 'LOST' | 'VOID' }[]) => {
  if (legs.some((l) => l.result === 'LOST')) return 0;
  let num = BigInt(stake);
  let den = 1n;
  for (const l of legs)
    if (l.result === 'WON') {
      num *= BigInt(l.odds);
      den *= 100n;
    }
  return Number(num / den);
};
