import { agentsOpsApi as ops } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { OperatorScope } from '../../core/context';
import type { ContractKind } from '../../db/schema';
import { route } from '../../platform/endpoint';
import type { AgentsConsole } from './agents-console.service';
import { validPeriod } from './periods';
import type { SettlementService } from './settlement.service';

/**
 * Four-eyes on a void (a port the approvals module fills): voided at once, or (above the role's threshold) a request a
 * second operator approves on the Approvals page; nothing changes until then.
 */
export type AgentVoidGate = (
  scope: OperatorScope,
  input: { kind: ContractKind; period: string; reason: string; requestId?: string },
) => Promise<{ approval: { id: number; state: string; threshold: string } | null }>;

/** The whole merchant's agents area: staff limited to one agent's downline are refused. */
const whole = (scope: OperatorScope) => {
  if (scope.agentId !== null) throw new AppError('auth.forbidden');
  return scope.merchantId;
};

/** The back office's agents area (agentsOpsApi, through operator.act: authorised by agents.view / agents.manage, audited). */
export const agentsConsoleRoutes = async (
  app: FastifyInstance,
  opts: { console: AgentsConsole; settlement: SettlementService; voidGate: AgentVoidGate },
) => {
  const { console: agents, settlement, voidGate } = opts;
  const period = (kind: ContractKind, key: string) => {
    if (!validPeriod(kind, key)) throw new AppError('agent.period_invalid');
  };
  route(app, ops.tree, ({ operator, params, query }) =>
    operator.act('read', params.code, 'agents.tree', {}, (s) => agents.tree(whole(s), query)),
  );
  route(app, ops.createAgent, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'agents.create', { mode: body.mode, account: body.account }, (s) =>
      agents.createAgent(whole(s), body),
    ),
  );
  route(app, ops.contracts, ({ operator, params, query }) =>
    operator.act('read', params.code, 'agents.contracts', {}, (s) => agents.contracts(whole(s), query)),
  );
  route(app, ops.offerOnBehalf, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'agents.offer_on_behalf', body, (s) => agents.offerOnBehalf(whole(s), body)),
  );
  route(app, ops.terminate, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'agents.terminate', { id: params.id, reason: body.reason }, (s) =>
      agents.terminate(whole(s), params.id),
    ),
  );
  route(app, ops.periods, ({ operator, params, query }) =>
    operator.act('read', params.code, 'agents.periods', {}, (s) => agents.periods(whole(s), query.kind)),
  );
  route(app, ops.preview, ({ operator, params, query }) =>
    operator.act('read', params.code, 'agents.preview', {}, (s) => {
      period(query.kind, query.period);
      return agents.preview(whole(s), query.kind, query.period);
    }),
  );
  route(app, ops.void, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'agents.void', body, async (scope) => {
      whole(scope);
      period(body.kind, body.period);
      const { approval } = await voidGate(scope, body);
      return { ...(await settlement.summary(scope.merchantId, body.kind, body.period)), approval };
    }),
  );
};
