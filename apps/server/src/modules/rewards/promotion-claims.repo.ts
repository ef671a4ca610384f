import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

/** Where a claim came from: the request's network address and the site's device signal (`X-Device-Id`), when sent. */
export type ClaimOrigin = { ip?: string; deviceId?: string };

type Limits = { per_ip_limit: number | null; per_device_limit: number | null; claim_window_hours: number };

/**
 * Takes a place for one claim of a promotion's reward in the claim's own transaction: within the promotion's window,
 * at most `per_ip_limit` claims from one address and `per_device_limit` from one device. Claims sent at once from the
 * same address (or device) queue on a transaction lock of that (promotion, address) pair, so the count each one reads
 * includes every claim committed before it; the address lock is always taken before the device lock (no cycle).
 * Answers the limit that refused the claim, or null when the claim is recorded.
 */
export const takePromotionClaim = async (
  tx: Db,
  c: { merchantId: number; promotionId: number; memberId: number; rewardId: number; at: Date } & ClaimOrigin,
): Promise<'ip' | 'device' | null> => {
  const limits = rowsOf<Limits>(
    await tx.execute(
      sql`SELECT per_ip_limit, per_device_limit, claim_window_hours FROM promotions WHERE id = ${c.promotionId} AND merchant_id = ${c.merchantId}`,
    ),
  )[0];
  if (limits) {
    const since = new Date(c.at.getTime() - limits.claim_window_hours * 3_600_000).toISOString();
    if (limits.per_ip_limit != null && c.ip) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`promo-claim:${c.promotionId}:ip:${c.ip}`}))`);
      const n = rowsOf<{ n: number | string }>(
        await tx.execute(sql`SELECT count(*) AS n FROM promotion_claims
          WHERE promotion_id = ${c.promotionId} AND ip = ${c.ip} AND claimed_at > ${since}::timestamptz`),
      )[0];
      if (Number(n?.n ?? 0) >= limits.per_ip_limit) return 'ip';
    }
    if (limits.per_device_limit != null && c.deviceId) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`promo-claim:${c.promotionId}:device:${c.deviceId}`}))`);
      const n = rowsOf<{ n: number | string }>(
        await tx.execute(sql`SELECT count(*) AS n FROM promotion_claims
          WHERE promotion_id = ${c.promotionId} AND device_id = ${c.deviceId} AND claimed_at > ${since}::timestamptz`),
      )[0];
      if (Number(n?.n ?? 0) >= limits.per_device_limit) return 'device';
    }
  }
  await tx.execute(sql`INSERT INTO promotion_claims (reward_id, merchant_id, promotion_id, member_id, ip, device_id, claimed_at)
    VALUES (${c.rewardId}, ${c.merchantId}, ${c.promotionId}, ${c.memberId}, ${c.ip ?? null}, ${c.deviceId ?? null}, ${c.at.toISOString()})`);
  return null;
};
