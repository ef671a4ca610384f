import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { NewDomainEvent } from '../outbox';
import { AppError } from '../../core/app-error';
import { type Clock, systemClock } from '../../core/clock';
import { monthPartitions, monthsBack, retireMonths } from '../../core/month-partitions.repo';
import { rowsOf, toBig } from '../../core/sql';
import { isRetryable, rethrowSql } from '../../core/sql-errors';
import { createLedgerRepo, type TransferGuard } from './ledger.repo';

/** System accounts: each merchant has one of each, allowed below zero (they mirror money outside the site). */
export const systemAccounts = [
  'DEPOSIT_CLEARING',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_PAYOUT',
  'VENDOR_FLOAT',
  'GAME_BETS',
  'PROMOTION_EXPENSE',
  'COMMISSION_EXPENSE',
  'ADJUSTMENT',
] as const;
export type SystemAccount = (typeof systemAccounts)[number];

/** A member wallet (MAIN, or a transfer-wallet vendor code) or a system account (optionally one of its shards). */
export type AccountRef = { memberId: number; wallet?: string } | { system: SystemAccount; shard?: number };

/** GAME_BETS is posted to on every bet and win, so it is split: a member's bets go to shard (member id mod this). */
export const GAME_BET_SHARDS = 64;
export const gameBetsOf = (memberId: number): AccountRef => ({ system: 'GAME_BETS', shard: memberId % GAME_BET_SHARDS });
export type Posting = { account: AccountRef; amount: bigint };

export type TransferInput = {
  idempotencyKey: string;
  merchantId: number;
  postings: Posting[];
  kind: string;
  ref?: string | null;
  meta?: Record<string, unknown>;
  /**
   * Business writes that must commit or roll back with the money (a state change, a notice). Runs in the ledger's
   * transaction after the postings, only the first time (never on a replay); throwing refuses the whole transfer.
   */
  within?: (tx: Db, result: TransferResult) => Promise<void>;
  /**
   * The domain event this transfer is (deposit credited, transfer completed…): written by the same statement, so it
   * exists exactly when the money moved, and never on a replay. Its payload gains the transfer id.
   */
  event?: NewDomainEvent;
  /** A check run after the wallet locks in the same statement, which needs `event`; see TransferGuard. */
  guard?: TransferGuard;
};

export type PostingResult = {
  accountId: number;
  memberId: number | null;
  code: string;
  amount: bigint;
  balanceBefore: bigint;
  balanceAfter: bigint;
};
export type TransferResult = {
  transferId: number;
  replayed: boolean;
  kind: string;
  ref: string | null;
  createdAt: Date;
  postings: PostingResult[];
};

const MAX_ATTEMPTS = 12;
const MAX_AMOUNT = 10n ** 15n;
const refKey = (a: AccountRef) =>
  'system' in a ? `S:${a.system}${a.shard ? `#${a.shard}` : ''}` : `M:${a.memberId}:${a.wallet ?? 'MAIN'}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The ledger's month-partitioned tables (issue 37): transfers and their postings share each transfer's created_at. */
const HISTORY = [
  ['ledger_transfers', 'created_at'],
  ['ledger_postings', 'created_at'],
] as const;
const MONTHS_AHEAD = 3;

/**
 * The only way money moves. One call = one journal transfer whose postings sum to zero; it is idempotent by key
 * (a replay answers the first result and moves nothing; the same key with another body is refused), locks the
 * touched accounts in ascending id order, refuses to take a member wallet below zero, and retries lost races inside.
 */
export const createLedgerService = (deps: { db: Db; now?: Clock }) => {
  const { db } = deps;
  const now = deps.now ?? systemClock;
  const repo = createLedgerRepo(db);
  const transferMonths = monthPartitions(db, ...HISTORY[0]);
  const postingMonths = monthPartitions(db, ...HISTORY[1]);
  // Account ids and merchant currencies never change once created, so every server copy may cache them.
  const accountIds = new Map<string, number>();
  const currencies = new Map<number, string>();

  const currencyOf = async (merchantId: number) => {
    const hit = currencies.get(merchantId);
    if (hit) return hit;
    const c = await repo.currencyOf(merchantId);
    if (!c) throw new AppError('resource.not_found');
    currencies.set(merchantId, c);
    return c;
  };

  /** Finds or opens an account; a member of another merchant has no account here (resource.not_found). */
  const accountId = async (merchantId: number, ref: AccountRef): Promise<number> => {
    const key = `${merchantId}|${refKey(ref)}`;
    const hit = accountIds.get(key);
    if (hit) return hit;
    const currency = await currencyOf(merchantId);
    const found =
      'system' in ref
        ? await repo.systemAccountId(merchantId, ref.system, currency, ref.shard ?? 0)
        : await repo.memberAccountId(merchantId, ref.memberId, ref.wallet ?? 'MAIN', currency);
    const id = found ? Number(found) : null;
    if (!id) throw new AppError('resource.not_found');
    accountIds.set(key, id);
    return id;
  };

  const loadTransfer = async (exec: Db, id: number, replayed: boolean): Promise<TransferResult> => {
    const { header: t, postings: ps } = await repo.transferById(exec, id);
    return {
      transferId: id,
      replayed,
      kind: t?.kind ?? '',
      ref: t?.ref ?? null,
      createdAt: new Date(t?.created_at ?? 0),
      postings: ps.map((p) => ({
        accountId: Number(p.account_id),
        memberId: p.member_id == null ? null : Number(p.member_id),
        code: String(p.code),
        amount: toBig(p.amount),
        balanceBefore: toBig(p.balance_before),
        balanceAfter: toBig(p.balance_after),
      })),
    };
  };

  const validate = (input: TransferInput) => {
    if (!input.idempotencyKey || input.idempotencyKey.length > 160) throw new AppError('request_param_err');
    if (input.postings.length < 2) throw new AppError('ledger.invalid');
    let sum = 0n;
    for (const p of input.postings) {
      if (typeof p.amount !== 'bigint' || p.amount === 0n || p.amount > MAX_AMOUNT || p.amount < -MAX_AMOUNT)
        throw new AppError('ledger.invalid');
      sum += p.amount;
    }
    if (sum !== 0n) throw new AppError('ledger.invalid');
  };

  const hashOf = (input: TransferInput) =>
    createHash('sha256')
      .update(JSON.stringify([input.kind, input.ref ?? null, input.postings.map((p) => [refKey(p.account), p.amount.toString()])]))
      .digest('hex');

  /** One call of the ledger function on `exec` (the pool, or the transaction that also runs `within`). */
  const call = (exec: Db, input: TransferInput, ids: number[], bodyHash: string) =>
    repo.transfer(exec, {
      merchantId: input.merchantId,
      idempotencyKey: input.idempotencyKey,
      bodyHash,
      kind: input.kind,
      ref: input.ref ?? null,
      meta: input.meta ?? {},
      accountIds: ids,
      amounts: input.postings.map((p) => p.amount),
      event: input.event,
      guard: input.guard,
    });

  const resultOf = (res: unknown, input: TransferInput): TransferResult => {
    const rows = rowsOf<Record<string, unknown>>(res);
    return {
      transferId: Number(rows[0]?.o_transfer_id),
      replayed: rows[0]?.o_replayed === true,
      kind: input.kind,
      ref: input.ref ?? null,
      createdAt: new Date(),
      postings: rows.map((p) => ({
        accountId: Number(p.o_account_id),
        memberId: p.o_member_id == null ? null : Number(p.o_member_id),
        code: String(p.o_code),
        amount: toBig(p.o_amount),
        balanceBefore: toBig(p.o_before),
        balanceAfter: toBig(p.o_after),
      })),
    };
  };

  /**
   * One attempt. Without business writes the function runs alone, in one round trip (its own transaction);
   * with them, inside a transaction that also runs `within`, so both commit or neither does.
   */
  const attempt = async (input: TransferInput, ids: number[], bodyHash: string): Promise<TransferResult> => {
    try {
      if (!input.within) return resultOf({ rows: await call(db, input, ids, bodyHash) }, input);
      const within = input.within;
      return await db.transaction(async (tx) => {
        const result = resultOf({ rows: await call(tx, input, ids, bodyHash) }, input);
        if (!result.replayed) await within(tx, result);
        return result;
      });
    } catch (err) {
      return rethrowSql(err);
    }
  };

  /** The account ids of a transfer run inside a caller's transaction: read through it, cached only when known before. */
  const idsWithin = async (tx: Db, input: TransferInput) => {
    const txRepo = createLedgerRepo(tx);
    let currency = currencies.get(input.merchantId);
    if (!currency) currency = (await txRepo.currencyOf(input.merchantId)) ?? undefined;
    if (!currency) throw new AppError('resource.not_found');
    const ids: number[] = [];
    for (const { account: ref } of input.postings) {
      const hit = accountIds.get(`${input.merchantId}|${refKey(ref)}`);
      const found =
        hit ??
        ('system' in ref
          ? await txRepo.systemAccountId(input.merchantId, ref.system, currency, ref.shard ?? 0)
          : await txRepo.memberAccountId(input.merchantId, ref.memberId, ref.wallet ?? 'MAIN', currency));
      if (!found) throw new AppError('resource.not_found');
      ids.push(Number(found));
    }
    return ids;
  };

  return {
    /** Makes the transfers' and postings' month partitions from this month through `ahead` months on (a leased job). */
    makeMonths: async (ahead = MONTHS_AHEAD) => {
      const transfers = await transferMonths.ensure(now(), ahead);
      return { months: [...transfers, ...(await postingMonths.ensure(now(), ahead))] };
    },
    /**
     * Retires the months ended `months` whole months before this one (LEDGER_RETENTION_MONTHS; a leased job): each
     * moved whole to the `archive` schema, its postings' sums carried by their accounts (ledger_months_retire).
     */
    retireMonths: (months: number) => retireMonths(db, 'ledger', monthsBack(now(), months)),
    /** The month partitions of the transfers and of the postings, oldest first. */
    months: async () => ({
      transfers: await transferMonths.list(),
      postings: await postingMonths.list(),
    }),
    accountId,

    /**
     * One transfer inside the caller's transaction `tx` (an outbox consumer's batch, so the money commits with its
     * checkpoint): the same rules and idempotency by key, but no retries of its own (a lost race fails the
     * transaction, whose owner runs it again) and no `within` (the caller writes its other effects with `tx`).
     * Accounts are opened through `tx` too, so nothing waits on a second connection.
     */
    transferIn: async (tx: Db, input: Omit<TransferInput, 'within'>): Promise<TransferResult> => {
      validate(input);
      const ids = await idsWithin(tx, input);
      try {
        return resultOf({ rows: await call(tx, input, ids, hashOf(input)) }, input);
      } catch (err) {
        return rethrowSql(err);
      }
    },

    transfer: async (input: TransferInput): Promise<TransferResult> => {
      validate(input);
      const bodyHash = hashOf(input);
      const ids: number[] = [];
      for (const p of input.postings) ids.push(await accountId(input.merchantId, p.account));
      for (let n = 1; ; n++) {
        try {
          return await attempt(input, ids, bodyHash);
        } catch (err) {
          if (!isRetryable(err) || n >= MAX_ATTEMPTS) throw err;
          await sleep(Math.random() * 5 * n);
        }
      }
    },

    /** Balances of a member's wallets (MAIN first); wallets never touched read as absent. */
    balances: async (merchantId: number, memberId: number) =>
      (await repo.balances(merchantId, memberId)).map((r) => ({ wallet: r.code, balance: toBig(r.balance) })),

    systemBalance: async (merchantId: number, account: SystemAccount) => {
      const balance = await repo.systemBalance(merchantId, account);
      return balance != null ? toBig(balance) : 0n;
    },

    /** Looks a transfer up by key (e.g. before a retry after a time-out). */
    byKey: async (merchantId: number, idempotencyKey: string) => {
      const id = await repo.transferIdByKey(merchantId, idempotencyKey);
      return id != null ? loadTransfer(db, Number(id), true) : null;
    },
  };
};
export type LedgerService = ReturnType<typeof createLedgerService>;
