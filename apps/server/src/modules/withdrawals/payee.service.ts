import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { rowsOf } from '../../core/sql';

export const maskAccountNo = (no: string) => (no.length <= 4 ? no : `${'*'.repeat(Math.min(no.length - 4, 8))}${no.slice(-4)}`);

export type Payee = { id: number; bankName: string; accountNo: string; payeeName: string };

/** Payee bank accounts a member withdraws to; removal keeps the row (past withdrawals still name it). */
export const createPayeeService = (deps: { db: Db }) => {
  const { db } = deps;
  const list = async (merchantId: number, memberId: number): Promise<Payee[]> =>
    rowsOf<Record<string, unknown>>(
      await db.execute(sql`SELECT id, bank_name, account_no, payee_name FROM payee_accounts
        WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND removed_at IS NULL ORDER BY id`),
    ).map((r) => ({ id: Number(r.id), bankName: String(r.bank_name), accountNo: String(r.account_no), payeeName: String(r.payee_name) }));
  const view = (p: Payee) => ({ id: p.id, bankName: p.bankName, payeeName: p.payeeName, accountNoMasked: maskAccountNo(p.accountNo) });

  return {
    list: async (merchantId: number, memberId: number) => ({ list: (await list(merchantId, memberId)).map(view) }),
    get: async (merchantId: number, memberId: number, id: number) => {
      const p = (await list(merchantId, memberId)).find((x) => x.id === id);
      if (!p) throw new AppError('wallet.payee_not_found');
      return p;
    },
    add: async (merchantId: number, memberId: number, max: number, body: { bankName: string; accountNo: string; payeeName: string }) => {
      if ((await list(merchantId, memberId)).length >= max) throw new AppError('wallet.payee_limit');
      await db.execute(sql`INSERT INTO payee_accounts (merchant_id, member_id, bank_name, account_no, payee_name)
        VALUES (${merchantId}, ${memberId}, ${body.bankName}, ${body.accountNo}, ${body.payeeName})`);
      return { list: (await list(merchantId, memberId)).map(view) };
    },
    remove: async (merchantId: number, memberId: number, id: number) => {
      const r = rowsOf(
        await db.execute(
          sql`UPDATE payee_accounts SET removed_at = now() WHERE id = ${id} AND merchant_id = ${merchantId} AND member_id = ${memberId} AND removed_at IS NULL RETURNING id`,
        ),
      );
      if (r.length === 0) throw new AppError('wallet.payee_not_found');
      return { list: (await list(merchantId, memberId)).map(view) };
    },
  };
};
export type PayeeService = ReturnType<typeof createPayeeService>;
