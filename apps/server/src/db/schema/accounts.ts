import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { merchantRef, merchants } from './merchants';
import { memberRef } from './members';
import { bigserialId, createdAt, updatedAt } from './columns';

/**
 * One-time secrets: captchas, SMS and e-mail codes, login verification tickets and OIDC states. Only a SHA-256 of
 * the secret is stored; each is bound to a purpose and a target (number, e-mail, member), expires, and counts
 * wrong attempts.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    target: varchar('target', { length: 160 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Non-secret context (e.g. the member id of a login ticket, the OIDC provider and PKCE verifier). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otc_lookup').on(t.merchantId, t.purpose, t.target)],
);

/** Brute-force counters shared by every server copy (Redis replaces this table when REDIS_URL is set). */
export const authCounters = pgTable('auth_counters', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Auth events (ASVS): time, account, IP and outcome; never passwords, codes or tokens. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: bigint('member_id', { mode: 'number' }),
    account: varchar('account', { length: 64 }),
    event: varchar('event', { length: 40 }).notNull(),
    outcome: varchar('outcome', { length: 40 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_events_member').on(t.merchantId, t.memberId)],
);

/** Addresses a member has signed in from; a new one may need extra verification (LOGINIPVERF3). */
export const memberLoginIps = pgTable(
  'member_login_ips',
  {
    memberId: memberRef(),
    ip: varchar('ip', { length: 64 }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** Social sign-in links: (merchant, provider, subject) → member. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    provider: varchar('provider', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_identities_uq').on(t.merchantId, t.provider, t.subject)],
);

/** Messages written instead of sent when no SMTP / SMS gateway is configured (read at the development outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 160 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient').on(t.recipient)],
);

/** The server's RSA key pair for encrypted calls, created on first start and kept. */
export const serverKeys = pgTable('server_keys', {
  kid: varchar('kid', { length: 64 }).primaryKey(),
  publicSpki: text('public_spki').notNull(),
  privatePkcs8: text('private_pkcs8').notNull(),
  createdAt: createdAt(),
});

export type OidcProviderConfig = { id: string; name: string; issuer: string; clientId: string; clientSecret?: string; scope?: string };
/** Phone authentication: how its ID tokens are checked; `apiUrl` and `apiKey` are what the web client is told. */
export type FirebaseConfig = { issuer: string; audience: string; jwksUri?: string; apiUrl?: string; apiKey?: string };

/** Per-merchant sign-in settings the operator changes (OIDC providers, phone authentication, code lifetimes). */
export const merchantAuthSettings = pgTable('merchant_auth_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  oidcProviders: jsonb('oidc_providers').$type<OidcProviderConfig[]>().notNull().default([]),
  firebase: jsonb('firebase').$type<FirebaseConfig | null>(),
  smsExpiryMinutes: integer('sms_expiry_minutes').notNull().default(5),
  passwordMaxAgeDays: integer('password_max_age_days').notNull().default(0),
  loginVerifyMethods: jsonb('login_verify_methods').$type<string[]>().notNull().default(['sms', 'email', 'totp', 'bankName']),
  updatedAt: updatedAt(),
});

/** What a merchant without a settings row gets. */
export const memberAuthSettingsDefaults = {
  oidcProviders: [] as OidcProviderConfig[],
  firebase: null as FirebaseConfig | null,
  smsExpiryMinutes: 5,
  passwordMaxAgeDays: 0,
  loginVerifyMethods: ['sms', 'email', 'totp', 'bankName'],
  updatedAt: new Date(0),
};
