import type { DealtValue, StudioApi, StudioBody, StudioValue } from '../api';
import { FairRng, drawHand, hashServerSeed, pokerHand, pokerTableOf, settlePoker, shuffleDeck } from '../engines/index';
import { type DealtBase, type DealtJournal, dealRound, dealtBaseOf, dealtFairness } from './dealt-rounds';
import type { Fact } from './journal';
import type { RoundSeeds } from './seeds';
import type { Session } from './sessions';
import type { StudioContext } from './studio-context';
import { StudioError } from './studio-error';

/** A dealt video-poker hand waiting for its draw: the stake is taken, the deck fixed by the round's seeds. */
type PokerRound = DealtBase & { deck: number[]; dealtAt: number; state: 'DEALING' | 'DEALT' | 'DRAWING' };
/** How a dealt hand is journalled (`vp` of its `inst` fact), to be found again after a restart. */
export type PokerJournal = DealtJournal;

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
      fairness: dealtFairness(r.seeds),
    };
  };

  const deal = async (s: Session, body: StudioBody<StudioApi['pokerDeal']>): Promise<StudioValue<StudioApi['pokerDeal']>> => {
    const { r, balance } = await dealRound(c, hands, s, body, {
      idPrefix: 'P',
      limits: { min: 10, max: 100_000 },
      journalAs: 'vp',
      make: (base): PokerRound => ({ ...base, deck: deckOf(base.seeds), dealtAt: c.now() }),
      dealtAt: (r, at) => {
        r.dealtAt = at;
      },
    });
    return { ...dealtView(r), balance };
  };

  /** The draw (or the settlement of an abandoned hand): held cards stay, the rest come from the deck in order. */
  const finish = async (r: PokerRound, hold: boolean[], abandoned: boolean) => {
    r.state = 'DRAWING';
    const t = pokerTableOf(r.game.code);
    const dealt = r.deck.slice(0, 5);
    const cards = drawHand(r.deck, hold);
    const { hand, multiplier, payout } = settlePoker(t, r.stake, cards);
    c.journal.write({ k: 'out', id: r.id, payout });
    const won = await c.wallet.win(r.who, { txId: `${r.id}W`, betTxId: `${r.id}B`, roundId: r.id, amount: payout });
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
    const base = dealtBaseOf(c, f, vp);
    hands.set(vp.key, { ...base, deck: deckOf(base.seeds), dealtAt, state: 'DEALT' });
  };

  return { deal, draw, openHand, settleIdle, recover };
};
