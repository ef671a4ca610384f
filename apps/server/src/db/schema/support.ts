import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { memberRef } from './members';
import { merchantRef } from './merchants';
import { bigserialId, createdAt } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The merchant's support staff: they sign in to the support console (not operators, not members). */
export const supportStaff = pgTable(
  'support_staff',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    username: varchar('username', { length: 32 }).notNull(),
    displayName: varchar('display_name', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('support_staff_uq').on(t.merchantId, t.username)],
);

/** A support console session: only the token's hash is kept. */
export const supportStaffSessions = pgTable('support_staff_sessions', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => supportStaff.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One chat between a member and the merchant's support: WAITING (in the queue), OPEN (taken by an agent), CLOSED. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    status: varchar('status', { length: 8 }).notNull().default('WAITING').$type<'WAITING' | 'OPEN' | 'CLOSED'>(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => supportStaff.id),
    /** The last message id each side has read. */
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_conversations_member').on(t.merchantId, t.memberId),
    index('support_conversations_queue').on(t.merchantId, t.status, t.lastMessageAt),
    // One conversation that is not closed per member.
    uniqueIndex('support_conversations_live_uq').on(t.merchantId, t.memberId).where(sql`status <> 'CLOSED'`),
  ],
);

/** Chat attachments (png or jpg), kept in the database like proof images so every server copy sees them. */
export const supportFiles = pgTable('support_files', {
  id: bigserialId(),
  merchantId: merchantRef(),
  conversationId: bigint('conversation_id', { mode: 'number' })
    .notNull()
    .references(() => supportConversations.id),
  mime: varchar('mime', { length: 32 }).notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserialId(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id),
    sender: varchar('sender', { length: 8 }).notNull().$type<'MEMBER' | 'STAFF'>(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => supportStaff.id),
    /** Plain text (tags stripped, never HTML): the browsers render it as text. */
    body: text('body').notNull().default(''),
    fileId: bigint('file_id', { mode: 'number' }).references(() => supportFiles.id),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_conv').on(t.conversationId, t.id)],
);

/** Ready answers the merchant's support staff pick from. */
export const supportCanned = pgTable(
  'support_canned_replies',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    title: varchar('title', { length: 64 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_canned_merchant').on(t.merchantId)],
);
