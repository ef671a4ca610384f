import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { ExchangeTier, Texts } from '../../db/schema';

export type PointSettingsRow = { points_per_unit: number; points_unit: string; exchange: ExchangeTier[]; points_rules: Texts };
export type ItemRow = {
  id: number;
  merchant_id: number;
  names: Texts;
  art: string;
  quantity: number;
  points_required: string;
  amount_required: string;
  cash_value: string;
  status: 'ACTIVE' | 'INACTIVE';
  sort: number;
};
export type RedemptionRow = {
  id: string | number;
  member_id: string | number;
  item_id: number;
  names: Texts;
  points: string;
  status: 'IN_PROCESS' | 'REJECTED' | 'APPROVED';
  remark: string | null;
  created_at: Date | string;
  reviewed_at: Date | string | null;
  account?: string;
  cash_value?: string;
};
export type EntryRow = {
  kind: 'EARN' | 'REDEEM' | 'CONVERT' | 'REFUND';
  points: string;
  balance_after: string;
  remark: string | null;
  updated_at: Date | string;
};

const arr = (xs: (string | number | bigint)[]) => `{${xs.map((x) => String(x)).join(',')}}`;
const REDEMPTION_COLS = sql`r.id, r.member_id, r.item_id, i.names, r.points::text AS points, r.status, r.remark, r.created_at, r.reviewed_at`;

/** Statements that run inside a caller's transaction (the consumer's batch, a redemption, a ledger `within`). */
export const pointsTx = {
  ratios: async (tx: Db, merchantIds: number[]) =>
    rowsOf<{ merchant_id: number; points_per_unit: number; points_unit: string }>(
      await tx.execute(sql`SELECT merchant_id, points_per_unit, points_unit::text AS points_unit FROM growth_settings
        WHERE merchant_id = ANY(${arr(merchantIds)}::int[])`),
    ),

  /** The day rows of earning these (member, ref) pairs already have, locked for the batch. */
  earnRows: async (tx: Db, keys: { memberId: number; ref: string }[]) =>
    rowsOf<{ member_id: string | number; ref: string; basis: string; points: string }>(
      await tx.execute(sql`SELECT e.member_id, e.ref, e.basis::text AS basis, e.points::text AS points FROM point_entries e
        JOIN unnest(${arr(keys.map((k) => k.memberId))}::bigint[], ${arr(keys.map((k) => k.ref))}::text[]) AS k(member_id, ref)
          ON e.member_id = k.member_id AND e.ref = k.ref
        ORDER BY e.member_id, e.ref FOR UPDATE OF e`),
    ),

  /** Adds points to balances (one statement); answers each member's balance after. */
  addBalances: async (tx: Db, rows: { memberId: number; merchantId: number; delta: bigint }[]) =>
    rows.length === 0
      ? []
      : rowsOf<{ member_id: string | number; balance: string }>(
          await tx.execute(sql`INSERT INTO point_balances (member_id, merchant_id, balance, earned)
            SELECT v.member_id, v.merchant_id, v.delta, v.delta
            FROM unnest(${arr(rows.map((r) => r.memberId))}::bigint[], ${arr(rows.map((r) => r.merchantId))}::int[],
              ${arr(rows.map((r) => r.delta))}::bigint[]) AS v(member_id, merchant_id, delta)
            ON CONFLICT (member_id) DO UPDATE SET balance = point_balances.balance + excluded.balance,
              earned = point_balances.earned + excluded.earned
            RETURNING member_id, balance::text AS balance`),
        ),

  /** Writes each (member, day)'s earning row: its valid bet so far, the points it earned and the balance after. */
  upsertEarn: async (
    tx: Db,
    rows: { merchantId: number; memberId: number; ref: string; basis: bigint; points: bigint; balanceAfter: bigint }[],
  ) => {
    if (rows.length === 0) return;
    await tx.execute(sql`INSERT INTO point_entries (merchant_id, member_id, kind, ref, points, basis, balance_after)
      SELECT v.merchant_id, v.member_id, 'EARN', v.ref, v.points, v.basis, v.balance_after
      FROM unnest(${arr(rows.map((r) => r.merchantId))}::int[], ${arr(rows.map((r) => r.memberId))}::bigint[],
        ${arr(rows.map((r) => r.ref))}::text[], ${arr(rows.map((r) => r.points))}::bigint[], ${arr(rows.map((r) => r.basis))}::bigint[],
        ${arr(rows.map((r) => r.balanceAfter))}::bigint[]) AS v(merchant_id, member_id, ref, points, basis, balance_after)
      ON CONFLICT (member_id, ref) DO UPDATE SET points = excluded.points, basis = excluded.basis,
        balance_after = excluded.balance_after, updated_at = now()`);
  },

  item: async (tx: Db, merchantId: number, id: number) =>
    rowsOf<ItemRow>(
      await tx.execute(sql`SELECT id, merchant_id, names, art, quantity, points_required::text AS points_required,
          amount_required::text AS amount_required, cash_value::text AS cash_value, status, sort
        FROM point_items WHERE id = ${id} AND merchant_id = ${merchantId}`),
    )[0] ?? null,

  deposited: async (tx: Db, memberId: number) =>
    BigInt(
      rowsOf<{ d: string }>(await tx.execute(sql`SELECT deposited::text AS d FROM member_vip WHERE member_id = ${memberId}`))[0]?.d ?? '0',
    ),

  /** A new redemption; null when this request id was already used (a replay). */
  insertRedemption: async (tx: Db, r: { merchantId: number; memberId: number; itemId: number; requestId: string; points: bigint }) =>
    rowsOf<{ id: string | number }>(
      await tx.execute(sql`INSERT INTO point_redemptions (merchant_id, member_id, item_id, request_id, points)
        VALUES (${r.merchantId}, ${r.memberId}, ${r.itemId}, ${r.requestId}, ${r.points.toString()})
        ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`),
    ).map((x) => Number(x.id))[0] ?? null,

  /** Locks the member's points and the item's stock for a redemption; answers what they hold. */
  lockForRedeem: async (tx: Db, memberId: number, itemId: number) => {
    const bal = rowsOf<{ balance: string }>(
      await tx.execute(sql`SELECT balance::text AS balance FROM point_balances WHERE member_id = ${memberId} FOR UPDATE`),
    )[0];
    const item = rowsOf<{ quantity: number }>(await tx.execute(sql`SELECT quantity FROM point_items WHERE id = ${itemId} FOR UPDATE`))[0];
    return { balance: BigInt(bal?.balance ?? '0'), quantity: item?.quantity ?? 0 };
  },

  takeStock: async (tx: Db, itemId: number) =>
    rowsOf(await tx.execute(sql`UPDATE point_items SET quantity = quantity - 1 WHERE id = ${itemId} AND quantity > 0 RETURNING id`))
      .length === 1,

  giveStock: async (tx: Db, itemId: number) => {
    await tx.execute(sql`UPDATE point_items SET quantity = quantity + 1 WHERE id = ${itemId}`);
  },

  /** Takes points if the member holds them (answers the balance after), else null. */
  take: async (tx: Db, memberId: number, points: bigint) =>
    rowsOf<{ balance: string }>(
      await tx.execute(sql`UPDATE point_balances SET balance = balance - ${points.toString()}
        WHERE member_id = ${memberId} AND balance >= ${points.toString()} RETURNING balance::text AS balance`),
    )[0]?.balance ?? null,

  give: async (tx: Db, memberId: number, points: bigint) =>
    rowsOf<{ balance: string }>(
      await tx.execute(sql`UPDATE point_balances SET balance = balance + ${points.toString()} WHERE member_id = ${memberId}
        RETURNING balance::text AS balance`),
    )[0]?.balance ?? '0',

  entry: async (
    tx: Db,
    e: {
      merchantId: number;
      memberId: number;
      kind: 'REDEEM' | 'CONVERT' | 'REFUND';
      ref: string;
      points: bigint;
      balanceAfter: string;
      remark: string | null;
    },
  ) => {
    await tx.execute(sql`INSERT INTO point_entries (merchant_id, member_id, kind, ref, points, balance_after, remark)
      VALUES (${e.merchantId}, ${e.memberId}, ${e.kind}, ${e.ref}, ${e.points.toString()}, ${e.balanceAfter}, ${e.remark})`);
  },

  /** IN_PROCESS → APPROVED | REJECTED; the row when it moved, null when it was reviewed already. */
  review: async (tx: Db, merchantId: number, id: number, status: 'APPROVED' | 'REJECTED', remark: string | null, by: string) =>
    rowsOf<{ id: string | number; member_id: string | number; item_id: number; points: string }>(
      await tx.execute(sql`UPDATE point_redemptions SET status = ${status}, remark = ${remark}, reviewed_by = ${by}, reviewed_at = now()
        WHERE id = ${id} AND merchant_id = ${merchantId} AND status = 'IN_PROCESS'
        RETURNING id, member_id, item_id, points::text AS points`),
    )[0] ?? null,
};

export const createPointsRepo = (db: Db) => ({
  settings: async (merchantId: number) =>
    rowsOf<PointSettingsRow>(
      await db.execute(sql`SELECT points_per_unit, points_unit::text AS points_unit, exchange, points_rules FROM growth_settings
        WHERE merchant_id = ${merchantId}`),
    )[0] ?? null,

  setSettings: async (merchantId: number, s: { pointsPerUnit: number; unit: string; exchange: ExchangeTier[]; rules: Texts }) => {
    await db.execute(sql`INSERT INTO growth_settings (merchant_id, points_per_unit, points_unit, exchange, points_rules)
      VALUES (${merchantId}, ${s.pointsPerUnit}, ${s.unit}, ${JSON.stringify(s.exchange)}::jsonb, ${JSON.stringify(s.rules)}::jsonb)
      ON CONFLICT (merchant_id) DO UPDATE SET points_per_unit = excluded.points_per_unit, points_unit = excluded.points_unit,
        exchange = excluded.exchange, points_rules = excluded.points_rules`);
  },

  balance: async (memberId: number) =>
    rowsOf<{ balance: string; earned: string }>(
      await db.execute(sql`SELECT balance::text AS balance, earned::text AS earned FROM point_balances WHERE member_id = ${memberId}`),
    )[0] ?? { balance: '0', earned: '0' },

  items: async (merchantId: number, activeOnly: boolean) =>
    rowsOf<ItemRow>(
      await db.execute(sql`SELECT id, merchant_id, names, art, quantity, points_required::text AS points_required,
          amount_required::text AS amount_required, cash_value::text AS cash_value, status, sort
        FROM point_items WHERE merchant_id = ${merchantId} AND (${!activeOnly} OR status = 'ACTIVE') ORDER BY sort, id`),
    ),

  addItem: async (merchantId: number, i: Omit<ItemRow, 'id' | 'merchant_id'>) => {
    await db.execute(sql`INSERT INTO point_items (merchant_id, names, art, quantity, points_required, amount_required, cash_value, status, sort)
      VALUES (${merchantId}, ${JSON.stringify(i.names)}::jsonb, ${i.art}, ${i.quantity}, ${i.points_required}, ${i.amount_required},
        ${i.cash_value}, ${i.status}, ${i.sort})`);
  },

  updateItem: async (merchantId: number, id: number, i: Omit<ItemRow, 'id' | 'merchant_id'>) =>
    rowsOf(
      await db.execute(sql`UPDATE point_items SET names = ${JSON.stringify(i.names)}::jsonb, art = ${i.art}, quantity = ${i.quantity},
          points_required = ${i.points_required}, amount_required = ${i.amount_required}, cash_value = ${i.cash_value},
          status = ${i.status}, sort = ${i.sort}
        WHERE id = ${id} AND merchant_id = ${merchantId} RETURNING id`),
    ).length === 1,

  redemption: async (merchantId: number, id: number) =>
    rowsOf<RedemptionRow>(
      await db.execute(sql`SELECT ${REDEMPTION_COLS}, i.cash_value::text AS cash_value FROM point_redemptions r
        JOIN point_items i ON i.id = r.item_id WHERE r.id = ${id} AND r.merchant_id = ${merchantId}`),
    )[0] ?? null,

  byRequest: async (memberId: number, requestId: string) =>
    rowsOf<RedemptionRow>(
      await db.execute(sql`SELECT ${REDEMPTION_COLS} FROM point_redemptions r JOIN point_items i ON i.id = r.item_id
        WHERE r.member_id = ${memberId} AND r.request_id = ${requestId}`),
    )[0] ?? null,

  redemptionsOf: async (memberId: number, status: string | null, offset: number, limit: number) =>
    rowsOf<RedemptionRow>(
      await db.execute(sql`SELECT ${REDEMPTION_COLS} FROM point_redemptions r JOIN point_items i ON i.id = r.item_id
        WHERE r.member_id = ${memberId} AND (${status}::text IS NULL OR r.status = ${status})
        ORDER BY r.id DESC OFFSET ${offset} LIMIT ${limit}`),
    ),

  countRedemptions: async (memberId: number, status: string | null) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`SELECT count(*) AS n FROM point_redemptions WHERE member_id = ${memberId}
          AND (${status}::text IS NULL OR status = ${status})`),
      )[0]?.n ?? 0,
    ),

  opsRedemptions: async (merchantId: number, status: string | null) =>
    rowsOf<RedemptionRow>(
      await db.execute(sql`SELECT ${REDEMPTION_COLS}, m.account, i.cash_value::text AS cash_value FROM point_redemptions r
        JOIN point_items i ON i.id = r.item_id JOIN members m ON m.id = r.member_id
        WHERE r.merchant_id = ${merchantId} AND (${status}::text IS NULL OR r.status = ${status}) ORDER BY r.id DESC LIMIT 200`),
    ),

  entries: async (memberId: number, offset: number, limit: number) =>
    rowsOf<EntryRow>(
      await db.execute(sql`SELECT kind, points::text AS points, balance_after::text AS balance_after, remark, updated_at FROM point_entries
        WHERE member_id = ${memberId} ORDER BY updated_at DESC, id DESC OFFSET ${offset} LIMIT ${limit}`),
    ),

  countEntries: async (memberId: number) =>
    Number(
      rowsOf<{ n: string | number }>(await db.execute(sql`SELECT count(*) AS n FROM point_entries WHERE member_id = ${memberId}`))[0]?.n ??
        0,
    ),
});
export type PointsRepo = ReturnType<typeof createPointsRepo>;
