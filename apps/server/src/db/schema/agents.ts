import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchantRef } from './merchants';
import { bigZero, bigserialId, createdAt, memberId, merchantId, serialId, updatedAt } from './columns';

/**
 * The team tree as a closure table: one row per (ancestor, descendant) pair with the distance between them, the
 * member itself at depth 0. "Every descendant of X" is `ancestor_id = X`, "the path from X to the top" is
 * `descendant_id = X`: both index ranges. Kept by the `agent_tree_sync` trigger on `members` (insert, and a change
 * of `parent_id` by an operator moves the whole subtree), so no code path that creates a member can forget it.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    merchantId: merchantId(),
    ancestorId: bigint('ancestor_id', { mode: 'number' }).notNull(),
    descendantId: bigint('descendant_id', { mode: 'number' }).notNull(),
    depth: integer('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.descendantId] }), index('agent_tree_up').on(t.descendantId, t.depth)],
);

/**
 * Play and money of one member per period: grain D (merchant day, YYYY-MM-DD), H (hour, YYYY-MM-DDTHH) and R (the
 * five minutes of real-time salary, YYYY-MM-DDTHH:MM), all in the merchant's time zone. Written by the agents
 * consumer from the outbox; the team rows below are their sums over each member's ancestors.
 */
const statColumns = () => ({
  validBet: bigZero('valid_bet'),
  stake: bigZero('stake'),
  payout: bigZero('payout'),
  bonus: bigZero('bonus'),
  rebate: bigZero('rebate'),
  deposit: bigZero('deposit'),
  withdrawal: bigZero('withdrawal'),
  bets: integer('bets').notNull().default(0),
});

export const agentMemberStats = pgTable(
  'agent_member_stats',
  {
    merchantId: merchantId(),
    memberId: memberId(),
    grain: varchar('grain', { length: 1 }).notNull(),
    period: varchar('period', { length: 16 }).notNull(),
    ...statColumns(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.grain, t.period] }), index('agent_member_stats_period').on(t.merchantId, t.grain, t.period)],
);

/**
 * A team's sums per period (the agent itself included): `active` counts the members with a valid bet in the period,
 * `newMembers` the accounts registered under the agent (any level) in it.
 */
export const agentTeamStats = pgTable(
  'agent_team_stats',
  {
    merchantId: merchantId(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    grain: varchar('grain', { length: 1 }).notNull(),
    period: varchar('period', { length: 16 }).notNull(),
    ...statColumns(),
    active: integer('active').notNull().default(0),
    newMembers: integer('new_members').notNull().default(0),
    /** Late play (settled after its own period closed) counted here, in the period that was open when it arrived. */
    lateValidBet: bigZero('late_valid_bet'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.grain, t.period] })],
);

/** Events already applied by the agents consumer (a replayed event is dropped, nothing counted twice). */
export const agentSeen = pgTable('agent_seen', { eventId: bigint('event_id', { mode: 'number' }).primaryKey() });

/** Periods whose settlement has started: play arriving for one of them goes into the open period instead (late). */
export const agentClosedPeriods = pgTable(
  'agent_closed_periods',
  {
    merchantId: merchantId(),
    grain: varchar('grain', { length: 1 }).notNull(),
    period: varchar('period', { length: 16 }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.grain, t.period] })],
);

export type ContractKind = 'DAILY' | 'HOURLY' | 'REALTIME' | 'DIVIDEND';
export type DividendCycle = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';
/** One step of a rate table: the rate applies when the period's base reaches `min` (minor units) and `active` members. */
export type ContractTier = { min: string; active: number; rateBp: number };

/** The operator's contract templates and tier tables per merchant. */
export const agentContractTemplates = pgTable(
  'agent_contract_templates',
  {
    id: serialId(),
    merchantId: merchantRef(),
    kind: varchar('kind', { length: 10 }).notNull().$type<ContractKind>(),
    name: varchar('name', { length: 64 }).notNull(),
    cycle: varchar('cycle', { length: 12 }).$type<DividendCycle>(),
    tiers: jsonb('tiers').notNull().$type<ContractTier[]>(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('agent_templates_merchant').on(t.merchantId, t.kind)],
);

export type ContractStatus = 'OFFERED' | 'ACTIVE' | 'REFUSED' | 'EXPIRED' | 'TERMINATED';

/**
 * A contract between an agent and its direct upline (null: the merchant pays). An offer is a row in OFFERED; the
 * agent accepts (ACTIVE, replacing an earlier active contract of the kind), refuses (REFUSED) or lets it lapse
 * (EXPIRED). A termination asked by the upline is `pendingTermination` on the active row until the agent answers.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserialId(),
    merchantId: merchantRef(),
    kind: varchar('kind', { length: 10 }).notNull().$type<ContractKind>(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    uplineId: bigint('upline_id', { mode: 'number' }),
    status: varchar('status', { length: 12 }).notNull().$type<ContractStatus>(),
    cycle: varchar('cycle', { length: 12 }).$type<DividendCycle>(),
    tiers: jsonb('tiers').notNull().$type<ContractTier[]>(),
    templateId: integer('template_id'),
    pendingTermination: boolean('pending_termination').notNull().default(false),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 24 }),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_active').on(t.agentId, t.kind).where(sql`${t.status} = 'ACTIVE'`),
    uniqueIndex('agent_contracts_one_offer').on(t.agentId, t.kind).where(sql`${t.status} = 'OFFERED'`),
    index('agent_contracts_upline').on(t.merchantId, t.uplineId, t.status),
    index('agent_contracts_kind').on(t.merchantId, t.kind, t.status),
  ],
);

export type BillStatus = 'PENDING' | 'PAID' | 'PART_PAID' | 'INSUFFICIENT' | 'EXPIRED' | 'VOID';

/**
 * What one contract earned in one period and what of it was paid: exactly one row per (contract, period), written
 * before any money moves; each payment is a ledger transfer keyed by (contract, period, amount already paid).
 */
export const agentBills = pgTable(
  'agent_bills',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull().$type<ContractKind>(),
    period: varchar('period', { length: 24 }).notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    payerId: bigint('payer_id', { mode: 'number' }),
    /** Depth of the agent under the top of the tree: payments go top-down. */
    level: integer('level').notNull(),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    active: integer('active').notNull(),
    rateBp: integer('rate_bp').notNull(),
    carryIn: bigZero('carry_in'),
    carryOut: bigZero('carry_out'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    paid: bigZero('paid'),
    status: varchar('status', { length: 12 }).notNull().$type<BillStatus>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_bills_contract_period').on(t.contractId, t.period),
    index('agent_bills_agent').on(t.agentId, t.kind, t.createdAt),
    index('agent_bills_period').on(t.merchantId, t.kind, t.period),
    index('agent_bills_open').on(t.status).where(sql`${t.status} IN ('PENDING', 'PART_PAID', 'INSUFFICIENT')`),
  ],
);

/** Settlement runs per (merchant, kind, period): SETTLED once bills exist, VOID when the operator voided it. */
export const agentPeriods = pgTable(
  'agent_periods',
  {
    merchantId: merchantId(),
    kind: varchar('kind', { length: 10 }).notNull().$type<ContractKind>(),
    period: varchar('period', { length: 24 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().$type<'SETTLED' | 'VOID'>(),
    bills: integer('bills').notNull().default(0),
    total: bigZero('total'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.period] })],
);

/** Invitation links an agent made: the account type the newcomer gets and the contract offered on sign-up. */
export const agentInvites = pgTable(
  'agent_invites',
  {
    id: bigserialId(),
    merchantId: merchantId(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    code: varchar('code', { length: 16 }).notNull(),
    accountType: integer('account_type').notNull(),
    /** Contracts offered to the newcomer when it registers (kind, cycle, tiers), each checked against the agent's own. */
    offers: jsonb('offers').notNull().$type<{ kind: ContractKind; cycle: DividendCycle | null; tiers: ContractTier[] }[]>(),
    uses: integer('uses').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_invites_code').on(t.merchantId, t.code), index('agent_invites_agent').on(t.agentId)],
);

/**
 * A team's own-play sums per level (relative depth under the agent, 0 the agent itself) and merchant day (decision
 * 016): the per-level profit and loss and the downline totals read a handful of these rows instead of every member's.
 * `members` counts the members at that depth with a row that day.
 */
export const agentLevelStats = pgTable(
  'agent_level_stats',
  {
    merchantId: merchantId(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    depth: integer('depth').notNull(),
    period: varchar('period', { length: 16 }).notNull(),
    ...statColumns(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.depth, t.period] })],
);

/**
 * Distinct members over a range of days without reading members (decision 016): for each day a member counts
 * (kind A: a valid bet; kind T: any row), the gap in days since its previous such day (capped at `GAP_CAP`), summed
 * per (agent, depth, kind, day, gap). Members counted over [from, to] = the rows with from ≤ day ≤ to and
 * gap > day − from (the member's first such day inside the range).
 */
export const agentLevelFirsts = pgTable(
  'agent_level_firsts',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    depth: integer('depth').notNull(),
    kind: varchar('kind', { length: 1 }).notNull(),
    period: varchar('period', { length: 16 }).notNull(),
    gap: integer('gap').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.kind, t.period, t.depth, t.gap] })],
);
