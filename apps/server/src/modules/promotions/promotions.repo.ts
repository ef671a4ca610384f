import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { EarlyWithdrawal, PromotionAudience, PromotionKind, PromotionTrigger, RafflePrize, Texts } from '../../db/schema';

export type PromotionRow = {
  id: number;
  merchant_id: number;
  category_id: number | null;
  category: string | null;
  code: string;
  title: Texts;
  summary: Texts;
  content_html: Texts;
  art: string;
  starts_at: Date | string;
  ends_at: Date | string | null;
  audience: PromotionAudience;
  kind: PromotionKind;
  trigger: PromotionTrigger;
  opt_in: boolean;
  match_bp: number;
  fixed_amount: string;
  max_bonus: string;
  min_deposit: string;
  turnover_x100: number;
  per_member_limit: number;
  budget: string | null;
  budget_used: string;
  early_withdrawal: EarlyWithdrawal;
  claim_days: number;
  prizes: RafflePrize[];
  status: 'ACTIVE' | 'DISABLED';
  sort: number;
  per_ip_limit: number | null;
  per_device_limit: number | null;
  claim_window_hours: number;
};
export type EntryRow = {
  id: string | number;
  promotion_id: number;
  member_id: string | number;
  status: 'JOINED' | 'APPLYING' | 'APPROVED' | 'REJECTED' | 'DONE';
  comment: string | null;
  image_ids: number[];
  reason: string | null;
  created_at: Date | string;
};
/** What decides a promotion's status for one member (see contracts' activityStatus). */
export type MemberFactsRow = {
  promotion_id: number;
  entry: EntryRow['status'] | null;
  reward: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED' | null;
  reward_expires: Date | string | null;
  bonus: 'ACTIVE' | 'COMPLETED' | 'FORFEITED' | null;
  used: number;
  drawn: boolean;
};
export type DrawRow = {
  id: string | number;
  nonce: number;
  seed: string;
  seed_hash: string;
  prize_index: number | null;
  amount: string | null;
  roll: string | null;
  drawn_at: Date | string | null;
};
export type ProfileRow = { created_at: Date | string; level: number; tags: string[] };

const ids = (list: number[]) => `{${list.map((n) => Math.trunc(n)).join(',')}}`;
const SELECT = sql`SELECT p.*, c.code AS category FROM promotions p LEFT JOIN promotion_categories c ON c.id = p.category_id`;

/** Statements of a caller's transaction (a consumer batch, a review, an application). */
export const promotionsTx = {
  /** Takes one of the member's uses of a promotion, atomically: answers which use it is (1, 2 …), null at the limit. */
  takeUse: async (tx: Db, promotionId: number, memberId: number, limit: number) => {
    const r = rowsOf<{ used: number }>(
      await tx.execute(sql`INSERT INTO promotion_uses (promotion_id, member_id, used) VALUES (${promotionId}, ${memberId}, 1)
        ON CONFLICT (promotion_id, member_id) DO UPDATE SET used = promotion_uses.used + 1 WHERE promotion_uses.used < ${limit}
        RETURNING used`),
    )[0];
    return r ? Number(r.used) : null;
  },

  releaseUse: (tx: Db, promotionId: number, memberId: number) =>
    tx.execute(sql`UPDATE promotion_uses SET used = used - 1 WHERE promotion_id = ${promotionId} AND member_id = ${memberId} AND used > 0`),

  /** Takes `amount` of the promotion's budget, atomically; false when it would go over. */
  takeBudget: async (tx: Db, promotionId: number, amount: bigint) =>
    rowsOf(
      await tx.execute(sql`UPDATE promotions SET budget_used = budget_used + ${amount.toString()}
        WHERE id = ${promotionId} AND (budget IS NULL OR budget_used + ${amount.toString()} <= budget) RETURNING id`),
    ).length > 0,

  insertEntry: async (
    tx: Db,
    e: {
      merchantId: number;
      promotionId: number;
      memberId: number;
      status: 'JOINED' | 'APPLYING';
      comment?: string | null;
      imageIds?: number[];
    },
  ) =>
    rowsOf<EntryRow>(
      await tx.execute(sql`INSERT INTO promotion_entries (merchant_id, promotion_id, member_id, status, comment, image_ids)
        VALUES (${e.merchantId}, ${e.promotionId}, ${e.memberId}, ${e.status}, ${e.comment ?? null}, ${JSON.stringify(e.imageIds ?? [])}::jsonb)
        ON CONFLICT (promotion_id, member_id) WHERE status IN ('JOINED', 'APPLYING') DO NOTHING RETURNING *`),
    )[0] ?? null,

  /** Moves an entry on only from one of `from`; null when it was elsewhere (reviewed twice at once, say). */
  moveEntry: async (
    tx: Db,
    merchantId: number,
    id: number,
    from: EntryRow['status'][],
    to: EntryRow['status'],
    by: string | null,
    reason: string | null,
  ) =>
    rowsOf<EntryRow>(
      await tx.execute(sql`UPDATE promotion_entries SET status = ${to}, reviewed_by = COALESCE(${by}, reviewed_by),
          reason = COALESCE(${reason}, reason), updated_at = now()
        WHERE id = ${id} AND merchant_id = ${merchantId} AND status = ANY(${`{${from.join(',')}}`}::text[]) RETURNING *`),
    )[0] ?? null,

  /** The open join of a member (opt-in promotions), if any. */
  joined: async (tx: Db, promotionId: number, memberId: number) =>
    rowsOf<EntryRow>(
      await tx.execute(
        sql`SELECT * FROM promotion_entries WHERE promotion_id = ${promotionId} AND member_id = ${memberId} AND status = 'JOINED'`,
      ),
    )[0] ?? null,

  /** Live promotions a credited deposit may trigger (read in the consumer's transaction). */
  depositPromotions: async (tx: Db, merchantId: number, at: Date) =>
    rowsOf<PromotionRow>(
      await tx.execute(sql`${SELECT} WHERE p.merchant_id = ${merchantId} AND p.status = 'ACTIVE' AND p.trigger IN ('FIRST_DEPOSIT', 'RELOAD')
        AND p.starts_at <= ${at.toISOString()} AND (p.ends_at IS NULL OR p.ends_at > ${at.toISOString()}) ORDER BY p.sort, p.id`),
    ),

  /** The commitment of draw `nonce`: created once (a racing insert keeps the first seed), then read back locked. */
  commitment: async (
    tx: Db,
    c: { merchantId: number; promotionId: number; memberId: number; nonce: number; seed: string; seedHash: string },
  ) => {
    await tx.execute(sql`INSERT INTO raffle_draws (merchant_id, promotion_id, member_id, nonce, seed, seed_hash)
      VALUES (${c.merchantId}, ${c.promotionId}, ${c.memberId}, ${c.nonce}, ${c.seed}, ${c.seedHash})
      ON CONFLICT (promotion_id, member_id, nonce) DO NOTHING`);
    return rowsOf<DrawRow>(
      await tx.execute(sql`SELECT * FROM raffle_draws WHERE promotion_id = ${c.promotionId} AND member_id = ${c.memberId} AND nonce = ${c.nonce}
        FOR UPDATE`),
    )[0];
  },

  drawn: async (tx: Db, id: number, d: { prizeIndex: number; amount: bigint; roll: string; at: Date }) =>
    rowsOf<DrawRow>(
      await tx.execute(sql`UPDATE raffle_draws SET prize_index = ${d.prizeIndex}, amount = ${d.amount.toString()}, roll = ${d.roll},
        drawn_at = ${d.at.toISOString()} WHERE id = ${id} AND drawn_at IS NULL RETURNING *`),
    )[0] ?? null,

  /** Live weekly-loss promotions of every merchant, with the merchant's time zone. */
  lossPromotions: async (tx: Db, at: Date) =>
    rowsOf<PromotionRow & { time_zone: string }>(
      await tx.execute(sql`SELECT p.*, c.code AS category, m.time_zone FROM promotions p JOIN merchants m ON m.id = p.merchant_id
        LEFT JOIN promotion_categories c ON c.id = p.category_id
        WHERE p.status = 'ACTIVE' AND p.trigger = 'WEEKLY_LOSS' AND p.starts_at <= ${at.toISOString()}
          AND (p.ends_at IS NULL OR p.ends_at > ${at.toISOString()})`),
    ),

  /** Members whose net loss (stakes − payouts) over the days reached `min` and who have no reward under the key yet. */
  losers: async (tx: Db, merchantId: number, from: string, to: string, min: bigint, keyPrefix: string) =>
    rowsOf<{ member_id: string | number; loss: string }>(
      await tx.execute(sql`SELECT s.member_id, SUM(s.stake - s.payout)::text AS loss FROM play_stats s
        WHERE s.merchant_id = ${merchantId} AND s.day BETWEEN ${from}::date AND ${to}::date
          AND NOT EXISTS (SELECT 1 FROM reward_items r WHERE r.merchant_id = ${merchantId} AND r.source_key = ${keyPrefix} || s.member_id)
        GROUP BY s.member_id HAVING SUM(s.stake - s.payout) >= GREATEST(${min.toString()}::bigint, 1) ORDER BY s.member_id LIMIT 5000`),
    ),

  profile: async (tx: Db, merchantId: number, memberId: number) =>
    rowsOf<ProfileRow>(
      await tx.execute(sql`SELECT m.created_at, COALESCE(v.level, 0) AS level,
          COALESCE((SELECT array_agg(t.tag) FROM member_tags t WHERE t.member_id = m.id), '{}') AS tags
        FROM members m LEFT JOIN member_vip v ON v.member_id = m.id WHERE m.id = ${memberId} AND m.merchant_id = ${merchantId}`),
    )[0] ?? null,
};

export const createPromotionsRepo = (db: Db) => ({
  categories: async (merchantId: number) =>
    rowsOf<{ id: number; code: string; names: Texts }>(
      await db.execute(sql`SELECT id, code, names FROM promotion_categories WHERE merchant_id = ${merchantId} ORDER BY sort, id`),
    ),

  /** Promotions shown on the page: on, and not ended more than a week ago. */
  listed: async (merchantId: number, at: Date, category?: string) =>
    rowsOf<PromotionRow>(
      await db.execute(sql`${SELECT} WHERE p.merchant_id = ${merchantId} AND p.status = 'ACTIVE'
        AND (p.ends_at IS NULL OR p.ends_at > ${new Date(at.getTime() - 7 * 86_400_000).toISOString()})
        ${category ? sql`AND c.code = ${category}` : sql``} ORDER BY p.sort, p.starts_at DESC, p.id`),
    ),

  byId: async (merchantId: number, id: number) =>
    rowsOf<PromotionRow>(await db.execute(sql`${SELECT} WHERE p.merchant_id = ${merchantId} AND p.id = ${id}`))[0] ?? null,

  /** Per promotion: the member's latest entry, latest reward (and its bonus), uses taken and raffle draws made. */
  memberFacts: async (merchantId: number, memberId: number, promotionIds: number[]) =>
    promotionIds.length === 0
      ? []
      : rowsOf<MemberFactsRow>(
          await db.execute(sql`SELECT p.id AS promotion_id,
              (SELECT e.status FROM promotion_entries e WHERE e.promotion_id = p.id AND e.member_id = ${memberId} ORDER BY e.id DESC LIMIT 1) AS entry,
              r.status AS reward, r.expires_at AS reward_expires,
              (SELECT b.status FROM bonuses b WHERE b.reward_id = r.id) AS bonus,
              COALESCE((SELECT u.used FROM promotion_uses u WHERE u.promotion_id = p.id AND u.member_id = ${memberId}), 0) AS used,
              EXISTS (SELECT 1 FROM raffle_draws d WHERE d.promotion_id = p.id AND d.member_id = ${memberId} AND d.drawn_at IS NOT NULL) AS drawn
            FROM promotions p
            LEFT JOIN LATERAL (SELECT ri.id, ri.status, ri.expires_at FROM reward_items ri WHERE ri.promotion_id = p.id
              AND ri.member_id = ${memberId} AND ri.merchant_id = ${merchantId} ORDER BY ri.id DESC LIMIT 1) r ON true
            WHERE p.merchant_id = ${merchantId} AND p.id = ANY(${ids(promotionIds)}::int[])`),
        ),

  latestEntry: async (promotionId: number, memberId: number) =>
    rowsOf<EntryRow>(
      await db.execute(
        sql`SELECT * FROM promotion_entries WHERE promotion_id = ${promotionId} AND member_id = ${memberId} ORDER BY id DESC LIMIT 1`,
      ),
    )[0] ?? null,

  profile: (merchantId: number, memberId: number) => promotionsTx.profile(db, merchantId, memberId),

  /** A member's raffle rows of one promotion (drawn ones and the commitment of the next), by number. */
  draws: async (promotionId: number, memberId: number) =>
    rowsOf<DrawRow>(
      await db.execute(sql`SELECT * FROM raffle_draws WHERE promotion_id = ${promotionId} AND member_id = ${memberId} ORDER BY nonce`),
    ),
  used: async (promotionId: number, memberId: number) =>
    Number(
      rowsOf<{ used: number }>(
        await db.execute(sql`SELECT used FROM promotion_uses WHERE promotion_id = ${promotionId} AND member_id = ${memberId}`),
      )[0]?.used ?? 0,
    ),
});
export type PromotionsRepo = ReturnType<typeof createPromotionsRepo>;
