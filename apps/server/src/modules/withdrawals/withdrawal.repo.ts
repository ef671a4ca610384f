import { type SQL, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '../../db/schema';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type WithdrawalRow = Record<string, unknown>;

/** What a state change writes beside the new status (`confirmed` stamps the member's confirmation time). */
export type WithdrawalChange = {
  status: WithdrawalStatus;
  paidAt?: Date;
  reason?: string;
  reviewedBy?: string;
  receivedAmount?: bigint;
  proofFileIds?: number[];
  confirmed?: true;
};

const assignments = (c: WithdrawalChange) => {
  const set: SQL[] = [sql`status = ${c.status}`];
  if (c.receivedAmount !== undefined) set.push(sql`received_amount = ${c.receivedAmount.toString()}::bigint`);
  if (c.proofFileIds !== undefined) set.push(sql`proof_file_ids = ${JSON.stringify(c.proofFileIds)}::jsonb`);
  if (c.confirmed) set.push(sql`confirmed_at = now()`);
  if (c.paidAt !== undefined) set.push(sql`paid_at = ${c.paidAt.toISOString()}::timestamptz`);
  if (c.reason !== undefined) set.push(sql`reason = ${c.reason}`);
  if (c.reviewedBy !== undefined) set.push(sql`reviewed_by = ${c.reviewedBy}`);
  return sql.join(set, sql`, `);
};

export const createWithdrawalRepo = (db: Db) => ({
  /** One withdrawal with its payee, the merchant's auto-receipt minutes and the member's account (optionally only the member's own). */
  load: async (merchantId: number, id: number, memberId?: number) => {
    const who = memberId ? sql`AND w.member_id = ${memberId}` : sql``;
    return rowsOf<WithdrawalRow>(
      await db.execute(sql`SELECT w.*, p.bank_name, p.account_no, p.payee_name, s.auto_receipt_minutes, m.account
        FROM withdrawals w JOIN payee_accounts p ON p.id = w.payee_id JOIN members m ON m.id = w.member_id
        LEFT JOIN wallet_settings s ON s.merchant_id = w.merchant_id WHERE w.merchant_id = ${merchantId} AND w.id = ${id} ${who}`),
    )[0];
  },

  ofMember: async (merchantId: number, memberId: number) =>
    rowsOf<WithdrawalRow>(
      await db.execute(sql`SELECT w.*, p.bank_name, p.account_no, p.payee_name, s.auto_receipt_minutes FROM withdrawals w
        JOIN payee_accounts p ON p.id = w.payee_id LEFT JOIN wallet_settings s ON s.merchant_id = w.merchant_id
        WHERE w.merchant_id = ${merchantId} AND w.member_id = ${memberId} ORDER BY w.id DESC LIMIT 50`),
    ),

  forOps: async (merchantId: number, status?: string) => {
    const only = status ? sql`AND w.status = ${status}` : sql``;
    return rowsOf<WithdrawalRow>(
      await db.execute(sql`SELECT w.*, p.bank_name, p.account_no, p.payee_name, s.auto_receipt_minutes, m.account FROM withdrawals w
        JOIN payee_accounts p ON p.id = w.payee_id JOIN members m ON m.id = w.member_id LEFT JOIN wallet_settings s ON s.merchant_id = w.merchant_id
        WHERE w.merchant_id = ${merchantId} ${only} ORDER BY w.id DESC LIMIT 200`),
    );
  },

  idByRequest: async (merchantId: number, memberId: number, requestId: string) =>
    Number(
      rowsOf<{ id: unknown }>(
        await db.execute(
          sql`SELECT id FROM withdrawals WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND request_id = ${requestId}`,
        ),
      )[0]?.id,
    ),

  /** A pending withdrawal, inside the ledger transaction that moves its funds to the hold. */
  insertPending: (tx: Db, w: { merchantId: number; memberId: number; payeeId: number; requestId: string; amount: bigint }) =>
    tx.execute(sql`INSERT INTO withdrawals (merchant_id, member_id, payee_id, request_id, amount, status)
      VALUES (${w.merchantId}, ${w.memberId}, ${w.payeeId}, ${w.requestId}, ${w.amount.toString()}::bigint, 'PENDING')`),

  /** Applies the change only from one of the `from` states, in the caller's transaction; false when it was in none. */
  transition: async (tx: Db, id: number, from: WithdrawalStatus[], change: WithdrawalChange) =>
    rowsOf(
      await tx.execute(
        sql`UPDATE withdrawals SET ${assignments(change)}, updated_at = now() WHERE id = ${id} AND status = ANY(${`{${from.join(',')}}`}::text[]) RETURNING id`,
      ),
    ).length > 0,

  /** Paid withdrawals unconfirmed past their merchant's minutes become received, all in one statement. */
  /** `only`: one withdrawal (the development aid that runs its receipt now), else every one due. */
  autoReceive: async (at: Date, only?: number) =>
    rowsOf<{ id: unknown }>(
      await db.execute(sql`UPDATE withdrawals w SET status = 'AUTO_RECEIVED', received_amount = w.amount, confirmed_at = ${at.toISOString()}::timestamptz, updated_at = now()
        FROM withdrawals x LEFT JOIN wallet_settings s ON s.merchant_id = x.merchant_id
        WHERE x.id = w.id AND w.status = 'PAID'
          AND w.paid_at + make_interval(mins => coalesce(s.auto_receipt_minutes, 1440)) <= ${at.toISOString()}::timestamptz
          ${only === undefined ? sql`` : sql`AND w.id = ${only}`}
        RETURNING w.id`),
    ).map((r) => Number(r.id)),
});
export type WithdrawalRepo = ReturnType<typeof createWithdrawalRepo>;
