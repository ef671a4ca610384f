import type { JackpotValue, LanguageCode } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import { textOf } from '../../core/i18n';
import type { Db } from '../../db/client';

type PoolRow = {
  id: number;
  vendor: string;
  name: Record<string, string>;
  bps: number;
  amount: string | number | null;
  currency: string;
  node_ids: number[] | null;
  game_codes: string[];
};

/**
 * The jackpot pools (VIS_getJackpot): each enabled pool of the merchant, the money in it read from its ledger account
 * (the sum of its shards: every contribution was posted there in its bet's transaction) and the offered games feeding it.
 */
export const createJackpotList =
  (db: Db) =>
  async (merchantId: number, lang: LanguageCode, q: { vassalage?: string }): Promise<JackpotValue> => {
    const vendor = q.vassalage?.toUpperCase() ?? null;
    const rows = rowsOf<PoolRow>(
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
    );
    return {
      list: rows.map((r) => ({
        poolId: Number(r.id),
        name: textOf(r.name, lang),
        vendor: r.vendor,
        amount: String(r.amount ?? 0),
        currency: r.currency,
        contributionBps: Number(r.bps),
        nodeIds: (r.node_ids ?? []).map(Number),
        gameCodes: r.game_codes,
      })),
    };
  };
