import { bigint, customType, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bigserialId, merchantId, memberId, updatedAt } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A member's identity details as they gave them (issue 31): complete, they are the BASIC level. */
export const memberKyc = pgTable('member_kyc', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  merchantId: merchantId(),
  fullName: varchar('full_name', { length: 100 }).notNull(),
  birthDate: varchar('birth_date', { length: 10 }).notNull(),
  idNumber: varchar('id_number', { length: 32 }).notNull(),
  address: text('address').notNull(),
  nationality: varchar('nationality', { length: 56 }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * Documents a member uploaded (an identity document, a proof of address, a source of funds), stored in the database
 * (never under the web root) and served only to staff holding kyc.view. `reviewer` and `claimed_at` are the "open
 * next" claim; a decision sets the status, its reason and who decided.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    kind: varchar('kind', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    mime: varchar('mime', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
    reviewer: text('reviewer'),
    claimedAt: at('claimed_at'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    reason: text('reason'),
  },
  (t) => [index('kyc_documents_member').on(t.memberId, t.id), index('kyc_documents_queue').on(t.merchantId, t.status, t.id)],
);
