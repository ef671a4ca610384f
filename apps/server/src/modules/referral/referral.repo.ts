import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  deposits,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransferKeys,
  ledgerTransfers,
  members,
  merchants,
  vendorTransactions,
} from '../../db/schema';
import { rowsOf } from '../../core/sql';

/** The ledger kind of a referral reward credited to the inviting member. */
export const REFERRAL_REWARD_KIND = 'REFERRAL_REWARD';
/** The reward's idempotency key: one reward per (merchant, friend), whoever runs the consumer and how often. */
export const rewardKey = (friendId: number) => `referral:${friendId}`;

type RewardFactsRow = {
  enabled: boolean;
  reward: string;
  min_deposit: string;
  parent_id: string | number | null;
  amount: string | null;
  first: boolean;
  paid: boolean;
};

export const createReferralRepo = (db: Db) => ({
  inviteCodeOf: async (merchantId: number, memberId: number) =>
    (
      await db
        .select({ inviteCode: members.inviteCode })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
        .limit(1)
    )[0],

  /** Gives the member a code when it has none (the unique index refuses a taken one: the caller tries another). */
  setInviteCode: async (merchantId: number, memberId: number, code: string) =>
    (
      await db
        .update(members)
        .set({ inviteCode: code })
        .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId), sql`${members.inviteCode} IS NULL`))
        .returning({ inviteCode: members.inviteCode })
    )[0],

  /** The members registered under this one, newest first, with whether each deposited and played lately. */
  friends: (merchantId: number, memberId: number, activeSince: Date, limit: number) =>
    db
      .select({
        account: members.account,
        createdAt: members.createdAt,
        deposited: sql<boolean>`EXISTS (SELECT 1 FROM ${deposits} d WHERE d.member_id = "members"."id" AND d.merchant_id = ${merchantId} AND d.status = 'CREDITED')`,
        reward: sql<string>`COALESCE((SELECT SUM(p.amount) FROM ${ledgerTransferKeys} k
          JOIN ${ledgerPostings} p ON p.transfer_id = k.transfer_id AND p.created_at = k.created_at JOIN ${ledgerAccounts} a ON a.id = p.account_id
          WHERE k.merchant_id = ${merchantId} AND k.idempotency_key = 'referral:' || "members"."id" AND a.member_id = ${memberId}), 0)::text`,
        active: sql<boolean>`EXISTS (SELECT 1 FROM ${vendorTransactions} v WHERE v.member_id = "members"."id" AND v.merchant_id = ${merchantId} AND v.kind = 'BET' AND v.created_at >= ${activeSince.toISOString()})`,
      })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.parentId, memberId)))
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(limit),

  /** Referral rewards credited to the member's wallets, in minor units. */
  rewards: async (merchantId: number, memberId: number) =>
    (
      await db
        .select({ total: sql<string>`COALESCE(SUM(${ledgerPostings.amount}), 0)::text` })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(
          ledgerTransfers,
          and(eq(ledgerTransfers.id, ledgerPostings.transferId), eq(ledgerTransfers.createdAt, ledgerPostings.createdAt)),
        )
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchantId),
            eq(ledgerAccounts.memberId, memberId),
            eq(ledgerTransfers.kind, REFERRAL_REWARD_KIND),
          ),
        )
    )[0]?.total ?? '0',

  /**
   * What decides a referral reward for a credited deposit, read in the consumer's transaction: the merchant's
   * promotion and reward, the friend's referrer, the deposit's amount, whether it is the friend's first credited
   * deposit (no other credited deposit of the friend was credited by an earlier ledger transfer), and whether the
   * friend's reward was already paid.
   */
  rewardFacts: async (tx: Db, merchantId: number, friendId: number, depositId: number, transferId: number) =>
    rowsOf<RewardFactsRow>(
      await tx.execute(sql`SELECT m.referral_enabled AS enabled, m.referral_reward::text AS reward,
          m.referral_min_deposit::text AS min_deposit, f.parent_id,
          (SELECT d.amount::text FROM ${deposits} d WHERE d.id = ${depositId} AND d.merchant_id = ${merchantId} AND d.member_id = f.id) AS amount,
          NOT EXISTS (SELECT 1 FROM ${deposits} d JOIN ${ledgerTransferKeys} k ON k.merchant_id = d.merchant_id AND k.idempotency_key = 'deposit:' || d.id
            WHERE d.merchant_id = ${merchantId} AND d.member_id = f.id AND d.status = 'CREDITED' AND d.id <> ${depositId}
              AND k.transfer_id < ${transferId}) AS first,
          EXISTS (SELECT 1 FROM ${ledgerTransferKeys} k WHERE k.merchant_id = ${merchantId} AND k.idempotency_key = ${rewardKey(friendId)}) AS paid
        FROM ${merchants} m JOIN ${members} f ON f.merchant_id = m.id AND f.id = ${friendId}
        JOIN ${members} r ON r.id = f.parent_id AND r.merchant_id = m.id
        WHERE m.id = ${merchantId}`),
    )[0],
});
