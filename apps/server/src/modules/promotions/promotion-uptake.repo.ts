import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

export type UptakeRow = {
  issued: string | number;
  claims: string | number;
  players: string | number;
  expired: string | number;
  granted: string;
  active: string | number;
  completed: string | number;
  forfeits: string | number;
  forfeited: string;
  waiting: string | number;
  approved: string | number;
  rejected: string | number;
  last_claim: Date | string | null;
};

/**
 * One promotion's cost and uptake in one read over its own rows (rewards by promotion, their bonuses, its entries):
 * issued, claimed and expired rewards, the players who claimed, the amount granted, the bonuses' wagering by state
 * and what forfeits took back, and the applications by state.
 */
export const promotionUptake = async (db: Db, merchantId: number, promotionId: number, at: Date) =>
  rowsOf<UptakeRow>(
    await db.execute(sql`WITH r AS (
        SELECT id, member_id, status, amount, expires_at, claimed_at FROM reward_items
        WHERE merchant_id = ${merchantId} AND promotion_id = ${promotionId}
      ), b AS (
        SELECT b.status, b.forfeited FROM bonuses b JOIN r ON r.id = b.reward_id
      ), e AS (
        SELECT status FROM promotion_entries WHERE merchant_id = ${merchantId} AND promotion_id = ${promotionId}
      )
      SELECT
        (SELECT count(*) FROM r) AS issued,
        (SELECT count(*) FROM r WHERE status = 'CLAIMED') AS claims,
        (SELECT count(DISTINCT member_id) FROM r WHERE status = 'CLAIMED') AS players,
        (SELECT count(*) FROM r WHERE status = 'EXPIRED' OR (status = 'AVAILABLE' AND expires_at <= ${at.toISOString()}::timestamptz)) AS expired,
        (SELECT COALESCE(sum(amount), 0)::text FROM r WHERE status = 'CLAIMED') AS granted,
        (SELECT max(claimed_at) FROM r) AS last_claim,
        (SELECT count(*) FROM b WHERE status = 'ACTIVE') AS active,
        (SELECT count(*) FROM b WHERE status = 'COMPLETED') AS completed,
        (SELECT count(*) FROM b WHERE status = 'FORFEITED') AS forfeits,
        (SELECT COALESCE(sum(forfeited), 0)::text FROM b) AS forfeited,
        (SELECT count(*) FROM e WHERE status = 'APPLYING') AS waiting,
        (SELECT count(*) FROM e WHERE status = 'APPROVED') AS approved,
        (SELECT count(*) FROM e WHERE status = 'REJECTED') AS rejected`),
  )[0];
