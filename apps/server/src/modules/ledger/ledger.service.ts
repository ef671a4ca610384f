import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawOf, statement } from '../../core/statements';
import type { NewDomainEvent } from '../outbox';
import { AppError } from '../../core/app-error';
import { isRetryable, pgErrorCode, rowsOf, toBig } from '../../core/sql';

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

/**
 * The only way money moves. One call = one journal transfer whose postings sum to zero; it is idempotent by key
 * (a replay answers the first result and moves nothing; the same key with another body is refused), locks the
 * touched accounts in ascending id order, refuses to take a member wallet below zero, and retries lost races inside.
 */
const transferSql = statement(
  'ledger_transfer',
  'SELECT * FROM ledger_transfer($1, $2, $3, $4, $5, $6::jsonb, $7::bigint[], $8::bigint[])',
);

// The transfer and its event in one statement (one round trip on the pooled path): the data-modifying CTE runs once,
// and writes nothing when the transfer was a replay.
const transferWithEventSql = statement(
  'ledger_transfer_event',
  `WITH t AS (SELECT * FROM ledger_transfer($1, $2, $3, $4, $5, $6::jsonb, $7::bigint[], $8::bigint[])),
  e AS (INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload)
    SELECT $1, $9::text, $10::bigint, coalesce($11::text, min(t.o_transfer_id)::text), $12::jsonb || jsonb_build_object('transferId', min(t.o_transfer_id)::text)
    FROM t HAVING NOT bool_or(t.o_replayed))
  SELECT * FROM t`,
);

export const createLedgerService = (deps: { db: Db }) => {
  const { db } = deps;
  const raw = rawOf(db);
  // Account ids and merchant currencies never change once created, so every server copy may cache them.
  const accountIds = new Map<string, number>();
  const currencies = new Map<number, string>();

  const currencyOf = async (merchantId: number) => {
    const hit = currencies.get(merchantId);
    if (hit) return hit;
    const row = rowsOf<{ c: string }>(await db.execute(sql`SELECT currency_code AS c FROM merchants WHERE id = ${merchantId}`))[0];
    if (!row) throw new AppError('resource.not_found');
    currencies.set(merchantId, row.c);
    return row.c;
  };

  /** Finds or opens an account; a member of another merchant has no account here (resource.not_found). */
  const accountId = async (merchantId: number, ref: AccountRef): Promise<number> => {
    const key = `${merchantId}|${refKey(ref)}`;
    const hit = accountIds.get(key);
    if (hit) return hit;
    const currency = await currencyOf(merchantId);
    let rows: { id: string | number }[];
    if ('system' in ref) {
      const shard = ref.shard ?? 0;
      await db.execute(sql`INSERT INTO ledger_accounts (merchant_id, code, currency, allow_negative, shard)
        VALUES (${merchantId}, ${ref.system}, ${currency}, true, ${shard}) ON CONFLICT (merchant_id, code, shard) WHERE member_id IS NULL DO NOTHING`);
      rows = rowsOf(
        await db.execute(
          sql`SELECT id FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id IS NULL AND code = ${ref.system} AND shard = ${shard}`,
        ),
      );
    } else {
      const code = ref.wallet ?? 'MAIN';
      await db.execute(sql`INSERT INTO ledger_accounts (merchant_id, member_id, code, currency)
        SELECT ${merchantId}, id, ${code}, ${currency} FROM members WHERE id = ${ref.memberId} AND merchant_id = ${merchantId}
        ON CONFLICT (merchant_id, member_id, code) WHERE member_id IS NOT NULL DO NOTHING`);
      rows = rowsOf(
        await db.execute(
          sql`SELECT id FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id = ${ref.memberId} AND code = ${code}`,
        ),
      );
    }
    const id = rows[0] ? Number(rows[0].id) : null;
    if (!id) throw new AppError('resource.not_found');
    accountIds.set(key, id);
    return id;
  };

  const loadTransfer = async (exec: Db, id: number, replayed: boolean): Promise<TransferResult> => {
    const t = rowsOf<{ kind: string; ref: string | null; created_at: string | Date }>(
      await exec.execute(sql`SELECT kind, ref, created_at FROM ledger_transfers WHERE id = ${id}`),
    )[0];
    const ps = rowsOf<Record<string, unknown>>(
      await exec.execute(sql`SELECT p.account_id, a.member_id, a.code, p.amount, p.balance_before, p.balance_after
        FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.transfer_id = ${id} ORDER BY p.id`),
    );
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

  /**
   * The ledger function as one statement text: prepared on a pool connection (every transfer without business
   * writes), bound through the transaction handle when it runs with `within`.
   */
  const call = (exec: Db, input: TransferInput, ids: number[], bodyHash: string) => {
    const values: unknown[] = [
      input.merchantId,
      input.idempotencyKey,
      bodyHash,
      input.kind,
      input.ref ?? null,
      JSON.stringify(input.meta ?? {}),
      `{${ids.join(',')}}`,
      `{${input.postings.map((p) => p.amount.toString()).join(',')}}`,
    ];
    const e = input.event;
    if (e) values.push(e.type, e.subjectId ?? null, e.aggregateId ?? null, JSON.stringify(e.payload));
    return (exec === db ? raw : rawOf(exec))(e ? transferWithEventSql : transferSql, values);
  };

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
   * One attempt. Without business writes the function runs as its own statement (one round trip, its own
   * transaction); with them, inside a transaction that also runs `within`, so both commit or neither does.
   */
  const attempt = async (input: TransferInput, ids: number[], bodyHash: string): Promise<TransferResult> => {
    try {
      if (!input.within) return resultOf({ rows: await call(db, input, ids, bodyHash) }, input);
      const within = input.within;
      return await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const result = resultOf({ rows: await call(tx, input, ids, bodyHash) }, input);
        if (!result.replayed) await within(tx, result);
        return result;
      });
    } catch (err) {
      const code = pgErrorCode(err);
      if (code === 'WL402') throw new AppError('wallet.insufficient_funds');
      if (code === 'WL409') throw new AppError('ledger.idempotency_conflict');
      if (code === 'WL404') throw new AppError('resource.not_found');
      throw err;
    }
  };

  return {
    accountId,

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
    balances: async (merchantId: number, memberId: number) => {
      const rows = rowsOf<{ code: string; balance: unknown }>(
        await db.execute(
          sql`SELECT code, balance FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id = ${memberId} ORDER BY (code <> 'MAIN'), code`,
        ),
      );
      return rows.map((r) => ({ wallet: r.code, balance: toBig(r.balance) }));
    },

    systemBalance: async (merchantId: number, account: SystemAccount) => {
      const row = rowsOf<{ balance: unknown }>(
        await db.execute(
          sql`SELECT sum(balance)::text AS balance FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id IS NULL AND code = ${account}`,
        ),
      )[0];
      return row?.balance != null ? toBig(row.balance) : 0n;
    },

    /** Looks a transfer up by key (e.g. before a retry after a time-out). */
    byKey: async (merchantId: number, idempotencyKey: string) => {
      const row = rowsOf<{ id: string | number }>(
        await db.execute(sql`SELECT id FROM ledger_transfers WHERE merchant_id = ${merchantId} AND idempotency_key = ${idempotencyKey}`),
      )[0];
      return row ? loadTransfer(db, Number(row.id), true) : null;
    },
  };
};
export type LedgerService = ReturnType<typeof createLedgerService>;
