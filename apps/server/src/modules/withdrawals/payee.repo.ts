import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type Payee = { id: number; bankName: string; accountNo: string; payeeName: string };

export const createPayeeRepo = (db: Db) => ({
  /** The member's payees still in use, oldest first. */
  active: async (merchantId: number, memberId: number): Promise<Payee[]> =>
    rowsOf<Record<string, unknown>>(
      await db.execute(sql`SELECT id, bank_name, account_no, payee_name FROM payee_accounts
        WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND removed_at IS NULL ORDER BY id`),
    ).map((r) => ({ id: Number(r.id), bankName: String(r.bank_name), accountNo: String(r.account_no), payeeName: String(r.payee_name) })),

  insert: (merchantId: number, memberId: number, p: { bankName: string; accountNo: string; payeeName: string }) =>
    db.execute(sql`INSERT INTO payee_accounts (merchant_id, member_id, bank_name, account_no, payee_name)
      VALUES (${merchantId}, ${memberId}, ${p.bankName}, ${p.accountNo}, ${p.payeeName})`),

  /** Marks the payee removed (the row stays for past withdrawals); false when it was not the member's or already gone. */
  remove: async (merchantId: number, memberId: number, id: number) =>
    rowsOf(
      await db.execute(
        sql`UPDATE payee_accounts SET removed_at = now() WHERE id = ${id} AND merchant_id = ${merchantId} AND member_id = ${memberId} AND removed_at IS NULL RETURNING id`,
      ),
    ).length > 0,
});
