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
