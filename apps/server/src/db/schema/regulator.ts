import { bigint, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { merchantRef } from './merchants';

/**
 * The signing key of a merchant's regulator exports (issue 32): an Ed25519 pair made on first use and kept, like the
 * server's own key pair (server_keys), so every server copy signs with the same key. The private half never leaves
 * the server; the public half is what a regulator verifies with.
 */
export const regulatorKeys = pgTable('regulator_keys', {
  merchantId: merchantRef().primaryKey(),
  keyId: varchar('key_id', { length: 32 }).notNull(),
  publicPem: text('public_pem').notNull(),
  privatePkcs8: text('private_pkcs8').notNull(),
  createdAt: createdAt(),
});

/**
 * The large-transaction threshold of a jurisdiction profile (protection_profiles), in minor units of `currency`; a
 * merchant in another currency converts it at the profile's rate for that currency (`rates`: merchant currency →
 * units of it per unit of the profile's currency, as a decimal text). Without a currency the amount is taken as it is,
 * in the merchant's own currency.
 */
export const regulatorProfiles = pgTable('regulator_profiles', {
  profileCode: varchar('profile_code', { length: 16 }).primaryKey(),
  largeAmount: bigint('large_amount', { mode: 'bigint' }),
  currency: varchar('currency', { length: 8 }),
  currencyDecimals: smallint('currency_decimals').notNull().default(2),
  rates: jsonb('rates').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
});
