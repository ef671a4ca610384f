import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

export type RebateModeName = 'MANUAL' | 'DAILY' | 'REALTIME';
export type RateRow = { category: string; vip_level: number; rate_bp: number };
/** A (day, category) of a member's play with the valid bet not yet paid for. */
export type UnpaidRow = { member_id: string | number; day: string; category: string; valid_bet: string; paid_valid_bet: string };
export type PaymentRow = {
  id: string | number;
  day: string;
  category: string;
  valid_bet: string;
  rate_bp: number;
  amount: string;
  mode: RebateModeName;
  paid_at: Date | string;
};

const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

/** Statements that run inside the payout's ledger transaction. */
export const rebatesTx = {
  /**
   * Moves a slice's paid valid bet from `from` to `to` (a new row when `from` is 0); false when another payout moved
   * it first. The ledger key names (member, day, category, `to`), so a slice is paid once however claims race.
   */
  advance: async (
    tx: Db,
    s: { merchantId: number; memberId: number; day: string; category: string; from: bigint; to: bigint; amount: bigint },
  ) =>
    rowsOf(
      await tx.execute(sql`INSERT INTO rebate_paid (merchant_id, member_id, day, category, paid_valid_bet, paid_amount, updated_at)
        VALUES (${s.merchantId}, ${s.memberId}, ${s.day}, ${s.category}, ${s.to.toString()}, ${s.amount.toString()}, now())
        ON CONFLICT (merchant_id, member_id, day, category) DO UPDATE
          SET paid_valid_bet = excluded.paid_valid_bet, paid_amount = rebate_paid.paid_amount + excluded.paid_amount, updated_at = now()
          WHERE rebate_paid.paid_valid_bet = ${s.from.toString()}
        RETURNING 1`),
    ).length === 1,

  recordPayment: async (
    tx: Db,
    p: {
      merchantId: number;
      memberId: number;
      day: string;
      category: string;
      validBet: bigint;
      rateBp: number;
      amount: bigint;
      mode: RebateModeName;
      transferId: number;
    },
  ) => {
    await tx.execute(sql`INSERT INTO rebate_payments (merchant_id, member_id, day, category, valid_bet, rate_bp, amount, mode, transfer_id)
      VALUES (${p.merchantId}, ${p.memberId}, ${p.day}, ${p.category}, ${p.validBet.toString()}, ${p.rateBp}, ${p.amount.toString()},
        ${p.mode}, ${p.transferId})`);
  },
};

export const createRebatesRepo = (db: Db) => ({
  /** The merchant's payout mode (MANUAL unless set) and time zone. */
  mode: async (merchantId: number) => {
    const r = rowsOf<{ rebate_mode: RebateModeName | null; time_zone: string }>(
      await db.execute(sql`SELECT g.rebate_mode, m.time_zone FROM merchants m LEFT JOIN growth_settings g ON g.merchant_id = m.id
        WHERE m.id = ${merchantId}`),
    )[0];
    return { mode: r?.rebate_mode ?? 'MANUAL', timeZone: r?.time_zone ?? 'UTC' };
  },

  /** Merchants paying rebates by themselves, with their time zone. */
  autoMerchants: async () =>
    rowsOf<{ merchant_id: number; rebate_mode: RebateModeName; time_zone: string }>(
      await db.execute(sql`SELECT g.merchant_id, g.rebate_mode, m.time_zone FROM growth_settings g JOIN merchants m ON m.id = g.merchant_id
        WHERE g.rebate_mode IN ('DAILY', 'REALTIME')`),
    ),

  rates: async (merchantId: number) =>
    rowsOf<RateRow>(
      await db.execute(
        sql`SELECT category, vip_level, rate_bp FROM rebate_rates WHERE merchant_id = ${merchantId} ORDER BY category, vip_level`,
      ),
    ),

  vipLevel: async (memberId: number) =>
    Number(rowsOf<{ level: number }>(await db.execute(sql`SELECT level FROM member_vip WHERE member_id = ${memberId}`))[0]?.level ?? 0),

  /** The members' VIP levels (the automatic payout reads many at once). */
  vipLevels: async (memberIds: number[]) =>
    new Map(
      memberIds.length === 0
        ? []
        : rowsOf<{ member_id: string | number; level: number }>(
            await db.execute(sql`SELECT member_id, level FROM member_vip WHERE member_id = ANY(${`{${memberIds.join(',')}}`}::bigint[])`),
          ).map((r) => [Number(r.member_id), Number(r.level)] as const),
    ),

  /** A member's (day, category) slices from `since` with valid bet not yet paid for. */
  unpaidOf: async (merchantId: number, memberId: number, since: string) =>
    rowsOf<UnpaidRow>(
      await db.execute(sql`SELECT s.member_id, s.day::text AS day, s.category, s.valid_bet::text AS valid_bet,
          COALESCE(p.paid_valid_bet, 0)::text AS paid_valid_bet
        FROM play_stats s LEFT JOIN rebate_paid p
          ON p.merchant_id = s.merchant_id AND p.member_id = s.member_id AND p.day = s.day AND p.category = s.category
        WHERE s.merchant_id = ${merchantId} AND s.member_id = ${memberId} AND s.day >= ${since}::date
          AND s.valid_bet > COALESCE(p.paid_valid_bet, 0)
        ORDER BY s.day, s.category`),
    ).map((r) => ({ ...r, day: day(r.day) })),

  /** Every member's unpaid slices of a merchant between two days (inclusive), for the automatic payout. */
  unpaidBetween: async (merchantId: number, from: string, to: string, limit: number) =>
    rowsOf<UnpaidRow>(
      await db.execute(sql`SELECT s.member_id, s.day::text AS day, s.category, s.valid_bet::text AS valid_bet,
          COALESCE(p.paid_valid_bet, 0)::text AS paid_valid_bet
        FROM play_stats s LEFT JOIN rebate_paid p
          ON p.merchant_id = s.merchant_id AND p.member_id = s.member_id AND p.day = s.day AND p.category = s.category
        WHERE s.merchant_id = ${merchantId} AND s.day BETWEEN ${from}::date AND ${to}::date
          AND s.valid_bet > COALESCE(p.paid_valid_bet, 0)
        ORDER BY s.member_id, s.day, s.category LIMIT ${limit}`),
    ).map((r) => ({ ...r, day: day(r.day) })),

  history: async (memberId: number, category: string | null, offset: number, limit: number) =>
    rowsOf<PaymentRow>(
      await db.execute(sql`SELECT id, day::text AS day, category, valid_bet::text AS valid_bet, rate_bp, amount::text AS amount, mode, paid_at
        FROM rebate_payments WHERE member_id = ${memberId} AND (${category}::text IS NULL OR category = ${category})
        ORDER BY id DESC OFFSET ${offset} LIMIT ${limit}`),
    ).map((r) => ({ ...r, day: day(r.day) })),

  historyTotals: async (memberId: number, category: string | null) => {
    const r = rowsOf<{ n: string | number; total: string }>(
      await db.execute(sql`SELECT count(*) AS n, COALESCE(sum(amount), 0)::text AS total FROM rebate_payments
        WHERE member_id = ${memberId} AND (${category}::text IS NULL OR category = ${category})`),
    )[0];
    return { count: Number(r?.n ?? 0), total: BigInt(r?.total ?? '0') };
  },

  /** Replaces the merchant's mode and rate table in one transaction. */
  setSettings: async (merchantId: number, mode: RebateModeName, rates: { category: string; vipLevel: number; rateBp: number }[]) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO growth_settings (merchant_id, rebate_mode) VALUES (${merchantId}, ${mode})
        ON CONFLICT (merchant_id) DO UPDATE SET rebate_mode = excluded.rebate_mode`);
      await tx.execute(sql`DELETE FROM rebate_rates WHERE merchant_id = ${merchantId}`);
      for (const r of rates)
        await tx.execute(sql`INSERT INTO rebate_rates (merchant_id, category, vip_level, rate_bp)
          VALUES (${merchantId}, ${r.category}, ${r.vipLevel}, ${r.rateBp})`);
    }),
});
export type RebatesRepo = ReturnType<typeof createRebatesRepo>;
