import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawOf, statement } from '../../core/statements';
import { AppError } from '../../core/app-error';
import type { NewDomainEvent } from '../outbox';
import { rowsOf } from '../../core/sql';

/**
 * The ledger function as one statement text: prepared on a pool connection (every transfer without business
 * writes), bound through the transaction handle when it runs with business writes.
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

// The same, with the bonus rules' guard after the ledger function's locks (issue 33): one statement where a
// transaction of three (begin, the transfer, the check, commit) was. The guard's rows are joined so that it runs.
const transferWithEventBonusClearSql = statement(
  'ledger_transfer_event_bonus_clear',
  `WITH t AS (SELECT * FROM ledger_transfer($1, $2, $3, $4, $5, $6::jsonb, $7::bigint[], $8::bigint[])),
  g AS (SELECT bonus_clear_guard($1, $13::bigint) AS ok FROM t HAVING NOT bool_or(t.o_replayed)),
  e AS (INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload)
    SELECT $1, $9::text, $10::bigint, coalesce($11::text, min(t.o_transfer_id)::text), $12::jsonb || jsonb_build_object('transferId', min(t.o_transfer_id)::text)
    FROM t HAVING NOT bool_or(t.o_replayed))
  SELECT t.* FROM t LEFT JOIN g ON g.ok`,
);

/**
 * A check the ledger runs after its wallet locks, in the transfer's own statement: `bonusClearOf` refuses
 * (`bonus.wagering_unmet`) while that member has a bonus still wagering.
 */
export type TransferGuard = { bonusClearOf: number };

/** What one call of the ledger function needs: the accounts already resolved, in the order of the amounts. */
export type TransferCall = {
  merchantId: number;
  idempotencyKey: string;
  bodyHash: string;
  kind: string;
  ref: string | null;
  meta: Record<string, unknown>;
  accountIds: number[];
  amounts: bigint[];
  event?: NewDomainEvent;
  guard?: TransferGuard;
};

export type TransferHeader = { kind: string; ref: string | null; created_at: string | Date };

export const createLedgerRepo = (db: Db) => {
  const raw = rawOf(db);
  return {
    currencyOf: async (merchantId: number) =>
      rowsOf<{ c: string }>(await db.execute(sql`SELECT currency_code AS c FROM merchants WHERE id = ${merchantId}`))[0]?.c,

    /** Opens the system account (shard) if it is missing and answers its id. */
    systemAccountId: async (merchantId: number, code: string, currency: string, shard: number) => {
      await db.execute(sql`INSERT INTO ledger_accounts (merchant_id, code, currency, allow_negative, shard)
        VALUES (${merchantId}, ${code}, ${currency}, true, ${shard}) ON CONFLICT (merchant_id, code, shard) WHERE member_id IS NULL DO NOTHING`);
      return rowsOf<{ id: string | number }>(
        await db.execute(
          sql`SELECT id FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id IS NULL AND code = ${code} AND shard = ${shard}`,
        ),
      )[0]?.id;
    },

    /** Opens the member's wallet if it is missing and answers its id; none when the member is not the merchant's. */
    memberAccountId: async (merchantId: number, memberId: number, code: string, currency: string) => {
      await db.execute(sql`INSERT INTO ledger_accounts (merchant_id, member_id, code, currency)
        SELECT ${merchantId}, id, ${code}, ${currency} FROM members WHERE id = ${memberId} AND merchant_id = ${merchantId}
        ON CONFLICT (merchant_id, member_id, code) WHERE member_id IS NOT NULL DO NOTHING`);
      return rowsOf<{ id: string | number }>(
        await db.execute(
          sql`SELECT id FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND code = ${code}`,
        ),
      )[0]?.id;
    },

    /**
     * Runs the ledger function (with its event when there is one) on `exec`: the pool's prepared statement when
     * `exec` is this repo's handle, bound through the transaction when it is a transaction handle.
     */
    transfer: (exec: Db, c: TransferCall) => {
      const values: unknown[] = [
        c.merchantId,
        c.idempotencyKey,
        c.bodyHash,
        c.kind,
        c.ref,
        JSON.stringify(c.meta),
        `{${c.accountIds.join(',')}}`,
        `{${c.amounts.join(',')}}`,
      ];
      const e = c.event;
      if (e) values.push(e.type, e.subjectId ?? null, e.aggregateId ?? null, JSON.stringify(e.payload));
      // The guard rides on the event's statement: a guarded transfer without an event is a caller's mistake.
      if (c.guard && !e) throw new AppError('ledger.invalid');
      if (c.guard) values.push(c.guard.bonusClearOf);
      const st = c.guard ? transferWithEventBonusClearSql : e ? transferWithEventSql : transferSql;
      return (exec === db ? raw : rawOf(exec))<Record<string, unknown>>(st, values);
    },

    /** A stored transfer's header and its postings (with their accounts), in posting order. */
    transferById: async (exec: Db, id: number) => {
      const header = rowsOf<TransferHeader>(
        await exec.execute(sql`SELECT kind, ref, created_at FROM ledger_transfers WHERE id = ${id}`),
      )[0];
      const postings = rowsOf<Record<string, unknown>>(
        await exec.execute(sql`SELECT p.account_id, a.member_id, a.code, p.amount, p.balance_before, p.balance_after
        FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.transfer_id = ${id} ORDER BY p.id`),
      );
      return { header, postings };
    },

    transferIdByKey: async (merchantId: number, idempotencyKey: string) =>
      rowsOf<{ id: string | number }>(
        await db.execute(
          sql`SELECT transfer_id AS id FROM ledger_transfer_keys WHERE merchant_id = ${merchantId} AND idempotency_key = ${idempotencyKey}`,
        ),
      )[0]?.id,

    /** A member's wallets, MAIN first. */
    balances: async (merchantId: number, memberId: number) =>
      rowsOf<{ code: string; balance: unknown }>(
        await db.execute(
          sql`SELECT code, balance FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id = ${memberId} ORDER BY (code <> 'MAIN'), code`,
        ),
      ),

    /** The sum over a system account's shards, as text (null when it has none). */
    systemBalance: async (merchantId: number, code: string) =>
      rowsOf<{ balance: unknown }>(
        await db.execute(
          sql`SELECT sum(balance)::text AS balance FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id IS NULL AND code = ${code}`,
        ),
      )[0]?.balance,
  };
};

/** Each invariant (ledger.invariants.ts) as the query that lists the rows breaking it. */
const invariantChecks: [string, ReturnType<typeof sql>][] = [
  ['sum per currency is zero', sql`SELECT currency, sum(amount)::text AS s FROM ledger_postings GROUP BY currency HAVING sum(amount) <> 0`],
  [
    'sum per transfer is zero',
    sql`SELECT transfer_id, currency, sum(amount)::text AS s FROM ledger_postings GROUP BY transfer_id, currency HAVING sum(amount) <> 0`,
  ],
  [
    'transfer has two or more postings',
    sql`SELECT t.id FROM ledger_transfers t LEFT JOIN ledger_postings p ON p.transfer_id = t.id AND p.created_at = t.created_at GROUP BY t.id HAVING count(p.id) < 2`,
  ],
  [
    'posting has its transfer',
    sql`SELECT p.id, p.transfer_id FROM ledger_postings p
        WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = p.transfer_id AND t.created_at = p.created_at)`,
  ],
  [
    'transfer holds its idempotency key',
    sql`SELECT t.id FROM ledger_transfers t LEFT JOIN ledger_transfer_keys k
          ON k.merchant_id = t.merchant_id AND k.idempotency_key = t.idempotency_key AND k.transfer_id = t.id AND k.created_at = t.created_at
        WHERE k.transfer_id IS NULL`,
  ],
  [
    'balance equals sum of postings',
    // What an account carried from retired months (ledger_months_retire) counts as postings.
    sql`SELECT a.id, a.balance::text AS balance, coalesce(sum(p.amount), 0)::text AS postings, c.amount::text AS carried
          FROM ledger_accounts a LEFT JOIN ledger_carried c ON c.account_id = a.id LEFT JOIN ledger_postings p ON p.account_id = a.id
          GROUP BY a.id, c.amount HAVING a.balance <> coalesce(c.amount, 0) + coalesce(sum(p.amount), 0)`,
  ],
  [
    'member wallet not below zero',
    sql`SELECT id, balance::text AS balance FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0`,
  ],
  [
    'posting before/after chain',
    // An account that carried from retired months starts its chain in place where that month left it: transfers
    // that met at a month's turn may have ended out of their months' order, so its first posting in place is not checked.
    sql`SELECT id, account_id FROM (
            SELECT p.id, p.account_id, p.balance_before, p.balance_after, p.amount,
                   coalesce(lag(p.balance_after) OVER (PARTITION BY p.account_id ORDER BY p.id),
                     CASE WHEN c.account_id IS NULL THEN 0 ELSE p.balance_before END) AS prev
            FROM ledger_postings p LEFT JOIN ledger_carried c ON c.account_id = p.account_id) x
          WHERE balance_before <> prev OR balance_after <> balance_before + amount LIMIT 20`,
  ],
  [
    'posting in the merchant of its account',
    sql`SELECT p.id FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.merchant_id <> p.merchant_id`,
  ],
];

/** Runs every invariant's query in turn and answers each rule with the rows that break it (empty when it holds). */
export const invariantRows = async (db: Db) => {
  const out: { rule: string; rows: Record<string, unknown>[] }[] = [];
  for (const [rule, q] of invariantChecks) out.push({ rule, rows: rowsOf<Record<string, unknown>>(await db.execute(q)) });
  return out;
};
