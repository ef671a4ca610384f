import { auditOpsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { AuditService } from './audit.service';

/** The audit chain's operator calls (through ops.act: authorised per role and merchant). */
export const auditRoutes = async (app: FastifyInstance, opts: { audit: AuditService }) => {
  const { audit } = opts;
  route(app, api.verifyMerchant, ({ operator, params }) =>
    operator.act('read', params.code, 'audit.verify', {}, ({ merchantId }) => audit.verifyMerchant(merchantId, params.code.toUpperCase())),
  );
  // Reading the log is itself no record in it (it would grow with every look); verifying needs audit.verify.
  route(app, api.list, ({ operator, params, query }) =>
    operator.act('read', params.code, 'audit.list', {}, ({ merchantId }) => audit.list(merchantId, query)),
  );
  route(app, api.verifyPlatform, ({ operator }) => operator.act('admin', null, 'audit.verify', {}, () => audit.verifyPlatform()));
  route(app, api.checkpoint, ({ operator }) => operator.act('admin', null, 'audit.checkpoint', {}, () => audit.checkpoint()));
};
