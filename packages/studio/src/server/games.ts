import {
  BINGO_PAYS,
  BJ_SIMULATION,
  bjSimulatedRtp,
  type Engine,
  FairRng,
  LIMBO_RETURN,
  LINES,
  POKER_HANDS,
  TABLES,
  bingoRtp,
  engineOf,
  fishOf,
  fishRtp,
  limboRtp,
  limitsOf,
  playBingo,
  playLimbo,
  playScratch,
  dealtRtp,
  pokerTableOf,
  simulatedRtp,
  SIMULATION,
  publish,
  scratchOf,
  settleTable,
  shoot,
  slotOf,
  spinSlot,
  validateTableBets,
} from '../engines/index';

export type GameRef = { code: string; name: string; category: string; sub: string | null; title?: string };
export type Played = { stake: number; payout: number; outcome: Record<string, unknown> };

const cache = new Map<string, unknown>();
const memo = <T>(key: string, make: () => T): T => {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
};

/** What the game page needs to draw a game and its rules: paytable, returns, limits. */
export const describe = (g: GameRef, e: Engine): Record<string, unknown> => {
  switch (e.kind) {
    case 'slot': {
      const d = memo(`slot|${g.code}|${e.jackpot}`, () => slotOf(g.code, e.jackpot));
      return { symbols: d.symbols, strips: d.strips, pays: d.pays, lines: LINES, jackpot: e.jackpot, rtp: [publish('line', d.rtp)] };
    }
    case 'scratch': {
      const d = memo(`scratch|${g.code}`, () => scratchOf(g.code));
      return {
        tiers: d.tiers.filter((t) => t.mult > 0).map((t) => ({ mult: t.mult, chance: `${t.weight}/${d.total}` })),
        rtp: [publish('card', d.rtp)],
      };
    }
    case 'poker': {
      // The exact return of standing on every deal, and the simple strategy's simulated return (not the optimal one).
      const t = pokerTableOf(g.code);
      return {
        table: t.name,
        pays: POKER_HANDS.map((hand, i) => ({ hand, mult: t.pays[i]! })),
        simulation: SIMULATION,
        rtp: [publish('dealt', dealtRtp(t)), publish('simulated', simulatedRtp(t))],
      };
    }
    case 'limbo':
      return { returnPercent: LIMBO_RETURN * 100, rtp: [publish('x2.00', limboRtp(200)), publish('x10.00', limboRtp(1000))] };
    case 'bingo':
      return { pays: BINGO_PAYS, card: 15, drawn: 30, balls: 90, rtp: [publish('card', bingoRtp())] };
    case 'fish': {
      const d = memo(`fish|${g.code}`, () => fishOf(g.code));
      return { fish: d.fish, rtp: d.fish.map((f) => publish(`x${f.mult}`, fishRtp(d, f.mult))) };
    }
    case 'table': {
      const rules = TABLES[e.table];
      const rtp = memo(`rtp|${e.table}`, () => rules.rtp());
      const shown =
        e.table === 'roulette' ? ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'dozen2', 'dozen3', 'n0'] : rules.spots;
      return { table: e.table, spots: rules.spots, limits: limitsOf(g.category), rtp: shown.map((s) => publish(s, rtp[s]!)) };
    }
    case 'blackjack':
      // The player's play decides the return: the basic strategy's return, simulated from a fixed seed, is published.
      return {
        rules: { decks: 1, dealerStandsSoft17: true, blackjackPays: '3:2', double: 'first two cards', split: false },
        limits: limitsOf(g.category),
        simulation: { rounds: BJ_SIMULATION.rounds, seed: BJ_SIMULATION.seed },
        rtp: [publish('simulated', bjSimulatedRtp())],
      };
    case 'sportsbook':
      return {};
  }
};

/** Plays one instant round (everything but shared tables and the sportsbook) from the round's seeds. */
export const playInstant = (
  g: GameRef,
  e: Engine,
  bet: Record<string, unknown>,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
): Played => {
  const rng = new FairRng(seeds);
  const num = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);
  switch (e.kind) {
    case 'slot': {
      const s = spinSlot(
        memo(`slot|${g.code}|${e.jackpot}`, () => slotOf(g.code, e.jackpot)),
        num(bet.stake),
        rng,
      );
      return { stake: s.stake, payout: s.payout, outcome: s };
    }
    case 'scratch': {
      const s = playScratch(
        memo(`scratch|${g.code}`, () => scratchOf(g.code)),
        num(bet.stake),
        rng,
      );
      return { stake: s.stake, payout: s.payout, outcome: s };
    }
    case 'limbo': {
      const s = playLimbo(num(bet.stake), num(bet.target), rng);
      return { stake: s.stake, payout: s.payout, outcome: s };
    }
    case 'bingo': {
      const s = playBingo(num(bet.stake), rng);
      return { stake: s.stake, payout: s.payout, outcome: s };
    }
    case 'fish': {
      const s = shoot(
        memo(`fish|${g.code}`, () => fishOf(g.code)),
        num(bet.stake),
        num(bet.fishId),
        rng,
      );
      return { stake: s.stake, payout: s.payout, outcome: s };
    }
    case 'table': {
      if (e.shared) throw new RangeError('a shared table is played by rounds');
      const rules = TABLES[e.table];
      const bets = (bet.bets ?? {}) as Record<string, number>;
      const stake = validateTableBets(rules, bets, limitsOf(g.category));
      const result = rules.deal(rng);
      const { returns, payout } = settleTable(rules, bets, result);
      return { stake, payout, outcome: { table: e.table, bets, result, returns } };
    }
    default:
      throw new RangeError('not an instant game');
  }
};

export { engineOf };
