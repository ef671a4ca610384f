import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

export type LinkRow = { from_id: string | number; to_id: string | number; via: 'device' | 'ip_range' | 'bank' | 'identity'; value: string };
const ids = (list: number[]) =>
  sql`ARRAY[${sql.join(
    list.map((i) => sql`${i}`),
    sql`, `,
  )}]::bigint[]`;

/** The links of a set of members to others of the merchant: shared devices, network ranges, bank accounts, identity data. */
export const graphRepo = {
  links: async (db: Db, merchantId: number, members: number[], limit: number) =>
    rowsOf<LinkRow>(
      await db.execute(sql`(SELECT DISTINCT a.member_id AS from_id, b.member_id AS to_id, 'device' AS via, a.device_id AS value
          FROM device_signals a JOIN device_signals b ON b.merchant_id = a.merchant_id AND b.device_id = a.device_id AND b.member_id <> a.member_id
          WHERE a.merchant_id = ${merchantId} AND a.member_id = ANY(${ids(members)}) AND a.device_id IS NOT NULL LIMIT ${limit})
        UNION (SELECT DISTINCT a.member_id, b.member_id, 'ip_range', a.ip_range
          FROM device_signals a JOIN device_signals b ON b.merchant_id = a.merchant_id AND b.ip_range = a.ip_range AND b.member_id <> a.member_id
          WHERE a.merchant_id = ${merchantId} AND a.member_id = ANY(${ids(members)}) AND a.ip_range IS NOT NULL LIMIT ${limit})
        UNION (SELECT DISTINCT a.member_id, b.member_id, 'bank', a.account_no
          FROM payee_accounts a JOIN payee_accounts b ON b.merchant_id = a.merchant_id AND b.member_id <> a.member_id AND b.removed_at IS NULL
            AND upper(regexp_replace(b.account_no, '[^0-9A-Za-z]', '', 'g')) = upper(regexp_replace(a.account_no, '[^0-9A-Za-z]', '', 'g'))
          WHERE a.merchant_id = ${merchantId} AND a.member_id = ANY(${ids(members)}) AND a.removed_at IS NULL LIMIT ${limit})
        UNION (SELECT DISTINCT a.id, b.id, 'identity', CASE WHEN lower(a.email) = lower(b.email) THEN 'email' ELSE 'phone' END
          FROM members a JOIN members b ON b.merchant_id = a.merchant_id AND b.id <> a.id
            AND ((coalesce(a.email, '') <> '' AND lower(b.email) = lower(a.email))
              OR (length(regexp_replace(coalesce(a.mobile, ''), '[^0-9]', '', 'g')) >= 7
                AND right(regexp_replace(coalesce(b.mobile, ''), '[^0-9]', '', 'g'), 10) = right(regexp_replace(a.mobile, '[^0-9]', '', 'g'), 10)))
          WHERE a.merchant_id = ${merchantId} AND a.id = ANY(${ids(members)}) LIMIT ${limit})
        UNION (SELECT DISTINCT a.member_id, b.member_id, 'identity', 'id_number'
          FROM member_kyc a JOIN member_kyc b ON b.merchant_id = a.merchant_id AND b.member_id <> a.member_id
            AND upper(regexp_replace(b.id_number, '[^0-9A-Za-z]', '', 'g')) = upper(regexp_replace(a.id_number, '[^0-9A-Za-z]', '', 'g'))
          WHERE a.merchant_id = ${merchantId} AND a.member_id = ANY(${ids(members)}) LIMIT ${limit})`),
    ),

  nodes: async (db: Db, members: number[]) =>
    rowsOf<{ id: string | number; account: string; status: string; cases: string | number }>(
      await db.execute(sql`SELECT m.id, m.account, m.status,
          (SELECT count(*) FROM risk_cases c WHERE c.member_id = m.id AND c.status = 'OPEN') AS cases
        FROM members m WHERE m.id = ANY(${ids(members)})`),
    ),

  memberByAccount: async (db: Db, merchantId: number, account: string) =>
    rowsOf<{ id: string | number }>(
      await db.execute(sql`SELECT id FROM members WHERE merchant_id = ${merchantId} AND account = ${account}`),
    )[0]?.id,

  saveRule: (db: Db, merchantId: number, code: string, enabled: boolean, params: Record<string, number>) =>
    db.execute(sql`INSERT INTO risk_rule_settings (merchant_id, code, enabled, params) VALUES (${merchantId}, ${code}, ${enabled}, ${JSON.stringify(params)}::jsonb)
      ON CONFLICT (merchant_id, code) DO UPDATE SET enabled = excluded.enabled, params = excluded.params`),
};
