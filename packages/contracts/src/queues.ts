import { z } from 'zod';
import { minorString } from './wallet';

/**
 * The back office's money queues (issue 29): pending deposits and withdrawals as work items a staff member claims
 * (one at a time, "open next"), holds, or decides with the existing approve and reject calls. A ticket carries a
 * precheck: each rule's result and the flags that ask for a closer look.
 */
export const queueKinds = ['deposits', 'withdrawals'] as const;
export type QueueKind = (typeof queueKinds)[number];
export const queueViews = ['open', 'mine', 'held'] as const;

export const queueParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), kind: z.enum(queueKinds) });
export const queueQuery = z.object({ view: z.enum(queueViews).default('open') });

export const queueClaim = z.object({ by: z.string(), at: z.string(), held: z.boolean(), holdReason: z.string().nullable() });

export const queueItem = z.object({
  id: z.number().int(),
  account: z.string(),
  amount: minorString,
  status: z.string(),
  createdAt: z.string(),
  /** Deposit: the payer's name; withdrawal: the bank and the (masked) account number. */
  detail: z.object({
    payerName: z.string().nullable(),
    bankName: z.string().nullable(),
    accountNo: z.string().nullable(),
    proofs: z.array(z.number().int()),
  }),
  claim: queueClaim.nullable(),
});
export type QueueItem = z.infer<typeof queueItem>;
export const queueListValue = z.object({
  rows: z.array(queueItem),
  counts: z.object({ open: z.number().int(), mine: z.number().int(), held: z.number().int() }),
});

/** The precheck rules; a flag names a rule that did not pass. */
export const precheckCodes = [
  'wagering',
  'ratio',
  'win_multiple',
  'first_withdrawal',
  'profile_change',
  'linked_accounts',
  'proof',
  'duplicate',
  'first_deposit',
  // Issue 31: the player's KYC level against the withdrawal threshold, and an open risk case holding withdrawals.
  'kyc_level',
  'risk_hold',
] as const;
export const precheckItem = z.object({
  code: z.enum(precheckCodes),
  ok: z.boolean(),
  /** What was measured (a ratio, an amount in minor units, a count), as text. */
  value: z.string(),
});
export const queueTicketValue = queueItem.extend({
  precheck: z.object({ checks: z.array(precheckItem), flags: z.array(z.enum(precheckCodes)) }),
});
export type QueueTicket = z.infer<typeof queueTicketValue>;
export const queueHoldBody = z.object({ reason: z.string().trim().min(3).max(300) });
