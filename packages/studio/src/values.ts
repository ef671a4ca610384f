import { z } from 'zod';

/**
 * What the studio's page API answers (the `value` of `{ ok: true, value }`), as schemas: the studio's page and the
 * studio's handlers take their types from here (api.ts). They describe the answers, they do not check them: the
 * server types its handlers with them and sends what they return as it is.
 */

const num = z.number();
const text = z.string();

/** A published return to player: the exact fraction and its rounded percentage. */
export const rtp = z.object({ key: text, numerator: text, denominator: text, percent: text });

export const TABLE_KINDS = ['baccarat', 'roulette', 'dragonTiger', 'sicBo', 'teenPatti', 'andarBahar', 'cockfight'] as const;
/** What a game plays, from its catalogue entry. */
export const engine = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slot'), jackpot: z.boolean() }),
  z.object({ kind: z.enum(['scratch', 'poker', 'blackjack', 'limbo', 'bingo', 'fish', 'sportsbook']) }),
  z.object({ kind: z.literal('table'), table: z.enum(TABLE_KINDS), shared: z.boolean() }),
]);
/** `title`: the name the player reads (the catalogue's, in the player's language); `name` is the English one. */
export const gameRef = z.object({ code: text, name: text, category: text, sub: text.nullable(), title: text.optional() });

/** The seed of the next round, committed (its hash) before the round is played. */
export const nextSeed = z.object({ serverSeedHash: text, nonce: num });
/** A round in play: the seed's hash only. */
export const seedCommitted = z.object({ serverSeedHash: text, clientSeed: text, nonce: num });
/** A round over: the seed itself, enough to recompute it. */
export const seedRevealed = seedCommitted.extend({ serverSeed: text });
/** The balance after the call, or null when the wallet's answer was lost after the money moved. */
const balanceAfter = text.nullable();

/** The rules sheet of a game: paytable, returns, limits (the fields depend on the engine; `rtp` is always there). */
export const gameInfo = z.looseObject({ rtp: z.array(rtp).optional() });
export const slotInfo = z.object({
  symbols: z.array(text),
  strips: z.array(z.array(num)),
  pays: z.array(z.array(num)),
  lines: z.array(z.array(num)),
  jackpot: z.boolean(),
  rtp: z.array(rtp),
});
export const pokerInfo = z.object({
  table: text,
  pays: z.array(z.object({ hand: text, mult: num })),
  simulation: z.object({ hands: num, seed: num }),
  rtp: z.array(rtp),
});
export const limits = z.object({ min: num, max: num });
export const tableInfo = z.object({ table: z.enum(TABLE_KINDS), spots: z.array(text), limits, rtp: z.array(rtp) });
export const fishInfo = z.object({ fish: z.array(z.object({ id: num, mult: num })), rtp: z.array(rtp) });
export const blackjackInfo = z.object({
  rules: z.object({ decks: num, dealerStandsSoft17: z.boolean(), blackjackPays: text, double: text, split: z.boolean() }),
  limits,
  simulation: z.object({ rounds: num, seed: num }),
  rtp: z.array(rtp),
});

/** An instant round, played and settled in one call. */
export const roundValue = z.object({
  roundId: text,
  stake: num,
  payout: num,
  outcome: z.record(text, z.unknown()),
  balance: balanceAfter,
  fairness: seedRevealed,
  next: nextSeed,
});

/** Video poker: five cards dealt, waiting for the draw. */
export const dealtValue = z.object({ roundId: text, stake: num, cards: z.array(num), hand: text.nullable(), fairness: seedCommitted });
export const drawnValue = roundValue.extend({
  outcome: z.object({
    table: text,
    dealt: z.array(num),
    hold: z.array(z.boolean()),
    cards: z.array(num),
    hand: text.nullable(),
    multiplier: num,
    abandoned: z.boolean(),
  }),
});

/** Blackjack: the hands as the player sees them (the dealer's hole card only once the round is over). */
export const bjHand = z.object({
  player: z.array(num),
  dealer: z.array(num),
  playerTotal: num,
  dealerTotal: num,
  doubled: z.boolean(),
  phase: z.enum(['PLAYER', 'DONE']),
  canDouble: z.boolean(),
});
export const bjOpen = bjHand.extend({ roundId: text, stake: num, fairness: seedCommitted });
export const bjDone = z.object({
  roundId: text,
  stake: num,
  payout: num,
  outcome: bjHand.extend({
    actions: z.array(z.enum(['hit', 'stand', 'double'])),
    result: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']),
    abandoned: z.boolean(),
  }),
  balance: balanceAfter,
  fairness: seedRevealed,
});

/** A shared table's round as every seated player sees it. */
export const tableState = z.object({
  round: num,
  phase: z.enum(['BETTING', 'RESULT']),
  now: num,
  /** When the round's betting window opened (ms since the epoch, the studio's clock). */
  opensAt: num,
  closesAt: num,
  nextAt: num,
  serverSeedHash: text,
  result: z.looseObject({ summary: text, serverSeed: text }).nullable(),
  history: z.array(z.object({ round: num, summary: text, serverSeed: text, serverSeedHash: text })),
  players: num,
  myBets: z.record(text, num),
  lastSettled: z.object({ payout: num, stake: num, n: num }).nullable(),
});

export const MARKETS = ['1X2', 'HANDICAP', 'TOTAL', 'WINNER', 'MAP_HCAP', 'MAPS'] as const;
export const market = z.enum(MARKETS);
/** One leg of a slip; odds in hundredths. */
export const leg = z.object({ fixtureId: text, market, pick: text, odds: num });
export const fixture = z.object({
  id: text,
  league: text,
  home: text,
  away: text,
  kickoffMs: num,
  endMs: num,
  lambdaHome: num,
  lambdaAway: num,
  serverSeedHash: text,
  state: z.object({ minute: num, status: z.enum(['PRE', 'LIVE', 'ENDED', 'ABANDONED']), home: num, away: num }),
  /** Null once betting on the match is closed. */
  odds: z.partialRecord(market, z.record(text, num)).nullable(),
});
export const slipView = z.object({
  id: text,
  legs: z.array(leg),
  stake: num,
  state: z.enum(['OPEN', 'SETTLED']),
  payout: num.nullable(),
  results: z.array(z.enum(['WON', 'LOST', 'VOID'])).nullable(),
});
export const board = z.object({ sport: z.enum(['SPORTS', 'ESPORTS']), now: num, fixtures: z.array(fixture), slips: z.array(slipView) });

export const sessionValue = z.object({
  vendor: text,
  game: gameRef,
  engine,
  info: gameInfo,
  balance: text,
  currency: text,
  wallet: z.enum(['seamless', 'transfer']),
  next: nextSeed,
  timing: z.object({ betMs: num, resultMs: num }),
  /** Blackjack: a hand dealt and not finished yet. */
  openBlackjack: bjOpen.nullable(),
  /** Video poker: a hand dealt and not drawn yet (shown again when the page opens). */
  openHand: dealtValue.nullable(),
});

export type Rtp = z.infer<typeof rtp>;
export type Engine = z.infer<typeof engine>;
export type GameRef = z.infer<typeof gameRef>;
export type GameInfo = z.infer<typeof gameInfo>;
export type SlotInfo = z.infer<typeof slotInfo>;
export type PokerInfo = z.infer<typeof pokerInfo>;
export type TableInfo = z.infer<typeof tableInfo>;
export type FishInfo = z.infer<typeof fishInfo>;
export type BlackjackInfo = z.infer<typeof blackjackInfo>;
export type SessionValue = z.infer<typeof sessionValue>;
export type RoundValue = z.infer<typeof roundValue>;
export type DealtValue = z.infer<typeof dealtValue>;
export type DrawnValue = z.infer<typeof drawnValue>;
export type BjHand = z.infer<typeof bjHand>;
export type BjOpen = z.infer<typeof bjOpen>;
export type BjDone = z.infer<typeof bjDone>;
export type TableState = z.infer<typeof tableState>;
export type Market = z.infer<typeof market>;
export type Leg = z.infer<typeof leg>;
export type Fixture = z.infer<typeof fixture>;
export type SlipView = z.infer<typeof slipView>;
export type Board = z.infer<typeof board>;
