import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigserialId, bigZero, createdAt, memberId, merchantId, updatedAt } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Jurisdiction profiles (issue 30, decision 026): the player-protection rules as data. A merchant uses one
 * (`merchant_protection`); without a row it uses UK.
 */
export const protectionProfiles = pgTable('protection_profiles', {
  code: varchar('code', { length: 16 }).primaryKey(),
  name: text('name').notNull(),
  coolingOffHours: integer('cooling_off_hours').notNull(),
  realityMinutes: integer('reality_minutes').notNull(),
  realityMandatory: boolean('reality_mandatory').notNull(),
  timeoutMinHours: integer('timeout_min_hours').notNull(),
  timeoutMaxHours: integer('timeout_max_hours').notNull(),
  exclusionMinMonths: integer('exclusion_min_months').notNull(),
  exclusionMaxMonths: integer('exclusion_max_months').notNull(),
  /** REGISTRATION, FIRST_DEPOSIT or NONE: where deposit limits are offered to a new player. */
  offerLimitsAt: varchar('offer_limits_at', { length: 16 }).notNull(),
  /** The markers of harm: each indicator's threshold and weight, and the score that opens a case. */
  markers: jsonb('markers').$type<{ threshold: number; rules: Record<string, { at: number; weight: number }> }>().notNull(),
});

export const merchantProtection = pgTable('merchant_protection', {
  merchantId: integer('merchant_id').primaryKey(),
  profileCode: varchar('profile_code', { length: 16 }).notNull(),
  /**
   * The profile's KYC thresholds in the merchant's currency (minor units; issue 31): cumulative deposits above the
   * first need VERIFIED, above the third ENHANCED; a withdrawal above the second needs VERIFIED. Null: none.
   */
  kycDepositThreshold: bigint('kyc_deposit_threshold', { mode: 'bigint' }),
  kycWithdrawalThreshold: bigint('kyc_withdrawal_threshold', { mode: 'bigint' }),
  kycEnhancedThreshold: bigint('kyc_enhanced_threshold', { mode: 'bigint' }),
});

/**
 * A member's protection state, read by `protection_guard` inside every ledger transfer that takes the member's money:
 * a member without a row has nothing set (one index miss). `blocked_until` holds a time-out, a self-exclusion or a
 * national-register listing; `reality_pending_id` pauses play until a reality check is answered.
 */
export const memberProtection = pgTable(
  'member_protection',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    blockKind: varchar('block_kind', { length: 16 }),
    blockedAt: at('blocked_at'),
    blockedUntil: at('blocked_until'),
    hasLimits: boolean('has_limits').notNull().default(false),
    sessionStartedAt: at('session_started_at'),
    realityMinutes: integer('reality_minutes'),
    realityNextAt: at('reality_next_at'),
    realityPendingId: bigint('reality_pending_id', { mode: 'number' }),
    /** A marker case's automatic restriction (no bonuses, no marketing) until staff review it. */
    restrictedAt: at('restricted_at'),
    /** The member's KYC level (issue 31), kept here for the guard; the kyc module writes it with each decision. */
    kycLevel: varchar('kyc_level', { length: 12 }).notNull().default('NONE'),
    /** Deposit orders counted so far (pending and credited), for the KYC thresholds; null until first needed. */
    depositsTotal: bigint('deposits_total', { mode: 'bigint' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('member_protection_reality_due').on(t.realityNextAt).where(sql`reality_pending_id IS NULL`)],
);

/**
 * One limit (kind × period) with its counter: `amount` is in force, `used` counts the current window (from
 * `window_start`, in the merchant's zone); a pending increase or removal waits until `effective_at` and the player's
 * confirmation.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: memberId(),
    kind: varchar('kind', { length: 8 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    merchantId: merchantId(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    used: bigZero('used'),
    windowStart: at('window_start'),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    effectiveAt: at('effective_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/** Every protection change and reality-check answer, for the player's history and the back office's tab. */
export const protectionHistory = pgTable(
  'protection_history',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    kind: varchar('kind', { length: 32 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    actor: text('actor').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('protection_history_member').on(t.memberId, t.id)],
);

/** Reality checks shown and how each was answered. */
export const realityChecks = pgTable(
  'reality_checks',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    minutes: integer('minutes').notNull(),
    staked: bigZero('staked'),
    won: bigZero('won'),
    since: at('since').notNull(),
    shownAt: at('shown_at').notNull().defaultNow(),
    answer: varchar('answer', { length: 16 }),
    answeredAt: at('answered_at'),
  },
  (t) => [index('reality_checks_member').on(t.memberId, t.id)],
);

/**
 * Self-exclusions across the platform: hashes of the excluded person's identity data (e-mail, phone, bank account,
 * verified identity) so a registration or sign-in on any brand with the same data is excluded too.
 */
export const exclusionRegister = pgTable(
  'exclusion_register',
  {
    id: bigserialId(),
    /** The brand and member that excluded themselves. */
    sourceMerchantId: merchantId(),
    sourceMemberId: memberId(),
    until: at('until').notNull(),
    identity: varchar('identity', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('exclusion_register_identity').on(t.identity, t.until)],
);

/** Per-player markers of harm, kept by the markers consumer. */
export const harmMarkers = pgTable('harm_markers', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  merchantId: merchantId(),
  /** Raw counts per indicator over its window, as the consumer keeps them. */
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  score: integer('score').notNull().default(0),
  updatedAt: updatedAt(),
});

export const rgCases = pgTable(
  'rg_cases',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    score: integer('score').notNull(),
    triggers: jsonb('triggers').$type<Record<string, number>>().notNull(),
    owner: text('owner'),
    outcome: varchar('outcome', { length: 24 }),
    openedAt: at('opened_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('rg_cases_open_uq').on(t.memberId).where(sql`status = 'OPEN'`),
    index('rg_cases_queue').on(t.merchantId, t.status, t.score),
  ],
);

export const rgInteractions = pgTable(
  'rg_interactions',
  {
    id: bigserialId(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    merchantId: merchantId(),
    author: text('author').notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    text: text('text').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('rg_interactions_case').on(t.caseId, t.id)],
);
