import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigserialId, merchantId, memberId } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Risk cases (issue 31): one open case per member and kind, with the evidence that opened it. */
export const riskCases = pgTable(
  'risk_cases',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    kind: varchar('kind', { length: 24 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    holdsWithdrawals: boolean('holds_withdrawals').notNull().default(false),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    owner: text('owner'),
    outcome: varchar('outcome', { length: 24 }),
    openedAt: at('opened_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('risk_cases_open_uq').on(t.memberId, t.kind).where(sql`status = 'OPEN'`),
    index('risk_cases_queue').on(t.merchantId, t.status, t.id),
  ],
);

export const riskNotes = pgTable(
  'risk_notes',
  {
    id: bigserialId(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('risk_notes_case').on(t.caseId, t.id)],
);
