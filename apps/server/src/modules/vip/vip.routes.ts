import { loyaltyOpsApi as ops, vipApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { VipService } from './vip.service';

/** VIP (vipApi) and its operator side (through ops.act: authorised and audited). */
export const vipRoutes = async (app: FastifyInstance, opts: { vip: VipService }) => {
  const { vip } = opts;
  route(app, api.rankProgress, ({ actor, language }) => vip.rankProgress(actor, language));
  route(app, ops.vipLevels, ({ operator, params }) =>
    operator.act('read', params.code, 'vip.levels', {}, ({ merchantId }) => vip.opsLevels(merchantId)),
  );
  route(app, ops.setVipLevels, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'vip.levels.set', body, ({ merchantId }) => vip.setOpsLevels(merchantId, body)),
  );
  route(app, ops.vipMonthly, ({ operator, params }) =>
    operator.act('money', params.code, 'vip.monthly', {}, ({ merchantId }) => vip.issueMonthly(merchantId)),
  );
};
