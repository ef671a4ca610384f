import { z } from 'zod';
import { wholeNumber } from './whole-number';

/** Vendor categories (spec section 3). */
export const gameCategories = ['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const;
export type GameCategory = (typeof gameCategories)[number];
export const gameCategorySchema = z.enum(gameCategories);

/** RNG sub-types: scratch, video poker, jackpot, table games, arcade, bingo (BG only where the TY language is supported). */
export const rngSubTypes = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type RngSubType = (typeof rngSubTypes)[number];

/** Page sizes of spec section 9: home 12, other pages 24, favourites 999; the list call caps at 100. */
export const PAGE_SIZE_HOME = 12;
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
export const FAVOURITES_PAGE_SIZE = 999;
export const ANNOUNCEMENTS_PAGE_SIZE = 9;
export const WINNER_LIMIT = 20;
/** Slot minimum-bet hint (spec section 9): a stake of 1 (whole currency unit) or more, 25 lines or more. */
export const SLOT_MIN_BET = { amount: 1, lines: 25 } as const;
export const HOME_SECTION_CAP = 5;
/** The special vendor group appears, and the nav drop-down turns large, above this many vendors. */
export const LARGE_VENDOR_COUNT = 10;

const pageNo = wholeNumber(z.number().int().min(1).max(100000)).default(1);
const lang = z.string().max(8).optional();
const clientType = wholeNumber(z.number().int().min(0).max(9)).optional();
const platform = z.string().max(24).optional();
const code = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);

export const vendorItem = z.object({
  cardId: z.number().int(),
  id: z.number().int(),
  gameType: gameCategorySchema,
  accountTypeId: z.number().int(),
  accountTypeName: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  seamlessStatus: z.boolean(),
  maintenance: z.boolean(),
  isGame: z.enum(['VASSALAGE', 'GAME']),
  freeplay: z.boolean(),
  icons: z.object({ icon: z.string(), largeIcon: z.string() }),
  isNew: z.boolean(),
  isHot: z.boolean(),
  gameCount: z.number().int(),
  sort: z.number().int(),
});
export type VendorItem = z.infer<typeof vendorItem>;

/** A category of the menu: `title` (translated), `gameCategory`, its vendor `cards` and the sub-types on offer. */
export const vendorCategory = z.object({
  gameCategory: gameCategorySchema,
  title: z.string(),
  cards: z.array(vendorItem),
  gameClassify: z.array(z.enum(rngSubTypes)),
});
export type VendorCategory = z.infer<typeof vendorCategory>;

export const gameMenusValue = z.array(vendorCategory);
export type GameMenusValue = z.infer<typeof gameMenusValue>;
/** The menu's own query: only the language (the Language header otherwise). */
export const gameMenusQuery = z.object({ language: lang });
export const gameVendorQuery = z.object({
  platform,
  merchantCode: code.optional(),
  flush: z.enum(['true', 'false', '0', '1']).optional(),
  language: lang,
});
export const gameVendorValue = z.object({ data: z.object({ lanes: z.array(vendorCategory) }) });
export type GameVendorValue = z.infer<typeof gameVendorValue>;

export const gameCard = z.object({
  nodeId: z.number().int(),
  nodeName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  gameType: gameCategorySchema,
  gameClassify: z.enum(rngSubTypes).nullable(),
  vassalage: z.string(),
  vendorName: z.string(),
  isGame: z.enum(['VASSALAGE', 'GAME']),
  showIcon: z.boolean(),
  iconUrl: z.string(),
  lagerIcon: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  maintenance: z.boolean(),
  /** Its vendor offers free play (GCS_gameTrialLaunch), where the merchant does too. */
  freeplay: z.boolean(),
  sort: z.number().int(),
});
export type GameCard = z.infer<typeof gameCard>;

export const gameListQuery = z.object({
  clientType,
  platform,
  merchant: code.optional(),
  gameType: gameCategorySchema.optional(),
  vassalage: code.optional(),
  gameClassify: z.enum(rngSubTypes).optional(),
  keyword: z.string().trim().max(64).optional(),
  /** Only the games of vendors that play on this wallet: seamless (the /seamless page) or their own transfer wallets. */
  wallet: z.enum(['seamless', 'transfer']).optional(),
  pageNo,
  pageSize: wholeNumber(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(PAGE_SIZE_DEFAULT),
  language: lang,
});
export type GameListQuery = z.input<typeof gameListQuery>;
export const gameListValue = z.object({
  games: z.array(gameCard),
  totalPages: z.number().int(),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValue>;

export const hotGamesQuery = z.object({ merchant: code.optional(), platform, language: lang, gameType: gameCategorySchema.optional() });
export const listValue = z.object({ list: z.array(gameCard) });
export type ListValue = z.infer<typeof listValue>;

export const vassGameTypeQuery = z.object({ vassalage: code, gameType: gameCategorySchema.optional(), language: lang });
export const vassGameTypeValue = z.object({ list: z.array(z.object({ gameClassify: z.enum(rngSubTypes), count: z.number().int() })) });
export type VassGameTypeValue = z.infer<typeof vassGameTypeValue>;

/** A JSON body's nodeId: a number, or a string of digits (clients send both); never coerced from true, [] or "1e3". */
const nodeIdValue = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1),
  );
export const nodeIdBody = z.object({ nodeId: nodeIdValue });
export const favouriteIdsValue = z.object({ nodeIds: z.array(z.number().int()) });
export type FavouriteIdsValue = z.infer<typeof favouriteIdsValue>;
export const favouriteListQuery = z.object({
  clientType,
  platform,
  language: lang,
  gameType: gameCategorySchema.optional(),
  pageNo,
  pageSize: wholeNumber(z.number().int().min(1).max(FAVOURITES_PAGE_SIZE)).default(FAVOURITES_PAGE_SIZE),
});
export const favouriteListValue = z.object({
  content: z.array(gameCard),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavouriteListValue = z.infer<typeof favouriteListValue>;
export const favouriteChangeValue = z.object({ nodeId: z.number().int(), favourite: z.boolean() });
export type FavouriteChangeValue = z.infer<typeof favouriteChangeValue>;

export const recentQuery = z.object({ language: lang, limit: wholeNumber(z.number().int().min(1).max(50)).default(20) });

export const rankListQuery = z.object({
  category: z.union([z.literal('ALL'), gameCategorySchema]).default('ALL'),
  language: lang,
  limit: wholeNumber(z.number().int().min(1).max(50)).default(WINNER_LIMIT),
});
export const winnerItem = z.object({
  customerName: z.string(),
  /** Minor units as a string (money never travels as a float); format with formatMinor. */
  winAmount: z.string(),
  gameName: z.string(),
  gameType: gameCategorySchema,
  time: z.string(),
});
export type WinnerItem = z.infer<typeof winnerItem>;
export const rankListValue = z.object({ list: z.array(winnerItem), currencyDecimals: z.number().int() });
export type RankListValue = z.infer<typeof rankListValue>;

export const popularQuery = z.object({
  gameType: gameCategorySchema.optional(),
  language: lang,
  limit: wholeNumber(z.number().int().min(1).max(50)).default(12),
});

/**
 * GLS2_roomList: the rooms of a card game (`nodeId`), or the live tables of a live vendor (`vassalage`) with their
 * state as the vendor's lobby reports it. One of the two is given.
 */
export const roomListQuery = z
  .object({
    nodeId: wholeNumber(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    ).optional(),
    vassalage: code.optional(),
    language: lang,
  })
  .refine((q) => (q.nodeId === undefined) !== (q.vassalage === undefined), { message: 'nodeId or vassalage' });
export const roomItem = z.object({
  roomId: z.number().int(),
  name: z.string(),
  /** Stake limits in minor units. */
  minBet: z.string(),
  maxBet: z.string(),
  players: z.number().int(),
  /** A live table: the game that opens it (launched by this nodeId); null for a card game's room. */
  nodeId: z.number().int().nullable(),
  /** A live table's round: taking bets, or showing its result; null for a card game's room. */
  phase: z.enum(['BETTING', 'RESULT']).nullable(),
  /** When the round's betting closes (ISO); null for a card game's room. */
  closesAt: z.string().nullable(),
  /** The previous round's result as players read it ("BANKER", "17", "3-4-6"); null before the first or for a room. */
  lastResult: z.string().nullable(),
});
export type RoomItem = z.infer<typeof roomItem>;
export const roomListValue = z.object({ list: z.array(roomItem) });
export type RoomListValue = z.infer<typeof roomListValue>;

/**
 * GCSGAME_getGameMatchV2: the fixtures of the sports or esports vendors (one vendor with `vassalage`), as their feeds
 * list them now. Each match names the game (`nodeId`) its entrance opens; `odds` are the main market's prices in
 * hundredths (1X2 for sports, the series winner for esports), null once betting on the match has closed.
 */
export const gameMatchQuery = z.object({
  gameType: z.enum(['SPORTS', 'ESPORTS']).default('SPORTS'),
  vassalage: code.optional(),
  language: lang,
});
export const gameMatchItem = z.object({
  matchId: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  nodeId: z.number().int(),
  gameCode: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  status: z.enum(['PRE', 'LIVE', 'ENDED', 'ABANDONED']),
  minute: z.number().int(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  market: z.string(),
  odds: z.record(z.string(), z.number().int()).nullable(),
});
export const gameMatchValue = z.object({ list: z.array(gameMatchItem) });
export type GameMatchValue = z.infer<typeof gameMatchValue>;

/**
 * VIS_getJackpot: the merchant's jackpot pools (one vendor's with `vassalage`), each with the money in it now (minor
 * units, from the ledger), the share of each stake its games put in (`contributionBps`, hundredths of a percent) and
 * the games (node ids) that feed it and show it.
 */
export const jackpotQuery = z.object({ vassalage: code.optional(), language: lang });
export const jackpotPool = z.object({
  poolId: z.number().int(),
  name: z.string(),
  vendor: z.string(),
  amount: z.string(),
  currency: z.string(),
  contributionBps: z.number().int(),
  nodeIds: z.array(z.number().int()),
  /** The vendor's codes of those games (a game page knows its code). */
  gameCodes: z.array(z.string()),
});
export const jackpotValue = z.object({ list: z.array(jackpotPool) });
export type JackpotValue = z.infer<typeof jackpotValue>;
