import { z } from 'zod';
import { opsRoles } from './ops';
import { staffRoleCode } from './staff';
import { minorString } from './wallet';

/**
 * Four-eyes on operators' money actions (decision 024): above the role's threshold an action is a request that a
 * second operator approves before money moves; the maker never approves their own.
 */
export const approvalState = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
/** `agents.void`: an agent settlement period voided (its bills' total against the threshold). */
export const approvalActions = ['balance.adjust', 'withdrawal.approve', 'bonus.grant', 'agents.void'] as const;

export const approvalView = z.object({
  id: z.number().int(),
  action: z.enum(approvalActions),
  account: z.string(),
  /** Signed, minor units. */
  amount: minorString,
  reason: z.string(),
  requestId: z.string(),
  maker: z.string(),
  makerRole: z.string(),
  threshold: minorString,
  state: approvalState,
  checker: z.string().nullable(),
  decisionReason: z.string().nullable(),
  transferId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApprovalView = z.infer<typeof approvalView>;

export const approvalsQuery = z.object({ state: approvalState.optional() });
export const approvalsValue = z.array(approvalView);

/** The approval's answer: the request as decided, with the member's main balance after the money moved. */
export const approvalDecisionValue = approvalView.extend({ balance: minorString.optional() });

/** An operator key's role or a staff role's code (decision 025). */
const fourEyesRole = z.union([z.enum(opsRoles), staffRoleCode]);
export const fourEyesThresholdView = z.object({
  role: fourEyesRole,
  action: z.enum(approvalActions),
  /** Amounts above this (minor units, either sign) need a second operator. */
  threshold: minorString,
});
export const fourEyesThresholdsValue = z.array(fourEyesThresholdView);
/** Sets a role's threshold for an action; `threshold: null` lets the role act alone. */
export const fourEyesThresholdBody = z.object({
  role: fourEyesRole,
  action: z.enum(approvalActions),
  threshold: z
    .string()
    .regex(/^\d{1,15}$/)
    .nullable(),
});
