import { type StudioApi, type StudioBody, type StudioCall, type StudioValue, studioApi } from '../api';
import type { Engine } from '../engines/index';
import type { createBlackjackRounds } from './blackjack-rounds';
import { describe } from './games';
import type { createInstantRounds } from './instant-rounds';
import type { createPokerHands } from './poker-hands';
import type { Session } from './sessions';
import type { createSharedTables } from './shared-tables';
import type { createSportsbookSlips } from './sportsbook-slips';
import type { StudioContext } from './studio-context';
import { StudioError, need } from './studio-error';

/** How the studio answers one definition of the page API: the games that take it, and its handler. */
type Route<D> = {
  /** Whether the session's game takes the call (another definition of the same op may take it instead). */
  takes: (e: Engine) => boolean;
  run: (s: Session, body: StudioBody<D>) => StudioValue<D> | Promise<StudioValue<D>>;
};
type AnyRoute = { def: StudioCall; takes: (e: Engine) => boolean; run: (s: Session, body: unknown) => unknown };
export type PageAnswer = { status: number; json: Record<string, unknown> };

const any = () => true;
const instant = (e: Engine) => (e.kind === 'table' ? !e.shared : !['poker', 'blackjack', 'sportsbook'].includes(e.kind));
const shared = (e: Engine) => e.kind === 'table' && e.shared;
const kind = (k: Engine['kind']) => (e: Engine) => e.kind === k;

/**
 * The page API (`POST /v/{vendor}/api/{op}`, api.ts): every definition of the contract with its handler. A call is
 * routed by its op to the definitions that share it; its launch is checked, the definition taking the session's game
 * is chosen (none: 400 `studio.bet_invalid`), its body is parsed with the definition's schema (400
 * `studio.bad_request` or the definition's code when it does not match) and handed to the handler as parsed.
 */
export const createPageApi = (d: {
  context: StudioContext;
  sessionOf: (vendor: string, launch: unknown) => Session;
  timing: { betMs: number; resultMs: number };
  instant: ReturnType<typeof createInstantRounds>;
  poker: ReturnType<typeof createPokerHands>;
  blackjack: ReturnType<typeof createBlackjackRounds>;
  tables: ReturnType<typeof createSharedTables>;
  slips: ReturnType<typeof createSportsbookSlips>;
}) => {
  const { context: c } = d;
  const routes: { [K in keyof StudioApi]: Route<StudioApi[K]> } = {
    session: {
      takes: any,
      run: async (s) => {
        const bal = need(await c.wallet.balance(s));
        return {
          vendor: s.vendor,
          game: s.game,
          engine: s.engine,
          info: describe(s.game, s.engine),
          balance: bal.balance,
          currency: bal.currency || s.currency,
          wallet: c.transferOf(s) ? 'transfer' : 'seamless',
          next: c.seeds.commit(s),
          timing: d.timing,
          openBlackjack: s.engine.kind === 'blackjack' ? d.blackjack.openRound(s) : null,
          openHand: s.engine.kind === 'poker' ? d.poker.openHand(s) : null,
        };
      },
    },
    play: { takes: instant, run: d.instant.play },
    pokerDeal: { takes: kind('poker'), run: d.poker.deal },
    pokerDraw: { takes: kind('poker'), run: d.poker.draw },
    blackjackDeal: { takes: kind('blackjack'), run: d.blackjack.deal },
    blackjackAct: { takes: kind('blackjack'), run: d.blackjack.act },
    table: { takes: shared, run: d.tables.state },
    tableBet: { takes: shared, run: d.tables.bet },
    book: { takes: kind('sportsbook'), run: d.slips.board },
    bookBet: { takes: kind('sportsbook'), run: d.slips.place },
    balance: {
      takes: any,
      run: async (s) => ({ balance: need(await c.wallet.balance(s)).balance }),
    },
  };
  const byOp = new Map<string, AnyRoute[]>();
  for (const [key, route] of Object.entries(routes) as [keyof StudioApi, AnyRoute][]) {
    const def = studioApi[key];
    byOp.set(def.op, [...(byOp.get(def.op) ?? []), { ...route, def }]);
  }

  const answer = async (vendor: string, op: string, body: unknown): Promise<unknown> => {
    const candidates = byOp.get(op);
    if (!candidates) throw new StudioError('NOT_FOUND', 404);
    const fields = body as Record<string, unknown>;
    const s = d.sessionOf(vendor, fields.launch);
    const route = candidates.find((r) => r.takes(s.engine));
    if (!route) throw new StudioError('studio.bet_invalid');
    const parsed = route.def.body.safeParse(fields);
    if (!parsed.success) throw new StudioError(route.def.invalidCode ?? 'studio.bad_request');
    return route.run(s, parsed.data);
  };

  /** One call: the answer's status and JSON (`{ ok: true, value }` or `{ ok: false, code, ...details }`). */
  return async (vendor: string, op: string, body: unknown): Promise<PageAnswer> => {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { status: 400, json: { ok: false, code: 'studio.bad_request' } };
    try {
      return { status: 200, json: { ok: true, value: await answer(vendor, op, body) } };
    } catch (err) {
      if (err instanceof StudioError) return { status: err.status, json: { ok: false, code: err.code, ...err.extra } };
      return { status: 500, json: { ok: false, code: 'studio.error' } };
    }
  };
};
