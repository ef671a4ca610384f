import type { PlayerTab } from '@wl/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

type Row = Record<string, string | number | boolean | null>;

/** Each tab's query for one member, newest first; every source has an index on the member (and id or time). */
const queries: Record<PlayerTab, (merchantId: number, memberId: number, account: string) => SQL> = {
  transactions: (_m, memberId) => sql`SELECT p.id, t.kind, t.ref, a.code AS wallet, p.amount::text AS amount,
      p.balance_after::text AS balance, p.created_at AS at
    FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
    WHERE p.account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ${memberId}) ORDER BY p.id DESC`,
  // House rounds prove themselves: the seed's hash was shown before the bet, the seed after it.
  bets: (merchantId, memberId) => sql`SELECT * FROM (
      SELECT 'HOUSE' AS source, h.game_code AS game, h.stake::text AS stake, h.payout::text AS payout, h.status,
        coalesce(h.played_at, h.created_at) AS at,
        'sha256 ' || h.server_seed_hash || CASE WHEN h.status = 'PLAYED' THEN ' seed ' || h.server_seed ELSE '' END
          || coalesce(' client ' || h.client_seed, '') || ' nonce ' || h.nonce AS proof
      FROM house_rounds h WHERE h.merchant_id = ${merchantId} AND h.member_id = ${memberId}
      UNION ALL
      SELECT v.vendor, v.game_code, v.stake::text, v.payout::text, 'SETTLED', v.created_at, v.proof::text
      FROM vendor_rounds v WHERE v.merchant_id = ${merchantId} AND v.member_id = ${memberId}
    ) b ORDER BY at DESC`,
  money: (merchantId, memberId) => sql`SELECT * FROM (
      SELECT 'DEPOSIT' AS kind, d.id, d.amount::text AS amount, d.status, d.reviewed_by AS by, d.reason, d.created_at AS at
      FROM deposits d WHERE d.merchant_id = ${merchantId} AND d.member_id = ${memberId}
      UNION ALL
      SELECT 'WITHDRAWAL', w.id, w.amount::text, w.status, w.reviewed_by, w.reason, w.created_at
      FROM withdrawals w WHERE w.merchant_id = ${merchantId} AND w.member_id = ${memberId}
    ) x ORDER BY at DESC, id DESC`,
  bonuses: (merchantId, memberId) => sql`SELECT id, source, amount::text AS amount, turnover_required::text AS turnover_required,
      turnover_left::text AS turnover_left, status, granted_at AS at, closed_at
    FROM bonuses WHERE merchant_id = ${merchantId} AND member_id = ${memberId} ORDER BY id DESC`,
  messages: (merchantId, memberId) => sql`SELECT * FROM (
      SELECT 'MESSAGE' AS kind, m.id, m.category AS topic, m.title->>'EN' AS title, m.sender AS by, m.read_at IS NOT NULL AS read,
        m.created_at AS at
      FROM messages m WHERE m.merchant_id = ${merchantId} AND m.member_id = ${memberId}
      UNION ALL
      SELECT 'CHAT', c.id, c.status, NULL, s.display_name, c.member_read_id IS NOT NULL, c.last_message_at
      FROM support_conversations c LEFT JOIN support_staff s ON s.id = c.staff_id
      WHERE c.merchant_id = ${merchantId} AND c.member_id = ${memberId}
    ) x ORDER BY at DESC NULLS LAST`,
  audit: (merchantId, _memberId, account) => sql`SELECT id, actor, action, payload->>'outcome' AS outcome, payload->>'reason' AS reason,
      ip, at
    FROM ops_audit_log WHERE merchant_id = ${merchantId} AND payload->>'account' = ${account} ORDER BY id DESC`,
};

const cell = (v: unknown): string | number | boolean | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : (v as string);

/** One page of a tab (one row more than the page is read to tell whether another page follows). */
export const createPlayerTabsRepo = (db: Db) => ({
  page: async (tab: PlayerTab, merchantId: number, memberId: number, account: string, page: number, size: number) => {
    const rows = rowsOf<Row>(
      await db.execute(sql`${queries[tab](merchantId, memberId, account)} LIMIT ${size + 1} OFFSET ${(page - 1) * size}`),
    );
    // Row ids are numbers in every engine (PostgreSQL's bigint arrives as text).
    const rowOf = (r: Row) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'id' && v !== null ? Number(v) : cell(v)]));
    return { rows: rows.slice(0, size).map(rowOf), more: rows.length > size };
  },
});
