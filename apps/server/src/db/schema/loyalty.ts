import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { memberRef, members } from './members';
import { merchantRef, merchants } from './merchants';
import type { Texts } from './promotions';
import { bigZero, bigserialId, createdAt, memberId, merchantId, serialId, updatedAt } from './columns';

/**
 * What members played, by merchant day and game category: the read model the growth consumer keeps from
 * `bet.settled` (rebates, missions, the leaderboard, weekly losses). No foreign keys: written on every batch.
 */
export const playStats = pgTable(
  'play_stats',
  {
    merchantId: merchantId(),
    memberId: memberId(),
    day: date('day', { mode: 'string' }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    validBet: bigZero('valid_bet'),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
    rounds: integer('rounds').notNull().default(0),
    wins: integer('wins').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day, t.category] }), index('play_stats_day').on(t.merchantId, t.day)],
);

/** Deposits and sign-ins by merchant day (missions: deposit ≥ Y, log in N days). */
export const memberDays = pgTable(
  'member_days',
  {
    merchantId: merchantId(),
    memberId: memberId(),
    day: date('day', { mode: 'string' }).notNull(),
    deposited: bigZero('deposited'),
    deposits: integer('deposits').notNull().default(0),
    logins: integer('logins').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day] })],
);

/** Events the growth consumer has applied (by id): a replayed event adds nothing. Pruned with the events. */
export const growthSeen = pgTable('growth_seen', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ExchangeTier = { minPoints: number; points: number; amount: string };

/** A merchant's growth settings: rebate payout mode, points earning ratio, points exchange table and rules. */
export const growthSettings = pgTable('growth_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** MANUAL: the member claims; DAILY: yesterday's is paid the next day; REALTIME: paid every few minutes. */
  rebateMode: varchar('rebate_mode', { length: 8 }).$type<'MANUAL' | 'DAILY' | 'REALTIME'>().notNull().default('MANUAL'),
  /** Points earned per `pointsUnit` of valid bet (minor units). */
  pointsPerUnit: integer('points_per_unit').notNull().default(1),
  pointsUnit: bigint('points_unit', { mode: 'bigint' }).notNull().default(sql`10000`),
  /** Points to cash: the tier with the highest `minPoints` at or below the points converted applies. */
  exchange: jsonb('exchange').$type<ExchangeTier[]>().notNull().default(sql`'[]'::jsonb`),
  pointsRules: jsonb('points_rules').$type<Texts>().notNull().default(sql`'{}'::jsonb`),
  leaderboardMetric: varchar('leaderboard_metric', { length: 12 }).$type<'VALID_BET' | 'WINS'>().notNull().default('VALID_BET'),
});

/** VIP levels of a merchant: reached by cumulative deposit AND valid bet; bonuses go to the reward centre. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serialId(),
    merchantId: merchantRef(),
    level: integer('level').notNull(),
    names: jsonb('names').$type<Texts>().notNull(),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
    minValidBet: bigint('min_valid_bet', { mode: 'bigint' }).notNull(),
    upgradeBonus: bigZero('upgrade_bonus'),
    monthlyBonus: bigZero('monthly_bonus'),
    turnoverX100: integer('turnover_x100').notNull().default(100),
  },
  (t) => [uniqueIndex('vip_levels_uq').on(t.merchantId, t.level)],
);

/** A member's cumulative deposit and valid bet (from the events) and the VIP level they reached (never lowered). */
export const memberVip = pgTable(
  'member_vip',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    merchantId: merchantId(),
    deposited: bigZero('deposited'),
    validBet: bigZero('valid_bet'),
    level: integer('level').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('member_vip_level').on(t.merchantId, t.level)],
);

/** Rebate rates in basis points of valid bet, per game category and VIP level (the highest level ≤ the member's). */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: merchantRef(),
    category: varchar('category', { length: 16 }).notNull(),
    vipLevel: integer('vip_level').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.category, t.vipLevel] })],
);

/**
 * What was paid of a (member, day, category)'s valid bet. A payout moves `paidValidBet` from the value read to the
 * new one in a conditional update, and its ledger key names (member, day, category, new value): however many claims
 * run at once, each slice of valid bet is paid once.
 */
export const rebatePaid = pgTable(
  'rebate_paid',
  {
    merchantId: merchantId(),
    memberId: memberId(),
    day: date('day', { mode: 'string' }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    paidValidBet: bigZero('paid_valid_bet'),
    paidAmount: bigZero('paid_amount'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day, t.category] })],
);

/** Each rebate payment (one ledger transfer each): the member's rebate history and what each mode paid. */
export const rebatePayments = pgTable(
  'rebate_payments',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    day: date('day', { mode: 'string' }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    mode: varchar('mode', { length: 8 }).$type<'MANUAL' | 'DAILY' | 'REALTIME'>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rebate_payments_member').on(t.memberId, t.id)],
);

/** Points balance per member; points never expire. */
export const pointBalances = pgTable('point_balances', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  merchantId: merchantId(),
  balance: bigZero('balance'),
  earned: bigZero('earned'),
});

/**
 * Points details. Earning is one row per member and merchant day (`ref` = 'earn:<day>'), whose `basis` is that day's
 * valid bet and `points` what it earned so far; redeeming, converting and refunds are one row each.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    kind: varchar('kind', { length: 8 }).$type<'EARN' | 'REDEEM' | 'CONVERT' | 'REFUND'>().notNull(),
    ref: varchar('ref', { length: 80 }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    basis: bigZero('basis'),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('point_entries_ref_uq').on(t.memberId, t.ref), index('point_entries_member').on(t.memberId, t.updatedAt)],
);

/** Points mall items: stock taken atomically; `amountRequired` is the cumulative deposit a member needs first. */
export const pointItems = pgTable('point_items', {
  id: serialId(),
  merchantId: merchantRef(),
  names: jsonb('names').$type<Texts>().notNull(),
  art: varchar('art', { length: 32 }).notNull().default('gift'),
  quantity: integer('quantity').notNull(),
  pointsRequired: bigint('points_required', { mode: 'bigint' }).notNull(),
  amountRequired: bigZero('amount_required'),
  /** Cash credited when the redemption is approved (0 for goods delivered outside the site). */
  cashValue: bigZero('cash_value'),
  status: varchar('status', { length: 8 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
  sort: integer('sort').notNull().default(0),
});

/** Redemptions of mall items: points are taken at the request, given back on rejection. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberRef(),
    itemId: integer('item_id')
      .notNull()
      .references(() => pointItems.id),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    status: varchar('status', { length: 12 }).$type<'IN_PROCESS' | 'REJECTED' | 'APPROVED'>().notNull().default('IN_PROCESS'),
    remark: varchar('remark', { length: 200 }),
    reviewedBy: varchar('reviewed_by', { length: 64 }),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('point_redemptions_req_uq').on(t.memberId, t.requestId),
    index('point_redemptions_review').on(t.merchantId, t.status),
  ],
);

export type MissionCondition = 'ROUNDS' | 'VALID_BET' | 'DEPOSIT' | 'LOGIN_DAYS';

/** Daily and weekly missions: a condition over the period's activity; completing one issues its reward once. */
export const missions = pgTable(
  'missions',
  {
    id: serialId(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 40 }).notNull(),
    period: varchar('period', { length: 8 }).$type<'DAILY' | 'WEEKLY'>().notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    condition: varchar('condition', { length: 12 }).$type<MissionCondition>().notNull(),
    /** ROUNDS counts rounds of this category only (null: any). */
    category: varchar('category', { length: 16 }),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    turnoverX100: integer('turnover_x100').notNull().default(100),
    status: varchar('status', { length: 8 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('missions_code_uq').on(t.merchantId, t.code)],
);
