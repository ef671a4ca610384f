import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants';
import { bigserialId, createdAt, memberId } from './columns';

/** Players, agents and trial accounts of a merchant; `type` per facts.md (agent 1, 2, 41, 42; trial 4; else member). */
export const members = pgTable(
  'members',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    account: varchar('account', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 64 }),
    type: integer('type').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('ACTIVE'),
    passwordHash: text('password_hash'),
    mobile: varchar('mobile', { length: 32 }),
    email: varchar('email', { length: 128 }),
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: createdAt(),
    /** Real name on the bank account (payeeName); also the "bank account name" login verification. */
    payeeName: varchar('payee_name', { length: 100 }),
    /** The member's own invitation code: a new member registering with it is placed under this member. */
    inviteCode: varchar('invite_code', { length: 32 }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set by the operator (or by age) to make the next login report passwordExpired. */
    passwordExpired: boolean('password_expired').notNull().default(false),
    registerUrl: varchar('register_url', { length: 500 }),
    registerMethod: varchar('register_method', { length: 8 }),
    registerIp: varchar('register_ip', { length: 64 }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Base32 TOTP secret (RFC 6238) and the last time-step accepted, so a code is never accepted twice. */
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The optional registration fields (qqNum, line, whatsapp, …) as the member gave them. */
    profile: jsonb('profile').$type<Record<string, string>>(),
    /** Chosen avatar (1 … AVATAR_COUNT); null until the member picks one (a default is derived from the id). */
    icon: integer('icon'),
    /** The interface language the member last chose while signed in (EN, UR); applied at sign-in. Null: never chosen. */
    language: varchar('language', { length: 8 }),
  },
  (t) => [
    uniqueIndex('members_account_uq').on(t.merchantId, t.account),
    uniqueIndex('members_invite_uq').on(t.merchantId, t.inviteCode),
    index('members_mobile').on(t.merchantId, t.mobile),
  ],
);

/** `member_id bigint not null` with its foreign key to the member. */
export const memberRef = () => memberId().references(() => members.id);

/** Server-side sessions: only a SHA-256 of the 256-bit token is stored; revocable, idle and absolute expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_member').on(t.memberId)],
);
