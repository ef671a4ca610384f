import { loyaltyOpsApi as ops, vipApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import { opsCaller, type OpsService } from '../ops';
import type { VipService } from './vip.service';

/** VIP (vipApi) and its operator side (through ops.act: authorised and audited). */
export const vipRoutes = async (app: FastifyInstance, opts: { vip: VipService; ops: OpsService }) => {
  const { vip, ops: gate } = opts;
  route(app, api.rankProgress, ({ actor, language }) => vip.rankProgress(actor, language));
  route(app, ops.vipLevels, ({ req, params }) =>
    gate.act(opsCaller(req), 'read', params.code, 'vip.levels', {}, ({ merchantId }) => vip.opsLevels(merchantId)),
  );
  route(app, ops.setVipLevels, ({ req, params, body }) =>
    gate.act(opsCaller(req), 'admin', params.code, 'vip.levels.set', body, ({ merchantId }) => vip.setOpsLevels(merchantId, body)),
  );
  route(app, ops.vipMonthly, ({ req, params }) =>
    gate.act(opsCaller(req), 'money', params.code, 'vip.monthly', {}, ({ merchantId }) => vip.issueMonthly(merchantId)),
  );
};
