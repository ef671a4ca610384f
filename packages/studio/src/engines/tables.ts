import { type BaccaratBetKind, type BaccaratCoup, baccaratRtp, betReturn as baccaratReturn, dealCoup, ShoeDealer } from '@wl/house-games';
import { dealer, rankOf, teenPattiRank } from './cards';
import { type Rational, type Rng, rational } from './fair';

/**
 * Table games: one result per round, any number of bets on named spots. The same rules serve a shared live table
 * (one result for every seated player), a card game against the house and an RNG table game. Returns include the
 * stake; stakes are whole table chips (multiples of 100 minor units), so every commission is a whole minor unit.
 */
export type TableKind = 'baccarat' | 'roulette' | 'dragonTiger' | 'sicBo' | 'teenPatti' | 'andarBahar' | 'cockfight';
export type TableResult = Record<string, unknown> & { summary: string };
export type TableRules = {
  kind: TableKind;
  spots: readonly string[];
  deal: (rng: Rng) => TableResult;
  /** What `stake` on `spot` returns, stake included. */
  returnOf: (spot: string, stake: number, result: TableResult) => number;
  /** The exact return to player of a bet on each spot. */
  rtp: () => Record<string, Rational>;
};

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const rouletteSpots = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  ...Array.from({ length: 37 }, (_, i) => `n${i}`),
];
const rouletteWins = (spot: string, n: number): number => {
  if (n === 0) return spot === 'n0' ? 36 : 0;
  switch (spot) {
    case 'red':
      return RED.has(n) ? 2 : 0;
    case 'black':
      return RED.has(n) ? 0 : 2;
    case 'odd':
      return n % 2 ? 2 : 0;
    case 'even':
      return n % 2 ? 0 : 2;
    case 'low':
      return n <= 18 ? 2 : 0;
    case 'high':
      return n > 18 ? 2 : 0;
    case 'dozen1':
    case 'dozen2':
    case 'dozen3':
      return Math.ceil(n / 12) === Number(spot.slice(5)) ? 3 : 0;
    default:
      return spot === `n${n}` ? 36 : 0;
  }
};

/** European single-zero roulette. */
export const roulette: TableRules = {
  kind: 'roulette',
  spots: rouletteSpots,
  deal: (rng) => {
    const n = rng.nextInt(37);
    return { number: n, colour: n === 0 ? 'green' : RED.has(n) ? 'red' : 'black', summary: String(n) };
  },
  returnOf: (spot, stake, r) => stake * rouletteWins(spot, r.number as number),
  rtp: () =>
    Object.fromEntries(
      rouletteSpots.map((s) => [
        s,
        rational(BigInt(Array.from({ length: 37 }, (_, n) => rouletteWins(s, n)).reduce((a, b) => a + b, 0)), 37n),
      ]),
    ),
};

/** Punto banco from @wl/house-games (8 decks, banker 5% commission). */
export const baccarat: TableRules = {
  kind: 'baccarat',
  spots: ['player', 'banker', 'tie', 'playerPair', 'bankerPair'],
  deal: (rng) => {
    const d = new ShoeDealer(rng);
    const coup = dealCoup(() => d.draw());
    return { ...coup, summary: coup.winner };
  },
  returnOf: (spot, stake, r) => baccaratReturn(spot as BaccaratBetKind, stake, r as unknown as BaccaratCoup),
  rtp: () => baccaratRtp() as Record<string, Rational>,
};

/** Dragon Tiger: one card each from 8 decks, ace low; a tie loses half of each side bet; tie pays 11:1. */
const DT_DECKS = 8n;
export const dragonTiger: TableRules = {
  kind: 'dragonTiger',
  spots: ['dragon', 'tiger', 'tie'],
  deal: (rng) => {
    const draw = dealer(rng, Number(DT_DECKS));
    const dragon = draw();
    const tiger = draw();
    const winner = rankOf(dragon) > rankOf(tiger) ? 'dragon' : rankOf(tiger) > rankOf(dragon) ? 'tiger' : 'tie';
    return { dragon, tiger, winner, summary: winner };
  },
  returnOf: (spot, stake, r) => {
    if (spot === 'tie') return r.winner === 'tie' ? 12 * stake : 0;
    if (r.winner === 'tie') return stake / 2;
    return r.winner === spot ? 2 * stake : 0;
  },
  rtp: () => {
    const n = 52n * DT_DECKS;
    const same = 4n * DT_DECKS; // cards of one rank
    const pairs = n * (n - 1n);
    const tie = 13n * same * (same - 1n);
    const side = (pairs - tie) / 2n;
    return {
      dragon: rational(2n * side * 2n + tie, 2n * pairs),
      tiger: rational(2n * side * 2n + tie, 2n * pairs),
      tie: rational(12n * tie, pairs),
    };
  },
};

/** Sic bo: three dice; small (4-10) and big (11-17) 1:1 and lose on any triple; odd/even 1:1 (lose on triples); any triple 30:1. */
const sicBoWins = (spot: string, d: readonly number[]) => {
  const total = d[0]! + d[1]! + d[2]!;
  const triple = d[0] === d[1] && d[1] === d[2];
  switch (spot) {
    case 'small':
      return !triple && total <= 10 ? 2 : 0;
    case 'big':
      return !triple && total >= 11 ? 2 : 0;
    case 'odd':
      return !triple && total % 2 === 1 ? 2 : 0;
    case 'even':
      return !triple && total % 2 === 0 ? 2 : 0;
    case 'anyTriple':
      return triple ? 31 : 0;
    default:
      return 0;
  }
};
export const sicBo: TableRules = {
  kind: 'sicBo',
  spots: ['small', 'big', 'odd', 'even', 'anyTriple'],
  deal: (rng) => {
    const dice = [1 + rng.nextInt(6), 1 + rng.nextInt(6), 1 + rng.nextInt(6)];
    return { dice, total: dice[0]! + dice[1]! + dice[2]!, summary: dice.join('-') };
  },
  returnOf: (spot, stake, r) => stake * sicBoWins(spot, r.dice as number[]),
  rtp: () => {
    const out: Record<string, Rational> = {};
    for (const s of sicBo.spots) {
      let sum = 0n;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) sum += BigInt(sicBoWins(s, [a, b, c]));
      out[s] = rational(sum, 216n);
    }
    return out;
  },
};

/**
 * Teen patti against the house: three cards to the player, three to the dealer; the better hand wins; a win pays
 * 1:1 less 5% commission, a tie is a push. 'pairPlus' pays on the player's own hand: pair 1:1, colour 4:1, sequence 6:1,
 * pure sequence 30:1, trail 40:1.
 */
const PAIR_PLUS = [0, 2, 5, 7, 31, 41];
export const teenPatti: TableRules = {
  kind: 'teenPatti',
  spots: ['player', 'pairPlus'],
  deal: (rng) => {
    const draw = dealer(rng);
    const player = [draw(), draw(), draw()];
    const dealerHand = [draw(), draw(), draw()];
    const pr = teenPattiRank(player);
    const dr = teenPattiRank(dealerHand);
    const winner = pr > dr ? 'player' : dr > pr ? 'dealer' : 'tie';
    return { player, dealer: dealerHand, playerRank: Math.floor(pr / 1e6), dealerRank: Math.floor(dr / 1e6), winner, summary: winner };
  },
  returnOf: (spot, stake, r) => {
    if (spot === 'pairPlus') return stake * (PAIR_PLUS[r.playerRank as number] ?? 0);
    return r.winner === 'player' ? stake + (stake * 19) / 20 : r.winner === 'tie' ? stake : 0;
  },
  rtp: () => {
    // Every three-card hand, grouped by rank: a tie needs two disjoint hands of the same rank, counted within groups.
    const hands: number[][] = [];
    for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) hands.push([a, b, c]);
    const groups = new Map<number, number[][]>();
    const byCat = [0n, 0n, 0n, 0n, 0n, 0n];
    for (const h of hands) {
      const k = teenPattiRank(h);
      byCat[Math.floor(k / 1e6)]! += 1n;
      const g = groups.get(k);
      if (g) g.push(h);
      else groups.set(k, [h]);
    }
    let ties = 0n;
    for (const g of groups.values()) for (const x of g) for (const y of g) if (!x.some((c) => y.includes(c))) ties++;
    const total = BigInt(hands.length) * 18424n; // ordered (player, dealer) pairs of disjoint hands: 22100 × C(49,3)
    const wins = (total - ties) / 2n;
    const n = BigInt(hands.length);
    return {
      // win: 1.95 × stake; tie: stake back
      player: rational(wins * 195n + ties * 100n, total * 100n),
      pairPlus: rational(
        byCat.reduce((s, c, i) => s + c * BigInt(PAIR_PLUS[i]!), 0n),
        n,
      ),
    };
  },
};

/**
 * Andar bahar: a joker card is shown, then cards go to andar, bahar, andar, … until one matches the joker's rank.
 * Andar (which gets the first card) pays 0.9:1, bahar 1:1.
 */
export const andarBahar: TableRules = {
  kind: 'andarBahar',
  spots: ['andar', 'bahar'],
  deal: (rng) => {
    const draw = dealer(rng);
    const joker = draw();
    const andar: number[] = [];
    const bahar: number[] = [];
    for (let i = 0; ; i++) {
      const c = draw();
      (i % 2 === 0 ? andar : bahar).push(c);
      if (rankOf(c) === rankOf(joker)) {
        const winner = i % 2 === 0 ? 'andar' : 'bahar';
        return { joker, andar, bahar, winner, summary: winner };
      }
    }
  },
  returnOf: (spot, stake, r) => (r.winner !== spot ? 0 : spot === 'andar' ? stake + (stake * 9) / 10 : 2 * stake),
  rtp: () => {
    // After the joker 51 cards remain, 3 of its rank; the first match is at position i (1-based) with probability
    // C(51 - i, 2) / C(51, 3); odd positions go to andar.
    const c2 = (n: number) => BigInt((n * (n - 1)) / 2);
    const all = 20825n; // C(51, 3)
    let odd = 0n;
    for (let i = 1; i <= 49; i += 2) odd += c2(51 - i);
    const even = all - odd;
    return { andar: rational(odd * 19n, all * 10n), bahar: rational(even * 2n, all) };
  },
};

/** Cockfight: meron or wala pays 0.9:1 and is refunded on a draw; a draw pays 30:1. Chances 48.5 / 48.5 / 3 %. */
const COCK = { meron: 970, wala: 970, draw: 60 } as const;
export const cockfight: TableRules = {
  kind: 'cockfight',
  spots: ['meron', 'wala', 'draw'],
  deal: (rng) => {
    const u = rng.nextInt(2000);
    const winner = u < COCK.meron ? 'meron' : u < COCK.meron + COCK.wala ? 'wala' : 'draw';
    return { winner, summary: winner };
  },
  returnOf: (spot, stake, r) => {
    if (spot === 'draw') return r.winner === 'draw' ? 31 * stake : 0;
    if (r.winner === 'draw') return stake;
    return r.winner === spot ? stake + (stake * 9) / 10 : 0;
  },
  rtp: () => ({
    meron: rational(BigInt(COCK.meron) * 19n + BigInt(COCK.draw) * 10n, 20000n),
    wala: rational(BigInt(COCK.wala) * 19n + BigInt(COCK.draw) * 10n, 20000n),
    draw: rational(BigInt(COCK.draw) * 31n, 2000n),
  }),
};

export const TABLES: Record<TableKind, TableRules> = { baccarat, roulette, dragonTiger, sicBo, teenPatti, andarBahar, cockfight };

/** Table limits: stakes are whole chips of 100 minor units, from the minimum to the maximum per spot. */
export type Limits = { min: number; max: number };
export const CHIP = 100;

/** Checks a table bet (spot → stake) against the rules and the limits; returns the total stake. */
export const validateTableBets = (rules: TableRules, bets: Record<string, number>, limits: Limits): number => {
  let total = 0;
  let placed = 0;
  for (const [spot, stake] of Object.entries(bets)) {
    if (!rules.spots.includes(spot)) throw new RangeError(`unknown spot ${spot}`);
    if (stake === 0) continue;
    if (!Number.isSafeInteger(stake) || stake % CHIP !== 0 || stake < limits.min || stake > limits.max)
      throw new RangeError('stake outside the table limits');
    total += stake;
    placed++;
  }
  if (placed === 0) throw new RangeError('place at least one bet');
  return total;
};

/** Settles bets on a result: return per spot and the total. */
export const settleTable = (rules: TableRules, bets: Record<string, number>, result: TableResult) => {
  const returns: Record<string, number> = {};
  let payout = 0;
  for (const [spot, stake] of Object.entries(bets)) {
    if (!stake) continue;
    returns[spot] = rules.returnOf(spot, stake, result);
    payout += returns[spot];
  }
  return { returns, payout };
};
