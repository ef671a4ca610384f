import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigserialId, createdAt, serialId } from './columns';
import { merchants } from './merchants';

/**
 * The back office's people (decision 025). A role is data: a named set of function permissions, per merchant (a
 * merchant's own roles) or platform-wide (merchant null, for platform staff). Staff hold one role; a merchant's staff
 * act on their merchant only, platform staff on every merchant.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: serialId(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** A demo or built-in role: editable, never removed. */
    system: boolean('system').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_roles_uq').on(sql`coalesce(${t.merchantId}, 0)`, t.code)],
);

/**
 * A staff account: argon2id password, a TOTP secret enrolled at the first sign-in (null until then), the last TOTP
 * step used (a code is accepted once), and whether the password must change before anything else.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serialId(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    username: varchar('username', { length: 32 }).notNull(),
    displayName: varchar('display_name', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id),
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    status: varchar('status', { length: 8 }).notNull().default('ACTIVE').$type<'ACTIVE' | 'DISABLED'>(),
    language: varchar('language', { length: 2 }).notNull().default('EN').$type<'EN' | 'UR'>(),
    /** Data scope: an agent (member id) whose downline alone this staff member sees; none sees the whole merchant. */
    agentId: bigint('agent_id', { mode: 'number' }),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_uq').on(sql`coalesce(${t.merchantId}, 0)`, t.username)],
);

/**
 * A staff session: its own realm (tokens `bo_…`, only their hash kept), never valid on a member's call. It signs in in
 * steps: ENROL or TOTP (the password was right), PASSWORD (a change is due), then ACTIVE. Idle sessions expire.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserialId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    stage: varchar('stage', { length: 8 }).notNull().$type<'ENROL' | 'TOTP' | 'PASSWORD' | 'ACTIVE'>(),
    /** The secret offered at enrolment, kept until the first code confirms it. */
    pendingSecret: varchar('pending_secret', { length: 64 }),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId, t.id)],
);
