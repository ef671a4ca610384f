import type { BjOpen, StudioApi, StudioBody, StudioValue } from '../api';
import {
  type BjAction,
  type BjState,
  FairRng,
  bjAct,
  bjDeal,
  bjReplay,
  bjSettle,
  bjView,
  hashServerSeed,
  limitsOf,
  shuffleDeck,
} from '../engines/index';
import { type DealtBase, type DealtJournal, dealRound, dealtBaseOf, dealtFairness } from './dealt-rounds';
import type { Fact } from './journal';
import type { Session } from './sessions';
import type { StudioContext } from './studio-context';
import { StudioError, need } from './studio-error';

/** A blackjack round: the deck fixed by the seeds, the player's actions so far; a double is a second stake. */
type BjRound = DealtBase & {
  deck: number[];
  actions: BjAction[];
  hand: BjState;
  actedAt: number;
  state: 'DEALING' | 'DEALT' | 'ACTING' | 'DONE';
};
/** How a dealt round is journalled (`bj` of its `inst` fact), to be found again after a restart. */
export type BlackjackJournal = DealtJournal;

/** Blackjack: the deal takes the stake, a double a second one on the same round; settled when the hand ends. */
export const createBlackjackRounds = (c: StudioContext, handIdleMs: number) => {
  const rounds = new Map<string, BjRound>();
  const view = (r: BjRound): BjOpen => ({
    roundId: r.id,
    stake: r.stake,
    ...bjView(r.hand),
    fairness: dealtFairness(r.seeds),
  });

  const finish = async (r: BjRound, abandoned: boolean) => {
    r.state = 'DONE';
    const { result, wager, payout } = bjSettle(r.hand);
    c.journal.write({ k: 'out', id: r.id, payout });
    const w = c.wallet;
    // the whole return goes on the first stake; a doubled stake is closed with a zero win
    let a = await w.win(r.who, { txId: `${r.id}W`, betTxId: `${r.id}B`, roundId: r.id, amount: payout });
    if (a.ok && r.hand.doubled) a = await w.win(r.who, { txId: `${r.id}X`, betTxId: `${r.id}D`, roundId: r.id, amount: 0 });
    if (a.ok) c.journal.write({ k: 'done', id: r.id });
    rounds.delete(r.key);
    const fairness = { serverSeedHash: hashServerSeed(r.seeds.serverSeed), ...r.seeds };
    const outcome = { ...bjView(r.hand), actions: r.actions, result, abandoned };
    c.report(r.who, r.id, r.game, wager, payout, { engine: 'blackjack', ...outcome }, fairness);
    return { roundId: r.id, stake: wager, payout, outcome, balance: a.ok ? a.balance : null, fairness };
  };

  const deal = async (s: Session, body: StudioBody<StudioApi['blackjackDeal']>): Promise<StudioValue<StudioApi['blackjackDeal']>> => {
    const { r, balance } = await dealRound(c, rounds, s, body, {
      idPrefix: 'J',
      limits: limitsOf(s.game.category),
      journalAs: 'bj',
      make: (base): BjRound => {
        const deck = shuffleDeck(new FairRng(base.seeds));
        return { ...base, deck, actions: [], hand: bjDeal(deck, base.stake), actedAt: c.now() };
      },
      dealtAt: (r, at) => {
        r.actedAt = at;
      },
    });
    // a blackjack on either side ends the round at the deal
    if (r.hand.phase === 'DONE') return { ...(await finish(r, false)), hand: view(r) };
    return { ...view(r), balance };
  };

  /** One action of the player (or the stand of an abandoned hand). */
  const action = async (r: BjRound, a: BjAction, abandoned = false) => {
    let next: BjState;
    try {
      next = bjAct(r.hand, a);
    } catch {
      throw new StudioError('studio.action_invalid', 409);
    }
    r.state = 'ACTING';
    try {
      if (a === 'double') {
        c.journal.write({ k: 'dbl', id: r.id });
        const w = c.wallet;
        const placed = await w.bet(r.who, { txId: `${r.id}D`, roundId: r.id, gameCode: r.game.code, amount: r.stake });
        if (!placed.ok) {
          const back = placed.lost ? await w.rollback(r.who, { txId: `${r.id}Q`, betTxId: `${r.id}D`, roundId: r.id }) : null;
          if (!back || back.ok || !back.lost) c.journal.write({ k: 'dblx', id: r.id });
          need(placed);
        }
      }
      c.journal.write({ k: 'act', id: r.id, action: a });
      r.actions.push(a);
      r.hand = next;
      r.actedAt = c.now();
    } finally {
      if (r.state === 'ACTING') r.state = 'DEALT';
    }
    if (r.hand.phase === 'DONE') return finish(r, abandoned);
    return view(r);
  };

  const act = async (s: Session, body: StudioBody<StudioApi['blackjackAct']>): Promise<StudioValue<StudioApi['blackjackAct']>> => {
    const r = rounds.get(c.seeds.keyOf(s));
    if (r?.state !== 'DEALT' || (body.roundId !== undefined && body.roundId !== r.id)) throw new StudioError('studio.round_not_open', 409);
    const out = await action(r, body.action);
    return { ...out, next: c.seeds.commit(s) };
  };

  /** The caller's round dealt and not finished yet, if any. */
  const openRound = (s: Session) => {
    const r = rounds.get(c.seeds.keyOf(s));
    return r?.state === 'DEALT' ? view(r) : null;
  };

  /** Rounds left longer than the idle time stand. */
  const settleIdle = async (t: number) => {
    for (const r of [...rounds.values()])
      if (r.state === 'DEALT' && t - r.actedAt >= handIdleMs) await action(r, 'stand', true).catch(() => undefined);
  };

  /**
   * A round dealt before a restart, rebuilt from its seeds and journalled actions: a double whose stake may have gone
   * out without its action written is rolled back (a tombstone if never seen); a finished hand settles now, an
   * unfinished one waits for the player again.
   */
  const recover = async (f: Fact, bj: BlackjackJournal, o: { actions: BjAction[]; doubling: boolean; dealtAt: number }) => {
    const base = dealtBaseOf(c, f, bj);
    const w = c.wallet;
    if (o.doubling) await w.rollback(base.who, { txId: `${base.id}Q`, betTxId: `${base.id}D`, roundId: base.id });
    const deck = shuffleDeck(new FairRng(base.seeds));
    const hand = bjReplay(deck, base.stake, o.actions);
    const r: BjRound = { ...base, deck, actions: o.actions, hand, actedAt: o.dealtAt, state: 'DEALT' };
    if (r.hand.phase === 'DONE') {
      await finish(r, false).catch(() => undefined);
      return 'resent';
    }
    rounds.set(bj.key, r);
    return 'open';
  };

  return { deal, act, openRound, settleIdle, recover };
};
