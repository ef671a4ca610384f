import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { memberRef } from './members';
import { merchantRef } from './merchants';
import { bigZero, bigserialId, createdAt, memberId, merchantId, serialId, updatedAt } from './columns';

/** Text in each interface language ({ EN, UR }); English is the fallback. */
export type Texts = Record<string, string>;

/** Who a promotion is for. `NEW`: registered within `newWithinDays`; `VIP`: at least `minVipLevel`; `TAGGED`: any tag. */
export type PromotionAudience =
  | { kind: 'ALL' }
  | { kind: 'NEW'; newWithinDays: number }
  | { kind: 'VIP'; minVipLevel: number }
  | { kind: 'TAGGED'; tags: string[] };

export type PromotionKind = 'DEPOSIT_MATCH' | 'FIXED_BONUS' | 'LOSS_REBATE' | 'RAFFLE' | 'FREE_ENTRY';
/** What makes a reward: a reviewed application, a join, the first or any credited deposit, last week's loss, a raffle claim. */
export type PromotionTrigger = 'APPLY' | 'JOIN' | 'FIRST_DEPOSIT' | 'RELOAD' | 'WEEKLY_LOSS' | 'RAFFLE';
/** A withdrawal before the turnover is met: refused, or the bonus is forfeited (taken back, up to the balance). */
export type EarlyWithdrawal = 'REFUSE' | 'FORFEIT';
export type RafflePrize = { amount: string; weight: number };

/** Promotion categories of a merchant (PROMOFE_getPromotionAnnouncementCategory), the filters of /promotions. */
export const promotionCategories = pgTable(
  'promotion_categories',
  {
    id: serialId(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 32 }).notNull(),
    names: jsonb('names').$type<Texts>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('promotion_categories_code_uq').on(t.merchantId, t.code)],
);

/**
 * Operator-defined promotions. Money is minor units; `matchBp` is basis points of the deposit (10000 = 100 %);
 * `turnoverX100` is the wagering requirement as a multiple of the bonus in hundredths (1000 = 10×).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serialId(),
    merchantId: merchantRef(),
    categoryId: integer('category_id').references(() => promotionCategories.id),
    code: varchar('code', { length: 40 }).notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    summary: jsonb('summary').$type<Texts>().notNull(),
    /** Operator HTML per language, sanitised when stored and again when shown. */
    contentHtml: jsonb('content_html').$type<Texts>().notNull(),
    /** Banner picture: a theme colour pair the card is drawn with (no uploaded artwork needed). */
    art: varchar('art', { length: 32 }).notNull().default('gold'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    audience: jsonb('audience').$type<PromotionAudience>().notNull(),
    kind: varchar('kind', { length: 16 }).$type<PromotionKind>().notNull(),
    trigger: varchar('trigger', { length: 16 }).$type<PromotionTrigger>().notNull(),
    /** The member must join first; only then do deposits or losses count. */
    optIn: boolean('opt_in').notNull().default(false),
    matchBp: integer('match_bp').notNull().default(0),
    fixedAmount: bigZero('fixed_amount'),
    maxBonus: bigZero('max_bonus'),
    minDeposit: bigZero('min_deposit'),
    turnoverX100: integer('turnover_x100').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    /** Total the promotion may give; null: no budget. `budgetUsed` grows atomically as rewards are issued. */
    budget: bigint('budget', { mode: 'bigint' }),
    budgetUsed: bigZero('budget_used'),
    earlyWithdrawal: varchar('early_withdrawal', { length: 8 }).$type<EarlyWithdrawal>().notNull().default('REFUSE'),
    /** Days an issued reward waits in the reward centre before it expires. */
    claimDays: integer('claim_days').notNull().default(7),
    prizes: jsonb('prizes').$type<RafflePrize[]>().notNull().default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'DISABLED'>().notNull().default('ACTIVE'),
    sort: integer('sort').notNull().default(0),
    /** Claims of its rewards allowed from one network address / one device within `claimWindowHours`; null: no limit. */
    perIpLimit: integer('per_ip_limit'),
    perDeviceLimit: integer('per_device_limit'),
    claimWindowHours: integer('claim_window_hours').notNull().default(24),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotions_code_uq').on(t.merchantId, t.code), index('promotions_merchant').on(t.merchantId, t.status)],
);

/** Tags operators put on members (promotion audience `TAGGED`). */
export const memberTags = pgTable(
  'member_tags',
  {
    merchantId: merchantId(),
    memberId: memberRef(),
    tag: varchar('tag', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.tag] })],
);

/** How many rewards a member took from a promotion: taken with one conditional upsert (the per-member limit). */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: memberId(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId] })],
);

/**
 * A member's part in a promotion: joined (opt-in), an application (comment and images) and its review. At most one
 * open row (JOINED or APPLYING) per promotion and member.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: memberRef(),
    status: varchar('status', { length: 16 }).$type<'JOINED' | 'APPLYING' | 'APPROVED' | 'REJECTED' | 'DONE'>().notNull(),
    comment: varchar('comment', { length: 140 }),
    imageIds: jsonb('image_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    reason: varchar('reason', { length: 200 }),
    reviewedBy: varchar('reviewed_by', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotion_entries_member').on(t.memberId, t.promotionId),
    index('promotion_entries_review').on(t.merchantId, t.status),
    uniqueIndex('promotion_entries_open_uq').on(t.promotionId, t.memberId).where(sql`${t.status} IN ('JOINED', 'APPLYING')`),
  ],
);

export type RewardSource = 'PROMOTION' | 'RAFFLE' | 'MISSION' | 'VIP_UPGRADE' | 'VIP_MONTHLY' | 'MANUAL';

/**
 * The reward centre: everything a member can claim. `sourceKey` is unique per merchant, so whatever issues a reward
 * (an event consumer, a job, an operator) issues it once. Claiming moves it to CLAIMED in the ledger transaction
 * that pays it.
 */
export const rewardItems = pgTable(
  'reward_items',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberRef(),
    source: varchar('source', { length: 16 }).$type<RewardSource>().notNull(),
    sourceKey: varchar('source_key', { length: 120 }).notNull(),
    promotionId: integer('promotion_id'),
    title: jsonb('title').$type<Texts>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverX100: integer('turnover_x100').notNull().default(0),
    earlyWithdrawal: varchar('early_withdrawal', { length: 8 }).$type<EarlyWithdrawal>().notNull().default('REFUSE'),
    status: varchar('status', { length: 16 }).$type<'AVAILABLE' | 'CLAIMED' | 'EXPIRED'>().notNull().default('AVAILABLE'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('reward_items_source_uq').on(t.merchantId, t.sourceKey), index('reward_items_member').on(t.memberId, t.status)],
);

/**
 * A claimed bonus and its wagering: the amount was credited to the member's main wallet; valid bets settled after
 * `grantedAt` reduce `turnoverLeft` (oldest bonus first). While one is ACTIVE a withdrawal is refused or forfeits it
 * (`earlyWithdrawal`); COMPLETED releases it; FORFEITED took back `forfeited` (at most the balance).
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberRef(),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => rewardItems.id),
    source: varchar('source', { length: 16 }).$type<RewardSource | 'REBATE'>().notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    turnoverLeft: bigint('turnover_left', { mode: 'bigint' }).notNull(),
    earlyWithdrawal: varchar('early_withdrawal', { length: 8 }).$type<EarlyWithdrawal>().notNull(),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'COMPLETED' | 'FORFEITED'>().notNull(),
    forfeited: bigZero('forfeited'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bonuses_reward_uq').on(t.rewardId), index('bonuses_member').on(t.memberId, t.status)],
);

/**
 * Raffle seeds: the hash of the next seed is shown before a draw (commitment), the seed is revealed after it. A
 * member's draws of one promotion are numbered; the unique index lets one draw per number through.
 */
export const raffleDraws = pgTable(
  'raffle_draws',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: memberId(),
    nonce: integer('nonce').notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    prizeIndex: integer('prize_index'),
    amount: bigint('amount', { mode: 'bigint' }),
    roll: varchar('roll', { length: 64 }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('raffle_draws_uq').on(t.promotionId, t.memberId, t.nonce)],
);

/**
 * Each claim of a promotion's reward with where it came from (network address, device), written in the claim's
 * transaction: the per-address and per-device limits of the promotion count these rows within its window.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    rewardId: bigint('reward_id', { mode: 'number' })
      .primaryKey()
      .references(() => rewardItems.id),
    merchantId: merchantId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: memberId(),
    ip: varchar('ip', { length: 64 }),
    deviceId: varchar('device_id', { length: 64 }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotion_claims_ip').on(t.promotionId, t.ip, t.claimedAt),
    index('promotion_claims_device').on(t.promotionId, t.deviceId, t.claimedAt),
  ],
);
