import { z } from 'zod';

/**
 * Risk cases (issue 31): what screening and the fraud rules open for staff, with the evidence that opened them. A case
 * may hold the player's withdrawals until it is closed; closing records the outcome.
 */
/**
 * The fraud rules' catalogue (issue 31): typed, with parameters a merchant sets (risk_rule_settings), no free-form
 * code. Each hit opens a case of the rule's code with the rows that tripped it; `holds` rules hold withdrawals (the
 * strong laundering signals: one bank account on several players, deposit-withdraw cycles, money passed along the
 * agent line); the others flag the player for review in the withdrawal's precheck without stopping the payout.
 */
export const riskRules = {
  MULTI_DEVICE: { params: { accounts: 3, days: 30 }, holds: false },
  MULTI_IP_RANGE: { params: { accounts: 5, days: 7 }, holds: false },
  SHARED_BANK: { params: { accounts: 2 }, holds: true },
  // Other players who claimed from the same device (`claims`) or the same /24 (`rangeClaims`) within `hours`.
  BONUS_DEVICE: { params: { claims: 1, rangeClaims: 3, hours: 24 }, holds: false },
  WITHDRAW_RATIO: { params: { ratio: 3 }, holds: false },
  WIN_MULTIPLE: { params: { multiple: 10 }, holds: false },
  // Won over staked on the member's wallet within `days` before a withdrawal: `times` or more is reviewed.
  WIN_BET: { params: { times: 20, days: 30 }, holds: false },
  LOW_TURNOVER: { params: { percent: 100 }, holds: false },
  CHANGE_THEN_WITHDRAW: { params: { hours: 24 }, holds: false },
  RAPID_CYCLES: { params: { cycles: 3, hours: 24 }, holds: true },
  AGENT_CHAIN: { params: { percent: 80, days: 7 }, holds: true },
} as const;
export type RiskRuleCode = keyof typeof riskRules;
export const riskRuleCodes = Object.keys(riskRules) as RiskRuleCode[];
export const riskCaseKinds = ['SCREENING', ...riskRuleCodes] as const;
export const riskOutcomes = ['CLEARED', 'RESTRICTED', 'CLOSED_FUNDS_RETURNED'] as const;
export const riskCaseRow = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(riskCaseKinds as unknown as [string, ...string[]]),
  status: z.enum(['OPEN', 'CLOSED']),
  holdsWithdrawals: z.boolean(),
  /** What opened the case: for screening, the list entry matched and the score. */
  evidence: z.record(z.string(), z.unknown()),
  owner: z.string().nullable(),
  outcome: z.enum(riskOutcomes).nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export const riskNote = z.object({ id: z.number().int(), author: z.string(), text: z.string(), at: z.string() });
export const riskCaseValue = riskCaseRow.extend({ notes: z.array(riskNote) });
export const riskCasesQuery = z.object({
  status: z.enum(['OPEN', 'CLOSED']).default('OPEN'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const riskCasesValue = z.object({ rows: z.array(riskCaseRow), total: z.number().int() });
export const riskNoteBody = z.object({ text: z.string().trim().min(3).max(2000) });
export const riskCloseBody = z.object({ outcome: z.enum(riskOutcomes), reason: z.string().trim().min(3).max(300) });

/** A merchant's setting of one rule, beside the catalogue's defaults. */
export const riskRuleView = z.object({
  code: z.enum(riskRuleCodes as unknown as [string, ...string[]]),
  enabled: z.boolean(),
  params: z.record(z.string(), z.number()),
  defaults: z.record(z.string(), z.number()),
  holds: z.boolean(),
});
export const riskRulesValue = z.array(riskRuleView);
export const riskRuleBody = z.object({
  enabled: z.boolean(),
  /** Only the rule's own parameter names; each a positive number (hours, days, counts, a ratio or a percent). */
  params: z.record(z.string(), z.number().positive().max(100_000)),
});

/** Accounts linked to a player (by device, network range, bank account or identity data), two steps out at most. */
export const linkVias = ['device', 'ip_range', 'bank', 'identity'] as const;
export const playerGraphValue = z.object({
  nodes: z.array(z.object({ account: z.string(), status: z.string(), depth: z.number().int(), cases: z.number().int() })),
  edges: z.array(z.object({ from: z.string(), to: z.string(), via: z.enum(linkVias), value: z.string() })),
  /** True when the graph was cut at its size limit. */
  truncated: z.boolean(),
});
export type PlayerGraph = z.infer<typeof playerGraphValue>;
