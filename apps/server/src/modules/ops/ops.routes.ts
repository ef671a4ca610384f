import { opsApi as api, outboxApi } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import { opsCaller } from './ops-wallet.routes';
import type { OpsService } from './ops.service';

/**
 * Merchant configuration of contracts' opsApi (bootstrap key only): maintenance, region rules, module switches, and
 * the audit log, and the outbox's parked events. Each handler delegates to the ops service.
 */
export const opsRoutes = async (app: FastifyInstance, opts: { ops: OpsService }) => {
  const { ops } = opts;
  route(app, api.maintenance, ({ req, params, body }) => ops.maintenance(opsCaller(req), params.code, body));
  route(app, api.regionRules, ({ req, params }) => ops.regionRules(opsCaller(req), params.code));
  route(app, api.setRegionRules, ({ req, params, body }) => ops.setRegionRules(opsCaller(req), params.code, body));
  route(app, api.setModule, ({ req, params, body }) => ops.setModule(opsCaller(req), params.code, params.modId, body.enabled));
  route(app, api.setReferral, ({ req, params, body }) => ops.setReferral(opsCaller(req), params.code, body));
  route(app, api.setApps, ({ req, params, body }) => ops.setApps(opsCaller(req), params.code, body));
  route(app, api.audit, ({ req, query }) => ops.audit(opsCaller(req), query.limit));
  route(app, outboxApi.parked, ({ req, query }) => ops.parkedEvents(opsCaller(req), query.limit, query.consumer));
  route(app, outboxApi.crossBrand, ({ req, query }) => ops.crossBrand(opsCaller(req), query.from, query.to));
  route(app, outboxApi.drain, ({ req, params }) => ops.drainConsumer(opsCaller(req), params.name));
};
