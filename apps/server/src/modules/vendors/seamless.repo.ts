import type { ErrorCode } from '@wl/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawOf, statement } from '../../core/statements';
import { gameSessions, type vendorRounds, vendorSecrets } from '../../db/schema';

/**
 * What a seamless_* function answers: the answer to send (`replayed` when the call's key was seen before with the same
 * body: the stored answer, nothing moved again), or a refusal (with a value to send with it).
 */
export type FnAnswer<A> = { answer: A; replayed?: boolean } | { error: ErrorCode; value?: A };
type Rows<A> = Promise<{ r: FnAnswer<A> }[]>;

/** A money call as the seamless_* functions take it: the ledger's fingerprint and body hash come from the service. */
export type MoneyCall = {
  vendor: string;
  txId: string;
  /** The game session's token hash; null when the vendor names the player instead (`player`: credits, wins, rollbacks). */
  tokenHash: string | null;
  player: { merchantId: number; memberId: number } | null;
  fingerprint: string;
  bodyHash: string;
  at: Date;
  shards: number;
};

/** The end of the round a win closes with it (its key and fingerprint, as `endRound` sends them), or none. */
export type RoundEnd = { txId: string; fingerprint: string } | null;

// Each call is one prepared statement: a seamless call is one round trip (the functions are in db/functions).
const betSql = statement('seamless_bet', 'SELECT seamless_bet($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10, $11) AS r');
const endRoundSql = statement('seamless_end_round', 'SELECT seamless_end_round($1, $2, $3, $4, $5, $6) AS r');
const storeRoundSql = statement(
  'vendor_round_store',
  `WITH ins AS (
     INSERT INTO vendor_rounds (merchant_id, member_id, vendor, round_id, game_code, stake, payout, detail, proof, created_at, transfer)
     VALUES ($1, $2, $3, $4, $5, $6::bigint, $7::bigint, $8::jsonb, $9::jsonb, $10, $11) ON CONFLICT DO NOTHING
     RETURNING id, merchant_id, member_id, vendor, round_id, game_code, stake, payout, created_at, transfer),
   ev AS (
     INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
     SELECT i.merchant_id, 'bet.settled', i.member_id, i.vendor || ':VR' || i.id,
       jsonb_build_object('vendor', i.vendor, 'txId', 'VR' || i.id, 'betTxId', 'VR' || i.id, 'roundId', i.round_id,
         'gameCode', i.game_code, 'category', g.category, 'stake', i.stake::text, 'payout', i.payout::text,
         'validBet', i.stake::text), i.created_at
     FROM ins i
     LEFT JOIN games g ON g.merchant_id = i.merchant_id AND g.vassalage = i.vendor AND g.game_code = i.game_code
     WHERE i.transfer
     RETURNING 1)
   SELECT id FROM ins`,
);
const rollbackSql = statement('seamless_rollback', 'SELECT seamless_rollback($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) AS r');
const balanceSql = statement('seamless_balance', 'SELECT seamless_balance($1, $2, $3, $4, $5, $6, $7) AS r');
const winSql = statement('seamless_win', 'SELECT seamless_win($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10, $11, $12, $13) AS r');
const betWinSql = statement(
  'seamless_bet_win',
  'SELECT seamless_bet_win($1, $2, $3, $4, $5, $6, $7::bigint, $8::bigint, $9, $10, $11, $12, $13) AS r',
);
const creditSql = statement(
  'seamless_credit',
  'SELECT seamless_credit($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10, $11, $12, $13) AS r',
);
const winRoundSql = statement('seamless_win_round', 'SELECT seamless_win_round($1, $2, $3, $4, $5::bigint, $6, $7, $8, $9, $10, $11) AS r');
/**
 * A win and the end of its round in one statement, so one transaction (issue 34: Caleta's and Hub88's wins carry
 * `round_closed`). The win runs first (the subquery is kept apart by OFFSET 0); the round is closed only when the win
 * answered (fresh or replayed), under its own key, and its outcome does not change the win's answer.
 */
const winEndSql = statement(
  'seamless_win_end',
  `SELECT w.r, CASE WHEN w.r ? 'answer' THEN seamless_end_round($1, $14, $3, $5, $15, $9) END AS e
   FROM (SELECT seamless_win($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10, $11, $12, $13) AS r OFFSET 0) w`,
);
const winRoundEndSql = statement(
  'seamless_win_round_end',
  `SELECT w.r, CASE WHEN w.r ? 'answer' THEN seamless_end_round($1, $12, $3, $4, $13, $8) END AS e
   FROM (SELECT seamless_win_round($1, $2, $3, $4, $5::bigint, $6, $7, $8, $9, $10, $11) AS r OFFSET 0) w`,
);

/** The player a call names instead of a token (p_merchant, p_member of the functions that take one), or two NULLs. */
const playerArgs = (c: MoneyCall) => [c.player?.merchantId ?? null, c.player?.memberId ?? null];
/** What every money call passes after its own fields: the fingerprint, the ledger's body hash, the time, the shards. */
const callArgs = (c: MoneyCall) => [c.fingerprint, c.bodyHash, c.at, c.shards];
/** The end of round a win closes with it: its key and fingerprint, after the win's own arguments. */
const endArgs = (end: RoundEnd) => (end ? [end.txId, end.fingerprint] : []);

/** The seamless wallet's SQL; its rules (sessions, replays, money) are the seamless_* SQL functions. */
export const createSeamlessRepo = (db: Db) => {
  const raw = rawOf(db);
  return {
    secretOf: async (vendor: string) =>
      (await db.select({ s: vendorSecrets.secret }).from(vendorSecrets).where(eq(vendorSecrets.vendor, vendor)))[0]?.s ?? null,

    /** The balance of a session's player (`tokenHash`), or with a null hash of the merchant's member `player`. */
    balance: <A>(
      vendor: string,
      tokenHash: string | null,
      live: boolean,
      txId: string | null,
      at: Date,
      player: { merchantId: number; memberId: number } | null = null,
    ): Rows<A> => raw(balanceSql, [vendor, tokenHash, live, txId, at, player?.merchantId ?? null, player?.memberId ?? null]),

    /** A bet; `closedRefused`: a bet on a round of the member that is settled already is refused (vendor.round_closed). */
    bet: <A>(c: MoneyCall & { roundId: string; gameCode: string | null; amount: string; closedRefused: boolean }): Rows<A> =>
      raw(betSql, [
        c.vendor,
        c.txId,
        c.tokenHash,
        c.roundId,
        c.gameCode,
        c.amount,
        c.fingerprint,
        c.bodyHash,
        c.at,
        c.shards,
        c.closedRefused,
      ]),

    /** A win; `jackpot`: the round hit its game's pool, which is paid to the member in the same call. */
    win: <A>(c: MoneyCall & { betTxId: string; roundId: string | null; amount: string; jackpot: boolean }, end: RoundEnd = null): Rows<A> =>
      raw(end ? winEndSql : winSql, [
        c.vendor,
        c.txId,
        c.tokenHash,
        c.betTxId,
        c.roundId,
        c.amount,
        ...callArgs(c),
        ...playerArgs(c),
        c.jackpot,
        ...endArgs(end),
      ]),

    /** A bet (`txId`, `bodyHash`) and its win (`winTxId`, `winHash`) in one call: both or neither. */
    betWin: <A>(
      c: MoneyCall & { winTxId: string; winHash: string; roundId: string; gameCode: string | null; stake: string; payout: string },
    ): Rows<A> =>
      raw(betWinSql, [
        c.vendor,
        c.txId,
        c.winTxId,
        c.tokenHash,
        c.roundId,
        c.gameCode,
        c.stake,
        c.payout,
        c.fingerprint,
        c.bodyHash,
        c.winHash,
        c.at,
        c.shards,
      ]),

    credit: <A>(c: MoneyCall & { roundId: string | null; gameCode: string | null; amount: string; reason: string }): Rows<A> =>
      raw(creditSql, [c.vendor, c.txId, c.tokenHash, c.roundId, c.gameCode, c.amount, c.reason, ...callArgs(c), ...playerArgs(c)]),

    winByRound: <A>(c: MoneyCall & { roundId: string; amount: string }, end: RoundEnd = null): Rows<A> =>
      raw(end ? winRoundEndSql : winRoundSql, [
        c.vendor,
        c.txId,
        c.tokenHash,
        c.roundId,
        c.amount,
        ...callArgs(c),
        ...playerArgs(c),
        ...endArgs(end),
      ]),

    rollback: <A>(c: MoneyCall & { betTxId: string; roundId: string | null }): Rows<A> =>
      raw(rollbackSql, [c.vendor, c.txId, c.tokenHash, c.betTxId, c.roundId, ...callArgs(c), ...playerArgs(c)]),

    /** The game session a vendor's token names (any age: a round report may follow a long round). */
    sessionOf: async (vendor: string, tokenHash: string) =>
      (
        await db
          .select({
            merchantId: gameSessions.merchantId,
            memberId: gameSessions.memberId,
            gameCode: gameSessions.gameCode,
            transfer: gameSessions.transfer,
          })
          .from(gameSessions)
          .where(and(eq(gameSessions.tokenHash, tokenHash), eq(gameSessions.vendor, vendor)))
      )[0] ?? null,

    /**
     * A round report, kept once: a repeat of the same round (a vendor's retry) stores nothing new. A round of a
     * transfer-wallet session (`transfer`: the merchant's switch of the vendor at its launch) never passed the seamless
     * wallet, so its report is the bet: the same statement writes its `bet.settled` (stake, payout, valid bet, category
     * from the catalogue), which reports, rebates, missions, VIP and agents count as any other bet's. A seamless
     * session's report only adds details: its bet already wrote the event.
     */
    storeRound: async (v: typeof vendorRounds.$inferInsert & { at: Date }) =>
      (
        await raw(storeRoundSql, [
          v.merchantId,
          v.memberId,
          v.vendor,
          v.roundId,
          v.gameCode,
          String(v.stake),
          String(v.payout),
          JSON.stringify(v.detail),
          JSON.stringify(v.proof),
          v.at,
          v.transfer ?? false,
        ])
      ).length === 1,

    endRound: <A>(c: Omit<MoneyCall, 'bodyHash' | 'shards'> & { roundId: string }): Rows<A> =>
      raw(endRoundSql, [c.vendor, c.txId, c.tokenHash, c.roundId, c.fingerprint, c.at]),
  };
};
