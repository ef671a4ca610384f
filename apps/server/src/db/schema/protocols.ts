import { integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants';
import { createdAt, serialId, updatedAt } from './columns';

/**
 * One merchant's set-up of one catalogue vendor (games.vassalage) on a real vendor protocol (issue 34, decision 030):
 * the protocol, the currency the vendor is told, the public settings, and the secrets sealed with AES-256-GCM (never
 * stored nor answered in clear). A row that is not enabled leaves the vendor on its usual studio or gateway path.
 */
export const vendorProtocols = pgTable(
  'vendor_protocols',
  {
    id: serialId(),
    merchantId: merchantRef(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    protocol: varchar('protocol', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    enabled: integer('enabled').notNull().default(0),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    /** The secrets as one sealed JSON object (see core/secret-box.ts): `v1.<iv>.<ciphertext+tag>`, base64url. */
    secretsSealed: text('secrets_sealed').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('vendor_protocols_uq').on(t.merchantId, t.vendor)],
);

/**
 * Keys this server creates once and keeps so every copy and restart agrees: the vendor secrets' sealing key when
 * VENDOR_SECRETS_KEY is not set (production sets it, so a copy of the database alone does not open the secrets).
 */
export const sealingKeys = pgTable('sealing_keys', {
  kid: varchar('kid', { length: 64 }).primaryKey(),
  /** 32 random bytes, base64. */
  key: text('key').notNull(),
  createdAt: createdAt(),
});
