import { rankOf } from './cards';
import { type Rational, type Rng, rational } from './fair';
import { shuffleDeck } from './poker';

/**
 * Blackjack against the house, one deck shuffled whole from the round's seeds before the deal (the seed hash shown
 * before the round commits every card). Rules: the player gets deck[0] and deck[2], the dealer deck[1] (up) and deck[3]
 * (hole); hits and the dealer's draws come from deck[4] on, in order. The dealer peeks: a dealer blackjack ends the
 * round at once. The dealer stands on every 17, soft ones included. Blackjack pays 3 to 2 (rounded down to the minor
 * unit), a win 1 to 1, a tie returns the wager. The player may double on the first two cards (a second stake of the
 * same size, one more card, then the dealer plays). No split, no insurance, no surrender.
 */
export type BjAction = 'hit' | 'stand' | 'double';
export type BjState = {
  deck: number[];
  next: number;
  player: number[];
  dealer: number[];
  stake: number;
  doubled: boolean;
  /** PLAYER: the player acts; DONE: settled (the dealer has played when it had to). */
  phase: 'PLAYER' | 'DONE';
};
export type BjResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

const value = (c: number) => {
  const r = rankOf(c);
  return r === 0 ? 1 : r >= 9 ? 10 : r + 1;
};
/** The best total of a hand and whether an ace counts eleven in it. */
export const bjTotal = (cards: readonly number[]) => {
  const hard = cards.reduce((s, c) => s + value(c), 0);
  const soft = cards.some((c) => rankOf(c) === 0) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
};
export const isBlackjack = (cards: readonly number[]) => cards.length === 2 && bjTotal(cards).total === 21;

export const bjDeal = (deck: readonly number[], stake: number): BjState => {
  const s: BjState = {
    deck: [...deck],
    next: 4,
    player: [deck[0]!, deck[2]!],
    dealer: [deck[1]!, deck[3]!],
    stake,
    doubled: false,
    phase: 'PLAYER',
  };
  if (isBlackjack(s.player) || isBlackjack(s.dealer)) s.phase = 'DONE';
  return s;
};

const dealerPlays = (s: BjState) => {
  // The dealer draws only when the player's hand still stands.
  if (bjTotal(s.player).total > 21) return;
  while (bjTotal(s.dealer).total < 17) s.dealer.push(s.deck[s.next++]!);
};

/** The player's action; refused (RangeError) when the round is over or the action is not allowed now. */
export const bjAct = (s: BjState, action: BjAction): BjState => {
  if (s.phase !== 'PLAYER') throw new RangeError('the hand is over');
  const n: BjState = { ...s, player: [...s.player], dealer: [...s.dealer] };
  if (action === 'hit') {
    n.player.push(n.deck[n.next++]!);
    if (bjTotal(n.player).total >= 21) {
      n.phase = 'DONE';
      dealerPlays(n);
    }
  } else if (action === 'stand') {
    n.phase = 'DONE';
    dealerPlays(n);
  } else if (action === 'double') {
    if (n.player.length !== 2) throw new RangeError('double only on the first two cards');
    n.doubled = true;
    n.player.push(n.deck[n.next++]!);
    n.phase = 'DONE';
    dealerPlays(n);
  } else throw new RangeError('unknown action');
  return n;
};

/** What a finished round pays back in all (stakes included); the wager is the stake, twice it when doubled. */
export const bjSettle = (s: BjState): { result: BjResult; wager: number; payout: number } => {
  const wager = s.stake * (s.doubled ? 2 : 1);
  const p = bjTotal(s.player).total;
  const d = bjTotal(s.dealer).total;
  const pBj = isBlackjack(s.player) && !s.doubled;
  const dBj = isBlackjack(s.dealer);
  if (pBj && dBj) return { result: 'push', wager, payout: wager };
  if (pBj) return { result: 'blackjack', wager, payout: wager + Math.floor((wager * 3) / 2) };
  if (dBj) return { result: 'lose', wager, payout: 0 };
  if (p > 21) return { result: 'bust', wager, payout: 0 };
  if (d > 21 || p > d) return { result: 'win', wager, payout: wager * 2 };
  if (p === d) return { result: 'push', wager, payout: wager };
  return { result: 'lose', wager, payout: 0 };
};

/** What the player sees while acting: the dealer's hole card stays face down (not sent) until the round is over. */
export const bjView = (s: BjState) => ({
  player: s.player,
  dealer: s.phase === 'DONE' ? s.dealer : s.dealer.slice(0, 1),
  playerTotal: bjTotal(s.player).total,
  dealerTotal: bjTotal(s.phase === 'DONE' ? s.dealer : s.dealer.slice(0, 1)).total,
  doubled: s.doubled,
  phase: s.phase,
  canDouble: s.phase === 'PLAYER' && s.player.length === 2,
});

/** Replays a round from its deck and the player's actions (how a record's proof is checked, and how recovery rebuilds it). */
export const bjReplay = (deck: readonly number[], stake: number, actions: readonly BjAction[]) =>
  actions.reduce((s, a) => bjAct(s, a), bjDeal(deck, stake));

/**
 * A basic strategy without splits (hard and soft totals against the dealer's up card): the simulated return the game
 * publishes is this strategy's over a fixed seed.
 */
export const basicAction = (s: BjState): BjAction => {
  const { total, soft } = bjTotal(s.player);
  const up = value(s.dealer[0]!);
  const upV = up === 1 ? 11 : up;
  const two = s.player.length === 2;
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return two && upV >= 3 && upV <= 6 ? 'double' : upV <= 8 ? 'stand' : 'hit';
    if (two && upV >= 4 && upV <= 6 && total >= 15) return 'double';
    return 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return upV <= 6 ? 'stand' : 'hit';
  if (total === 12) return upV >= 4 && upV <= 6 ? 'stand' : 'hit';
  if (total === 11) return two ? 'double' : 'hit';
  if (total === 10) return two && upV <= 9 ? 'double' : 'hit';
  if (total === 9) return two && upV >= 3 && upV <= 6 ? 'double' : 'hit';
  return 'hit';
};

/** Plays `rounds` rounds with the basic strategy above: total wagered and paid back (a fixed generator gives the published figure). */
export const simulateBlackjack = (rng: Rng, rounds: number) => {
  let wagered = 0;
  let paid = 0;
  for (let n = 0; n < rounds; n++) {
    let s = bjDeal(shuffleDeck(rng), 2);
    while (s.phase === 'PLAYER') s = bjAct(s, basicAction(s));
    const r = bjSettle(s);
    wagered += r.wager;
    paid += r.payout;
  }
  return { wagered, paid };
};
/** The simulation behind the published figure, stake 2 a round so 3:2 stays whole (checked by a test). */
export const BJ_SIMULATION = { rounds: 200_000, seed: 20261125, wagered: 436_664, paid: 434_511 };
export const bjSimulatedRtp = (): Rational => rational(BigInt(BJ_SIMULATION.paid), BigInt(BJ_SIMULATION.wagered));
