import { loyaltyOpsApi as ops, rebatesApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import { opsCaller, type OpsService } from '../ops';
import type { RebatesService } from './rebates.service';

/** Rebates (rebatesApi) and their operator side (through ops.act: authorised and audited). */
export const rebatesRoutes = async (app: FastifyInstance, opts: { rebates: RebatesService; ops: OpsService }) => {
  const { rebates: r, ops: gate } = opts;
  route(app, api.settings, ({ actor }) => r.settings(actor));
  route(app, api.claim, ({ actor }) => r.claim(actor));
  route(app, api.history, ({ actor, query }) => r.history(actor, query));

  route(app, ops.rebates, ({ req, params }) =>
    gate.act(opsCaller(req), 'read', params.code, 'rebate.settings', {}, ({ merchantId }) => r.opsSettings(merchantId)),
  );
  route(app, ops.setRebates, ({ req, params, body }) =>
    gate.act(opsCaller(req), 'admin', params.code, 'rebate.settings.set', body, ({ merchantId }) => r.setOpsSettings(merchantId, body)),
  );
  route(app, ops.runRebates, ({ req, params }) =>
    gate.act(opsCaller(req), 'money', params.code, 'rebate.run', {}, ({ merchantId }) => r.payAuto(merchantId)),
  );
};
