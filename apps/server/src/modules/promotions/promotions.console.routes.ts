import { promotionsOpsApi as ops } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { PromotionsConsoleService } from './promotions.console.service';

/** The back office's reads of one promotion (through ops.act: promotions.view, audited like every operator call). */
export const promotionsConsoleRoutes = async (app: FastifyInstance, opts: { console: PromotionsConsoleService }) => {
  const c = opts.console;
  route(app, ops.definition, ({ operator, params }) =>
    operator.act('read', params.code, 'promotion.view', { id: params.id }, ({ merchantId }) => c.definition(merchantId, params.id)),
  );
  route(app, ops.uptake, ({ operator, params }) =>
    operator.act('read', params.code, 'promotion.uptake', { id: params.id }, ({ merchantId }) => c.uptake(merchantId, params.id)),
  );
};
