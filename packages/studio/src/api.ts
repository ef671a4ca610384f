import { z } from 'zod';
import { bjDone, bjOpen, board, dealtValue, drawnValue, leg, nextSeed, roundValue, sessionValue, tableState } from './values';

/**
 * The studio's page API (`@wl/studio/api`): every call the game page (apps/web/src/studio) makes to its studio,
 * written once. The page calls through these definitions (path, body and answer types); the studio routes each call
 * to the definition's handler, refuses a body that does not match the definition's `body`, and types the handler's
 * answer with its `value`. Zod only: it goes into the page's bundle.
 *
 * Every call is `POST /v/{vendor}/api/{op}` with a JSON body: the definition's body fields beside `launch`, the
 * signed launch parameters the page was opened with (checked on every call: 401 `studio.session_invalid`). The answer
 * is `{ ok: true, value }`, or `{ ok: false, code, ...details }` with an HTTP error status. Some ops serve several
 * definitions, one per kind of game (`play` deals video poker, deals blackjack or plays an instant round): the studio
 * picks the one that takes the session's game, and refuses the others (400 `studio.bet_invalid`).
 */

/** The launch parameters, from the page's address; all but `sig` are signed by the platform (protocol.ts). */
export const LAUNCH_PARAMS = [
  'game',
  'cat',
  'sub',
  'name',
  'player',
  'mode',
  'currency',
  'token',
  'proto',
  'protoMerchant',
  'title',
  'wallet',
  'sig',
] as const;
export type Launch = Record<(typeof LAUNCH_PARAMS)[number], string>;

export type StudioCallDef = {
  /** Where the call is posted; `:vendor` is the vendor's code, the last segment is the call's op. */
  path: `/v/:vendor/api/${string}`;
  /** The body's fields beside `launch`. */
  body: z.ZodType;
  /** The answer's `value`. */
  value: z.ZodType;
  /** What a body that does not match `body` is refused with (400): `studio.bad_request` unless named here. */
  invalidCode?: string;
  summary: string;
};
type OpOf<P> = P extends `/v/:vendor/api/${infer O}` ? O : never;
export type StudioCall<D extends StudioCallDef = StudioCallDef> = D & { readonly name: string; readonly op: OpOf<D['path']> };

/** Names each definition `studio.<key>` and gives it its op, keeping its exact types. */
export const defineStudioCalls = <const T extends Record<string, StudioCallDef>>(defs: T): { [K in keyof T]: StudioCall<T[K]> } => {
  const out: Record<string, StudioCall> = {};
  for (const [key, def] of Object.entries(defs))
    out[key] = { ...def, name: `studio.${key}`, op: def.path.slice(def.path.lastIndexOf('/') + 1) };
  return out as { [K in keyof T]: StudioCall<T[K]> };
};

/** The body as the caller writes it (beside `launch`). */
export type StudioInput<D> = D extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** The body as the studio's handler receives it, parsed. */
export type StudioBody<D> = D extends { body: infer B extends z.ZodType } ? z.output<B> : never;
/** The answer's value. */
export type StudioValue<D> = D extends { value: infer V extends z.ZodType } ? z.output<V> : never;
export type StudioAnswer<V> = { ok: true; value: V } | ({ ok: false; code: string } & Record<string, unknown>);

/** The address a definition is posted to, for a vendor. */
export const studioPath = (call: StudioCall, vendor: string) => call.path.replace(':vendor', encodeURIComponent(vendor));

/** The player's part of a round's seeds (printable ASCII, up to 64): the studio's own is used when absent or unfit. */
const clientSeed = z.string().optional();
const stakeBet = z.object({ bet: z.object({ stake: z.number() }), clientSeed });
const none = z.object({});
const balanceAfter = z.string().nullable();

export const studioApi = defineStudioCalls({
  session: {
    path: '/v/:vendor/api/session',
    body: none,
    value: sessionValue,
    summary: 'The game, its rules, the balance, the next seed committed, and a hand left open (shown again)',
  },
  play: {
    path: '/v/:vendor/api/play',
    body: z.object({
      bet: z.object({
        stake: z.number().optional(),
        /** Limbo: the multiplier aimed at, in hundredths. */
        target: z.number().optional(),
        /** Fishing: the fish shot at. */
        fishId: z.number().optional(),
        /** Card and dice games against the house: the stake on each spot. */
        bets: z.record(z.string(), z.number()).optional(),
      }),
      clientSeed,
    }),
    value: roundValue,
    summary: 'An instant round (slots, scratch cards, limbo, bingo, fishing, a table against the house), settled at once',
  },
  pokerDeal: {
    path: '/v/:vendor/api/play',
    body: stakeBet,
    value: dealtValue.extend({ balance: balanceAfter }),
    summary: 'Video poker: the stake is taken and five cards dealt from the committed deck',
  },
  pokerDraw: {
    path: '/v/:vendor/api/draw',
    body: z.object({ hold: z.array(z.boolean()).length(5), roundId: z.string().optional() }),
    value: drawnValue,
    invalidCode: 'studio.bet_invalid',
    summary: 'Video poker: the cards not held are replaced from the same deck and the hand settles',
  },
  blackjackDeal: {
    path: '/v/:vendor/api/play',
    body: stakeBet,
    value: z.union([bjOpen.extend({ balance: balanceAfter }), bjDone.extend({ hand: bjOpen })]),
    summary: 'Blackjack: the stake is taken and the hands dealt; a blackjack on either side ends the round at once',
  },
  blackjackAct: {
    path: '/v/:vendor/api/act',
    body: z.object({ action: z.enum(['hit', 'stand', 'double']), roundId: z.string().optional() }),
    value: z.union([bjOpen.extend({ next: nextSeed }), bjDone.extend({ next: nextSeed })]),
    invalidCode: 'studio.bet_invalid',
    summary: 'Blackjack: hit, stand or double (a second stake); the round settles when the hand ends',
  },
  table: {
    path: '/v/:vendor/api/table',
    body: none,
    value: tableState,
    summary: 'A shared table: the round every seated player sees (seats the caller for a minute)',
  },
  tableBet: {
    path: '/v/:vendor/api/table-bet',
    body: z.object({ bets: z.record(z.string(), z.number()), round: z.number().optional() }),
    value: z.object({ round: z.number(), myBets: z.record(z.string(), z.number()), balance: balanceAfter }),
    summary: 'A shared table: bets on the open round, added to the caller’s earlier ones',
  },
  book: {
    path: '/v/:vendor/api/book',
    body: none,
    value: board,
    summary: 'The sportsbook: the matches with their prices, and the caller’s last slips',
  },
  bookBet: {
    path: '/v/:vendor/api/book-bet',
    body: z.object({ stake: z.number(), legs: z.array(leg) }),
    value: z.object({ id: z.string(), legs: z.array(leg), stake: z.number(), balance: balanceAfter }),
    summary: 'The sportsbook: a single or a parlay at the prices offered now (409 `studio.odds_changed` when one fell)',
  },
  balance: {
    path: '/v/:vendor/api/balance',
    body: none,
    value: z.object({ balance: z.string() }),
    summary: 'The balance',
  },
});
export type StudioApi = typeof studioApi;

export * from './values';
