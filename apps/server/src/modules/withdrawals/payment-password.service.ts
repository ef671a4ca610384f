import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { argonOptions } from '../../core/passwords';
import { AppError } from '../../core/app-error';
import { rowsOf } from '../../core/sql';
import { type Actor, requireRealAccount } from '../wallet';

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;

/** The payment password: separate from the login password, argon2id, locked for 15 minutes after 5 wrong tries. */
export const createPaymentPasswordService = (deps: { db: Db; now?: () => Date }) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const row = async (merchantId: number, memberId: number) =>
    rowsOf<{ hash: string; failed_count: number; locked_until: string | Date | null }>(
      await db.execute(
        sql`SELECT hash, failed_count, locked_until FROM payment_passwords WHERE merchant_id = ${merchantId} AND member_id = ${memberId}`,
      ),
    )[0];

  /**
   * One attempt is taken before the password is compared, in one statement that also sets the lock on the last
   * allowed attempt: of attempts sent at once, at most MAX_FAILURES are compared, the rest answer "locked". A lock
   * that has run out starts a fresh count; a right password clears both.
   */
  const check = async (merchantId: number, memberId: number, password: string) => {
    const at = now().toISOString();
    const lockUntil = new Date(now().getTime() + LOCK_MS).toISOString();
    const taken = rowsOf<{ hash: string; failed_count: number }>(
      await db.execute(sql`UPDATE payment_passwords p
        SET failed_count = CASE WHEN p.locked_until IS NOT NULL THEN 1 ELSE p.failed_count + 1 END,
            locked_until = CASE WHEN (CASE WHEN p.locked_until IS NOT NULL THEN 1 ELSE p.failed_count + 1 END) >= ${MAX_FAILURES}
                             THEN ${lockUntil}::timestamptz ELSE NULL END
        WHERE p.merchant_id = ${merchantId} AND p.member_id = ${memberId}
          AND (p.locked_until IS NULL OR p.locked_until <= ${at}::timestamptz)
        RETURNING p.hash, p.failed_count`),
    )[0];
    if (!taken) {
      if (!(await row(merchantId, memberId))) throw new AppError('wallet.payment_password_required');
      throw new AppError('wallet.payment_password_locked');
    }
    if (await verify(taken.hash, password).catch(() => false)) {
      await db.execute(
        sql`UPDATE payment_passwords SET failed_count = 0, locked_until = NULL WHERE merchant_id = ${merchantId} AND member_id = ${memberId}`,
      );
      return;
    }
    throw new AppError(taken.failed_count >= MAX_FAILURES ? 'wallet.payment_password_locked' : 'wallet.payment_password_wrong');
  };

  return {
    isSet: async (merchantId: number, memberId: number) => ({ isSet: Boolean(await row(merchantId, memberId)) }),
    /** Setting the first one needs nothing more than the session; changing it needs the old one. */
    set: async (actor: Actor, body: { oldPassword?: string; newPassword: string }) => {
      requireRealAccount(actor);
      const merchantId = actor.merchant.id;
      const memberId = actor.member.id;
      const existing = await row(merchantId, memberId);
      if (existing) await check(merchantId, memberId, body.oldPassword ?? '');
      const h = await hash(body.newPassword, argonOptions);
      await db.execute(sql`INSERT INTO payment_passwords (member_id, merchant_id, hash) VALUES (${memberId}, ${merchantId}, ${h})
        ON CONFLICT (member_id) DO UPDATE SET hash = EXCLUDED.hash, failed_count = 0, locked_until = NULL, updated_at = now()`);
      return { isSet: true };
    },
    check,
  };
};
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
