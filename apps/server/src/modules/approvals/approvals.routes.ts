import { approvalsOpsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { ApprovalsService } from './approvals.service';

/** Four-eyes requests and thresholds (through ops.act: authorised per role and merchant, audited). */
export const approvalsRoutes = async (app: FastifyInstance, opts: { approvals: ApprovalsService }) => {
  const { approvals } = opts;
  route(app, api.list, ({ operator, params, query }) =>
    operator.act('read', params.code, 'approvals.list', {}, ({ merchantId }) => approvals.list(merchantId, query.state)),
  );
  route(app, api.approve, ({ operator, params }) =>
    operator.act('money', params.code, 'approval.approve', { id: params.id }, (scope) => approvals.approve(scope, params.id)),
  );
  route(app, api.reject, ({ operator, params, body }) =>
    operator.act('money', params.code, 'approval.reject', { id: params.id, reason: body.reason }, (scope) =>
      approvals.reject(scope, params.id, body.reason),
    ),
  );
  route(app, api.thresholds, ({ operator, params }) =>
    operator.act('read', params.code, 'four_eyes.view', {}, ({ merchantId }) => approvals.thresholds(merchantId)),
  );
  route(app, api.setThreshold, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'four_eyes.set', body, async ({ merchantId }) => {
      await approvals.setThreshold(merchantId, body.role, body.action, body.threshold);
      return approvals.thresholds(merchantId);
    }),
  );
};
