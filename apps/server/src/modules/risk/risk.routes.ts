import { riskOpsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { OperatorScope } from '../../core/context';
import { route } from '../../platform/endpoint';
import type { GraphService } from './graph.service';
import type { RiskService } from './risk.service';

const whole = (scope: OperatorScope) => {
  if (scope.agentId !== null) throw new AppError('auth.forbidden');
  return scope.merchantId;
};

/** The back office's risk cases (kyc.view to read, kyc.decide to work them; audited). */
export const riskRoutes = async (app: FastifyInstance, opts: { risk: RiskService; graph: GraphService }) => {
  const { risk, graph } = opts;
  route(app, api.cases, ({ operator, params, query }) =>
    operator.act('read', params.code, 'risk.list', {}, (s) => risk.list(whole(s), query)),
  );
  route(app, api.case, ({ operator, params }) => operator.act('read', params.code, 'risk.view', {}, (s) => risk.get(whole(s), params.id)));
  route(app, api.claim, ({ operator, params }) =>
    operator.act('admin', params.code, 'risk.claim', { id: params.id }, (s) => risk.claim(whole(s), params.id, s.actor)),
  );
  route(app, api.note, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'risk.note', { id: params.id, ...body }, (s) => risk.note(whole(s), params.id, s.actor, body.text)),
  );
  route(app, api.close, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'risk.close', { id: params.id, ...body }, (s) => risk.close(whole(s), params.id, s.actor, body)),
  );
  route(app, api.rules, ({ operator, params }) => operator.act('read', params.code, 'risk.rules', {}, (s) => graph.rules(whole(s))));
  route(app, api.setRule, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'risk.rules_set', { rule: params.rule, ...body }, async (s) => {
      await graph.setRule(whole(s), params.rule, body);
      return graph.rules(whole(s));
    }),
  );
  route(app, api.graph, ({ operator, params }) =>
    operator.act('read', params.code, 'risk.graph', {}, (s) => graph.graph(whole(s), params.account)),
  );
};
