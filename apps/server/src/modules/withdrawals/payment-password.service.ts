import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { argonOptions } from '../../core/passwords';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { requireRealAccount } from '../money';
import { createPaymentPasswordRepo } from './payment-password.repo';

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;

/** The payment password: separate from the login password, argon2id, locked for 15 minutes after 5 wrong tries. */
export const createPaymentPasswordService = (deps: { db: Db; now?: () => Date }) => {
  const repo = createPaymentPasswordRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /**
   * One attempt is taken before the password is compared, in one statement that also sets the lock on the last
   * allowed attempt: of attempts sent at once, at most MAX_FAILURES are compared, the rest answer "locked". A lock
   * that has run out starts a fresh count; a right password clears both.
   */
  const check = async (merchantId: number, memberId: number, password: string) => {
    const at = now().toISOString();
    const lockUntil = new Date(now().getTime() + LOCK_MS).toISOString();
    const taken = await repo.takeAttempt(merchantId, memberId, at, lockUntil, MAX_FAILURES);
    if (!taken) {
      if (!(await repo.row(merchantId, memberId))) throw new AppError('wallet.payment_password_required');
      throw new AppError('wallet.payment_password_locked');
    }
    if (await verify(taken.hash, password).catch(() => false)) {
      await repo.clearFailures(merchantId, memberId);
      return;
    }
    throw new AppError(taken.failed_count >= MAX_FAILURES ? 'wallet.payment_password_locked' : 'wallet.payment_password_wrong');
  };

  return {
    isSet: async (merchantId: number, memberId: number) => ({ isSet: Boolean(await repo.row(merchantId, memberId)) }),
    /** Setting the first one needs nothing more than the session; changing it needs the old one. */
    set: async (actor: Actor, body: { oldPassword?: string; newPassword: string }) => {
      requireRealAccount(actor);
      const merchantId = actor.merchant.id;
      const memberId = actor.member.id;
      const existing = await repo.row(merchantId, memberId);
      if (existing) await check(merchantId, memberId, body.oldPassword ?? '');
      const h = await hash(body.newPassword, argonOptions);
      await repo.upsert(merchantId, memberId, h);
      return { isSet: true };
    },
    check,
  };
};
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
