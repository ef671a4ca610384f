import { z } from 'zod';
import { dayWindows } from './day-windows';
import { minorString } from './wallet';
import { wholeNumber } from './whole-number';

/**
 * The house lottery (issue 14): games, draws, bets, tickets, results and odds as both sides see them. Money is a
 * string of minor units; odds are whole thousandths of the stake paid per hit (`oddsMilli` 99000 = 99 × the stake).
 */

/**
 * Draw formats: VN regional draws, SEA 4D, the fast house games (a 3-digit draw every few minutes) and keno (20
 * numbers of 1–80 drawn every few minutes).
 */
export const lotteryFormats = ['VN_NORTH', 'VN_SOUTH', 'VN_CENTRAL', 'SEA_4D', 'FAST', 'KENO'] as const;
export type LotteryFormat = (typeof lotteryFormats)[number];

/** Prize modes of the original (facts.md): LOTT and ZY are the lott mode, ELOTT the e-lottery, SEA the 4D games. */
export const lotteryPrizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof lotteryPrizeModes)[number];

/** The vendor a lottery game is listed under: it decides the page it opens (launch-rules.ts). */
export const lotteryVassalages = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'QQKENO'] as const;

/** scheduled → open (betting) → closed (cut-off passed) → drawn (result known) → settled; voided from any but settled. */
export const drawStates = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'voided'] as const;
export type DrawState = (typeof drawStates)[number];

/**
 * Bet types. VN: LO2/LO3/LO4 (bao lô, paid once per prize whose tail matches), DE (đề: the special prize's last two
 * digits), DAU/DUOI (đầu/đuôi: the tens / units digit of the special prize's tail), XIEN2/3/4 (every number among the
 * 2-digit tails, paid once), DA (đá: two numbers, paid per complete pair = the lesser of their appearances).
 * SEA 4D: BIG (every prize rank), SMALL (1st, 2nd, 3rd only), IBOX (any order of the digits; the prize is divided by
 * the number of distinct orders; also sold as iPerm). FAST: F_NUMBER (the 3 digits exactly), F_BIG (sum 14–27),
 * F_SMALL (0–13), F_ODD, F_EVEN (parity of the sum), F_SUM (the sum exactly). KENO: KENO1…KENO10, as many numbers of
 * 01–80 as the digit says, paid by the pay table line of the number of them drawn (house-games keno.ts).
 */
export const lotteryBetTypes = [
  'LO2',
  'LO3',
  'LO4',
  'DE',
  'DAU',
  'DUOI',
  'XIEN2',
  'XIEN3',
  'XIEN4',
  'DA',
  'BIG',
  'SMALL',
  'IBOX',
  'F_NUMBER',
  'F_BIG',
  'F_SMALL',
  'F_ODD',
  'F_EVEN',
  'F_SUM',
  'KENO1',
  'KENO2',
  'KENO3',
  'KENO4',
  'KENO5',
  'KENO6',
  'KENO7',
  'KENO8',
  'KENO9',
  'KENO10',
] as const;
export type LotteryBetType = (typeof lotteryBetTypes)[number];

/** Which bet types each format sells. */
export const betTypesOf: Record<LotteryFormat, readonly LotteryBetType[]> = {
  VN_NORTH: ['LO2', 'LO3', 'LO4', 'DE', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4', 'DA'],
  VN_SOUTH: ['LO2', 'LO3', 'LO4', 'DE', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4', 'DA'],
  VN_CENTRAL: ['LO2', 'LO3', 'LO4', 'DE', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4', 'DA'],
  SEA_4D: ['BIG', 'SMALL', 'IBOX'],
  FAST: ['F_NUMBER', 'F_BIG', 'F_SMALL', 'F_ODD', 'F_EVEN', 'F_SUM'],
  KENO: ['KENO1', 'KENO2', 'KENO3', 'KENO4', 'KENO5', 'KENO6', 'KENO7', 'KENO8', 'KENO9', 'KENO10'],
};

/**
 * Prize ranks, best first. VN: DB = special (giải đặc biệt), G1…G8; SEA: P1–P3, STARTER, CONSOLATION; FAST: N; KENO:
 * the 20 numbers drawn.
 */
export const lotteryRanks = [
  'DB',
  'G1',
  'G2',
  'G3',
  'G4',
  'G5',
  'G6',
  'G7',
  'G8',
  'P1',
  'P2',
  'P3',
  'STARTER',
  'CONSOLATION',
  'N',
  'KENO',
] as const;
export type LotteryRank = (typeof lotteryRanks)[number];

export const lotteryPrize = z.object({
  rank: z.enum(lotteryRanks),
  numbers: z
    .array(z.string().regex(/^\d{1,6}$/))
    .min(1)
    .max(20),
});
export type LotteryPrize = z.infer<typeof lotteryPrize>;
export const lotteryResult = z.array(lotteryPrize).min(1).max(20);
export type LotteryResult = z.infer<typeof lotteryResult>;

const gameCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);

export const lotteryDrawSummary = z.object({
  drawId: z.number().int(),
  gameCode: z.string(),
  /** The draw's number as players read it: yyyymmdd-seq. */
  numero: z.string(),
  state: z.enum(drawStates),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** Seconds until betting closes (0 once closed), by the server's clock at the answer. */
  countdownSeconds: z.number().int(),
  serverTime: z.string(),
  /** SHA-256 of the draw's server seed, published while betting is open (house draws). */
  seedHash: z.string().nullable(),
});
export type LotteryDrawSummary = z.infer<typeof lotteryDrawSummary>;

export const lotteryGame = z.object({
  gameCode: z.string(),
  name: z.string(),
  format: z.enum(lotteryFormats),
  prizeMode: z.enum(lotteryPrizeModes),
  vassalage: z.enum(lotteryVassalages),
  /** The route the game opens (/vnLottery, /seaLottery, /lottery) with its gameCode. */
  route: z.string(),
  /** Minutes between draws (fast games); null for daily/weekly schedules. */
  intervalMinutes: z.number().int().nullable(),
  /** Weekdays (0 = Sunday) the game draws on (VN stations, SEA 4D). */
  weekdays: z.array(z.number().int().min(0).max(6)),
  /** The VN region or null. */
  region: z.enum(['NORTH', 'SOUTH', 'CENTRAL']).nullable(),
  /** True when results are entered by operators from an official draw; false for provably-fair house draws. */
  official: z.boolean(),
  cutoffSeconds: z.number().int(),
  betTypes: z.array(z.enum(lotteryBetTypes)),
  nextDraw: lotteryDrawSummary.nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

export const lotteryDrawResult = lotteryDrawSummary.extend({
  result: lotteryResult.nullable(),
  /** Revealed with the result (house draws). */
  serverSeed: z.string().nullable(),
});
export type LotteryDrawResult = z.infer<typeof lotteryDrawResult>;

export const lotteryGamesQuery = z.object({ prizeMode: z.enum(lotteryPrizeModes).optional(), language: z.string().max(8).optional() });
export const lotteryGamesValue = z.object({ games: z.array(lotteryGame) });

/** VN menus: the stations grouped by region, each tagged accountTypeName TCG_LOTTO_VN (spec section 3). */
export const vnMenuQuery = z.object({ prizeMode: z.enum(lotteryPrizeModes).optional(), device: z.string().max(16).optional() });
export const vnMenu = z.object({
  region: z.enum(['NORTH', 'SOUTH', 'CENTRAL']),
  accountTypeName: z.literal('TCG_LOTTO_VN'),
  gameMenus: z.array(lotteryGame),
});
export const vnMenusValue = z.object({ menus: z.array(vnMenu) });
export const vnRecentValue = z.object({ games: z.array(lotteryGame) });
/** The registry's recentLottGame: every area's games, optionally of one prize mode. */
export const recentGamesQuery = z.object({ prizeMode: z.enum(lotteryPrizeModes).optional() });

export const openedQuery = z.object({ gameCode: gameCode.optional(), prizeMode: z.enum(lotteryPrizeModes).optional() });
export const openedValue = z.object({ draws: z.array(lotteryDrawResult) });

/**
 * A game's draws. Without a window: its results, newest first. With one (spec section 9): the previous 7 or 30 days'
 * draws up to now, newest first, or the next 7 or 30 days' draws from now, soonest first (the draw schedule ahead).
 */
export const drawHistoryQuery = z.object({
  gameCode,
  window: z.enum(dayWindows).optional(),
  pageNo: wholeNumber(z.number().int().min(1).max(10000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(100)).default(20),
});
export const drawHistoryValue = z.object({ draws: z.array(lotteryDrawResult), pageNo: z.number().int(), totalPages: z.number().int() });

/** The registry's lottoDraw (/lgw/draw/code/<gameCode>): the game's latest result and its next draw. */
export const drawByCodeParams = z.object({ gameCode });
export const drawByCodeValue = z.object({
  gameCode: z.string(),
  serverTime: z.string(),
  latest: lotteryDrawResult.nullable(),
  next: lotteryDrawSummary.nullable(),
});
export type DrawByCodeValue = z.infer<typeof drawByCodeValue>;

export const nearDrawsQuery = z.object({ gameCode, count: wholeNumber(z.number().int().min(1).max(20)).default(5) });
export const nearDrawsValue = z.object({ serverTime: z.string(), draws: z.array(lotteryDrawSummary) });

/** Trends: how often each 2-digit tail (VN), digit (4D, FAST) came in the last `draws` results, and since when not. */
export const trendsQuery = z.object({ gameCode, draws: wholeNumber(z.number().int().min(1).max(100)).default(30) });
export const trendsValue = z.object({
  draws: z.number().int(),
  numbers: z.array(z.object({ number: z.string(), count: z.number().int(), drawsSinceSeen: z.number().int().nullable() })),
});

export const verifyParams = z.object({ drawId: idParam });
export const verifyValue = z.object({
  drawId: z.number().int(),
  gameCode: z.string(),
  format: z.enum(lotteryFormats),
  official: z.boolean(),
  seedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  result: lotteryResult.nullable(),
  /** The result replayed from the revealed seed; null while not revealed or for official draws. */
  replayed: lotteryResult.nullable(),
  /** SHA-256(serverSeed) equals the published hash AND the replay equals the result. */
  verified: z.boolean(),
});

export const oddsEntry = z.object({
  betType: z.enum(lotteryBetTypes),
  /** For rank-dependent types (4D): the rank this line pays; null = any rank. */
  rank: z.enum(lotteryRanks).nullable(),
  /** Keno: the number of hits this line pays (its pay table has a line for 0…spots hits); absent otherwise. */
  hits: z.number().int().min(0).max(10).nullable().optional(),
  oddsMilli: z.number().int().min(0).max(1_000_000_000),
});
export type OddsEntry = z.infer<typeof oddsEntry>;
export const stakeLimits = z.object({
  minStake: minorString,
  maxStakePerNumber: minorString,
  maxStakePerDraw: minorString,
});
export const oddsQuery = z.object({ gameCode });
export const oddsValue = z.object({ gameCode: z.string(), entries: z.array(oddsEntry), limits: stakeLimits });

export const MAX_BETS_PER_SLIP = 50;
export const MAX_CHASE_DRAWS = 50;

export const betLine = z.object({
  betType: z.enum(lotteryBetTypes),
  /** Digit strings; empty for the fast games' big/small/odd/even; up to ten for keno. */
  numbers: z.array(z.string().regex(/^\d{1,4}$/)).max(10),
  stake: minorString,
});
export type BetLine = z.infer<typeof betLine>;

export const placeBetsBody = z.object({
  gameCode,
  /** The draw to bet on; the first open draw when left out. */
  drawId: idParam.optional(),
  /** The client's id for this slip: a retry with the same id places nothing twice. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  bets: z.array(betLine).min(1).max(MAX_BETS_PER_SLIP),
  /** Chase: the same bets on this many consecutive draws (this one included); stop on win skips the rest once one wins. */
  chase: z.object({ draws: z.number().int().min(2).max(MAX_CHASE_DRAWS), stopOnWin: z.boolean() }).optional(),
});
export type PlaceBetsBody = z.infer<typeof placeBetsBody>;

export const ticketStates = ['OPEN', 'WON', 'LOST', 'REFUNDED', 'CANCELLED'] as const;
export const lotteryTicket = z.object({
  ticketId: z.number().int(),
  drawId: z.number().int(),
  numero: z.string(),
  gameCode: z.string(),
  betType: z.enum(lotteryBetTypes),
  numbers: z.array(z.string()),
  stake: minorString,
  oddsMilli: z.number().int(),
  payout: minorString.nullable(),
  /** OPEN until settled; CANCELLED = a chase ticket skipped after a win (stake returned). */
  state: z.enum(ticketStates),
  chaseId: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryTicket = z.infer<typeof lotteryTicket>;

export const placeBetsValue = z.object({
  tickets: z.array(lotteryTicket),
  totalStake: minorString,
  balance: minorString,
  chaseId: z.number().int().nullable(),
});

export const ticketsQuery = z.object({
  gameCode: gameCode.optional(),
  state: z.enum(ticketStates).optional(),
  pageNo: wholeNumber(z.number().int().min(1).max(10000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(100)).default(20),
});
export const ticketsValue = z.object({ tickets: z.array(lotteryTicket), pageNo: z.number().int(), totalPages: z.number().int() });

// Operator calls.
export const opsDrawsQuery = z.object({ gameCode: gameCode.optional(), state: z.enum(drawStates).optional() });
export const opsDraw = lotteryDrawResult.extend({
  /** The entered result waiting for a second operator's confirmation. */
  pendingResult: lotteryResult.nullable(),
  enteredBy: z.string().nullable(),
  confirmedBy: z.string().nullable(),
});
export const opsDrawsValue = z.object({ draws: z.array(opsDraw) });
export const opsOddsBody = z.object({ gameCode, entries: z.array(oddsEntry).min(1).max(100), limits: stakeLimits.optional() });
export const opsResultBody = z.object({ result: lotteryResult });
export const opsVoidBody = z.object({ reason: z.string().min(1).max(200) });
