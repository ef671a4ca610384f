import { FairRng, hashServerSeed } from '../fair/fair-rng';
import {
  isKeno,
  isKenoNumber,
  KENO_DRAWN,
  KENO_POOL,
  type KenoBetType,
  kenoBetTypes,
  kenoHits,
  kenoNumber,
  kenoPayTables,
  spotsOf,
} from './keno';

/**
 * The lottery's pure rules (issue 14; no I/O): draw formats, provably-fair results, bet validation and settlement
 * arithmetic in integer minor units. The server settles set-based in SQL (`lottery_multiplier`, `lottery_settle_draw`)
 * with the same formula; the tests hold the two equal.
 *
 * Payout of a ticket = floor(stake × Σ(oddsMilli(rank) × hits(rank)) / (1000 × perms)), where perms is 1 except for
 * IBOX (the number of distinct orders of its digits, which the prize is divided by).
 */

export type LotteryFormat = 'VN_NORTH' | 'VN_SOUTH' | 'VN_CENTRAL' | 'SEA_4D' | 'FAST' | 'KENO';
export type Rank =
  | 'DB'
  | 'G1'
  | 'G2'
  | 'G3'
  | 'G4'
  | 'G5'
  | 'G6'
  | 'G7'
  | 'G8'
  | 'P1'
  | 'P2'
  | 'P3'
  | 'STARTER'
  | 'CONSOLATION'
  | 'N'
  | 'KENO';
export type Prize = { rank: Rank; numbers: string[] };
export type Result = Prize[];

/** Each format's prizes best first: how many numbers of how many digits. */
export const formatLayout: Record<LotteryFormat, { rank: Rank; count: number; digits: number }[]> = {
  // Miền Bắc: 27 numbers, one station a day.
  VN_NORTH: [
    { rank: 'DB', count: 1, digits: 5 },
    { rank: 'G1', count: 1, digits: 5 },
    { rank: 'G2', count: 2, digits: 5 },
    { rank: 'G3', count: 6, digits: 5 },
    { rank: 'G4', count: 4, digits: 4 },
    { rank: 'G5', count: 6, digits: 4 },
    { rank: 'G6', count: 3, digits: 3 },
    { rank: 'G7', count: 4, digits: 2 },
  ],
  // Miền Nam and Miền Trung: 18 numbers, a 6-digit special prize and an 8th prize; several stations a day.
  VN_SOUTH: [
    { rank: 'DB', count: 1, digits: 6 },
    { rank: 'G1', count: 1, digits: 5 },
    { rank: 'G2', count: 1, digits: 5 },
    { rank: 'G3', count: 2, digits: 5 },
    { rank: 'G4', count: 7, digits: 5 },
    { rank: 'G5', count: 1, digits: 4 },
    { rank: 'G6', count: 3, digits: 4 },
    { rank: 'G7', count: 1, digits: 3 },
    { rank: 'G8', count: 1, digits: 2 },
  ],
  VN_CENTRAL: [],
  // SEA 4D: 23 distinct 4-digit numbers.
  SEA_4D: [
    { rank: 'P1', count: 1, digits: 4 },
    { rank: 'P2', count: 1, digits: 4 },
    { rank: 'P3', count: 1, digits: 4 },
    { rank: 'STARTER', count: 10, digits: 4 },
    { rank: 'CONSOLATION', count: 10, digits: 4 },
  ],
  // Fast house games: one 3-digit number.
  FAST: [{ rank: 'N', count: 1, digits: 3 }],
  // Keno: 20 distinct numbers of 01–80, in ascending order (keno.ts).
  KENO: [{ rank: 'KENO', count: KENO_DRAWN, digits: 2 }],
};
formatLayout.VN_CENTRAL = formatLayout.VN_SOUTH;

/** The 4D ranks in the order a 4D ticket keeps its odds (odds[i] pays rank SEA_RANKS[i]). */
export const SEA_RANKS: Rank[] = ['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'];

/** The prize numbers flattened best first, with their ranks, their digits sorted (for iBox) and the tail counts. */
export const flatten = (result: Result) => {
  const nums: string[] = [];
  const ranks: Rank[] = [];
  for (const p of result)
    for (const n of p.numbers) {
      nums.push(n);
      ranks.push(p.rank);
    }
  // How often each 2-digit tail 00…99 came (lô 2, xiên and đá read it in SQL as tails2[n + 1]).
  const tails2 = Array.from({ length: 100 }, () => 0);
  for (const n of nums) if (n.length >= 2) tails2[Number(n.slice(-2))]! += 1;
  return { nums, ranks, sorted: nums.map(sortDigits), tails2 };
};

export const sortDigits = (n: string) => [...n].sort().join('');

/** How many distinct orders the digits of n have (iBox divides the prize by it). */
export const permutations = (n: string): number => {
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const counts = new Map<string, number>();
  for (const c of n) counts.set(c, (counts.get(c) ?? 0) + 1);
  let out = fact(n.length);
  for (const c of counts.values()) out /= fact(c);
  return out;
};

/** True when `result` has exactly the format's prizes, digits and (4D) distinct numbers. */
export const isValidResult = (format: LotteryFormat, result: Result): boolean => {
  const layout = formatLayout[format];
  if (result.length !== layout.length) return false;
  for (let i = 0; i < layout.length; i++) {
    const want = layout[i]!;
    const got = result[i]!;
    if (got.rank !== want.rank || got.numbers.length !== want.count) return false;
    if (!got.numbers.every((n) => n.length === want.digits && /^\d+$/.test(n))) return false;
  }
  if (format === 'SEA_4D' || format === 'KENO') {
    const all = result.flatMap((p) => p.numbers);
    if (new Set(all).size !== all.length) return false;
    if (format === 'KENO' && !all.every(isKenoNumber)) return false;
  }
  return true;
};

/** The client seed a draw's stream is keyed with: its game and numero, so no two draws share a stream. */
export const drawClientSeed = (gameCode: string, numero: string) => `${gameCode}:${numero}`;

/** Draws a result from the draw's seeds; anyone with the revealed seed replays it (verifyDraw). */
export const drawResult = (format: LotteryFormat, serverSeed: string, gameCode: string, numero: string): Result => {
  const rng = new FairRng({ serverSeed, clientSeed: drawClientSeed(gameCode, numero), nonce: 0 });
  if (format === 'KENO') {
    // 20 distinct numbers of 1–80 (a repeat is drawn again), shown and stored in ascending order.
    const drawn = new Set<number>();
    while (drawn.size < KENO_DRAWN) drawn.add(rng.nextInt(KENO_POOL) + 1);
    return [{ rank: 'KENO', numbers: [...drawn].sort((a, b) => a - b).map(kenoNumber) }];
  }
  const seen = new Set<string>();
  return formatLayout[format].map(({ rank, count, digits }) => {
    const numbers: string[] = [];
    while (numbers.length < count) {
      const n = String(rng.nextInt(10 ** digits)).padStart(digits, '0');
      // 4D prizes are distinct numbers; VN numbers may repeat (a repeat pays a lô twice).
      if (format === 'SEA_4D') {
        if (seen.has(n)) continue;
        seen.add(n);
      }
      numbers.push(n);
    }
    return { rank, numbers };
  });
};

/** Replays a house draw: the seed must hash to the published commitment and reproduce the published result. */
export const verifyDraw = (input: {
  format: LotteryFormat;
  gameCode: string;
  numero: string;
  seedHash: string;
  serverSeed: string;
  result: Result;
}): { replayed: Result; verified: boolean } => {
  const replayed = drawResult(input.format, input.serverSeed, input.gameCode, input.numero);
  const verified = hashServerSeed(input.serverSeed) === input.seedHash && JSON.stringify(replayed) === JSON.stringify(input.result);
  return { replayed, verified };
};

export type BetType =
  | 'LO2'
  | 'LO3'
  | 'LO4'
  | 'DE'
  | 'DAU'
  | 'DUOI'
  | 'XIEN2'
  | 'XIEN3'
  | 'XIEN4'
  | 'DA'
  | 'BIG'
  | 'SMALL'
  | 'IBOX'
  | 'F_NUMBER'
  | 'F_BIG'
  | 'F_SMALL'
  | 'F_ODD'
  | 'F_EVEN'
  | 'F_SUM'
  | KenoBetType;

/** How many numbers of how many digits each bet type takes, and whether they must differ. */
export const betShape: Record<BetType, { count: number; digits: number | null; distinct?: boolean }> = {
  LO2: { count: 1, digits: 2 },
  LO3: { count: 1, digits: 3 },
  LO4: { count: 1, digits: 4 },
  DE: { count: 1, digits: 2 },
  DAU: { count: 1, digits: 1 },
  DUOI: { count: 1, digits: 1 },
  XIEN2: { count: 2, digits: 2, distinct: true },
  XIEN3: { count: 3, digits: 2, distinct: true },
  XIEN4: { count: 4, digits: 2, distinct: true },
  DA: { count: 2, digits: 2, distinct: true },
  BIG: { count: 1, digits: 4 },
  SMALL: { count: 1, digits: 4 },
  IBOX: { count: 1, digits: 4 },
  F_NUMBER: { count: 1, digits: 3 },
  F_BIG: { count: 0, digits: null },
  F_SMALL: { count: 0, digits: null },
  F_ODD: { count: 0, digits: null },
  F_EVEN: { count: 0, digits: null },
  // The sum of the three digits, 0–27, written without leading zeros.
  F_SUM: { count: 1, digits: null },
  ...(Object.fromEntries(kenoBetTypes.map((t) => [t, { count: spotsOf(t), digits: 2, distinct: true }])) as Record<
    KenoBetType,
    { count: number; digits: number; distinct: boolean }
  >),
};

/** Checks a bet's numbers: null when valid, else the error code (`lottery.numbers_invalid` / `_duplicate`). */
export const checkNumbers = (betType: BetType, numbers: string[]): 'lottery.numbers_invalid' | 'lottery.numbers_duplicate' | null => {
  const shape = betShape[betType];
  if (numbers.length !== shape.count) return 'lottery.numbers_invalid';
  for (const n of numbers) {
    if (!/^\d+$/.test(n)) return 'lottery.numbers_invalid';
    if (shape.digits !== null && n.length !== shape.digits) return 'lottery.numbers_invalid';
    if (betType === 'F_SUM' && (!/^(0|[1-9]\d?)$/.test(n) || Number(n) > 27)) return 'lottery.numbers_invalid';
    if (isKeno(betType) && !isKenoNumber(n)) return 'lottery.numbers_invalid';
  }
  if (shape.distinct && new Set(numbers).size !== numbers.length) return 'lottery.numbers_duplicate';
  return null;
};

/** The ranks a bet type's odds are kept per (4D), or a single line otherwise. */
export const isRanked = (betType: BetType) => betType === 'BIG' || betType === 'SMALL' || betType === 'IBOX';

/** Σ odds × hits of a ticket against a result (thousandths of the stake, before the iBox division). */
export const multiplier = (betType: BetType, numbers: string[], odds: number[], result: Result): bigint => {
  const { nums, ranks, sorted } = flatten(result);
  // Keno pays the line of its hit count (odds[hits]).
  if (isKeno(betType)) return BigInt(odds[kenoHits(numbers, nums)] ?? 0);
  const o = BigInt(odds[0] ?? 0);
  const tailCount = (x: string) => nums.filter((n) => n.length >= x.length && n.endsWith(x)).length;
  const special = nums[0] ?? '';
  const tail2 = special.slice(-2);
  const n0 = numbers[0] ?? '';
  const digitSum = [...special].reduce((s, c) => s + Number(c), 0);
  switch (betType) {
    case 'LO2':
    case 'LO3':
    case 'LO4':
      return o * BigInt(tailCount(n0));
    case 'DE':
      return tail2 === n0 ? o : 0n;
    case 'DAU':
      return tail2.slice(0, 1) === n0 ? o : 0n;
    case 'DUOI':
      return tail2.slice(1) === n0 ? o : 0n;
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return numbers.every((x) => tailCount(x) > 0) ? o : 0n;
    case 'DA':
      return o * BigInt(Math.min(tailCount(numbers[0] ?? ''), tailCount(numbers[1] ?? '')));
    case 'BIG':
    case 'SMALL':
    case 'IBOX': {
      let sum = 0n;
      const key = betType === 'IBOX' ? sortDigits(n0) : n0;
      const against = betType === 'IBOX' ? sorted : nums;
      against.forEach((n, i) => {
        if (n === key) sum += BigInt(odds[SEA_RANKS.indexOf(ranks[i]!)] ?? 0);
      });
      return sum;
    }
    case 'F_NUMBER':
      return special === n0 ? o : 0n;
    case 'F_SUM':
      return digitSum === Number(n0) ? o : 0n;
    case 'F_BIG':
      return digitSum >= 14 ? o : 0n;
    case 'F_SMALL':
      return digitSum <= 13 ? o : 0n;
    case 'F_ODD':
      return digitSum % 2 === 1 ? o : 0n;
    case 'F_EVEN':
      return digitSum % 2 === 0 ? o : 0n;
  }
};

/** The divisor of a ticket's prize: the distinct orders of an iBox number, 1 for everything else. */
export const perms = (betType: BetType, numbers: string[]) => (betType === 'IBOX' ? permutations(numbers[0] ?? '') : 1);

/** A ticket's payout in minor units (0 when it loses). */
export const payoutOf = (ticket: { betType: BetType; numbers: string[]; stake: bigint; odds: number[] }, result: Result): bigint =>
  (ticket.stake * multiplier(ticket.betType, ticket.numbers, ticket.odds, result)) /
  (1000n * BigInt(perms(ticket.betType, ticket.numbers)));

/**
 * Default odds (thousandths of the stake per hit) a merchant starts from; operators change them per merchant.
 * 4D lines are per rank in SEA_RANKS order.
 */
export const defaultOdds: Record<BetType, number[]> = {
  LO2: [3_500],
  LO3: [40_000],
  LO4: [400_000],
  DE: [80_000],
  DAU: [8_000],
  DUOI: [8_000],
  XIEN2: [15_000],
  XIEN3: [60_000],
  XIEN4: [200_000],
  DA: [25_000],
  BIG: [2_500_000, 1_000_000, 500_000, 200_000, 60_000],
  SMALL: [3_500_000, 2_000_000, 1_000_000, 0, 0],
  IBOX: [2_500_000, 1_000_000, 500_000, 200_000, 60_000],
  F_NUMBER: [900_000],
  F_BIG: [1_950],
  F_SMALL: [1_950],
  F_ODD: [1_950],
  F_EVEN: [1_950],
  F_SUM: [30_000],
  ...kenoPayTables,
};
