import { dashboardOpsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { DashboardService } from './dashboard.service';

/** The dashboard (through operator.act: the merchant's own staff, any role). */
export const dashboardRoutes = async (app: FastifyInstance, opts: { dashboard: DashboardService }) => {
  route(app, api.today, ({ operator, params }) =>
    operator.act('read', params.code, 'dashboard.view', {}, ({ merchantId }) => opts.dashboard.today(merchantId)),
  );
};
