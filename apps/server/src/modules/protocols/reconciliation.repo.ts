import { type SQL, and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { gameVendors, merchants, vendorProtocols } from '../../db/schema';

/** One page day's flows (the day's position in the page, from 1), amounts and counts as text. */
export type FlowRow = {
  d: number;
  rounds: string;
  bets: string;
  stake: string;
  wins: string;
  payout: string;
  rollbacks: string;
  refunded: string;
  credits: string;
  credited: string;
};
/** Open-interval edges by bucket: `ra`/`rz` a round's first bet and last settlement, `ba`/`bz` a bet's. */
export type OpenEdge = { k: 'ra' | 'rz' | 'ba' | 'bz'; b: number; n: string; m: string };

/** A list of instants as one bound parameter (`{…}` read as timestamptz[]): drizzle would spread a JS array. */
const instants = (at: Date[]): SQL => sql`${`{${at.map((d) => d.toISOString()).join(',')}}`}::timestamptz[]`;

/**
 * The calls of the days `[starts[0], end)`, by day (`starts` are the days' first instants in order): bets (not the
 * tombstones an early rollback leaves), wins, rollbacks with the stake each gave back, credits. Through
 * `vendor_transactions_vendor_day`; a rollback's bet through its (vendor, tx_id) key (vendor_transaction_keys).
 */
export const flowsQuery = (merchantId: number, vendor: string, starts: Date[], end: Date): SQL => sql`SELECT
      width_bucket(t.created_at, ${instants(starts)}) AS d,
      count(DISTINCT coalesce(t.round_id, t.tx_id)) FILTER (WHERE t.kind = 'BET')::text AS rounds,
      count(*) FILTER (WHERE t.kind = 'BET')::text AS bets,
      coalesce(sum(t.amount) FILTER (WHERE t.kind = 'BET'), 0)::text AS stake,
      count(*) FILTER (WHERE t.kind = 'WIN' AND t.amount > 0)::text AS wins,
      coalesce(sum(t.amount) FILTER (WHERE t.kind = 'WIN'), 0)::text AS payout,
      count(*) FILTER (WHERE t.kind = 'ROLLBACK')::text AS rollbacks,
      coalesce(sum(t.refunded), 0)::text AS refunded,
      count(*) FILTER (WHERE t.kind = 'CREDIT')::text AS credits,
      coalesce(sum(t.amount) FILTER (WHERE t.kind = 'CREDIT'), 0)::text AS credited
    FROM (
      -- A rollback's refund is its bet's stake (only a bet is ever ROLLED_BACK), looked up per rollback by its
      -- (vendor, tx_id) key: a sub-plan, never a join the planner could turn into a scan of the vendor's bets.
      SELECT t.created_at, t.kind, t.round_id, t.tx_id, t.amount,
        CASE WHEN t.kind = 'ROLLBACK' THEN (
          SELECT r.amount FROM vendor_transaction_keys k JOIN vendor_transactions r ON r.id = k.id AND r.created_at = k.created_at
          WHERE k.vendor = t.vendor AND k.tx_id = t.bet_tx_id AND r.state = 'ROLLED_BACK'
        ) END AS refunded
      FROM vendor_transactions t
      WHERE t.merchant_id = ${merchantId} AND t.vendor = ${vendor}
        AND t.created_at >= ${starts[0]!.toISOString()} AND t.created_at < ${end.toISOString()}
        AND t.kind IN ('BET', 'WIN', 'ROLLBACK', 'CREDIT') AND t.state IS DISTINCT FROM 'TOMBSTONE'
    ) t
    GROUP BY 1`;

/**
 * The edges of what was open at the days' ends (`ends` in order): the bets placed before the last end and not
 * settled or rolled back before the first (a round spans its first bet to its last bet's settlement), each edge
 * counted by how many ends are at or before it. A bet still open has no settlement: its edge is after every end.
 * Through `vendor_transactions_vendor_settled` (its NULLs are the bets still open).
 */
export const openQuery = (merchantId: number, vendor: string, ends: Date[]): SQL => {
  const e = instants(ends);
  return sql`WITH c AS (
      SELECT coalesce(t.round_id, t.tx_id) AS r, t.created_at AS a, coalesce(t.settled_at, 'infinity'::timestamptz) AS z, t.amount
      FROM vendor_transactions t
      WHERE t.merchant_id = ${merchantId} AND t.vendor = ${vendor} AND t.kind = 'BET' AND t.state <> 'TOMBSTONE'
        AND (t.settled_at IS NULL OR t.settled_at >= ${ends[0]!.toISOString()})
        AND t.created_at < ${ends[ends.length - 1]!.toISOString()}
    ), rounds AS (SELECT min(a) AS a, max(z) AS z FROM c GROUP BY r)
    SELECT 'ra' AS k, width_bucket(a, ${e}) AS b, count(*)::text AS n, '0' AS m FROM rounds GROUP BY 2
    UNION ALL SELECT 'rz', width_bucket(z, ${e}), count(*)::text, '0' FROM rounds GROUP BY 2
    UNION ALL SELECT 'ba', width_bucket(a, ${e}), count(*)::text, sum(amount)::text FROM c GROUP BY 2
    UNION ALL SELECT 'bz', width_bucket(z, ${e}), count(*)::text, sum(amount)::text FROM c GROUP BY 2`;
};

/**
 * The reconciliation's reads of the seamless journal (vendor_transactions), one merchant and vendor at a time:
 * the days' flows and what was open at their ends (test/protocol-reconciliation.test.ts reads the plans).
 */
export const createReconciliationRepo = (db: Db) => ({
  /** The merchant's zone and currency, or null for an unknown merchant. */
  merchant: async (merchantId: number) =>
    (
      await db
        .select({ tz: merchants.timeZone, currency: merchants.currencyCode })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .limit(1)
    )[0] ?? null,

  /** Whether the merchant has this vendor: in its catalogue, or set up on a protocol. */
  knowsVendor: async (merchantId: number, vendor: string) => {
    const listed = await db
      .select({ id: gameVendors.id })
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, vendor)))
      .limit(1);
    if (listed.length > 0) return true;
    const set = await db
      .select({ id: vendorProtocols.id })
      .from(vendorProtocols)
      .where(and(eq(vendorProtocols.merchantId, merchantId), eq(vendorProtocols.vendor, vendor)))
      .limit(1);
    return set.length > 0;
  },

  flows: async (merchantId: number, vendor: string, starts: Date[], end: Date): Promise<FlowRow[]> =>
    rowsOf<FlowRow>(await db.execute(flowsQuery(merchantId, vendor, starts, end))).map((r) => ({ ...r, d: Number(r.d) })),

  openEdges: async (merchantId: number, vendor: string, ends: Date[]): Promise<OpenEdge[]> =>
    rowsOf<OpenEdge>(await db.execute(openQuery(merchantId, vendor, ends))).map((r) => ({ ...r, b: Number(r.b) })),
});
export type ReconciliationRepo = ReturnType<typeof createReconciliationRepo>;
