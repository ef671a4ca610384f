import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigserialId, createdAt, merchantId, serialId } from './columns';
import { merchants } from './merchants';

/**
 * Four-eyes (reliability.md, "Staff, operators and player protection"): above a role's threshold an operator's money
 * action is a request a second operator approves before money moves. Thresholds are data, per merchant, role and
 * action; a role without a row acts alone.
 */
export const fourEyesThresholds = pgTable(
  'four_eyes_thresholds',
  {
    id: serialId(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    role: varchar('role', { length: 16 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    /** Amounts above this (minor units, either sign) need a second operator. */
    threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
  },
  (t) => [uniqueIndex('four_eyes_thresholds_uq').on(t.merchantId, t.role, t.action)],
);

/** A money action waiting for its second operator: PENDING, then APPROVED (money moved) or REJECTED (none). */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    action: varchar('action', { length: 64 }).notNull(),
    /** The member acted on (by account, as the operator named it) and the signed amount in minor units. */
    account: varchar('account', { length: 64 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** The maker's request id: the same id asks once, and becomes the ledger's idempotency key on approval. */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    maker: text('maker').notNull(),
    makerRole: varchar('maker_role', { length: 16 }).notNull(),
    threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
    /** What else the action needs once approved (a bonus's turnover multiple). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    state: varchar('state', { length: 16 }).notNull().default('PENDING').$type<'PENDING' | 'APPROVED' | 'REJECTED'>(),
    checker: text('checker'),
    decisionReason: text('decision_reason'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_requests_request_uq').on(t.merchantId, t.requestId),
    index('approval_requests_state_idx').on(t.merchantId, t.state, t.id),
  ],
);
