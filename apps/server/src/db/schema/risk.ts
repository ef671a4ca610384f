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

/**
 * Where a member acted from (issue 31): per sign-in, registration, deposit order and reward claim, the device
 * identifier the site sent, the address and its /24 (IPv6: /48), and the browser.
 */
export const deviceSignals = pgTable(
  'device_signals',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    memberId: memberId(),
    event: varchar('event', { length: 12 }).notNull(),
    deviceId: varchar('device_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    ipRange: varchar('ip_range', { length: 64 }),
    userAgent: text('user_agent'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('device_signals_member').on(t.memberId, t.id),
    index('device_signals_device').on(t.merchantId, t.deviceId, t.at),
    index('device_signals_range').on(t.merchantId, t.ipRange, t.at),
  ],
);

/** A merchant's settings of a fraud rule (issue 31): on or off, and its parameters; a rule without a row uses its defaults. */
export const riskRuleSettings = pgTable(
  'risk_rule_settings',
  {
    merchantId: merchantId(),
    code: varchar('code', { length: 32 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    params: jsonb('params').$type<Record<string, number>>().notNull(),
  },
  (t) => [uniqueIndex('risk_rule_settings_uq').on(t.merchantId, t.code)],
);
