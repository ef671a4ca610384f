import type { DealtValue, StudioApi, StudioBody, StudioValue } from '../api';
import { FairRng, drawHand, hashServerSeed, pokerHand, pokerTableOf, settlePoker, shuffleDeck } from '../engines/index';
import type { GameRef } from './games';
import { newId } from './ids';
import type { Fact } from './journal';
import { type RoundSeeds, clientSeedOf } from './seeds';
import type { Session } from './sessions';
import type { StudioContext } from './studio-context';
import { StudioError, need } from './studio-error';
import type { Who } from './wallets';

/** A dealt video-poker hand waiting for its draw: the stake is taken, the deck fixed by the round's seeds. */
type PokerRound = {
  id: string;
  key: string;
  who: Who;
  game: GameRef;
  stake: number;
  deck: number[];
  dealtAt: number;
  seeds: RoundSeeds;
  state: 'DEALING' | 'DEALT' | 'DRAWING';
};
/** How a dealt hand is journalled (`vp` of its `inst` fact), to be found again after a restart. */
export type PokerJournal = { key: string; tokenHash: string; clientSeed: string; nonce: number };

/** Video poker: the deal takes the stake, the draw settles; a hand not drawn in time is settled as dealt. */
export const createPokerHands = (c: StudioContext, handIdleMs: number) => {
  const hands = new Map<string, PokerRound>();
  const deckOf = (seeds: RoundSeeds) => shuffleDeck(new FairRng(seeds));
  const dealtView = (r: PokerRound): DealtValue => {
    const cards = r.deck.slice(0, 5);
    return {
      roundId: r.id,
      stake: r.stake,
      cards,
      hand: pokerHand(cards),
      fairness: { serverSeedHash: hashServerSeed(r.seeds.serverSeed), clientSeed: r.seeds.clientSeed, nonce: r.seeds.nonce },
    };
  };

  const deal = async (s: Session, body: StudioBody<StudioApi['pokerDeal']>): Promise<StudioValue<StudioApi['pokerDeal']>> => {
    const key = c.seeds.keyOf(s);
    if (hands.has(key)) throw new StudioError('studio.round_open', 409);
    const stake = body.bet.stake;
    if (!Number.isSafeInteger(stake) || stake < 10 || stake > 100_000) throw new StudioError('studio.stake_out_of_limits');
    const clientSeed = clientSeedOf(body.clientSeed);
    const seeds = c.seeds.current(s, clientSeed);
    const nonce = seeds.nonce;
    c.seeds.use(s, nonce);
    const id = newId('P');
    const who: Who = { vendor: s.vendor, token: s.token, player: s.player, currency: s.currency };
    const r: PokerRound = { id, key, who, game: s.game, stake, deck: deckOf(seeds), dealtAt: c.now(), seeds, state: 'DEALING' };
    hands.set(key, r);
    const vp: PokerJournal = { key, tokenHash: s.tokenHash, clientSeed, nonce };
    c.journal.write({ k: 'inst', id, who, game: s.game, roundId: id, amount: stake, vp });
    const w = c.walletOf(s.vendor);
    const placed = await w.bet(who, { txId: `${id}B`, roundId: id, gameCode: s.game.code, amount: stake });
    if (!placed.ok) {
      hands.delete(key);
      const back = placed.lost ? await w.rollback(who, { txId: `${id}R`, betTxId: `${id}B`, roundId: id }) : null;
      if (!back || back.ok || !back.lost) c.journal.write({ k: 'done', id });
      need(placed);
    }
    r.state = 'DEALT';
    r.dealtAt = c.now();
    c.journal.write({ k: 'dealt', id, at: r.dealtAt });
    return { ...dealtView(r), balance: placed.ok ? placed.balance : null };
  };

  /** The draw (or the settlement of an abandoned hand): held cards stay, the rest come from the deck in order. */
  const finish = async (r: PokerRound, hold: boolean[], abandoned: boolean) => {
    r.state = 'DRAWING';
    const t = pokerTableOf(r.game.code);
    const dealt = r.deck.slice(0, 5);
    const cards = drawHand(r.deck, hold);
    const { hand, multiplier, payout } = settlePoker(t, r.stake, cards);
    c.journal.write({ k: 'out', id: r.id, payout });
    const won = await c.walletOf(r.who.vendor).win(r.who, { txId: `${r.id}W`, betTxId: `${r.id}B`, roundId: r.id, amount: payout });
    // A lost answer leaves the round open in the journal: the restarted studio sends the same win again.
    if (won.ok) c.journal.write({ k: 'done', id: r.id });
    hands.delete(r.key);
    const fairness = { serverSeedHash: hashServerSeed(r.seeds.serverSeed), ...r.seeds };
    const outcome = { table: t.name, dealt, hold, cards, hand, multiplier, abandoned };
    c.report(r.who, r.id, r.game, r.stake, payout, { engine: 'poker', ...outcome }, fairness);
    return { roundId: r.id, stake: r.stake, payout, outcome, balance: won.ok ? won.balance : null, fairness };
  };

  const draw = async (s: Session, body: StudioBody<StudioApi['pokerDraw']>): Promise<StudioValue<StudioApi['pokerDraw']>> => {
    const r = hands.get(c.seeds.keyOf(s));
    if (r?.state !== 'DEALT' || (body.roundId !== undefined && body.roundId !== r.id)) throw new StudioError('studio.round_not_open', 409);
    const done = await finish(r, body.hold, false);
    return { ...done, next: c.seeds.commit(s) };
  };

  /** The caller's hand dealt and not drawn yet, if any. */
  const openHand = (s: Session) => {
    const r = hands.get(c.seeds.keyOf(s));
    return r?.state === 'DEALT' ? dealtView(r) : null;
  };

  /** Hands left longer than the idle time are settled as dealt (every card held). */
  const settleIdle = async (t: number) => {
    for (const r of [...hands.values()])
      if (r.state === 'DEALT' && t - r.dealtAt >= handIdleMs) await finish(r, [true, true, true, true, true], true);
  };

  /** A hand dealt before a restart and not drawn: it waits for the draw again, or is settled as dealt on time. */
  const recover = (f: Fact, vp: PokerJournal, dealtAt: number) => {
    const who = f.who as Who;
    const seeds = { serverSeed: c.seeds.seedOf(who.vendor, vp.tokenHash, vp.nonce), clientSeed: vp.clientSeed, nonce: vp.nonce };
    hands.set(vp.key, {
      id: String(f.id),
      key: vp.key,
      who,
      game: f.game as GameRef,
      stake: Number(f.amount),
      deck: deckOf(seeds),
      dealtAt,
      seeds,
      state: 'DEALT',
    });
  };

  return { deal, draw, openHand, settleIdle, recover };
};
