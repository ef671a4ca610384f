import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Players, agents and trial accounts of a merchant; `type` per facts.md (agent 1, 2, 41, 42; trial 4; else member). */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    account: varchar('account', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 64 }),
    type: integer('type').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('ACTIVE'),
    passwordHash: text('password_hash'),
    mobile: varchar('mobile', { length: 32 }),
    email: varchar('email', { length: 128 }),
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_account_uq').on(t.merchantId, t.account)],
);

/** Server-side sessions: only a SHA-256 of the 256-bit token is stored; revocable, idle and absolute expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_member').on(t.memberId)],
);
