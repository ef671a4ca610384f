import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalText } from './catalogue';
import { merchantRef } from './merchants';
import { memberRef, members } from './members';
import { bigserialId, createdAt } from './columns';

/**
 * Platform messages (messageV2): one row per member and message. Title and content are per language, the content
 * sanitised HTML. `sourceKey` names where a message came from (`event:<id>`, `send:<id>`, `feedback:<id>`), so a
 * replayed event or a second delivery run cannot give a member a second copy. Deleting hides the row.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    category: varchar('category', { length: 16 }).notNull().$type<'SYSTEM' | 'PROMOTION' | 'FUNDS' | 'AGENT'>(),
    title: jsonb('title').$type<LocalText>().notNull(),
    content: jsonb('content').$type<LocalText>().notNull(),
    sender: varchar('sender', { length: 64 }).notNull(),
    sourceKey: varchar('source_key', { length: 80 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_member').on(t.memberId, t.category, t.id).where(sql`deleted_at IS NULL`),
    uniqueIndex('messages_source_uq').on(t.memberId, t.sourceKey),
  ],
);

/**
 * A message to many members (a segment or everyone), delivered by the `message-sends` job in batches: `cursor` is
 * the last member id done, so a run that stops goes on where it was.
 */
export const messageSends = pgTable(
  'message_sends',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    target: jsonb('target').$type<Record<string, unknown>>().notNull(),
    category: varchar('category', { length: 16 }).notNull().$type<'SYSTEM' | 'PROMOTION' | 'FUNDS' | 'AGENT'>(),
    title: jsonb('title').$type<LocalText>().notNull(),
    content: jsonb('content').$type<LocalText>().notNull(),
    sender: varchar('sender', { length: 64 }).notNull(),
    createdBy: varchar('created_by', { length: 96 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('QUEUED').$type<'QUEUED' | 'SENDING' | 'DONE'>(),
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('message_sends_open').on(t.id).where(sql`status <> 'DONE'`), index('message_sends_by').on(t.createdBy, t.createdAt)],
);

/** Feedback a visitor or member sent; the operator's answer goes to the member's inbox. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    ip: varchar('ip', { length: 64 }),
    questionType: varchar('question_type', { length: 16 }).notNull(),
    content: text('content').notNull(),
    contact: varchar('contact', { length: 128 }).notNull().default(''),
    status: varchar('status', { length: 8 }).notNull().default('OPEN').$type<'OPEN' | 'ANSWERED'>(),
    answer: text('answer'),
    answeredBy: varchar('answered_by', { length: 96 }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_merchant').on(t.merchantId, t.status, t.id), index('feedback_member').on(t.memberId, t.createdAt)],
);
