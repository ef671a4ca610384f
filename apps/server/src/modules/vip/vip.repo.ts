import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { Texts } from '../../db/schema';

export type VipLevelRow = {
  merchant_id: number;
  level: number;
  names: Texts;
  min_deposit: string;
  min_valid_bet: string;
  upgrade_bonus: string;
  monthly_bonus: string;
  turnover_x100: number;
};
export type MemberVipRow = { member_id: string | number; merchant_id: number; deposited: string; valid_bet: string; level: number };

const arr = (xs: (string | number | bigint)[]) => `{${xs.map((x) => String(x)).join(',')}}`;

/** Statements of the growth consumer's batch transaction. */
export const vipTx = {
  levelsOf: async (tx: Db, merchantIds: number[]) =>
    rowsOf<VipLevelRow>(
      await tx.execute(sql`SELECT merchant_id, level, names, min_deposit::text AS min_deposit, min_valid_bet::text AS min_valid_bet,
          upgrade_bonus::text AS upgrade_bonus, monthly_bonus::text AS monthly_bonus, turnover_x100
        FROM vip_levels WHERE merchant_id = ANY(${arr(merchantIds)}::int[]) ORDER BY merchant_id, level`),
    ),

  /** Adds a batch's deposits and valid bet to each member's totals in one statement; answers the new totals. */
  add: async (tx: Db, rows: { merchantId: number; memberId: number; deposited: bigint; validBet: bigint }[]) =>
    rows.length === 0
      ? []
      : rowsOf<MemberVipRow>(
          await tx.execute(sql`INSERT INTO member_vip (member_id, merchant_id, deposited, valid_bet, updated_at)
            SELECT v.member_id, v.merchant_id, v.deposited, v.valid_bet, now()
            FROM unnest(${arr(rows.map((r) => r.memberId))}::bigint[], ${arr(rows.map((r) => r.merchantId))}::int[],
              ${arr(rows.map((r) => r.deposited))}::bigint[], ${arr(rows.map((r) => r.validBet))}::bigint[])
              AS v(member_id, merchant_id, deposited, valid_bet)
            ON CONFLICT (member_id) DO UPDATE SET deposited = member_vip.deposited + excluded.deposited,
              valid_bet = member_vip.valid_bet + excluded.valid_bet, updated_at = now()
            RETURNING member_id, merchant_id, deposited::text AS deposited, valid_bet::text AS valid_bet, level`),
        ),

  /** Raises members' levels (never lowers one). */
  raise: async (tx: Db, ups: { memberId: number; level: number }[]) => {
    if (ups.length === 0) return;
    await tx.execute(sql`UPDATE member_vip m SET level = v.level
      FROM unnest(${arr(ups.map((u) => u.memberId))}::bigint[], ${arr(ups.map((u) => u.level))}::int[]) AS v(member_id, level)
      WHERE m.member_id = v.member_id AND m.level < v.level`);
  },
};

export const createVipRepo = (db: Db) => ({
  levels: (merchantId: number) => vipTx.levelsOf(db, [merchantId]),

  member: async (memberId: number) =>
    rowsOf<MemberVipRow>(
      await db.execute(sql`SELECT member_id, merchant_id, deposited::text AS deposited, valid_bet::text AS valid_bet, level
        FROM member_vip WHERE member_id = ${memberId}`),
    )[0] ?? null,

  /** The level and its names for member info (one statement). */
  badge: async (merchantId: number, memberId: number) =>
    rowsOf<{ level: number; names: Texts | null }>(
      await db.execute(sql`SELECT v.level, l.names FROM member_vip v
        LEFT JOIN vip_levels l ON l.merchant_id = v.merchant_id AND l.level = v.level
        WHERE v.member_id = ${memberId} AND v.merchant_id = ${merchantId}`),
    )[0] ?? null,

  setLevels: async (
    merchantId: number,
    levels: {
      level: number;
      names: Texts;
      minDeposit: bigint;
      minValidBet: bigint;
      upgradeBonus: bigint;
      monthlyBonus: bigint;
      turnoverX100: number;
    }[],
  ) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM vip_levels WHERE merchant_id = ${merchantId}`);
      for (const l of levels)
        await tx.execute(sql`INSERT INTO vip_levels (merchant_id, level, names, min_deposit, min_valid_bet, upgrade_bonus, monthly_bonus, turnover_x100)
          VALUES (${merchantId}, ${l.level}, ${JSON.stringify(l.names)}::jsonb, ${l.minDeposit.toString()}, ${l.minValidBet.toString()},
            ${l.upgradeBonus.toString()}, ${l.monthlyBonus.toString()}, ${l.turnoverX100})`);
    }),

  /** Members of a merchant at a level with a monthly bonus, with that level (the monthly job). */
  monthlyDue: async (merchantId: number) =>
    rowsOf<{ member_id: string | number; level: number; names: Texts; monthly_bonus: string; turnover_x100: number }>(
      await db.execute(sql`SELECT v.member_id, v.level, l.names, l.monthly_bonus::text AS monthly_bonus, l.turnover_x100
        FROM member_vip v JOIN vip_levels l ON l.merchant_id = v.merchant_id AND l.level = v.level
        WHERE v.merchant_id = ${merchantId} AND v.level > 0 AND l.monthly_bonus > 0`),
    ),

  merchants: async () =>
    rowsOf<{ id: number; time_zone: string }>(
      await db.execute(sql`SELECT DISTINCT m.id, m.time_zone FROM merchants m JOIN vip_levels l ON l.merchant_id = m.id`),
    ),
});
export type VipRepo = ReturnType<typeof createVipRepo>;
