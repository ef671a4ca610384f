import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bigZero, memberId, merchantId } from './columns';

/**
 * The reports' aggregates (decision 028), kept by the `reports.rollup` consumer from the domain events, each row a
 * sum over one UTC hour (so any zone a whole number of hours from UTC re-splits them into its days). Every write adds
 * (`INSERT … ON CONFLICT DO UPDATE SET x = x + excluded.x`); no foreign keys: written on every batch.
 */
const hour = () => timestamp('hour', { withTimezone: true }).notNull();

/** Events the consumer has applied: an event seen twice counts once. */
export const reportSeen = pgTable('report_seen', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settled play by hour, vendor, category and game: GGR by day, vendor, category or game. */
export const reportGameHours = pgTable(
  'report_game_hours',
  {
    merchantId: merchantId(),
    hour: hour(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    game: varchar('game', { length: 64 }).notNull(),
    bets: bigZero('bets'),
    rollbacks: bigZero('rollbacks'),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.hour, t.vendor, t.category, t.game] })],
);

/**
 * Settled play by the merchant's day, vendor and category, without the game: GGR by day, vendor and category and every
 * GGR total over the merchant's own days read a few rows a day, not one per game played (decision 028).
 */
export const reportGgrDays = pgTable(
  'report_ggr_days',
  {
    merchantId: merchantId(),
    day: date('day', { mode: 'string' }).notNull(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    bets: bigZero('bets'),
    rollbacks: bigZero('rollbacks'),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.vendor, t.category] })],
);

/**
 * Settled play by game and standard period of the merchant's zone (kind 1 a day, 2 a Monday-to-Sunday week, 3 a
 * month, as report_member_periods): GGR by game over a range reads one row per game and period (`periodsOf`).
 */
export const reportGamePeriods = pgTable(
  'report_game_periods',
  {
    merchantId: merchantId(),
    kind: integer('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    game: varchar('game', { length: 64 }).notNull(),
    bets: bigZero('bets'),
    rollbacks: bigZero('rollbacks'),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.periodStart, t.vendor, t.category, t.game] })],
);

/** Credited deposits and paid withdrawals by hour and method (deposit channel code, withdrawal payee bank). */
export const reportMoneyHours = pgTable(
  'report_money_hours',
  {
    merchantId: merchantId(),
    hour: hour(),
    method: varchar('method', { length: 64 }).notNull(),
    deposits: bigZero('deposits'),
    depositAmount: bigZero('deposit_amount'),
    withdrawals: bigZero('withdrawals'),
    withdrawalAmount: bigZero('withdrawal_amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.hour, t.method] })],
);

/** Each member's play, money and bonuses by hour: player profit and loss. */
export const reportMemberHours = pgTable(
  'report_member_hours',
  {
    merchantId: merchantId(),
    hour: hour(),
    memberId: memberId(),
    bets: bigZero('bets'),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
    deposits: bigZero('deposits'),
    withdrawals: bigZero('withdrawals'),
    bonus: bigZero('bonus'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.hour, t.memberId] })],
);

/**
 * Each member's play and money per standard period of the merchant's zone (kind 1 a day, 2 an ISO week from Monday,
 * 3 a month): the players' ranking of a period read a page at a time by its index instead of grouping every hour of
 * the range (decision 028, "Rankings per period"). Written with report_member_hours, from the same rows.
 */
export const reportMemberPeriods = pgTable(
  'report_member_periods',
  {
    merchantId: merchantId(),
    kind: integer('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    memberId: memberId(),
    bets: bigZero('bets'),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
    deposits: bigZero('deposits'),
    withdrawals: bigZero('withdrawals'),
    bonus: bigZero('bonus'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.kind, t.periodStart, t.memberId] }),
    index('report_member_periods_rank').on(t.merchantId, t.kind, t.periodStart, sql`(stake - payout) DESC`, t.memberId),
  ],
);

/**
 * The rolling windows the players' ranking is kept for (decision 028, "Rolling windows"): per merchant and kind (4: the
 * last 7 days, 5: the last 30, each up to today in the merchant's zone), the days `period_start`..`last_day` whose
 * rows report_member_periods holds under that kind. Built each merchant day by the `report-windows` job; the consumer
 * adds each later batch's rows to the window whose days they fall on.
 */
export const reportMemberWindows = pgTable(
  'report_member_windows',
  {
    merchantId: merchantId(),
    kind: integer('kind').notNull(),
    /** The window's rows' key in report_member_periods: its first day when it was built (kept while it slides). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The days it covers now: firstDay..lastDay. */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind] })],
);

/** A period's sums over all its members and how many members it has (the ranking's totals and page count). */
export const reportMemberPeriodTotals = pgTable(
  'report_member_period_totals',
  {
    merchantId: merchantId(),
    kind: integer('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    members: bigZero('members'),
    bets: bigZero('bets'),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
    deposits: bigZero('deposits'),
    withdrawals: bigZero('withdrawals'),
    bonus: bigZero('bonus'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.periodStart] })],
);

/** Each agent's direct players by hour: new players, play, money, bonuses and rebates. */
export const reportAgentHours = pgTable(
  'report_agent_hours',
  {
    merchantId: merchantId(),
    hour: hour(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    players: bigZero('players'),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
    deposits: bigZero('deposits'),
    withdrawals: bigZero('withdrawals'),
    bonus: bigZero('bonus'),
    rebate: bigZero('rebate'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.hour, t.agentId] })],
);

/**
 * The agents' hours added up by the merchant's day: a range of the merchant's own days reads one row per agent and day
 * instead of one per agent and hour (decision 028, "Rankings per period").
 */
export const reportAgentDays = pgTable(
  'report_agent_days',
  {
    merchantId: merchantId(),
    day: date('day', { mode: 'string' }).notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    players: bigZero('players'),
    stake: bigZero('stake'),
    payout: bigZero('payout'),
    deposits: bigZero('deposits'),
    withdrawals: bigZero('withdrawals'),
    bonus: bigZero('bonus'),
    rebate: bigZero('rebate'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.agentId] })],
);

/** Bonus cost by hour, source and promotion (0: none), and rebates paid (source REBATE). */
export const reportCostHours = pgTable(
  'report_cost_hours',
  {
    merchantId: merchantId(),
    hour: hour(),
    source: varchar('source', { length: 16 }).notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    grants: bigZero('grants'),
    granted: bigZero('granted'),
    forfeited: bigZero('forfeited'),
    rebate: bigZero('rebate'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.hour, t.source, t.promotionId] })],
);

/**
 * The cost hours added up by the merchant's day: promotion cost over a range of the merchant's own days reads one row
 * per source, promotion and day instead of one per hour (decision 028, "Rankings per period").
 */
export const reportCostDays = pgTable(
  'report_cost_days',
  {
    merchantId: merchantId(),
    day: date('day', { mode: 'string' }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    grants: bigZero('grants'),
    granted: bigZero('granted'),
    forfeited: bigZero('forfeited'),
    rebate: bigZero('rebate'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.source, t.promotionId] })],
);

/** Registrations and first deposits by hour. */
export const reportSignupHours = pgTable(
  'report_signup_hours',
  {
    merchantId: merchantId(),
    hour: hour(),
    registrations: bigZero('registrations'),
    ftd: bigZero('ftd'),
    ftdAmount: bigZero('ftd_amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.hour] })],
);

/** Each member's registration day (the merchant's day then) and first deposit: first-time depositors, cohorts. */
export const reportMembers = pgTable(
  'report_members',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    registeredDay: date('registered_day', { mode: 'string' }),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
    firstDepositAmount: bigint('first_deposit_amount', { mode: 'bigint' }),
  },
  (t) => [index('report_members_ftd').on(t.merchantId, t.firstDepositAt), index('report_members_cohort').on(t.merchantId, t.registeredDay)],
);

/** The merchant days on which a member settled a bet (its first bet of a day counts it in its cohort's retention). */
export const reportMemberDays = pgTable(
  'report_member_days',
  {
    memberId: memberId(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/** Cohort retention: of the members registered on `cohortDay`, how many bet `offset` days later (offset 0: the cohort). */
export const reportRetention = pgTable(
  'report_retention',
  {
    merchantId: merchantId(),
    cohortDay: date('cohort_day', { mode: 'string' }).notNull(),
    offset: integer('offset').notNull(),
    players: bigZero('players'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.cohortDay, t.offset] })],
);
