import { loyaltyOpsApi as ops, rebatesApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { RebatesService } from './rebates.service';

/** Rebates (rebatesApi) and their operator side (through ops.act: authorised and audited). */
export const rebatesRoutes = async (app: FastifyInstance, opts: { rebates: RebatesService }) => {
  const { rebates: r } = opts;
  route(app, api.settings, ({ actor }) => r.settings(actor));
  route(app, api.claim, ({ actor }) => r.claim(actor));
  route(app, api.history, ({ actor, query }) => r.history(actor, query));

  route(app, ops.rebates, ({ operator, params }) =>
    operator.act('read', params.code, 'rebate.settings', {}, ({ merchantId }) => r.opsSettings(merchantId)),
  );
  route(app, ops.setRebates, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'rebate.settings.set', body, ({ merchantId }) => r.setOpsSettings(merchantId, body)),
  );
  route(app, ops.runRebates, ({ operator, params }) =>
    operator.act('money', params.code, 'rebate.run', {}, ({ merchantId }) => r.payAuto(merchantId)),
  );
};
