import { z } from 'zod';

/**
 * The audit chain's verify (reliability.md, "Audit"): every record of one chain recomputed in order. The first broken
 * link says what is wrong there: `edited` (the record's hash no longer matches its fields), `missing` (a number of the
 * chain is gone), `relinked` (the record does not carry the previous record's hash: the one before was replaced),
 * `truncated` (the chain ends before a head copied to the checkpoints, or before its own head), `rewritten` (the record
 * at a checkpoint carries another hash than the one copied then).
 */
export const auditProblem = z.enum(['edited', 'missing', 'relinked', 'truncated', 'rewritten']);
export type AuditProblem = z.infer<typeof auditProblem>;

export const auditVerifyValue = z.object({
  /** The chain: the merchant's code, or null for platform actions (merchant configuration, operators). */
  merchant: z.string().nullable(),
  ok: z.boolean(),
  /** Records checked, and the last one's number and hash. */
  records: z.number().int(),
  last: z.object({ seq: z.number().int(), hash: z.string() }).nullable(),
  /** The latest copy of the head the chain was checked against. */
  checkpoint: z.object({ seq: z.number().int(), at: z.string() }).nullable(),
  firstBroken: z.object({ seq: z.number().int(), problem: auditProblem }).nullable(),
});
export type AuditVerifyValue = z.infer<typeof auditVerifyValue>;

/** What the checkpoint run copied: one head per chain that moved since its last copy. */
export const auditCheckpointValue = z.object({ copied: z.number().int() });

/** A merchant's audit records, newest first (by chain number), filtered by action or actor prefix; `before` pages. */
export const auditListQuery = z.object({
  action: z
    .string()
    .regex(/^[a-z0-9_.]{1,64}$/)
    .optional(),
  actor: z.string().min(1).max(80).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditRecord = z.object({
  seq: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  outcome: z.string().nullable(),
  /** The payload as written (account, amounts, reasons …). */
  payload: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  hash: z.string(),
});
export const auditListValue = z.object({ rows: z.array(auditRecord), more: z.boolean() });
