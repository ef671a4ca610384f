import { type SQL, sql } from 'drizzle-orm';

/**
 * A vendor's display name ({ EN, UR, … }) wherever the player sees the vendor as a wallet or a bet's maker — the
 * wallet list, the transaction history, the betting record — so each names it alike: the merchant's first catalogue
 * row of that vendor code (a vendor listed in two categories, "JILI" and "JILI Fishing", is named by its first).
 * Null when the merchant lists no such vendor. `merchantId` and `code` are SQL expressions of the outer query.
 */
export const vendorNameSql = (merchantId: SQL, code: SQL) =>
  sql`(SELECT gv.display_name FROM game_vendors gv WHERE gv.merchant_id = ${merchantId} AND gv.vassalage = ${code}
    ORDER BY gv.id LIMIT 1)`;
