import type { PromotionInput } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { Texts } from '../../db/schema';
import type { EntryRow, PromotionRow } from './promotions.repo';

export type OpsPromotionRow = PromotionRow & {
  paid: string;
  forfeited: string;
  issued: string | number;
  claimed: string | number;
  waiting: string | number;
};
export type OpsEntryRow = EntryRow & { account: string; promotion: Texts };

/** A promotion as stored: the operator's input with its HTML already sanitised and its category resolved. */
export type PromotionValues = Omit<PromotionInput, 'category'> & { categoryId: number | null };

// What each promotion cost, read from the ledger: every claimed reward is one transfer keyed `reward:<id>` whose
// PROMOTION_EXPENSE posting is the cost; forfeits give part of it back.
const WITH_COST = sql`SELECT p.*, c.code AS category,
    COALESCE((SELECT SUM(-lp.amount) FROM reward_items r
      JOIN ledger_transfer_keys k ON k.merchant_id = r.merchant_id AND k.idempotency_key = 'reward:' || r.id
      JOIN ledger_postings lp ON lp.transfer_id = k.transfer_id AND lp.created_at = k.created_at AND lp.amount < 0
      WHERE r.promotion_id = p.id), 0)::text AS paid,
    COALESCE((SELECT SUM(b.forfeited) FROM bonuses b JOIN reward_items r ON r.id = b.reward_id WHERE r.promotion_id = p.id), 0)::text AS forfeited,
    (SELECT count(*) FROM reward_items r WHERE r.promotion_id = p.id) AS issued,
    (SELECT count(*) FROM reward_items r WHERE r.promotion_id = p.id AND r.status = 'CLAIMED') AS claimed,
    (SELECT count(*) FROM promotion_entries e WHERE e.promotion_id = p.id AND e.status = 'APPLYING') AS waiting
  FROM promotions p LEFT JOIN promotion_categories c ON c.id = p.category_id`;

const values = (
  v: PromotionValues,
) => sql`${v.categoryId}, ${v.code}, ${JSON.stringify(v.title)}::jsonb, ${JSON.stringify(v.summary)}::jsonb,
  ${JSON.stringify(v.contentHtml)}::jsonb, ${v.art}, ${v.startsAt}::timestamptz, ${v.endsAt}::timestamptz, ${JSON.stringify(v.audience)}::jsonb,
  ${v.kind}, ${v.trigger}, ${v.optIn}, ${v.matchBp}, ${v.fixedAmount}, ${v.maxBonus}, ${v.minDeposit}, ${v.turnoverX100},
  ${v.perMemberLimit}, ${v.budget}, ${v.earlyWithdrawal}, ${v.claimDays}, ${JSON.stringify(v.prizes)}::jsonb, ${v.status}, ${v.sort},
  ${v.perIpLimit}, ${v.perDeviceLimit}, ${v.claimWindowHours}`;

export const createPromotionsOpsRepo = (db: Db) => ({
  /** Every promotion, or those running at some time in `[start, end)` (a window of days), by their start then. */
  list: async (merchantId: number, during?: { start: Date; end: Date }) =>
    rowsOf<OpsPromotionRow>(
      await db.execute(
        during
          ? sql`${WITH_COST} WHERE p.merchant_id = ${merchantId} AND p.starts_at < ${during.end.toISOString()}::timestamptz
              AND (p.ends_at IS NULL OR p.ends_at > ${during.start.toISOString()}::timestamptz) ORDER BY p.starts_at, p.id`
          : sql`${WITH_COST} WHERE p.merchant_id = ${merchantId} ORDER BY p.sort, p.id`,
      ),
    ),
  timeZone: async (merchantId: number) =>
    rowsOf<{ time_zone: string }>(await db.execute(sql`SELECT time_zone FROM merchants WHERE id = ${merchantId}`))[0]?.time_zone ?? 'UTC',
  one: async (merchantId: number, id: number) =>
    rowsOf<OpsPromotionRow>(await db.execute(sql`${WITH_COST} WHERE p.merchant_id = ${merchantId} AND p.id = ${id}`))[0] ?? null,

  categoryId: async (merchantId: number, code: string) =>
    rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM promotion_categories WHERE merchant_id = ${merchantId} AND code = ${code}`),
    )[0]?.id ?? null,

  /** Creates a promotion; null when the code is taken. */
  insert: async (merchantId: number, v: PromotionValues) =>
    rowsOf<{ id: number }>(
      await db.execute(sql`INSERT INTO promotions (merchant_id, category_id, code, title, summary, content_html, art, starts_at, ends_at,
          audience, kind, trigger, opt_in, match_bp, fixed_amount, max_bonus, min_deposit, turnover_x100, per_member_limit, budget,
          early_withdrawal, claim_days, prizes, status, sort, per_ip_limit, per_device_limit, claim_window_hours)
        VALUES (${merchantId}, ${values(v)}) ON CONFLICT (merchant_id, code) DO NOTHING RETURNING id`),
    )[0]?.id ?? null,

  /** Replaces a promotion's definition (the budget used and what was issued stay). */
  update: async (merchantId: number, id: number, v: PromotionValues) =>
    rowsOf<{ id: number }>(
      await db.execute(sql`UPDATE promotions SET (category_id, code, title, summary, content_html, art, starts_at, ends_at, audience, kind,
          trigger, opt_in, match_bp, fixed_amount, max_bonus, min_deposit, turnover_x100, per_member_limit, budget, early_withdrawal,
          claim_days, prizes, status, sort, per_ip_limit, per_device_limit, claim_window_hours) = (${values(v)})
        WHERE id = ${id} AND merchant_id = ${merchantId} RETURNING id`),
    )[0]?.id ?? null,

  /** The categories in this order: kept by code, new ones added, the rest removed (their promotions uncategorised). */
  setCategories: async (merchantId: number, list: { code: string; names: Texts }[]) => {
    await db.transaction(async (tx) => {
      const codes = `{${list.map((c) => c.code).join(',')}}`;
      await tx.execute(sql`UPDATE promotions SET category_id = NULL WHERE merchant_id = ${merchantId} AND category_id IN (
        SELECT id FROM promotion_categories WHERE merchant_id = ${merchantId} AND NOT (code = ANY(${codes}::text[])))`);
      await tx.execute(sql`DELETE FROM promotion_categories WHERE merchant_id = ${merchantId} AND NOT (code = ANY(${codes}::text[]))`);
      for (const [i, c] of list.entries())
        await tx.execute(sql`INSERT INTO promotion_categories (merchant_id, code, names, sort) VALUES (${merchantId}, ${c.code}, ${JSON.stringify(c.names)}::jsonb, ${i})
          ON CONFLICT (merchant_id, code) DO UPDATE SET names = excluded.names, sort = excluded.sort`);
    });
  },

  entries: async (merchantId: number, status?: string) =>
    rowsOf<OpsEntryRow>(
      await db.execute(sql`SELECT e.*, m.account, p.title AS promotion FROM promotion_entries e
        JOIN members m ON m.id = e.member_id JOIN promotions p ON p.id = e.promotion_id
        WHERE e.merchant_id = ${merchantId} ${status ? sql`AND e.status = ${status}` : sql``} ORDER BY e.id DESC LIMIT 500`),
    ),
  entry: async (merchantId: number, id: number) =>
    rowsOf<OpsEntryRow>(
      await db.execute(sql`SELECT e.*, m.account, p.title AS promotion FROM promotion_entries e
        JOIN members m ON m.id = e.member_id JOIN promotions p ON p.id = e.promotion_id
        WHERE e.merchant_id = ${merchantId} AND e.id = ${id}`),
    )[0] ?? null,

  image: async (merchantId: number, fileId: number) =>
    rowsOf<{ mime: string; data: Uint8Array | Buffer }>(
      await db.execute(sql`SELECT mime, data FROM wallet_files WHERE id = ${fileId} AND merchant_id = ${merchantId}`),
    )[0] ?? null,

  memberId: async (merchantId: number, account: string) =>
    rowsOf<{ id: string | number }>(
      await db.execute(sql`SELECT id FROM members WHERE merchant_id = ${merchantId} AND account = ${account}`),
    ).map((r) => Number(r.id))[0] ?? null,

  setTags: async (merchantId: number, memberId: number, tags: string[]) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM member_tags WHERE member_id = ${memberId}`);
      for (const tag of tags)
        await tx.execute(
          sql`INSERT INTO member_tags (merchant_id, member_id, tag) VALUES (${merchantId}, ${memberId}, ${tag}) ON CONFLICT DO NOTHING`,
        );
    });
  },
});
