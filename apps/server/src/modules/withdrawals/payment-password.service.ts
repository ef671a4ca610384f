import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { argonOptions } from '../../core/passwords';
import { AppError } from '../../core/app-error';
import { rowsOf } from '../../core/sql';

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

  const check = async (merchantId: number, memberId: number, password: string) => {
    const r = await row(merchantId, memberId);
    if (!r) throw new AppError('wallet.payment_password_required');
    if (r.locked_until && new Date(r.locked_until).getTime() > now().getTime()) throw new AppError('wallet.payment_password_locked');
    if (await verify(r.hash, password).catch(() => false)) {
      if (r.failed_count > 0)
        await db.execute(sql`UPDATE payment_passwords SET failed_count = 0, locked_until = NULL WHERE member_id = ${memberId}`);
      return;
    }
    const lock = r.failed_count + 1 >= MAX_FAILURES ? new Date(now().getTime() + LOCK_MS).toISOString() : null;
    await db.execute(sql`UPDATE payment_passwords SET failed_count = CASE WHEN ${lock}::timestamptz IS NULL THEN failed_count + 1 ELSE 0 END,
      locked_until = ${lock}::timestamptz WHERE member_id = ${memberId}`);
    throw new AppError(lock ? 'wallet.payment_password_locked' : 'wallet.payment_password_wrong');
  };

  return {
    isSet: async (merchantId: number, memberId: number) => ({ isSet: Boolean(await row(merchantId, memberId)) }),
    /** Setting the first one needs nothing more than the session; changing it needs the old one. */
    set: async (merchantId: number, memberId: number, body: { oldPassword?: string; newPassword: string }) => {
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
