import { queuesOpsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { QueuesService } from './queues.service';

/** The money queues (through operator.act: money.view to read, money.decide to claim, hold and release; audited). */
export const queuesRoutes = async (app: FastifyInstance, opts: { queues: QueuesService }) => {
  const { queues } = opts;
  route(app, api.list, ({ operator, params, query }) =>
    operator.act('read', params.code, 'queue.list', {}, ({ merchantId, actor }) => queues.list(params.kind, merchantId, query.view, actor)),
  );
  route(app, api.ticket, ({ operator, params }) =>
    operator.act('read', params.code, 'queue.ticket', {}, ({ merchantId }) => queues.ticket(params.kind, merchantId, params.id)),
  );
  route(app, api.next, ({ operator, params }) =>
    operator.act('money', params.code, 'queue.next', { kind: params.kind }, ({ merchantId, actor }) =>
      queues.next(params.kind, merchantId, actor),
    ),
  );
  route(app, api.claim, ({ operator, params }) =>
    operator.act('money', params.code, 'queue.claim', { kind: params.kind, id: params.id }, ({ merchantId, actor }) =>
      queues.claim(params.kind, merchantId, params.id, actor),
    ),
  );
  route(app, api.hold, ({ operator, params, body }) =>
    operator.act('money', params.code, 'queue.hold', { kind: params.kind, id: params.id, reason: body.reason }, ({ merchantId, actor }) =>
      queues.hold(params.kind, merchantId, params.id, actor, body.reason),
    ),
  );
  route(app, api.release, async ({ operator, params }) => {
    await operator.act('money', params.code, 'queue.release', { kind: params.kind, id: params.id }, ({ merchantId, actor }) =>
      queues.release(params.kind, merchantId, params.id, actor),
    );
    return null;
  });
};
