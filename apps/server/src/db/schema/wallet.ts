import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { memberRef, members } from './members';
import { merchantRef, merchants } from './merchants';
import { bigserialId, createdAt, updatedAt } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/** Per-merchant wallet settings: one shared wallet or transfer wallets per vendor, withdrawal limits, auto-receipt. */
export const walletSettings = pgTable('wallet_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  isSingle: boolean('is_single').notNull().default(true),
  transferVendors: jsonb('transfer_vendors').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  withdrawMin: money('withdraw_min').notNull(),
  withdrawMax: money('withdraw_max').notNull(),
  transferMin: money('transfer_min').notNull(),
  transferMax: money('transfer_max').notNull(),
  autoReceiptMinutes: integer('auto_receipt_minutes').notNull().default(1440),
  maxPayees: integer('max_payees').notNull().default(5),
});

/** Deposit channels: manual bank transfer (operator approves) or a payment gateway (signed webhook). */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<'BANK' | 'GATEWAY'>(),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    bankInfo: jsonb('bank_info').$type<{ bankName: string; accountName: string; accountNo: string }>(),
    gatewaySecret: text('gateway_secret'),
  },
  (t) => [uniqueIndex('payment_channels_uq').on(t.merchantId, t.code)],
);

/** Uploaded proof images (deposit slips, not-received claims); kept in the database so every server copy sees them. */
export const walletFiles = pgTable('wallet_files', {
  id: bigserialId(),
  merchantId: merchantRef(),
  memberId: memberRef(),
  mime: varchar('mime', { length: 32 }).notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const deposits = pgTable(
  'deposits',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => paymentChannels.id),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 16 }).notNull().$type<'PENDING' | 'CREDITED' | 'REJECTED' | 'FAILED'>(),
    payerName: varchar('payer_name', { length: 64 }),
    proofFileIds: jsonb('proof_file_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    gatewayRef: varchar('gateway_ref', { length: 64 }),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deposits_request_uq').on(t.merchantId, t.memberId, t.requestId),
    uniqueIndex('deposits_gateway_uq').on(t.gatewayRef),
    index('deposits_status').on(t.merchantId, t.status),
  ],
);

export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankName: varchar('bank_name', { length: 64 }).notNull(),
    accountNo: varchar('account_no', { length: 34 }).notNull(),
    payeeName: varchar('payee_name', { length: 64 }).notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('payee_accounts_member').on(t.memberId)],
);

export type WithdrawalStatus =
  | 'PENDING'
  | 'PAID'
  | 'REJECTED'
  | 'RECEIVED'
  | 'PARTLY_RECEIVED'
  | 'NOT_RECEIVED'
  | 'AUTO_RECEIVED'
  | 'FORCED_RECEIVED'
  | 'REFUNDED'
  | 'FAILED';

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => payeeAccounts.id),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 16 }).notNull().$type<WithdrawalStatus>(),
    receivedAmount: money('received_amount'),
    proofFileIds: jsonb('proof_file_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('withdrawals_status').on(t.status, t.paidAt),
  ],
);

/** The payment password, separate from the login password (argon2id), with a failure counter against guessing. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  merchantId: merchantRef(),
  hash: text('hash').notNull(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Deposit and withdrawal notices to the member (message and badge). */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    kind: varchar('kind', { length: 32 }).notNull(),
    refId: bigint('ref_id', { mode: 'number' }),
    amount: money('amount'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('member_notices_member').on(t.memberId, t.id)],
);

/** Database-leased scheduled work: one row per (job, period), so a period runs once across server copies. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: varchar('job', { length: 48 }).notNull(),
    period: varchar('period', { length: 48 }).notNull(),
    leasedBy: varchar('leased_by', { length: 64 }).notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/** Operator accounts of the operator API (OPS_API_KEY stays the bootstrap superuser). Keys are stored hashed. */
export const opsOperators = pgTable('ops_operators', {
  id: bigserialId(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
  role: varchar('role', { length: 16 }).notNull().$type<'ADMIN' | 'FINANCE' | 'SUPPORT'>(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  /** Scopes: when set, the key may do only what these permissions allow (decision 025), whatever its role. */
  scopes: text('scopes').array(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});
