import { z } from 'zod';
import { contractKinds, contractTerms, contractTiers, dividendCycles } from './agent-contracts';
import { minor } from './agent-fields';
import { billView } from './agent-reports';
import { wholeNumber } from './whole-number';

/**
 * Agent centre (spec sections 2, 3, 4, 9): team, reports and salary / dividend contracts. The contracts and the
 * reports have their own files, exported from here; this one holds invites, new downlines and the operator side.
 */
export * from './agent-contracts';
export * from './agent-reports';

export const inviteBody = z.object({
  accountType: z.enum(['member', 'agent']),
  offers: z.array(contractTerms).max(4).default([]),
});
export const inviteView = z.object({
  id: z.number().int(),
  code: z.string(),
  accountType: z.enum(['member', 'agent']),
  offers: z.array(z.object({ kind: z.enum(contractKinds), cycle: z.enum(dividendCycles).nullable(), tiers: contractTiers })),
  uses: z.number().int(),
  createdAt: z.string(),
});
export const invitesValue = z.object({ list: z.array(inviteView) });
export const createDownlineBody = z.object({
  username: z.string().regex(/^[a-z][a-z0-9]{3,15}$/),
  password: z.string().min(6).max(32),
  accountType: z.enum(['member', 'agent']),
});

// Operator side
export const opsTemplateBody = z.object({
  name: z.string().min(1).max(64),
  ...contractTerms.shape,
  enabled: z.boolean().default(true),
});
export const opsTemplateView = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(contractKinds),
  cycle: z.enum(dividendCycles).nullable(),
  tiers: contractTiers,
  enabled: z.boolean(),
});
export const opsTemplatesValue = z.object({ list: z.array(opsTemplateView) });
export const opsOfferBody = z.object({ account: z.string().min(1).max(64), templateId: wholeNumber(z.number().int().min(1)) });
export const opsMoveBody = z.object({ account: z.string().min(1).max(64), upline: z.string().min(1).max(64).nullable() });
export const opsPeriodBody = z.object({ kind: z.enum(contractKinds), period: z.string().min(4).max(24) });
/** A backfill of the agents read model from the outbox: whole merchant days, at most MAX_RANGE_DAYS. */
export const opsRebuildBody = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const opsRebuildValue = z.object({ from: z.string(), to: z.string(), events: z.number().int(), memberPeriods: z.number().int() });
export const opsSettleValue = z.object({
  kind: z.enum(contractKinds),
  period: z.string(),
  bills: z.number().int(),
  amount: minor,
  paid: minor,
});
export const opsBillsQuery = z.object({ kind: z.enum(contractKinds), period: z.string().min(4).max(24) });
export const opsBillsValue = z.object({
  list: z.array(billView),
  totals: z.object({ amount: minor, paid: minor }),
  status: z.string().nullable(),
});
