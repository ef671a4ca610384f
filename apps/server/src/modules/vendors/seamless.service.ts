import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ErrorCode, VendorBalanceValue, VendorTxValue } from '@wl/contracts';
import { rawOf, statement } from '../../core/statements';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { GAME_BET_SHARDS, type LedgerService, type TransferResult, gameBetsOf } from '../ledger';
import { isRetryable, pgErrorCode } from '../../core/sql';
import { hashGameToken } from './launch.service';
import { type NewVendorTx, type SeamlessRepo, type VendorTx, createSeamlessRepo } from './seamless.repo';

type Session = NonNullable<Awaited<ReturnType<SeamlessRepo['sessionOf']>>>;
/** What a seamless call answers: the balance, with the call's transaction id for the money calls. */
export type VendorAnswer = VendorBalanceValue & { txId?: string };
type BetBody = { token: string; txId: string; roundId: string; gameCode?: string; amount: string };
type WinBody = { token: string; txId: string; betTxId: string; roundId?: string; amount: string };
type RollbackBody = { token: string; txId: string; betTxId: string; roundId?: string };
type EndRoundBody = { token: string; txId: string; roundId: string };

/** Thrown when a concurrent call changed the picture: the operation starts over and answers from what is stored. */
class Retry extends Error {}
const MAX_ROUNDS = 5;

export const signBody = (secret: string, raw: string) => createHmac('sha256', secret).update(raw).digest('hex');

type FastAnswer = { answer: VendorTxValue } | { error: ErrorCode; value?: VendorTxValue };
const betSql = statement('seamless_bet', 'SELECT seamless_bet($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10) AS r');
const endRoundSql = statement('seamless_end_round', 'SELECT seamless_end_round($1, $2, $3, $4, $5, $6) AS r');
const winSql = statement('seamless_win', 'SELECT seamless_win($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10) AS r');
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
export const createSeamlessService = (deps: { db: Db; ledger: LedgerService; now?: () => Date }) => {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createSeamlessRepo(db);
  const raw = rawOf(db);
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

  /** `live` calls (authenticate, bet) need an unexpired session and an active player; wins and rollbacks do not. */
  const session = async (vendor: string, token: string, live: boolean): Promise<Session> => {
    const s = await repo.sessionOf(vendor, hashGameToken(token));
    if (s?.accountType !== 1 || (live && s.expiresAt.getTime() <= now().getTime())) throw new AppError('vendor.session_invalid');
    if (live && s.status !== 'ACTIVE') throw new AppError('vendor.player_blocked');
    return s;
  };

  const mainBalance = async (s: Session) =>
    (await ledger.balances(s.merchantId, s.memberId)).find((b) => b.wallet === 'MAIN')?.balance ?? 0n;
  const answer = (s: Session, balance: bigint): VendorBalanceValue => ({
    playerId: String(s.memberId),
    currency: s.currency,
    balance: balance.toString(),
  });
  const txAnswer = (s: Session, balance: bigint, txId: string): VendorTxValue => ({ ...answer(s, balance), txId });
  const memberAfter = (s: Session, r: TransferResult) => r.postings.find((p) => p.memberId === s.memberId)?.balanceAfter ?? 0n;

  /** A stored answer for a repeated id, or the duplicate-transaction error when the repeat says something else. */
  const replay = (row: VendorTx, fingerprint: string): VendorTxValue => {
    if (row.fingerprint !== fingerprint) throw new AppError('vendor.duplicate_transaction');
    return row.response as VendorTxValue;
  };

  /** Runs one attempt after another until no concurrent call interferes (a lost unique-index race, a moved bet). */
  const keyed = async (vendor: string, txId: string, fingerprint: string, run: () => Promise<VendorTxValue>): Promise<VendorTxValue> => {
    for (let n = 1; ; n++) {
      const existing = await repo.tx(vendor, txId);
      if (existing?.state === 'TOMBSTONE' && fingerprint.startsWith('BET|')) throw new AppError('vendor.bet_rolled_back');
      if (existing) return replay(existing, fingerprint);
      try {
        return await run();
      } catch (err) {
        const lostRace =
          err instanceof Retry || pgErrorCode(err) === '23505' || (err instanceof AppError && err.code === 'ledger.idempotency_conflict');
        if (n >= MAX_ROUNDS) throw err;
        if (!lostRace) {
          // A copy of this very call may have committed between our first look and the state we refused on
          // (the bet it rolled back now reads ROLLED_BACK): then the answer is that copy's, not a refusal.
          const stored = await repo.tx(vendor, txId);
          if (stored && stored.state !== 'TOMBSTONE') return replay(stored, fingerprint);
          throw err;
        }
      }
    }
  };

  const row = (s: Session, vendor: string, v: Omit<NewVendorTx, 'merchantId' | 'memberId' | 'vendor'>): NewVendorTx => ({
    merchantId: s.merchantId,
    memberId: s.memberId,
    vendor,
    ...v,
  });

  /** The bet a win or rollback refers to, only if it is this player's. */
  const betOf = async (s: Session, vendor: string, betTxId: string) => {
    const bet = await repo.tx(vendor, betTxId);
    return bet && bet.kind === 'BET' && bet.merchantId === s.merchantId && bet.memberId === s.memberId ? bet : null;
  };

  const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction(async (tx) => fn(tx as unknown as Db));

  /**
   * Runs a server-side seamless call until no concurrent call interferes (a lost unique-index race, a bet moved by a
   * rollback, a ledger key taken by a copy of this call): the next attempt finds what the winner stored.
   */
  const fast = async (vendor: string, txId: string, token: string, call: () => Promise<{ r: FastAnswer }[]>): Promise<VendorTxValue> => {
    for (let n = 1; ; n++) {
      try {
        const r = (await call())[0]?.r;
        if (!r) throw new Error('seamless function answered nothing');
        if ('answer' in r) return r.answer;
        throw new AppError(r.error, r.value ? { value: r.value } : {});
      } catch (err) {
        const code = pgErrorCode(err);
        // The ledger refused a debit the function's first check allowed: the next attempt answers from what is
        // stored now (a copy of this call that got there first, or the refusal with the balance).
        if (code === 'WL402' && n < MAX_ROUNDS) continue;
        if (code === 'WL402') {
          // The balance changed between the function's check and the ledger's: the refusal carries the balance now.
          const s = await session(vendor, token, false);
          throw new AppError('wallet.insufficient_funds', { value: txAnswer(s, await mainBalance(s), txId) });
        }
        const lostRace = code === 'WL498' || code === '23505' || code === 'WL409' || isRetryable(err);
        if (!lostRace || n >= MAX_ROUNDS) throw err;
      }
    }
  };

  return {
    verify,
    secretOf,

    authenticate: async (vendor: string, b: { token: string }) => {
      const s = await session(vendor, b.token, true);
      return answer(s, await mainBalance(s));
    },

    /** Read-only: answers the balance and writes nothing. */
    balance: async (vendor: string, b: { token: string }) => {
      const s = await session(vendor, b.token, false);
      return answer(s, await mainBalance(s));
    },

    /** One round trip: seamless_bet (migration 0010) checks, moves the stake and stores the answer. */
    bet: (vendor: string, b: BetBody) =>
      fast(vendor, b.txId, b.token, async () =>
        raw<{ r: FastAnswer }>(betSql, [
          vendor,
          b.txId,
          hashGameToken(b.token),
          b.roundId,
          b.gameCode ?? null,
          b.amount,
          `BET|${b.amount}|${b.roundId}`,
          bodyHash('GAME_BET', vendor, b.txId, `BET|${b.amount}|${b.roundId}`),
          now(),
          GAME_BET_SHARDS,
        ]),
      ),

    /** A win settles its bet; a zero win records the loss. Refused for an unknown bet and after a rollback. */
    win: (vendor: string, b: WinBody) =>
      fast(vendor, b.txId, b.token, async () =>
        raw<{ r: FastAnswer }>(winSql, [
          vendor,
          b.txId,
          hashGameToken(b.token),
          b.betTxId,
          b.roundId ?? null,
          b.amount,
          `WIN|${b.amount}|${b.betTxId}`,
          bodyHash('GAME_WIN', vendor, b.txId, `WIN|${b.amount}|${b.betTxId}`),
          now(),
          GAME_BET_SHARDS,
        ]),
      ),

    /**
     * Refunds an open bet. A rollback of an unknown bet is answered and leaves a tombstone so the bet is refused if
     * it arrives later; a rollback of a settled bet is refused.
     */
    rollback: (vendor: string, b: RollbackBody) =>
      keyed(vendor, b.txId, `ROLLBACK|${b.betTxId}`, async () => {
        const s = await session(vendor, b.token, false);
        const existing = await repo.tx(vendor, b.betTxId);
        if (existing && existing.kind !== 'BET') throw new AppError('vendor.bet_unknown');
        const bet = existing ? await betOf(s, vendor, b.betTxId) : null;
        if (existing && !bet) throw new AppError('vendor.bet_unknown');
        const record = (balance: bigint, roundId: string | null) =>
          row(s, vendor, {
            txId: b.txId,
            kind: 'ROLLBACK',
            betTxId: b.betTxId,
            roundId,
            fingerprint: `ROLLBACK|${b.betTxId}`,
            response: txAnswer(s, balance, b.txId),
          });
        if (!bet || bet.state === 'TOMBSTONE') {
          const balance = await mainBalance(s);
          const rows = [record(balance, b.roundId ?? null)];
          if (!bet)
            rows.push(
              row(s, vendor, {
                txId: b.betTxId,
                kind: 'BET',
                roundId: b.roundId ?? null,
                state: 'TOMBSTONE',
                fingerprint: 'TOMBSTONE',
                response: {},
              }),
            );
          await inTx((tx) => repo.insert(tx, rows));
          return txAnswer(s, balance, b.txId);
        }
        if (bet.state === 'SETTLED') throw new AppError('vendor.bet_settled');
        if (bet.state === 'ROLLED_BACK') throw new AppError('vendor.bet_rolled_back');
        const r = await ledger.transfer({
          idempotencyKey: `${vendor}:${b.txId}`,
          merchantId: s.merchantId,
          kind: 'GAME_ROLLBACK',
          ref: `${vendor}:${bet.roundId}`,
          meta: { vendor, txId: b.txId, betTxId: b.betTxId },
          postings: [
            { account: gameBetsOf(s.memberId), amount: -bet.amount },
            { account: { memberId: s.memberId }, amount: bet.amount },
          ],
          within: async (tx, res) => {
            if (!(await repo.moveBet(tx, bet.id, ['OPEN'], 'ROLLED_BACK', now()))) throw new Retry();
            await repo.insert(tx, [record(memberAfter(s, res), bet.roundId)]);
          },
        });
        if (r.replayed) throw new Retry();
        return txAnswer(s, memberAfter(s, r), b.txId);
      }),

    /** Closes a round: its open bets count as lost (settled), so they can no longer be rolled back. */
    endRound: (vendor: string, b: EndRoundBody) =>
      fast(vendor, b.txId, b.token, async () =>
        raw<{ r: FastAnswer }>(endRoundSql, [vendor, b.txId, hashGameToken(b.token), b.roundId, `END_ROUND|${b.roundId}`, now()]),
      ),
  };
};
export type SeamlessService = ReturnType<typeof createSeamlessService>;
