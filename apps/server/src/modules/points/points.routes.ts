import { loyaltyOpsApi as ops, pointsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { PointsService } from './points.service';

/** The points mall (pointsApi) and its operator side (through ops.act: authorised and audited). */
export const pointsRoutes = async (app: FastifyInstance, opts: { points: PointsService }) => {
  const { points: p } = opts;
  route(app, api.balance, ({ actor }) => p.balance(actor));
  route(app, api.conversionType, ({ merchant }) => p.exchange(merchant.id));
  route(app, api.rewards, ({ merchant, language }) => p.items(merchant.id, language));
  route(app, api.redeem, ({ actor, body, language }) => p.redeem(actor, body, language));
  route(app, api.redeemList, ({ actor, query, language }) => p.redeemList(actor, query, language));
  route(app, api.config, ({ merchant, language }) => p.config(merchant.id, language));
  route(app, api.convert, ({ actor, body }) => p.convert(actor, body));
  route(app, api.details, ({ actor, query }) => p.details(actor, query.pageNo));

  route(app, ops.pointSettings, ({ operator, params }) =>
    operator.act('read', params.code, 'points.settings', {}, ({ merchantId }) => p.opsSettings(merchantId)),
  );
  route(app, ops.setPointSettings, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'points.settings.set', body, ({ merchantId }) => p.setOpsSettings(merchantId, body)),
  );
  route(app, ops.pointItems, ({ operator, params }) =>
    operator.act('read', params.code, 'points.items', {}, ({ merchantId }) => p.opsItems(merchantId)),
  );
  route(app, ops.addPointItem, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'points.item.add', body, ({ merchantId }) => p.addItem(merchantId, body)),
  );
  route(app, ops.updatePointItem, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'points.item.update', { id: params.id, ...body }, ({ merchantId }) =>
      p.updateItem(merchantId, params.id, body),
    ),
  );
  route(app, ops.redemptions, ({ operator, params, query }) =>
    operator.act('read', params.code, 'points.redemptions', {}, ({ merchantId }) => p.opsRedemptions(merchantId, query.status ?? null)),
  );
  route(app, ops.approveRedemption, ({ operator, params, body }) =>
    operator.act('money', params.code, 'points.redemption.approve', { id: params.id }, ({ merchantId, actor }) =>
      p.approve(merchantId, params.id, body.remark ?? null, actor),
    ),
  );
  route(app, ops.rejectRedemption, ({ operator, params, body }) =>
    operator.act('money', params.code, 'points.redemption.reject', { id: params.id }, ({ merchantId, actor }) =>
      p.reject(merchantId, params.id, body.remark ?? null, actor),
    ),
  );
};
