import { z } from 'zod';
import { wholeNumber } from './whole-number';
import { gameCategorySchema, rngSubTypes } from './catalogue';
import { historyRanges, minorString } from './wallet';

/** Betting records (personalHistoryCopy), personal profit and loss (personalProfit) and the winner board relay. */

export const betStatuses = ['all', 'pending', 'won', 'lost', 'refunded'] as const;
export type BetStatusFilter = (typeof betStatuses)[number];
/** A settled bet wins (payout above the stake), loses (below) or pushes (stake returned); refunded = rolled back. */
export const betResults = ['WIN', 'LOSS', 'PUSH', 'PENDING', 'REFUNDED'] as const;
export type BetResult = (typeof betResults)[number];
export const betStates = ['PENDING', 'SETTLED', 'REFUNDED'] as const;
export const BET_PAGE_SIZE_MAX = 100;

const vendorCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

export const betRecordsQuery = z.object({
  range: z.enum(historyRanges).default('7d'),
  vendor: vendorCode.optional(),
  category: gameCategorySchema.optional(),
  status: z.enum(betStatuses).default('all'),
  language: z.string().max(8).optional(),
  pageNo: wholeNumber(z.number().int().min(1).max(100000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(BET_PAGE_SIZE_MAX)).default(20),
});
export type BetRecordsQuery = z.infer<typeof betRecordsQuery>;

/** The provably-fair proof of a house round: enough for verify() from @wl/house-games. */
export const betProof = z.object({
  roundId: z.number().int(),
  serverSeedHash: z.string(),
  /** Revealed once the round is played; null while it is not. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  nonce: z.number().int(),
  bet: z.record(z.string(), z.unknown()).nullable(),
  outcome: z.record(z.string(), z.unknown()).nullable(),
});
export type BetProof = z.infer<typeof betProof>;

export const betRecord = z.object({
  txId: z.string(),
  vendor: z.string(),
  /** The vendor as a person knows it, in the asked language, as the wallets name it (its code if the merchant lists none). */
  vendorName: z.string(),
  roundId: z.string().nullable(),
  gameCode: z.string().nullable(),
  gameName: z.string(),
  category: gameCategorySchema.nullable(),
  /** The sub-type tab the game is listed under in its category (RNG: table games, arcade, …); null for none. */
  gameClassify: z.enum(rngSubTypes).nullable(),
  stake: minorString,
  /** Null until settled (and for a refunded bet, whose stake went back). */
  payout: minorString.nullable(),
  /** Payout minus stake; null while pending, 0 when refunded. */
  net: minorString.nullable(),
  result: z.enum(betResults),
  status: z.enum(betStates),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  proof: betProof.nullable(),
});
export type BetRecord = z.infer<typeof betRecord>;

/** Totals of every bet the filter matches (not just the page): stake, payout and net count settled bets only. */
export const betTotals = z.object({
  count: z.number().int(),
  stake: minorString,
  payout: minorString,
  net: minorString,
  pendingStake: minorString,
});
export type BetTotals = z.infer<typeof betTotals>;

export const betRecordsValue = z.object({
  list: z.array(betRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totals: betTotals,
  currencyDecimals: z.number().int(),
});
export type BetRecordsValue = z.infer<typeof betRecordsValue>;

export const personalProfitQuery = z.object({ range: z.enum(historyRanges).default('7d'), language: z.string().max(8).optional() });

/** Settled bets only; profit is the member's (payout minus stake: positive = the member won). */
export const profitLine = z.object({ stake: minorString, payout: minorString, profit: minorString, betCount: z.number().int() });
export type ProfitLine = z.infer<typeof profitLine>;
export const personalProfitValue = z.object({
  /** Days (YYYY-MM-DD, UTC like the transaction history), newest first; only days with bets. */
  byDay: z.array(profitLine.extend({ date: z.string() })),
  byCategory: z.array(profitLine.extend({ category: gameCategorySchema.nullable() })),
  totals: profitLine,
  currencyDecimals: z.number().int(),
});
export type PersonalProfitValue = z.infer<typeof personalProfitValue>;

/** Masks a member's account for public boards: two first characters, stars, two last ("de***r1"). */
export const maskAccount = (account: string) => {
  const a = [...account];
  if (a.length <= 2) return `${a[0] ?? ''}***`;
  if (a.length <= 4) return `${a[0]}***${a.at(-1)}`;
  return `${a.slice(0, 2).join('')}***${a.slice(-2).join('')}`;
};
