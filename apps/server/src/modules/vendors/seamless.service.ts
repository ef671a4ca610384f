import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { VendorBalanceValue, VendorRoundBody, VendorTxValue } from '@wl/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { monthPartitions, monthsBack, retireMonths } from '../../core/month-partitions.repo';
import { GAME_BET_SHARDS } from '../ledger';
import { appErrorOfSql, isRace } from '../../core/sql-errors';
import { hashGameToken } from './launch.service';
import { type FnAnswer, type MoneyCall, type RoundEnd, createSeamlessRepo } from './seamless.repo';

/** What a seamless call answers: the balance, with the call's transaction id for the money calls. */
export type VendorAnswer = VendorBalanceValue & { txId?: string; jackpot?: string };
/**
 * Whom a call is for: the player of a game session token, or — a vendor paying a player it names with no session
 * (issue 34: credits, wins and rollbacks, never a bet: a stake needs a live session) — a member of the merchant.
 */
export type SeamlessPayee = { token: string; player?: never } | { token?: never; player: { merchantId: number; memberId: number } };
type BetBody = { token: string; txId: string; roundId: string; gameCode?: string; amount: string };
/** What a bet may ask beside its body: `closedRoundRefused`, a bet on a round its payout settled is vendor.round_closed. */
export type SeamlessBetOptions = { closedRoundRefused?: boolean };
/** `jackpot: 'hit'`: the round hit the jackpot of its game's pool, paid with the win (seamless_win, decision 033). */
/** `endRoundTxId`: the win also ends its round under that key, in the same transaction (as `endRound` would). */
type WinBody = SeamlessPayee & { txId: string; betTxId: string; roundId?: string; amount: string; jackpot?: 'hit'; endRoundTxId?: string };
type RollbackBody = SeamlessPayee & { txId: string; betTxId: string; roundId?: string };
type EndRoundBody = { token: string; txId: string; roundId: string };
type BetWinBody = { token: string; betTxId: string; winTxId: string; roundId: string; gameCode?: string; stake: string; payout: string };
/** Why a vendor credits money with no bet before it. */
export type CreditReason = 'PROMO' | 'FREE_ROUNDS' | 'JACKPOT';
type CreditBody = SeamlessPayee & { txId: string; roundId?: string; gameCode?: string; amount: string; reason: CreditReason };
type WinRoundBody = SeamlessPayee & { txId: string; roundId: string; amount: string; endRoundTxId?: string };
/** A money call's answer; `replayed` when it is the stored answer of an earlier call with the same key and body. */
export type VendorTxAnswer = VendorTxValue & { replayed?: boolean };

const MAX_ROUNDS = 5;
/** A vendor's own ids (transaction, bet, round) are kept up to this length (issue 34). */
const MAX_ID = 128;

/** Ids a caller passes beside the HTTP schema (the protocols' wallet): 1 to 128 characters, else a request error. */
const checkIds = (...ids: (string | undefined)[]) => {
  for (const id of ids) if (id !== undefined && (id.length === 0 || id.length > MAX_ID)) throw new AppError('request_param_err');
};
/** A minor-unit amount as text (at most 18 digits, so it fits a bigint), normalised: `007` is `7`. */
const minorOf = (v: string) => {
  if (!/^\d{1,18}$/.test(v)) throw new AppError('request_param_err');
  return BigInt(v).toString();
};

export const signBody = (secret: string, raw: string) => createHmac('sha256', secret).update(raw).digest('hex');

type FastAnswer = FnAnswer<VendorTxValue>;
/** The ledger's body hash for a seamless call: the same call hashes the same, another body under the key differs. */
const bodyHash = (kind: string, vendor: string, txId: string, fingerprint: string) =>
  createHash('sha256').update(`${kind}|${vendor}|${txId}|${fingerprint}`).digest('hex');
/** Vendor secrets change rarely (a rotation takes effect within this time on every copy). */
const SECRET_CACHE_MS = 5000;

/**
 * The seamless wallet a vendor calls (reliability.md, "Game vendors"). Every call is keyed by (vendor, transaction
 * id): the first answer is stored with the money in one transaction, so a duplicate gets it back and moves nothing.
 * Money moves only through the ledger, between the member's main wallet and the merchant's GAME_BETS account.
 */
/** An end of round's fingerprint: its round (a repeat under the same key for another round is a duplicate). */
const endFingerprint = (roundId: string) => `END_ROUND|${roundId}`;
/** The end of round a win asks for, checked as an `endRound` call's ids are; none without a key or a round. */
const roundEnd = (txId: string | undefined, roundId: string | undefined): RoundEnd => {
  if (!txId || !roundId) return null;
  checkIds(txId);
  return { txId, fingerprint: endFingerprint(roundId) };
};

export const createSeamlessService = (deps: { db: Db; now?: () => Date }) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createSeamlessRepo(db);
  // Bets and rounds by month (issue 37): made ahead by the history-months job.
  const transactionMonths = monthPartitions(db, 'vendor_transactions', 'created_at');
  const secrets = new Map<string, { at: number; secret: Promise<string | null> }>();
  const secretOf = (vendor: string) => {
    const hit = secrets.get(vendor);
    if (hit && Date.now() - hit.at < SECRET_CACHE_MS) return hit.secret;
    const secret = repo.secretOf(vendor);
    // Only a found secret is kept: a vendor set up a moment later is not refused for the cache's lifetime.
    secret.then(
      (v) => v ?? secrets.delete(vendor),
      () => secrets.delete(vendor),
    );
    secrets.set(vendor, { at: Date.now(), secret });
    return secret;
  };

  const verify = async (vendor: string, body: string, signature: string) => {
    const secret = await secretOf(vendor);
    const want = Buffer.from(secret ? signBody(secret, body) : '0'.repeat(64), 'hex');
    const got = Buffer.from(/^[0-9a-fA-F]{64}$/.test(signature) ? signature : '', 'hex');
    if (!secret || got.length !== want.length || !timingSafeEqual(got, want)) throw new AppError('vendor.signature_invalid');
  };

  /** The session checks and the balance, in SQL like every other seamless rule (seamless_balance). */
  const balanceOf = async (vendor: string, who: SeamlessPayee, live: boolean, txId: string | null): Promise<VendorAnswer> => {
    const tokenHash = who.token === undefined ? null : hashGameToken(who.token);
    const r = (await repo.balance<VendorAnswer>(vendor, tokenHash, live, txId, now(), who.player ?? null))[0]?.r;
    if (!r) throw new AppError('system.error');
    if ('error' in r) throw new AppError(r.error);
    return r.answer;
  };

  /**
   * Runs a server-side seamless call until no concurrent call interferes (a lost unique-index race, a bet moved by a
   * rollback, a ledger key taken by a copy of this call): the next attempt finds what the winner stored.
   */
  const fast = async (vendor: string, txId: string, token: string, call: () => Promise<{ r: FastAnswer }[]>): Promise<VendorTxAnswer> => {
    for (let n = 1; ; n++) {
      try {
        const r = (await call())[0]?.r;
        if (!r) throw new AppError('system.error');
        // A replay is told to the protocols' wallet; the platform's own endpoints send the value's schema (no flag).
        if ('answer' in r) return r.replayed ? { ...r.answer, replayed: true } : r.answer;
        throw new AppError(r.error, r.value ? { value: r.value } : {});
      } catch (err) {
        const meaning = appErrorOfSql(err)?.code;
        // Player protection refused the stake (a block, a limit, a reality check waiting): the protocol's "player
        // blocked", with the reason for the operator's own house vendor to show the player.
        if (meaning?.startsWith('protection.')) throw new AppError('vendor.player_blocked', { value: { reason: meaning } });
        // The ledger refused a debit the function's first check allowed: the next attempt answers from what is
        // stored now (a copy of this call that got there first, or the refusal with the balance).
        if (meaning === 'wallet.insufficient_funds' && n < MAX_ROUNDS) continue;
        if (meaning === 'wallet.insufficient_funds') {
          // The balance changed between the function's check and the ledger's: the refusal carries the balance now.
          throw new AppError('wallet.insufficient_funds', { value: await balanceOf(vendor, { token }, false, txId) });
        }
        const lostRace = isRace(err, 'seamless');
        if (!lostRace || n >= MAX_ROUNDS) throw err;
      }
    }
  };

  /**
   * A money call (bet, win, rollback, end of round) through `fast`, with what every one of them passes: its key, the
   * session's token hash, the fingerprint of its body and the ledger's body hash of it, the time and the shards.
   */
  const money = async (
    kind: string,
    vendor: string,
    b: SeamlessPayee & { txId: string; betTxId?: string; roundId?: string },
    fingerprint: string,
    call: (c: MoneyCall) => Promise<{ r: FastAnswer }[]>,
  ) => {
    checkIds(b.txId, b.betTxId, b.roundId);
    return fast(vendor, b.txId, b.token ?? '', async () =>
      call({
        vendor,
        txId: b.txId,
        tokenHash: b.token === undefined ? null : hashGameToken(b.token),
        player: b.player ?? null,
        fingerprint,
        bodyHash: bodyHash(kind, vendor, b.txId, fingerprint),
        at: now(),
        shards: GAME_BET_SHARDS,
      }),
    );
  };

  return {
    /** Makes the vendors' transactions' month partitions from this month through `ahead` months on (a leased job). */
    makeMonths: async (ahead = 3) => ({ months: await transactionMonths.ensure(now(), ahead) }),
    /**
     * Retires the months ended `months` whole months before this one (BETS_RETENTION_MONTHS; a leased job), moved whole
     * to the `archive` schema; a month holding an open bet stays (vendor_months_retire).
     */
    retireMonths: (months: number) => retireMonths(db, 'bets', monthsBack(now(), months)),
    /** The month partitions of the vendors' transactions, oldest first. */
    months: () => transactionMonths.list(),
    verify,
    secretOf,

    authenticate: (vendor: string, b: { token: string }) => balanceOf(vendor, { token: b.token }, true, null),

    /**
     * Read-only: answers the balance and writes nothing. The player is the session's (its token, expired or not), or
     * the merchant's member a vendor names with no session (`player`, issue 34: a replayed credit answers the balance now).
     */
    balance: (vendor: string, b: SeamlessPayee) => balanceOf(vendor, b, false, null),

    /** One round trip: seamless_bet (migration 0010) checks, moves the stake and stores the answer. */
    bet: (vendor: string, b: BetBody, o: SeamlessBetOptions = {}) =>
      money('GAME_BET', vendor, b, `BET|${b.amount}|${b.roundId}`, (c) =>
        repo.bet<VendorTxValue>({
          ...c,
          roundId: b.roundId,
          gameCode: b.gameCode ?? null,
          amount: b.amount,
          closedRefused: o.closedRoundRefused === true,
        }),
      ),

    /** A win settles its bet; a zero win records the loss. Refused for an unknown bet and after a rollback. */
    win: (vendor: string, b: WinBody) =>
      money('GAME_WIN', vendor, b, `WIN|${b.amount}|${b.betTxId}${b.jackpot ? '|JP' : ''}`, (c) =>
        repo.win<VendorTxValue>(
          { ...c, betTxId: b.betTxId, roundId: b.roundId ?? null, amount: b.amount, jackpot: b.jackpot === 'hit' },
          roundEnd(b.endRoundTxId, b.roundId),
        ),
      ),

    /**
     * Refunds an open bet (seamless_rollback). A rollback of an unknown bet is answered and leaves a tombstone so the
     * bet is refused if it arrives later; a rollback of a settled bet is refused.
     */
    rollback: (vendor: string, b: RollbackBody) =>
      money('GAME_ROLLBACK', vendor, b, `ROLLBACK|${b.betTxId}`, (c) =>
        repo.rollback<VendorTxValue>({ ...c, betTxId: b.betTxId, roundId: b.roundId ?? null }),
      ),

    /**
     * A bet and its win in one call and one transaction (seamless_bet_win): both or neither. The bet's rules hold (a
     * live session, an active player, the stake within the balance, player protection); each id is keyed, and a
     * replay of the pair answers the stored answer with `replayed`.
     */
    betWin: async (vendor: string, b: BetWinBody) => {
      checkIds(b.winTxId);
      const stake = minorOf(b.stake);
      const payout = minorOf(b.payout);
      const fp = `BET_WIN|${stake}|${payout}|${b.roundId}|${b.betTxId}|${b.winTxId}`;
      return money('GAME_BET', vendor, { token: b.token, txId: b.betTxId, roundId: b.roundId }, fp, (c) =>
        repo.betWin<VendorTxValue>({
          ...c,
          winTxId: b.winTxId,
          winHash: bodyHash('GAME_WIN', vendor, b.winTxId, fp),
          roundId: b.roundId,
          gameCode: b.gameCode ?? null,
          stake,
          payout,
        }),
      );
    },

    /**
     * A credit with no bet (seamless_credit): a promotional win, free-round winnings, a jackpot. Accepted after the
     * session expired and for a blocked player, as a win; reports count its payout and no bet.
     */
    credit: async (vendor: string, b: CreditBody) => {
      const amount = minorOf(b.amount);
      return money('GAME_CREDIT', vendor, b, `CREDIT|${amount}|${b.reason}|${b.roundId ?? ''}`, (c) =>
        repo.credit<VendorTxValue>({ ...c, roundId: b.roundId ?? null, gameCode: b.gameCode ?? null, amount, reason: b.reason }),
      );
    },

    /** A win naming only its round (seamless_win_round): settles the member's open bets of the round, pays once. */
    winByRound: async (vendor: string, b: WinRoundBody) => {
      const amount = minorOf(b.amount);
      return money('GAME_WIN_ROUND', vendor, b, `WIN_ROUND|${amount}|${b.roundId}`, (c) =>
        repo.winByRound<VendorTxValue>({ ...c, roundId: b.roundId, amount }, roundEnd(b.endRoundTxId, b.roundId)),
      );
    },

    /**
     * A played round's report (details and proof) for the betting record. Off the money path: it moves nothing, so a
     * lost report costs only the details; the session's game is the one recorded, whatever the body says.
     */
    round: async (vendor: string, b: VendorRoundBody) => {
      const s = await repo.sessionOf(vendor, hashGameToken(b.token));
      if (!s) throw new AppError('vendor.session_invalid');
      const stored = await repo.storeRound({
        merchantId: s.merchantId,
        memberId: s.memberId,
        vendor,
        roundId: b.roundId,
        gameCode: s.gameCode,
        stake: BigInt(b.stake),
        payout: BigInt(b.payout),
        detail: b.detail,
        proof: b.proof,
        transfer: s.transfer,
        at: now(),
      });
      return { roundId: b.roundId, stored };
    },

    /** Closes a round: its open bets count as lost (settled), so they can no longer be rolled back. */
    endRound: (vendor: string, b: EndRoundBody) =>
      money('END_ROUND', vendor, b, endFingerprint(b.roundId), (c) => repo.endRound<VendorTxValue>({ ...c, roundId: b.roundId })),
  };
};
export type SeamlessService = ReturnType<typeof createSeamlessService>;
