import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

export type JackpotPoolRow = {
  id: number;
  vendor: string;
  name: Record<string, string>;
  bps: number;
  amount: string | number | null;
  currency: string;
  node_ids: number[] | null;
  game_codes: string[];
};

export const createJackpotsRepo = (db: Db) => ({
  /** The merchant's enabled pools (one vendor's when named): the sum of the pool account's shards and the offered games. */
  pools: async (merchantId: number, vendor: string | null) =>
    rowsOf<JackpotPoolRow>(
      await db.execute(sql`
        SELECT p.id, p.vendor, p.name, p.contribution_bps AS bps, p.game_codes, c.currency_code AS currency,
          (SELECT coalesce(sum(a.balance), 0) FROM ledger_accounts a
             WHERE a.merchant_id = p.merchant_id AND a.member_id IS NULL AND a.code = 'JACKPOT:' || p.id) AS amount,
          (SELECT array_agg(g.id ORDER BY g.sort, g.id) FROM games g JOIN game_vendors v ON v.id = g.vendor_id
             WHERE g.merchant_id = p.merchant_id AND g.vassalage = p.vendor AND g.enabled AND v.enabled
               AND p.game_codes ? g.game_code) AS node_ids
        FROM jackpot_pools p JOIN merchants c ON c.id = p.merchant_id
        WHERE p.merchant_id = ${merchantId} AND p.enabled AND (${vendor}::text IS NULL OR p.vendor = ${vendor})
        ORDER BY p.id`),
    ),
});
