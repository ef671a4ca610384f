import { z } from 'zod';
import { billStatuses, contractKinds, contractStatuses, contractTerms, contractView } from './agent-contracts';
import { minor } from './agent-fields';
import { opsPeriodBody, opsSettleValue } from './agents';
import { wholeNumber } from './whole-number';

/**
 * The back office's agents area (issue 32): the tree read by operators, agents made or promoted, contracts listed,
 * offered on an upline's behalf and ended with a reason, settlement runs per period with a preview of their bills,
 * and a void that waits for a second approver above the four-eyes threshold.
 */
const page = wholeNumber(z.number().int().min(1).max(100_000)).default(1);
const size = wholeNumber(z.number().int().min(1).max(100)).default(20);
const account = z.string().trim().min(1).max(64);

/** The tree: accounts whose name starts with `search`, or the direct downlines of `parent` (top-level agents when neither). */
export const opsTreeQuery = z.object({ search: z.string().trim().max(64).optional(), parent: account.optional(), page, size });
export const opsTreeNode = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(['agent', 'member', 'trial']),
  status: z.string(),
  upline: z.string().nullable(),
  /** Levels below the top (0: a top-level account). */
  level: z.number().int(),
  /** Everyone under the account, all levels, and its direct downlines. */
  teamSize: z.number().int(),
  direct: z.number().int(),
  /** The contracts it holds now or is offered (kind, status, the first tier's rate). */
  contracts: z.array(
    z.object({ id: z.number().int(), kind: z.enum(contractKinds), status: z.enum(contractStatuses), rateBp: z.number().int() }),
  ),
  createdAt: z.string(),
});
export type OpsTreeNode = z.infer<typeof opsTreeNode>;
export const opsTreeValue = z.object({
  /** The parent's uplines, top first, then the parent itself (empty at the top or in a search). */
  path: z.array(z.object({ account: z.string(), kind: z.enum(['agent', 'member', 'trial']) })),
  list: z.array(opsTreeNode),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** A new agent account (under an upline, or at the top with none), or an existing member promoted to agent. */
export const opsCreateAgentBody = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('new'),
    account: z.string().regex(/^[a-z][a-z0-9]{3,15}$/),
    password: z.string().min(6).max(32),
    upline: account.nullable(),
  }),
  z.object({ mode: z.literal('promote'), account }),
]);
export const opsCreateAgentValue = z.object({
  id: z.number().int(),
  account: z.string(),
  upline: z.string().nullable(),
  type: z.number().int(),
});

export const opsContractsQuery = z.object({
  account: z.string().trim().max(64).optional(),
  kind: z.enum(contractKinds).optional(),
  status: z.enum(contractStatuses).optional(),
  page,
  size,
});
export const opsContractsValue = z.object({
  list: z.array(contractView),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** An offer made for the agent's upline: the upline's own contract caps it as if the upline offered it. */
export const opsOnBehalfBody = contractTerms.extend({ account });
export const opsTerminateBody = z.object({ reason: z.string().trim().min(3).max(500) });

export const periodStates = ['OPEN', 'DUE', 'SETTLED', 'VOID'] as const;
export const opsPeriodsQuery = z.object({ kind: z.enum(contractKinds) });
export const opsPeriodsValue = z.object({
  /** The period running now (for a dividend, the merchant's daily one), for the preview's default. */
  current: z.string(),
  list: z.array(
    z.object({
      period: z.string(),
      /** DUE: ended, with team play, no run yet; SETTLED / VOID: a run. */
      status: z.enum(periodStates),
      bills: z.number().int(),
      total: minor,
      at: z.string().nullable(),
    }),
  ),
});

export const opsPreviewBill = z.object({
  contractId: z.number().int(),
  agentAccount: z.string(),
  /** null: the merchant pays. */
  payerAccount: z.string().nullable(),
  level: z.number().int(),
  base: minor,
  active: z.number().int(),
  rateBp: z.number().int(),
  carryIn: minor,
  carryOut: minor,
  amount: minor,
  paid: minor,
  /** null in a preview (nothing written yet). */
  status: z.enum(billStatuses).nullable(),
});
export const opsPreviewValue = z.object({
  kind: z.enum(contractKinds),
  period: z.string(),
  status: z.enum(periodStates),
  start: z.string(),
  end: z.string(),
  /** true: computed now, nothing written; false: the bills as the run wrote them. */
  preview: z.boolean(),
  list: z.array(opsPreviewBill),
  totals: z.object({ amount: minor, paid: minor }),
});

/** A void names its reason; above the role's four-eyes threshold it waits for a second operator. */
export const opsAgentVoidBody = opsPeriodBody.extend({
  reason: z.string().trim().min(3).max(500),
  requestId: z.string().trim().min(1).max(48).optional(),
});
export const opsAgentVoidValue = opsSettleValue.extend({
  approval: z.object({ id: z.number().int(), state: z.string(), threshold: minor }).nullable(),
});
