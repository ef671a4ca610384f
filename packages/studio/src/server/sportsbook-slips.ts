import type { Board, Leg, StudioApi, StudioBody, StudioValue } from '../api';
import { BET_CUTOFF_MINUTE, type Book, createBook, hashServerSeed, settleSlip, validateSlip } from '../engines/index';
import type { GameRef } from './games';
import { type LobbyMatch, MAX_MATCHES } from '../protocol';
import { newId } from './ids';
import type { Fact } from './journal';
import type { Session } from './sessions';
import { oneAtATime } from './one-at-a-time';
import type { StudioContext } from './studio-context';
import { StudioError, need } from './studio-error';
import { type Who, whoOf } from './wallets';

type Slip = {
  id: string;
  vendor: string;
  who: Who;
  game: GameRef;
  txId: string;
  legs: Leg[];
  stake: number;
  placedAt: number;
  state: 'OPEN' | 'SETTLED';
  payout?: number;
  results?: ('WON' | 'LOST' | 'VOID')[];
};

/**
 * The sportsbook: each vendor's generated matches (a match every `slotSeconds` per league, lasting `matchSeconds`),
 * prices that move as they play, singles and parlays settled when their last match ends.
 */
export const createSportsbookSlips = (c: StudioContext, o: { slotSeconds?: number; matchSeconds?: number }) => {
  const books = new Map<string, Book>();
  const bookOf = (vendor: string, category: string) => {
    let b = books.get(vendor);
    if (!b) {
      b = createBook({
        secret: c.secret,
        vendor,
        sport: category === 'ESPORTS' ? 'ESPORTS' : 'SPORTS',
        slotSeconds: o.slotSeconds ?? 120,
        matchSeconds: o.matchSeconds ?? 360,
      });
      books.set(vendor, b);
    }
    return b;
  };
  const slips = new Map<string, Slip>();

  /** The vendor's fixtures now, for the platform's sports and esports entrances (protocol.ts LobbyMatch). */
  const matches = (vendor: string, category: string): LobbyMatch[] => {
    const book = bookOf(vendor, category);
    const market = book.sport === 'ESPORTS' ? 'WINNER' : '1X2';
    const t = c.now();
    return book
      .board(t)
      .slice(0, MAX_MATCHES)
      .map((f) => {
        const st = book.stateAt(f, t);
        const open = st.status === 'PRE' || (st.status === 'LIVE' && st.minute < BET_CUTOFF_MINUTE);
        return {
          id: f.id,
          league: f.league,
          home: f.home,
          away: f.away,
          kickoffAt: f.kickoffMs,
          status: st.status,
          minute: st.minute,
          score: { home: st.home, away: st.away },
          market,
          odds: open ? (book.oddsAt(f, st)[market as '1X2'] ?? null) : null,
        };
      });
  };

  const board = (s: Session): Board => {
    const book = bookOf(s.vendor, s.game.category);
    const t = c.now();
    const fixtures = book.board(t).map((f) => {
      const st = book.stateAt(f, t);
      return {
        ...f,
        state: st,
        odds: st.status === 'ENDED' || st.status === 'ABANDONED' || st.minute >= BET_CUTOFF_MINUTE ? null : book.oddsAt(f, st),
      };
    });
    const mine = [...slips.values()]
      .filter((x) => x.vendor === s.vendor && x.who.token === s.token)
      .sort((a, b) => b.placedAt - a.placedAt)
      .slice(0, 20)
      .map((x) => ({ id: x.id, legs: x.legs, stake: x.stake, state: x.state, payout: x.payout ?? null, results: x.results ?? null }));
    return { sport: book.sport, now: t, fixtures, slips: mine };
  };

  const place = async (s: Session, body: StudioBody<StudioApi['bookBet']>): Promise<StudioValue<StudioApi['bookBet']>> => {
    const book = bookOf(s.vendor, s.game.category);
    const stake = body.stake;
    if (!Number.isSafeInteger(stake) || stake < 100 || stake > 1_000_000) throw new StudioError('studio.stake_out_of_limits');
    const legs = body.legs;
    try {
      validateSlip(legs);
    } catch {
      throw new StudioError('studio.bet_invalid');
    }
    const t = c.now();
    const priced: Leg[] = [];
    for (const l of legs) {
      const f = book.byId(l.fixtureId);
      if (!f) throw new StudioError('studio.bet_invalid');
      const st = book.stateAt(f, t);
      if (st.status === 'ENDED' || st.status === 'ABANDONED' || st.minute >= BET_CUTOFF_MINUTE)
        throw new StudioError('studio.betting_closed', 409);
      const odds = book.oddsAt(f, st)[l.market]?.[l.pick];
      if (!odds) throw new StudioError('studio.bet_invalid');
      // The slip is taken at the odds now; odds that moved against the player are shown again first.
      if (odds < l.odds) throw new StudioError('studio.odds_changed', 409, { fixtureId: f.id, odds });
      priced.push({ fixtureId: f.id, market: l.market, pick: l.pick, odds });
    }
    const id = newId('S');
    const slip: Slip = {
      id,
      vendor: s.vendor,
      who: whoOf(s),
      game: s.game,
      txId: `${id}B`,
      legs: priced,
      stake,
      placedAt: t,
      state: 'OPEN',
    };
    c.journal.write({ k: 'slip', ...slip });
    const w = c.wallet;
    const placed = await w.bet(slip.who, { txId: slip.txId, roundId: id, gameCode: s.game.code, amount: stake });
    if (!placed.ok) {
      if (placed.lost) await w.rollback(slip.who, { txId: `${id}R`, betTxId: slip.txId, roundId: id });
      c.journal.write({ k: 'done', id });
      need(placed);
    }
    slips.set(id, slip);
    return { id, legs: priced, stake, balance: placed.ok ? placed.balance : null };
  };

  /** Settles every open slip whose matches are all over (ended or abandoned: an abandoned match's leg is void). */
  const settle = oneAtATime(async () => {
    const t = c.now();
    for (const slip of slips.values()) {
      if (slip.state !== 'OPEN') continue;
      const book = bookOf(slip.vendor, slip.game.category);
      const states = slip.legs.map((l) => {
        const f = book.byId(l.fixtureId)!;
        return { f, st: book.stateAt(f, t) };
      });
      if (!states.every((x) => x.st.status === 'ENDED' || x.st.status === 'ABANDONED')) continue;
      const results = slip.legs.map((l, i) => book.outcomeOf(l.market, l.pick, states[i]!.st));
      const payout = settleSlip(
        slip.stake,
        slip.legs.map((l, i) => ({ odds: l.odds, result: results[i]! })),
      );
      const a = await c.wallet.win(slip.who, { txId: `${slip.id}W`, betTxId: slip.txId, roundId: slip.id, amount: payout });
      if (!a.ok && a.lost) continue;
      c.journal.write({ k: 'done', id: slip.id });
      slip.state = 'SETTLED';
      slip.payout = payout;
      slip.results = results;
      const first = states[0]!.f;
      const seed = book.seedOf(first.id);
      c.report(
        slip.who,
        slip.id,
        slip.game,
        slip.stake,
        payout,
        {
          engine: 'sportsbook',
          legs: slip.legs.map((l, i) => ({
            ...l,
            result: results[i],
            score: `${states[i]!.st.home}-${states[i]!.st.away}`,
            serverSeed: book.seedOf(l.fixtureId),
          })),
        },
        { serverSeedHash: hashServerSeed(seed), serverSeed: seed, clientSeed: first.id, nonce: 0 },
      );
    }
  });

  /** A slip a restart found open: settled when its matches are over. */
  const recover = (f: Fact) => slips.set(String(f.id), { ...(f as unknown as Slip), state: 'OPEN' });

  return {
    board,
    matches,
    place,
    settle,
    recover,
    count: () => slips.size,
    openCount: () => [...slips.values()].filter((x) => x.state === 'OPEN').length,
  };
};
