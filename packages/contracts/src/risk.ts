import { z } from 'zod';

/**
 * Risk cases (issue 31): what screening and the fraud rules open for staff, with the evidence that opened them. A case
 * may hold the player's withdrawals until it is closed; closing records the outcome.
 */
export const riskCaseKinds = ['SCREENING'] as const;
export const riskOutcomes = ['CLEARED', 'RESTRICTED', 'CLOSED_FUNDS_RETURNED'] as const;
export const riskCaseRow = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(riskCaseKinds),
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
