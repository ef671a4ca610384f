import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { argonOptions } from '../../core/passwords';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { requireRealAccount } from '../money';
import { createPaymentPasswordRepo } from './payment-password.repo';

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;

/**
 * Counts the checks of a member's payment password in flight, shared by every server copy (the accounts module's
 * limiter): `enter` answers the count with this one, `count` the count now.
 */
export type ChecksInFlight = {
  enter: (key: string) => Promise<number>;
  leave: (key: string) => Promise<void>;
  count: (key: string) => Promise<number>;
};

/** How soon a caller told "busy" may try again. */
const BUSY_RETRY_SECONDS = 2;

/** The payment password: separate from the login password, argon2id, locked for 15 minutes after 5 wrong tries. */
export const createPaymentPasswordService = (deps: { db: Db; inFlight?: ChecksInFlight; now?: () => Date }) => {
  const repo = createPaymentPasswordRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /**
   * One attempt is taken before the password is compared, in one statement that also sets the lock on the last
   * allowed attempt: of attempts sent at once, at most MAX_FAILURES are compared. An attempt refused while others are
   * still being compared is told "busy, try again" (they may yet be right and clear the count); one refused when none
   * is in flight meets a real lock. A lock that has run out starts a fresh count; a right password clears both.
   */
  const compare = async (merchantId: number, memberId: number, password: string, othersInFlight: () => Promise<boolean>) => {
    const at = now().toISOString();
    const lockUntil = new Date(now().getTime() + LOCK_MS).toISOString();
    const taken = await repo.takeAttempt(merchantId, memberId, at, lockUntil, MAX_FAILURES);
    if (!taken) {
      if (!(await repo.row(merchantId, memberId))) throw new AppError('wallet.payment_password_required');
      if (await othersInFlight()) throw new AppError('wallet.payment_password_busy', { retryAfterSeconds: BUSY_RETRY_SECONDS });
      throw new AppError('wallet.payment_password_locked');
    }
    if (await verify(taken.hash, password).catch(() => false)) {
      await repo.clearFailures(merchantId, memberId);
      return;
    }
    throw new AppError(taken.failed_count >= MAX_FAILURES ? 'wallet.payment_password_locked' : 'wallet.payment_password_wrong');
  };

  const check = async (merchantId: number, memberId: number, password: string) => {
    const inFlight = deps.inFlight;
    if (!inFlight) return compare(merchantId, memberId, password, async () => false);
    const key = `paypw-checks:${merchantId}:${memberId}`;
    await inFlight.enter(key);
    try {
      return await compare(merchantId, memberId, password, async () => (await inFlight.count(key)) > 1);
    } finally {
      await inFlight.leave(key);
    }
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
