import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type PaymentPasswordRow = { hash: string; failed_count: number; locked_until: string | Date | null };

/** The payment_passwords table: one argon2id hash per member, with its failure count and lock. */
export const createPaymentPasswordRepo = (db: Db) => ({
  row: async (merchantId: number, memberId: number) =>
    rowsOf<PaymentPasswordRow>(
      await db.execute(
        sql`SELECT hash, failed_count, locked_until FROM payment_passwords WHERE merchant_id = ${merchantId} AND member_id = ${memberId}`,
      ),
    )[0],

  /**
   * Takes one attempt in one statement while the password is not locked at `at` (a lock that has run out starts
   * a fresh count), and sets the lock until `lockUntil` on attempt `maxFailures`. Answers the hash and the new
   * count, or undefined when there is no password or it is locked.
   */
  takeAttempt: async (merchantId: number, memberId: number, at: string, lockUntil: string, maxFailures: number) =>
    rowsOf<{ hash: string; failed_count: number }>(
      await db.execute(sql`UPDATE payment_passwords p
        SET failed_count = CASE WHEN p.locked_until IS NOT NULL THEN 1 ELSE p.failed_count + 1 END,
            locked_until = CASE WHEN (CASE WHEN p.locked_until IS NOT NULL THEN 1 ELSE p.failed_count + 1 END) >= ${maxFailures}
                             THEN ${lockUntil}::timestamptz ELSE NULL END
        WHERE p.merchant_id = ${merchantId} AND p.member_id = ${memberId}
          AND (p.locked_until IS NULL OR p.locked_until <= ${at}::timestamptz)
        RETURNING p.hash, p.failed_count`),
    )[0],

  clearFailures: async (merchantId: number, memberId: number) => {
    await db.execute(
      sql`UPDATE payment_passwords SET failed_count = 0, locked_until = NULL WHERE merchant_id = ${merchantId} AND member_id = ${memberId}`,
    );
  },

  /** Sets or replaces the hash; a new password starts with no failures and no lock. */
  upsert: async (merchantId: number, memberId: number, hash: string) => {
    await db.execute(sql`INSERT INTO payment_passwords (member_id, merchant_id, hash) VALUES (${memberId}, ${merchantId}, ${hash})
        ON CONFLICT (member_id) DO UPDATE SET hash = EXCLUDED.hash, failed_count = 0, locked_until = NULL, updated_at = now()`);
  },
});
