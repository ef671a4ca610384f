import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type DepositRow = Record<string, unknown>;

/** A deposit with its channel's code and the member's account, as every view of it shows them. */
const select = sql`SELECT d.*, c.code AS channel_code, m.account FROM deposits d JOIN payment_channels c ON c.id = d.channel_id JOIN members m ON m.id = d.member_id`;

export const createDepositRepo = (db: Db) => ({
  /** An enabled channel of the merchant. */
  channel: async (merchantId: number, code: string) =>
    rowsOf<DepositRow>(
      await db.execute(sql`SELECT * FROM payment_channels WHERE merchant_id = ${merchantId} AND code = ${code} AND enabled`),
    )[0],

  channels: async (merchantId: number) =>
    rowsOf<DepositRow>(
      await db.execute(sql`SELECT * FROM payment_channels WHERE merchant_id = ${merchantId} AND enabled ORDER BY sort, id`),
    ),

  byId: async (merchantId: number, id: number) =>
    rowsOf<DepositRow>(await db.execute(sql`${select} WHERE d.merchant_id = ${merchantId} AND d.id = ${id}`))[0],

  byRequest: async (merchantId: number, memberId: number, requestId: string) =>
    rowsOf<DepositRow>(
      await db.execute(sql`${select} WHERE d.merchant_id = ${merchantId} AND d.member_id = ${memberId} AND d.request_id = ${requestId}`),
    )[0],

  ofMember: async (merchantId: number, memberId: number) =>
    rowsOf<DepositRow>(
      await db.execute(sql`${select} WHERE d.merchant_id = ${merchantId} AND d.member_id = ${memberId} ORDER BY d.id DESC LIMIT 50`),
    ),

  forOps: async (merchantId: number, status?: string) => {
    const only = status ? sql`AND d.status = ${status}` : sql``;
    return rowsOf<DepositRow>(await db.execute(sql`${select} WHERE d.merchant_id = ${merchantId} ${only} ORDER BY d.id DESC LIMIT 200`));
  },

  /** The order behind a gateway reference, with its channel's secret and the merchant's currency. */
  gatewayOrder: async (orderId: string) =>
    rowsOf<DepositRow>(
      await db.execute(sql`SELECT d.*, c.gateway_secret, c.name AS channel_name, mc.code AS merchant_code, mc.currency_symbol, mc.currency_decimals
        FROM deposits d JOIN payment_channels c ON c.id = d.channel_id JOIN merchants mc ON mc.id = d.merchant_id WHERE d.gateway_ref = ${orderId}`),
    )[0],

  /** A pending deposit, in the caller's transaction (beside its proof files). */
  insertPending: (
    tx: Db,
    d: {
      merchantId: number;
      memberId: number;
      channelId: number;
      requestId: string;
      amount: bigint;
      payerName: string | null;
      proofFileIds: number[];
      gatewayRef: string | null;
    },
  ) =>
    tx.execute(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, request_id, amount, status, payer_name, proof_file_ids, gateway_ref)
      VALUES (${d.merchantId}, ${d.memberId}, ${d.channelId}, ${d.requestId}, ${d.amount.toString()}::bigint, 'PENDING',
              ${d.payerName}, ${JSON.stringify(d.proofFileIds)}::jsonb, ${d.gatewayRef})`),

  /** Pending → credited inside the ledger transaction; false when the deposit is no longer pending. */
  markCredited: async (tx: Db, id: number, by: string) =>
    rowsOf(
      await tx.execute(
        sql`UPDATE deposits SET status = 'CREDITED', reviewed_by = ${by}, updated_at = now() WHERE id = ${id} AND status = 'PENDING' RETURNING id`,
      ),
    ).length > 0,

  /** Pending → rejected or failed, in the caller's transaction; false when the deposit is no longer pending. */
  markClosed: async (tx: Db, id: number, by: string, status: 'REJECTED' | 'FAILED', reason: string) =>
    rowsOf(
      await tx.execute(
        sql`UPDATE deposits SET status = ${status}, reason = ${reason}, reviewed_by = ${by}, updated_at = now() WHERE id = ${id} AND status = 'PENDING' RETURNING id`,
      ),
    ).length > 0,
});
export type DepositRepo = ReturnType<typeof createDepositRepo>;
