import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { requireRealAccount } from '../money';
import { type Payee, createPayeeRepo } from './payee.repo';

export type { Payee } from './payee.repo';

export const maskAccountNo = (no: string) => (no.length <= 4 ? no : `${'*'.repeat(Math.min(no.length - 4, 8))}${no.slice(-4)}`);

/** Payee bank accounts a member withdraws to; removal keeps the row (past withdrawals still name it). */
export const createPayeeService = (deps: { db: Db }) => {
  const repo = createPayeeRepo(deps.db);
  const list = (merchantId: number, memberId: number) => repo.active(merchantId, memberId);
  const view = (p: Payee) => ({ id: p.id, bankName: p.bankName, payeeName: p.payeeName, accountNoMasked: maskAccountNo(p.accountNo) });

  return {
    list: async (merchantId: number, memberId: number) => ({ list: (await list(merchantId, memberId)).map(view) }),
    get: async (merchantId: number, memberId: number, id: number) => {
      const p = (await list(merchantId, memberId)).find((x) => x.id === id);
      if (!p) throw new AppError('wallet.payee_not_found');
      return p;
    },
    add: async (actor: Actor, max: number, body: { bankName: string; accountNo: string; payeeName: string }) => {
      requireRealAccount(actor);
      const merchantId = actor.merchant.id;
      const memberId = actor.member.id;
      if ((await list(merchantId, memberId)).length >= max) throw new AppError('wallet.payee_limit');
      await repo.insert(merchantId, memberId, body);
      return { list: (await list(merchantId, memberId)).map(view) };
    },
    remove: async (merchantId: number, memberId: number, id: number) => {
      if (!(await repo.remove(merchantId, memberId, id))) throw new AppError('wallet.payee_not_found');
      return { list: (await list(merchantId, memberId)).map(view) };
    },
  };
};
export type PayeeService = ReturnType<typeof createPayeeService>;
