import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { EarlyWithdrawal, RewardSource, Texts } from '../../db/schema';

export type RewardRow = {
  id: string | number;
  merchant_id: number;
  member_id: string | number;
  source: RewardSource;
  source_key: string;
  promotion_id: number | null;
  title: Texts;
  amount: string;
  turnover_x100: number;
  early_withdrawal: EarlyWithdrawal;
  status: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';
  expires_at: Date | string;
  created_at: Date | string;
  claimed_at: Date | string | null;
};
export type BonusRow = {
  id: string | number;
  member_id: string | number;
  reward_id: string | number;
  source: string;
  title: Texts;
  amount: string;
  turnover_required: string;
  turnover_left: string;
  early_withdrawal: EarlyWithdrawal;
  status: 'ACTIVE' | 'COMPLETED' | 'FORFEITED';
  forfeited: string;
  granted_at: Date | string;
  closed_at: Date | string | null;
};
export type NewReward = {
  merchantId: number;
  memberId: number;
  source: RewardSource;
  sourceKey: string;
  promotionId?: number | null;
  title: Texts;
  amount: bigint;
  turnoverX100: number;
  earlyWithdrawal: EarlyWithdrawal;
  expiresAt: Date;
};

const idList = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** Statements that run inside a caller's transaction (a consumer batch, a ledger `within`) take it as `tx`. */
export const rewardsTx = {
  /** Rewards still waiting to be claimed expire now (a player's time-out or self-exclusion). */
  cancelPending: (tx: Db, merchantId: number, memberId: number, at: Date) =>
    tx.execute(sql`UPDATE reward_items SET status = 'EXPIRED', expires_at = ${at.toISOString()}
      WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'AVAILABLE'`),

  /** Issues a reward once per source key; answers its id, or null when it already existed. */
  issue: async (tx: Db, r: NewReward) =>
    rowsOf<{ id: string | number }>(
      await tx.execute(sql`INSERT INTO reward_items (merchant_id, member_id, source, source_key, promotion_id, title, amount,
          turnover_x100, early_withdrawal, expires_at)
        VALUES (${r.merchantId}, ${r.memberId}, ${r.source}, ${r.sourceKey}, ${r.promotionId ?? null}, ${JSON.stringify(r.title)}::jsonb,
          ${r.amount.toString()}, ${r.turnoverX100}, ${r.earlyWithdrawal}, ${r.expiresAt.toISOString()})
        ON CONFLICT (merchant_id, source_key) DO NOTHING RETURNING id`),
    ).map((x) => Number(x.id))[0] ?? null,

  /** The reward a source key issued to this member (what a repeated issue answers); null when it issued none to them. */
  idByKey: async (tx: Db, merchantId: number, memberId: number, sourceKey: string) =>
    rowsOf<{ id: string | number }>(
      await tx.execute(sql`SELECT id FROM reward_items
        WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND source_key = ${sourceKey}`),
    ).map((x) => Number(x.id))[0] ?? null,

  /** AVAILABLE → CLAIMED for this member, only while it has not expired; null when it was not available. */
  markClaimed: async (tx: Db, merchantId: number, memberId: number, id: number, at: Date) =>
    rowsOf<RewardRow>(
      await tx.execute(sql`UPDATE reward_items SET status = 'CLAIMED', claimed_at = ${at.toISOString()}
        WHERE id = ${id} AND merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'AVAILABLE'
          AND expires_at > ${at.toISOString()} RETURNING *`),
    )[0] ?? null,

  insertBonus: async (
    tx: Db,
    b: {
      merchantId: number;
      memberId: number;
      rewardId: number;
      source: string;
      title: Texts;
      amount: bigint;
      turnover: bigint;
      early: EarlyWithdrawal;
      at: Date;
    },
  ) =>
    rowsOf<BonusRow>(
      await tx.execute(sql`INSERT INTO bonuses (merchant_id, member_id, reward_id, source, title, amount, turnover_required,
          turnover_left, early_withdrawal, status, granted_at)
        VALUES (${b.merchantId}, ${b.memberId}, ${b.rewardId}, ${b.source}, ${JSON.stringify(b.title)}::jsonb, ${b.amount.toString()},
          ${b.turnover.toString()}, ${b.turnover.toString()}, ${b.early}, 'ACTIVE', ${b.at.toISOString()}) RETURNING *`),
    )[0],

  /** The wagering bonuses of these members, locked for the batch that reduces them, oldest first. */
  activeFor: async (tx: Db, memberIds: number[]) =>
    memberIds.length === 0
      ? []
      : rowsOf<{ id: string | number; member_id: string | number; turnover_left: string; granted_at: Date | string }>(
          await tx.execute(sql`SELECT id, member_id, turnover_left, granted_at FROM bonuses
            WHERE status = 'ACTIVE' AND member_id = ANY(${idList(memberIds)}::bigint[]) ORDER BY id FOR UPDATE`),
        ),

  /** Writes what a batch of valid bets left of each bonus; a bonus at zero is completed (its lock released). */
  setLeft: async (tx: Db, updates: { id: number; left: bigint }[], at: Date) => {
    if (updates.length === 0) return;
    const ids = idList(updates.map((u) => u.id));
    const lefts = `{${updates.map((u) => u.left.toString()).join(',')}}`;
    await tx.execute(sql`UPDATE bonuses b SET turnover_left = v.rest,
        status = CASE WHEN v.rest = 0 THEN 'COMPLETED' ELSE b.status END,
        closed_at = CASE WHEN v.rest = 0 THEN ${at.toISOString()}::timestamptz ELSE b.closed_at END
      FROM unnest(${ids}::bigint[], ${lefts}::bigint[]) AS v(id, rest)
      WHERE b.id = v.id AND b.status = 'ACTIVE'`);
  },

  /** Any bonus of the member still wagering (read in the withdrawal's transaction, after its wallet lock). */
  anyActive: async (tx: Db, merchantId: number, memberId: number) =>
    rowsOf(
      await tx.execute(
        sql`SELECT 1 FROM bonuses WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'ACTIVE' LIMIT 1`,
      ),
    ).length > 0,

  /** ACTIVE → FORFEITED with the amount each gave back; false when one of them was no longer active. */
  forfeit: async (tx: Db, parts: { id: number; amount: bigint }[], at: Date) => {
    if (parts.length === 0) return true;
    const ids = idList(parts.map((p) => p.id));
    const amounts = `{${parts.map((p) => p.amount.toString()).join(',')}}`;
    const n = rowsOf(
      await tx.execute(sql`UPDATE bonuses b SET status = 'FORFEITED', forfeited = v.amount, closed_at = ${at.toISOString()}
        FROM unnest(${ids}::bigint[], ${amounts}::bigint[]) AS v(id, amount)
        WHERE b.id = v.id AND b.status = 'ACTIVE' RETURNING b.id`),
    ).length;
    return n === parts.length;
  },
};

export const createRewardsRepo = (db: Db) => ({
  reward: async (merchantId: number, memberId: number, id: number) =>
    rowsOf<RewardRow>(
      await db.execute(sql`SELECT * FROM reward_items WHERE id = ${id} AND merchant_id = ${merchantId} AND member_id = ${memberId}`),
    )[0] ?? null,

  /** Rewards waiting, and those claimed or expired within `since`, newest first. */
  rewardsOf: async (merchantId: number, memberId: number, since: Date) =>
    rowsOf<RewardRow>(
      await db.execute(sql`SELECT * FROM reward_items WHERE merchant_id = ${merchantId} AND member_id = ${memberId}
        AND (status = 'AVAILABLE' OR created_at >= ${since.toISOString()}) ORDER BY (status = 'AVAILABLE') DESC, id DESC LIMIT 200`),
    ),

  countAvailable: async (merchantId: number, memberId: number, at: Date) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`SELECT count(*) AS n FROM reward_items WHERE merchant_id = ${merchantId} AND member_id = ${memberId}
          AND status = 'AVAILABLE' AND expires_at > ${at.toISOString()}`),
      )[0]?.n ?? 0,
    ),

  bonusesOf: async (merchantId: number, memberId: number) =>
    rowsOf<BonusRow>(
      await db.execute(sql`SELECT * FROM bonuses WHERE merchant_id = ${merchantId} AND member_id = ${memberId}
        ORDER BY (status = 'ACTIVE') DESC, id DESC LIMIT 200`),
    ),

  activeOf: async (merchantId: number, memberId: number) =>
    rowsOf<BonusRow>(
      await db.execute(
        sql`SELECT * FROM bonuses WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'ACTIVE' ORDER BY id`,
      ),
    ),

  bonusByReward: async (rewardId: number) =>
    rowsOf<BonusRow>(await db.execute(sql`SELECT * FROM bonuses WHERE reward_id = ${rewardId}`))[0] ?? null,

  /** Rewards whose time ran out move to EXPIRED (a leased job); answers how many. */
  expire: async (at: Date) =>
    rowsOf(
      await db.execute(
        sql`UPDATE reward_items SET status = 'EXPIRED' WHERE status = 'AVAILABLE' AND expires_at <= ${at.toISOString()} RETURNING id`,
      ),
    ).length,

  mainBalance: async (merchantId: number, memberId: number) =>
    BigInt(
      rowsOf<{ b: string }>(
        await db.execute(sql`SELECT COALESCE(balance, 0)::text AS b FROM ledger_accounts
          WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND code = 'MAIN'`),
      )[0]?.b ?? '0',
    ),
});
export type RewardsRepo = ReturnType<typeof createRewardsRepo>;
