import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

/**
 * A member's identity data as the platform-wide exclusion register keys it: the SHA-256 of the e-mail (lower case),
 * the phone's last ten digits and each bank account number (letters and digits), so one person is matched on every
 * brand without the register holding the data itself.
 */
const identitiesSql = (memberCond: ReturnType<typeof sql>) => sql`
  SELECT m.id AS member_id, m.merchant_id, x.identity FROM members m
  CROSS JOIN LATERAL (
    SELECT encode(sha256(convert_to('e:' || lower(trim(m.email)), 'UTF8')), 'hex') AS identity WHERE coalesce(trim(m.email), '') <> ''
    UNION ALL SELECT encode(sha256(convert_to('p:' || right(regexp_replace(m.mobile, '[^0-9]', '', 'g'), 10), 'UTF8')), 'hex')
      WHERE length(regexp_replace(coalesce(m.mobile, ''), '[^0-9]', '', 'g')) >= 7
    UNION ALL SELECT encode(sha256(convert_to('b:' || upper(regexp_replace(b.account_no, '[^0-9A-Za-z]', '', 'g')), 'UTF8')), 'hex')
      FROM payee_accounts b WHERE b.member_id = m.id AND b.removed_at IS NULL
  ) x WHERE ${memberCond}`;

export const exclusionRepo = {
  /** Registers a self-exclusion under each identity of the member. */
  register: (tx: Db, merchantId: number, memberId: number, until: Date) =>
    tx.execute(sql`INSERT INTO exclusion_register (merchant_id, member_id, until, identity)
      SELECT ${merchantId}, ${memberId}, ${until}, i.identity FROM (${identitiesSql(sql`m.id = ${memberId}`)}) i`),

  /**
   * Other members, on any brand, sharing an e-mail, a phone number or a bank account with the member (to exclude them
   * in the same transaction). A self-exclusion is rare, so this reads the members without an index of its own.
   */
  sameIdentity: async (tx: Db, memberId: number) =>
    rowsOf<{ member_id: number | string; merchant_id: number }>(
      await tx.execute(sql`WITH me AS (SELECT lower(trim(email)) AS email, right(regexp_replace(coalesce(mobile, ''), '[^0-9]', '', 'g'), 10) AS phone
          FROM members WHERE id = ${memberId}),
        banks AS (SELECT upper(regexp_replace(account_no, '[^0-9A-Za-z]', '', 'g')) AS acct FROM payee_accounts WHERE member_id = ${memberId} AND removed_at IS NULL)
        SELECT o.id AS member_id, o.merchant_id FROM members o, me
          WHERE o.id <> ${memberId} AND ((me.email <> '' AND lower(trim(o.email)) = me.email)
            OR (length(me.phone) >= 7 AND right(regexp_replace(coalesce(o.mobile, ''), '[^0-9]', '', 'g'), 10) = me.phone))
        UNION
        SELECT b.member_id, b.merchant_id FROM payee_accounts b
          WHERE b.member_id <> ${memberId} AND b.removed_at IS NULL AND upper(regexp_replace(b.account_no, '[^0-9A-Za-z]', '', 'g')) IN (SELECT acct FROM banks)`),
    ),

  /** The latest end of a self-exclusion registered under any identity of the member, if one is still running. */
  activeUntil: async (db: Db, memberId: number, now: Date) => {
    const r = rowsOf<{ until: Date | string | null }>(
      await db.execute(sql`SELECT max(r.until) AS until FROM exclusion_register r
        WHERE r.until > ${now} AND r.identity IN (SELECT identity FROM (${identitiesSql(sql`m.id = ${memberId}`)}) i)`),
    )[0];
    return r?.until ? new Date(r.until) : null;
  },
};
