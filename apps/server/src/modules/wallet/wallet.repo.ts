import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendorNameSql } from '../../db/vendor-name';
import { rawOf, statement } from '../../core/statements';
import { rowsOf, toBig } from '../../core/sql';

const uplineSql = statement(
  'wallet_upline',
  `SELECT u.id, u.account, u.nickname, u.type, u.parent_id, u.status FROM members m
     JOIN members u ON u.id = m.parent_id AND u.merchant_id = m.merchant_id WHERE m.merchant_id = $1 AND m.id = $2`,
);

export type WalletSettings = {
  isSingle: boolean;
  transferVendors: string[];
  withdrawMin: bigint;
  withdrawMax: bigint;
  transferMin: bigint;
  transferMax: bigint;
  autoReceiptMinutes: number;
  maxPayees: number;
};

/** A merchant without a settings row gets these (one shared wallet, a day to confirm a payout). */
export const defaultWalletSettings: WalletSettings = {
  isSingle: true,
  transferVendors: [],
  withdrawMin: 100_00n,
  withdrawMax: 500_000_00n,
  transferMin: 1_00n,
  transferMax: 1_000_000_00n,
  autoReceiptMinutes: 1440,
  maxPayees: 5,
};

export type MemberRow = { id: number; account: string; nickname: string | null; type: number; parentId: number | null; status: string };

const memberOf = (r: Record<string, unknown>): MemberRow => ({
  id: Number(r.id),
  account: String(r.account),
  nickname: (r.nickname as string | null) ?? null,
  type: Number(r.type),
  parentId: r.parent_id == null ? null : Number(r.parent_id),
  status: String(r.status),
});

export const createWalletRepo = (db: Db) => ({
  settings: async (merchantId: number): Promise<WalletSettings> => {
    const r = rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT * FROM wallet_settings WHERE merchant_id = ${merchantId}`))[0];
    if (!r) return defaultWalletSettings;
    return {
      isSingle: Boolean(r.is_single),
      transferVendors: (typeof r.transfer_vendors === 'string' ? JSON.parse(r.transfer_vendors) : r.transfer_vendors) as string[],
      withdrawMin: toBig(r.withdraw_min),
      withdrawMax: toBig(r.withdraw_max),
      transferMin: toBig(r.transfer_min),
      transferMax: toBig(r.transfer_max),
      autoReceiptMinutes: Number(r.auto_receipt_minutes),
      maxPayees: Number(r.max_payees),
    };
  },

  /** A member and its direct upline (same merchant) in one query. */
  withUpline: async (merchantId: number, id: number) => {
    const r = (await rawOf(db)<Record<string, unknown>>(uplineSql, [merchantId, id]))[0];
    return r ? memberOf(r) : null;
  },

  member: async (merchantId: number, id: number) => {
    const r = rowsOf<Record<string, unknown>>(
      await db.execute(sql`SELECT * FROM members WHERE merchant_id = ${merchantId} AND id = ${id}`),
    )[0];
    return r ? memberOf(r) : null;
  },

  memberByAccount: async (merchantId: number, account: string) => {
    const r = rowsOf<Record<string, unknown>>(
      await db.execute(sql`SELECT * FROM members WHERE merchant_id = ${merchantId} AND account = ${account}`),
    )[0];
    return r ? memberOf(r) : null;
  },

  /** A proof image a member uploaded with a deposit or a receipt confirmation. */
  file: async (merchantId: number, id: number) =>
    rowsOf<{ mime: string; data: Buffer | Uint8Array }>(
      await db.execute(sql`SELECT mime, data FROM wallet_files WHERE merchant_id = ${merchantId} AND id = ${id}`),
    )[0] ?? null,

  /** The agent's whole subtree (never the agent itself), within the merchant, at most 50 levels deep. */
  downline: async (merchantId: number, agentId: number, accounts?: string[]) => {
    const filter = accounts
      ? sql`WHERE m.account = ANY(${`{${accounts.map((a) => `"${a.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`
      : sql``;
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`WITH RECURSIVE sub(id, depth) AS (
          SELECT id, 1 FROM members WHERE merchant_id = ${merchantId} AND parent_id = ${agentId}
          UNION ALL
          SELECT m.id, sub.depth + 1 FROM members m JOIN sub ON m.parent_id = sub.id WHERE m.merchant_id = ${merchantId} AND sub.depth < 50
        )
        SELECT m.*, sub.depth FROM sub JOIN members m ON m.id = sub.id ${filter} ORDER BY sub.depth, m.account LIMIT 500`),
    );
    return rows.map((r) => ({ ...memberOf(r), depth: Number(r.depth) }));
  },

  pendingTotals: async (merchantId: number, memberId: number) => {
    const r = rowsOf<{ w: unknown; d: unknown; n: unknown }>(
      await db.execute(sql`SELECT
        (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'PENDING') AS w,
        (SELECT coalesce(sum(amount), 0) FROM deposits WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'PENDING') AS d,
        (SELECT count(*) FROM member_notices WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND read_at IS NULL) AS n`),
    )[0];
    return { withdrawal: toBig(r?.w ?? 0), deposit: toBig(r?.d ?? 0), unread: Number(r?.n ?? 0) };
  },

  /** One page of a member's postings, newest first, of the given transfer kinds, between two instants. */
  history: async (q: {
    merchantId: number;
    memberId: number;
    kinds: string[] | null;
    from: Date;
    to: Date;
    limit: number;
    offset: number;
  }) => {
    const kinds = q.kinds ? sql`AND t.kind = ANY(${`{${q.kinds.join(',')}}`}::text[])` : sql``;
    const where = sql`a.merchant_id = ${q.merchantId} AND a.member_id = ${q.memberId}
      AND p.created_at >= ${q.from.toISOString()}::timestamptz AND p.created_at < ${q.to.toISOString()}::timestamptz ${kinds}`;
    const total = rowsOf<{ n: unknown }>(
      await db.execute(
        sql`SELECT count(*) AS n FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at WHERE ${where}`,
      ),
    )[0];
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`SELECT p.id, p.transfer_id, t.kind, t.ref, a.code, p.amount, p.balance_before, p.balance_after, p.created_at,
          ${vendorNameSql(sql`a.merchant_id`, sql`a.code`)} AS wallet_name
        FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_transfers t ON t.id = p.transfer_id AND t.created_at = p.created_at
        WHERE ${where} ORDER BY p.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`),
    );
    return { total: Number(total?.n ?? 0), rows };
  },

  /** The display names ({ EN, UR, … }) of vendor wallets by code, named as the history names them. */
  walletNames: async (merchantId: number, codes: string[]) => {
    if (codes.length === 0) return new Map<string, unknown>();
    const rows = rowsOf<{ code: string; name: unknown }>(
      await db.execute(sql`SELECT c.code, ${vendorNameSql(sql`${merchantId}`, sql`c.code`)} AS name
        FROM unnest(${`{${codes.join(',')}}`}::text[]) AS c(code)`),
    );
    return new Map(rows.map((r) => [r.code, r.name]));
  },
});
export type WalletRepo = ReturnType<typeof createWalletRepo>;
