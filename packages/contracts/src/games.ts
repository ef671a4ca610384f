import { z } from 'zod';

/** Launch `accountType`: 1 real money, 0 free play (facts.md, Games). */
export const launchAccountTypes = { REAL: 1, FREE: 0 } as const;

const text = (max: number) => z.string().trim().max(max);

/**
 * GET /wps/game/launchGame and /wps/relay/GCS_gameLaunchFB. The game is named by its node id (the catalogue game id);
 * the lottery parameters are accepted as given and passed to the vendor adapter.
 */
export const launchGameQuery = z.object({
  nodeId: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    ),
  accountType: z.enum(['0', '1']).default('1').transform(Number),
  lottoArea: text(32).optional(),
  launchMode: text(32).optional(),
  lottoPrizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']).optional(),
  lottoGameCode: text(64).optional(),
  lottoView: text(32).optional(),
  device: z.enum(['WEB', 'MOBILE', 'H5', 'APP']).optional(),
  backUrl: text(512).optional(),
  language: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,5}$/)
    .optional(),
});
export type LaunchGameQuery = z.infer<typeof launchGameQuery>;

/**
 * GET /wps/relay/GCS_gameTrialLaunch: a visitor's free-play launch (no session), where the merchant offers free play
 * (FREEPLAY3) and the game's vendor does (its `freeplay`); the game plays with play money. Answers as launchGame, with
 * `accountType` 0.
 */
export const trialLaunchQuery = launchGameQuery.pick({ nodeId: true, device: true, backUrl: true, language: true });
export type TrialLaunchQuery = z.infer<typeof trialLaunchQuery>;

export const launchGameValue = z.object({
  content: z.object({ game_url: z.string() }),
  vendor: z.string(),
  /** The game's name from the catalogue, in the language the game was opened in (English where it has no other). */
  gameName: z.string(),
  gameCode: z.string(),
  accountType: z.number().int(),
  expiresAt: z.string(),
});
export type LaunchGameValue = z.infer<typeof launchGameValue>;

/** Vendor transaction and round ids: what outside vendors send, bounded. */
const txId = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/);
/** Minor units as a decimal string (never a float on the wire). */
const minor = z.string().regex(/^\d{1,15}$/);
const vendorToken = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);

export const vendorParams = z.object({ vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
export const vendorAuthBody = z.object({ token: vendorToken });
export const vendorBetBody = z.object({ token: vendorToken, txId, roundId: txId, gameCode: z.string().max(64).optional(), amount: minor });
/** `jackpot: 'hit'`: the round hit the jackpot of the pool its game feeds; the operator pays the pool (decision 033). */
export const vendorWinBody = z.object({
  token: vendorToken,
  txId,
  betTxId: txId,
  roundId: txId.optional(),
  amount: minor,
  jackpot: z.literal('hit').optional(),
});
export const vendorRollbackBody = z.object({ token: vendorToken, txId, betTxId: txId, roundId: txId.optional() });
export const vendorEndRoundBody = z.object({ token: vendorToken, txId, roundId: txId });
/**
 * A played round's report (demo studio, issue 15): what was staked and returned, the game's details and the
 * provably-fair proof (seed hash shown before the round, the seed after it), for the member's betting record.
 */
export const vendorRoundBody = z.object({
  token: vendorToken,
  roundId: txId,
  gameCode: z.string().max(64),
  stake: minor,
  payout: minor,
  detail: z.record(z.string(), z.unknown()),
  proof: z.object({
    serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
    serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
    clientSeed: z.string().max(64),
    nonce: z.number().int().min(0),
  }),
});
export const vendorRoundValue = z.object({ roundId: z.string(), stored: z.boolean() });
export type VendorRoundBody = z.infer<typeof vendorRoundBody>;

export const vendorBalanceValue = z.object({ playerId: z.string(), currency: z.string(), balance: z.string() });
/** `jackpot`: on a win that hit a jackpot, what the pool paid beside the win (minor units). */
export const vendorTxValue = vendorBalanceValue.extend({ txId: z.string(), jackpot: z.string().optional() });
export type VendorBalanceValue = z.infer<typeof vendorBalanceValue>;
export type VendorTxValue = z.infer<typeof vendorTxValue>;

/** House games: the game session token from the launch's game_url names the session being played. */
export const houseTokenQuery = z.object({ token: vendorToken });
/** The nonce is part of the commitment so the player sees every input of the round before it (with their client seed). */
export const houseCommitValue = z.object({
  gameCode: z.string(),
  /** The catalogue's name of the game in the caller's language: the same name the lobby shows. */
  gameName: z.string(),
  serverSeedHash: z.string(),
  nonce: z.number().int(),
});
export type HouseCommitValue = z.infer<typeof houseCommitValue>;

const stake = z.number().int().min(1).max(1_000_000_000);
export const housePlayBody = z.object({
  token: vendorToken,
  clientSeed: z.string().regex(/^[\x21-\x7e]{1,64}$/),
  bet: z.discriminatedUnion('game', [
    z.object({ game: z.literal('slot'), stake, lines: z.number().int().min(1).max(50) }),
    z.object({ game: z.literal('dice'), stake, target: z.number().int().min(1).max(9999), direction: z.enum(['under', 'over']) }),
    z.object({
      game: z.literal('baccarat'),
      bets: z.object({
        player: stake.optional(),
        banker: stake.optional(),
        tie: stake.optional(),
        playerPair: stake.optional(),
        bankerPair: stake.optional(),
      }),
    }),
  ]),
});
export type HousePlayBody = z.infer<typeof housePlayBody>;
export const housePlayValue = z.object({
  roundId: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  /** The slot round hit the jackpot: what the pool paid beside the payout (decision 033). */
  jackpot: z.string().optional(),
  balance: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  fairness: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
  nextServerSeedHash: z.string(),
});
export type HousePlayValue = z.infer<typeof housePlayValue>;
