import { createSeries } from './esports-series';
import { FairRng, MILLION, hashOf, paramRng, roundSeed, seedHash } from './fair';
import { type Fixture, type Market, type MatchState, priceOf, type Sport } from './sportsbook-markets';

/**
 * A fixed-odds sportsbook on generated fixtures. Each league kicks off a match every `slotSeconds`; a match lasts
 * `matchSeconds` of real time for 90 minutes of play. Its goals (minute by minute) and a rare abandonment come from
 * the match's server seed, whose hash is listed before kick-off and which is revealed when the match is over.
 * Odds come from a Poisson model of the goals still to come, with the bookmaker's margin; they move as the clock runs
 * and goals go in. Markets: 1X2, handicap (home −1.5 / away +1.5) and total goals over/under 2.5. The markets, the
 * esports series and the slips have their own files, exported from here.
 */
export * from './bet-slips';
export { MAP_MINUTES, type MapTimeline, seriesChance } from './esports-series';
export { type Fixture, MARGIN, type Market, type MatchState, PICKS, type Sport } from './sportsbook-markets';

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
export type Timeline = { goals: { minute: number; side: 'home' | 'away' }[]; abandonedAt: number | null };

const EPOCH = Date.UTC(2026, 0, 1);
export const SHOWN_AHEAD = 6; // fixtures listed before kick-off per league
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
  const series = createSeries(seedOf);

  const stateAt = (f: Fixture, nowMs: number): MatchState => {
    if (esports) return series.stateAt(f, nowMs);
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
    if (esports) return series.oddsAt(f, s);
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
    return {
      '1X2': { home: priceOf(home), draw: priceOf(draw), away: priceOf(away) },
      HANDICAP: { home: priceOf(hcap), away: priceOf(1 - hcap) },
      TOTAL: { over: priceOf(over), under: priceOf(1 - over) },
    };
  };

  /** What a pick did in a finished match: won, lost, or void when the match was abandoned. */
  const outcomeOf = (market: Market, pick: string, s: MatchState): 'WON' | 'LOST' | 'VOID' => {
    if (esports) return series.outcomeOf(market, pick, s);
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
    mapTimeline: series.mapTimeline,
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
